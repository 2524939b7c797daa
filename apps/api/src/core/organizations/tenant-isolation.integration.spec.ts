import { createStaff, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import {
  AddOrganizationMemberDocument,
  CreateEventInDocument,
  CreateOrganizationDocument,
  EventsWithOrganizationDocument,
  OrganizationDocument,
  OrganizationsDocument,
  RemoveOrganizationMemberDocument,
  UpdateOrganizationDocument,
} from '../../../testing/generated/graphql';
import { startTestServer, TestServer } from '../../../testing/test-server';

/**
 * A hosted server: no organization sees another's events or what is in them. Roles come from an
 * event's staff or from the event's organization, so the per-event checks refuse the others.
 */
describe("tenancy: an organization's staff reach its events, and nothing of another organization (real server, real database)", () => {
  let server: TestServer;
  let ownerOfB: string;
  let judgeOfA: string;
  let a: { organizationId: string; eventId: string; playerId: string; roundId: string; matchId: string; ownerId: string };

  beforeAll(async () => {
    server = await startTestServer();
    const site = await server.loginAsOrganizer();
    const storeA = (await must(server, CreateOrganizationDocument, { input: { name: 'Store A', slug: 'store-a' } }, site))
      .createOrganization;
    const storeB = (await must(server, CreateOrganizationDocument, { input: { name: 'Store B', slug: 'store-b' } }, site))
      .createOrganization;
    ownerOfB = await createStaff(server, site, 'owner-b@example.com');
    judgeOfA = await createStaff(server, site, 'judge-a@example.com');
    await must(server, AddOrganizationMemberDocument, { organizationId: storeB.id, email: 'owner-b@example.com', role: 'OWNER' }, site);
    await must(server, AddOrganizationMemberDocument, { organizationId: storeA.id, email: 'judge-a@example.com', role: 'JUDGE' }, site);
    const eventId = (
      await must(
        server,
        CreateEventInDocument,
        { organizationId: storeA.id, input: { name: 'A Friday', enforcementLevel: 'COMPETITIVE' } },
        site,
      )
    ).createEvent.id;
    // Store B's own event, which its owner does see.
    await must(server, CreateEventInDocument, { organizationId: storeB.id, input: { name: 'B Friday' } }, ownerOfB);
    const players = await registerPlayers(server, site, eventId, ['Aki', 'Ben', 'Chie', 'Dan']);
    const round = (
      await must<{ pairNextRound: any }>(
        server,
        `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
        { e: eventId },
        site,
      )
    ).pairNextRound;
    a = {
      organizationId: storeA.id,
      eventId,
      playerId: players[0].id,
      roundId: round.id,
      matchId: round.matches[0].id,
      ownerId: storeA.members[0].userId,
    };
  });
  afterAll(() => server.close());

  const code = async (token: string, query: string, variables: Record<string, unknown>) =>
    (await server.gql(query, variables, { token })).errors?.[0]?.extensions?.code;

  it("the owner of store B is refused store A's organization, event, players, rounds, matches and standings", async () => {
    const reads: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { organization(id: $id) { id } }', { id: a.organizationId }],
      ['query($e: ID!) { event(id: $e) { id name } }', { e: a.eventId }],
      ['query($e: ID!) { event(id: $e) { rounds { id } } }', { e: a.eventId }],
      ['query($e: ID!) { players(eventId: $e) { id name } }', { e: a.eventId }],
      ['query($m: ID!) { match(id: $m) { id } }', { m: a.matchId }],
      ['query($e: ID!) { standings(eventId: $e) { rank } }', { e: a.eventId }],
      ['query($e: ID!) { auditLog(eventId: $e) { id } }', { e: a.eventId }],
    ];
    for (const [query, variables] of reads) expect([query, await code(ownerOfB, query, variables)]).toEqual([query, 'FORBIDDEN']);
    const changes: [string, Record<string, unknown>][] = [
      ['mutation($e: ID!) { updateEvent(id: $e, input: { name: "Mine" }) { id } }', { e: a.eventId }],
      ['mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Spy" }) { id } }', { e: a.eventId }],
      ['mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: a.playerId }],
      ['mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: a.roundId }],
      ['mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: a.matchId }],
      [
        'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "x" }) { id } }',
        { e: a.eventId, p: a.playerId },
      ],
      ['mutation($o: ID!) { createEvent(organizationId: $o, input: { name: "Mine" }) { id } }', { o: a.organizationId }],
    ];
    for (const [query, variables] of changes) expect([query, await code(ownerOfB, query, variables)]).toEqual([query, 'FORBIDDEN']);
    for (const [document, variables] of [
      [UpdateOrganizationDocument, { id: a.organizationId, input: { name: 'Mine' } }],
      [AddOrganizationMemberDocument, { organizationId: a.organizationId, email: 'owner-b@example.com', role: 'OWNER' }],
      [RemoveOrganizationMemberDocument, { organizationId: a.organizationId, userId: a.ownerId, role: 'OWNER' }],
    ] as const) {
      expect((await server.gql(document as never, variables, { token: ownerOfB })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Lists leave store A out altogether.
    const events = (await must(server, EventsWithOrganizationDocument, {}, ownerOfB)).events;
    expect(events.map((event) => event.id)).not.toContain(a.eventId);
    expect(events).toHaveLength(1);
    expect((await must(server, OrganizationsDocument, {}, ownerOfB)).organizations.map((o) => o.slug)).toEqual(['store-b']);
  });

  it("a judge of store A reads its events and logs penalties there as the event's judge, but manages no members", async () => {
    expect((await must(server, EventsWithOrganizationDocument, {}, judgeOfA)).events).toEqual([
      { id: a.eventId, organizationId: a.organizationId },
    ]);
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id } }', { e: a.eventId }, judgeOfA)).players).toHaveLength(4);
    const logged = await must<any>(
      server,
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "Drew an extra card" }) { id } }',
      { e: a.eventId, p: a.playerId },
      judgeOfA,
    );
    expect(logged.logInfraction.id).toEqual(expect.any(String));
    expect((await must(server, OrganizationDocument, { id: a.organizationId }, judgeOfA)).organization).toMatchObject({
      name: 'Store A',
      canManage: false,
    });
    // An event JUDGE runs no rounds and manages no staff.
    expect(await code(judgeOfA, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: a.eventId })).toBe('FORBIDDEN');
    expect(
      await code(judgeOfA, 'mutation($e: ID!) { addEventStaff(eventId: $e, email: "owner-b@example.com", role: JUDGE) { userId } }', {
        e: a.eventId,
      }),
    ).toBe('FORBIDDEN');
    for (const [document, variables] of [
      [AddOrganizationMemberDocument, { organizationId: a.organizationId, email: 'owner-b@example.com', role: 'JUDGE' }],
      [RemoveOrganizationMemberDocument, { organizationId: a.organizationId, userId: a.ownerId, role: 'OWNER' }],
      [UpdateOrganizationDocument, { id: a.organizationId, input: { slug: 'judges-store' } }],
    ] as const) {
      expect((await server.gql(document as never, variables, { token: judgeOfA })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it("imports: store B's owner restores store B's event into store B, and cannot import store A's file over A's event or into A", async () => {
    const site = await server.loginAsOrganizer();
    const importEvent = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';
    const eventOf = async (id: string) =>
      (await must<any>(server, 'query($e: ID!) { event(id: $e) { organizationId } }', { e: id }, site)).event.organizationId;
    const ofB = (await must(server, EventsWithOrganizationDocument, {}, ownerOfB)).events[0];
    const fileOfB = (await must<any>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: ofB.id }, ownerOfB)).exportEvent;
    await must(server, importEvent, { i: { data: fileOfB, replace: true } }, ownerOfB);
    expect(await eventOf(ofB.id)).toBe(ofB.organizationId);

    const fileOfA = (await must<any>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: a.eventId }, site)).exportEvent;
    expect(await code(ownerOfB, importEvent, { i: { data: fileOfA, replace: true } })).toBe('FORBIDDEN');
    // As a new event (its id gone from this server): into store A only by those who create events there.
    const asNew = JSON.stringify({ ...JSON.parse(fileOfA), event: { ...JSON.parse(fileOfA).event, id: crypto.randomUUID() } });
    expect(await code(ownerOfB, importEvent, { i: { data: asNew, organizationId: a.organizationId } })).toBe('FORBIDDEN');
    expect(await eventOf(a.eventId)).toBe(a.organizationId);
  });
});
