import { addEventStaff, createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { peopleFixture } from '../../../testing/people-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const HISTORY = `query($p: ID!) { personHistory(personId: $p) {
  name forgottenAt
  registrations { playerId eventId eventName eventDate formatType place wins losses draws points dropped disqualified deckName hasDecklist }
  penalties { eventName roundNumber infraction infractionName penalty penaltyName status }
} }`;
const STANDINGS = 'query($e: ID!) { standings(eventId: $e) { rank player { id } wins losses draws matchPoints playoff } }';
const ALICE = { name: 'Alice Quenby-Liddell', reading: 'アリス', email: 'alice.quenby@example.com', externalId: '7711223344' };

describe('person records: history, penalty history, season report, export and forget (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let fixture: ReturnType<typeof peopleFixture>;
  let organizationId: string;
  let personId: string;
  let swissEvent: string;
  let weekly: string;
  let alice: { a: string; b: string };
  const tokens = {} as Record<'judge' | 'scorekeeper' | 'otherJudge', string>;

  const history = async (token: string) => (await must<any>(server, HISTORY, { p: personId }, token)).personHistory;
  const pair = async (mutation: string, eventId: string) => {
    const round = (
      await must<any>(server, `mutation($e: ID!) { ${mutation}(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    )[mutation];
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return round;
  };
  /** Records every match of the round: `winner` wins its match 2-0, and player 1 wins the others. */
  const play = async (round: any, winner: string) => {
    for (const match of round.matches.filter((m: any) => m.player2)) {
      const second = match.player2.id === winner;
      await must(
        server,
        'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
        { m: match.id, i: second ? { player1Wins: 0, player2Wins: 2 } : { player1Wins: 2, player2Wins: 0 } },
        organizer,
      );
    }
  };
  const opponentOf = (round: any, playerId: string) => {
    const match = round.matches.find((m: any) => m.player1.id === playerId || m.player2?.id === playerId);
    return match.player1.id === playerId ? match.player2.id : match.player1.id;
  };
  const logWarning = (eventId: string, playerId: string) =>
    must(
      server,
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "looked at an extra card" }) { id } }',
      { e: eventId, p: playerId },
      organizer,
    );

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    fixture = peopleFixture(server);
    organizationId = await fixture.defaultOrganizationId();
    personId = (
      await fixture.createPerson({
        organizationId,
        name: ALICE.name,
        nameReading: ALICE.reading,
        email: ALICE.email,
        notes: 'prefers the corner table',
        identifiers: { WIZARDS: ALICE.externalId },
      })
    ).id;
    for (const [actor, role] of [
      ['judge', 'JUDGE'],
      ['scorekeeper', 'SCOREKEEPER'],
    ] as const) {
      tokens[actor] = await createStaff(server, organizer, `records-${actor}@example.com`);
      await fixture.addMember(organizationId, `records-${actor}@example.com`, role);
    }
    tokens.otherJudge = await createStaff(server, organizer, 'records-other@example.com');
    await fixture.addMember(await fixture.createOrganization('other-store'), 'records-other@example.com', 'HEAD_JUDGE');

    // Event 1 (earlier): four players, one Swiss round Alice loses, then a top 4 she wins.
    swissEvent = await createEvent(server, organizer, {
      name: 'Friday Modern',
      startsAt: '2026-10-02T18:00:00Z',
      enforcementLevel: 'COMPETITIVE',
      topCut: 4,
    });
    const register = async (eventId: string) =>
      (
        await must<any>(
          server,
          'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
          {
            e: eventId,
            i: { name: ALICE.name, nameReading: ALICE.reading, email: ALICE.email, externalId: ALICE.externalId, deckName: 'Burn' },
          },
          organizer,
        )
      ).registerPlayer.id as string;
    alice = { a: await register(swissEvent), b: '' };
    await registerPlayers(server, organizer, swissEvent, ['Bram', 'Cleo', 'Dario']);
    await fixture.link(alice.a, personId);
    const swiss = await pair('pairNextRound', swissEvent);
    await play(swiss, opponentOf(swiss, alice.a));
    await logWarning(swissEvent, alice.a);
    const semis = await pair('startTopCut', swissEvent);
    await play(semis, alice.a);
    const final = await pair('pairNextRound', swissEvent);
    await play(final, alice.a);

    // Event 2 (later): two players, Alice wins the one round and then drops.
    weekly = await createEvent(server, organizer, {
      name: 'Weekly Pioneer',
      startsAt: '2026-10-09T18:00:00Z',
      enforcementLevel: 'COMPETITIVE',
    });
    alice.b = await register(weekly);
    await registerPlayers(server, organizer, weekly, ['Eve']);
    await fixture.link(alice.b, personId);
    await play(await pair('pairNextRound', weekly), alice.b);
    await logWarning(weekly, alice.b);
    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: alice.b }, organizer);
  });
  afterAll(() => server?.close());

  it("lists the person's events newest first with the final standings' place (the top cut first), record and points", async () => {
    const rows = (await history(tokens.judge)).registrations;
    expect(rows.map((row: any) => row.eventName)).toEqual(['Weekly Pioneer', 'Friday Modern']);
    expect(rows[0]).toMatchObject({
      place: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      points: 3,
      dropped: true,
      disqualified: false,
      deckName: 'Burn',
    });
    // Swiss 3rd or 4th after losing round 1, first once she won the top cut: the final standings put the bracket first.
    const standings = (await must<any>(server, STANDINGS, { e: swissEvent }, organizer)).standings;
    const line = standings.find((row: any) => row.player.id === alice.a);
    expect(line).toMatchObject({ rank: 1, playoff: 'CHAMPION' });
    expect(rows[1]).toMatchObject({
      playerId: alice.a,
      place: 1,
      wins: line.wins,
      losses: line.losses,
      draws: line.draws,
      points: line.matchPoints,
      dropped: false,
      hasDecklist: false,
    });
    expect(rows[1].losses).toBeGreaterThanOrEqual(1);
  });

  it('shows penalties, newest first, only to those who may read penalty history, and nothing to another organization', async () => {
    const judged = await history(tokens.judge);
    expect(judged.penalties.map((p: any) => [p.eventName, p.roundNumber, p.infraction, p.penalty, p.status])).toEqual([
      ['Weekly Pioneer', 1, 'GPE-HCE', 'WARNING', 'APPLIED'],
      ['Friday Modern', 1, 'GPE-HCE', 'WARNING', 'APPLIED'],
    ]);
    expect((await history(tokens.scorekeeper)).penalties).toBeNull();
    const foreign = await server.gql(HISTORY, { p: personId }, { token: tokens.otherJudge });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const report = await server.gql(
      'query($o: ID!) { organizationPenaltyReport(organizationId: $o, from: "2026-01-01T00:00:00Z", to: "2099-01-01T00:00:00Z") }',
      { o: organizationId },
      { token: tokens.otherJudge },
    );
    expect(report.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("shows the event's own head judge, staff of that event only, the player's penalties at the organization's other events", async () => {
    const headJudge = await createStaff(server, organizer, 'records-event-hj@example.com');
    await addEventStaff(server, organizer, weekly, 'records-event-hj@example.com', 'HEAD_JUDGE');
    const earlier = async (playerId: string, token: string) =>
      server.gql('query($p: ID!) { earlierPenalties(playerId: $p) { eventName infraction penalty } }', { p: playerId }, { token });
    expect((await earlier(alice.b, headJudge)).data?.earlierPenalties).toEqual([
      { eventName: 'Friday Modern', infraction: 'GPE-HCE', penalty: 'WARNING' },
    ]);
    // Not the whole directory: the person's history stays the organization's, and another event's player is not theirs.
    expect((await server.gql(HISTORY, { p: personId }, { token: headJudge })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await earlier(alice.a, headJudge)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("reports the organization's penalties of a period as CSV, one line per penalty, and refuses a period that ends before it starts", async () => {
    const report = async (from: string, to: string) =>
      (
        await must<any>(
          server,
          'query($o: ID!, $f: DateTime!, $t: DateTime!) { organizationPenaltyReport(organizationId: $o, from: $f, to: $t) }',
          { o: organizationId, f: from, t: to },
          tokens.judge,
        )
      ).organizationPenaltyReport as string;
    const lines = (await report('2026-01-01T00:00:00Z', '2099-01-01T00:00:00Z')).trim().split(/\r\n/);
    expect(lines[0]).toBe('person,player ID,event,date,round,infraction,penalty,status,judge');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${ALICE.name},${ALICE.externalId},Friday Modern,[^,]+,1,Hidden Card Error,Warning,APPLIED,Organizer$`),
    );
    expect((await report('2099-01-01T00:00:00Z', '2099-02-01T00:00:00Z')).trim().split(/\r\n/)).toHaveLength(1);
    const backwards = await server.gql(
      'query($o: ID!) { organizationPenaltyReport(organizationId: $o, from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z") }',
      { o: organizationId },
      { token: tokens.judge, language: 'ja' },
    );
    expect(backwards.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_INPUT' } });
    expect(backwards.errors?.[0].message).toContain('期間の終わり');
  });

  it('exports everything held about the person as JSON: fields, IDs, registrations with results, penalties, calls, audit entries', async () => {
    const exported = JSON.parse(
      (await must<any>(server, 'query($p: ID!) { exportPerson(personId: $p) }', { p: personId }, organizer)).exportPerson,
    );
    expect(exported.person).toMatchObject({
      name: ALICE.name,
      nameReading: ALICE.reading,
      email: ALICE.email,
      notes: 'prefers the corner table',
    });
    expect(exported.identifiers).toEqual([{ kind: 'WIZARDS', value: ALICE.externalId }]);
    expect(exported.registrations.map((r: any) => [r.eventName, r.place, r.player.email, r.player.externalId])).toEqual([
      ['Weekly Pioneer', 1, ALICE.email, ALICE.externalId],
      ['Friday Modern', 1, ALICE.email, ALICE.externalId],
    ]);
    expect(exported.registrations[0].player.accessCode).toBeUndefined();
    expect(exported.penalties).toHaveLength(2);
    expect(exported.judgeCalls).toEqual([]);
    expect(exported.auditEntries.map((entry: any) => entry.action)).toEqual(expect.arrayContaining(['player.register', 'player.drop']));
    const denied = await server.gql('query($p: ID!) { exportPerson(personId: $p) }', { p: personId }, { token: tokens.judge });
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('forgets the person: the name is gone from every table, standings and penalties stay, and forgetting again changes nothing', async () => {
    const standingsBefore = await Promise.all(
      [swissEvent, weekly].map(async (e) => (await must<any>(server, STANDINGS, { e }, organizer)).standings),
    );
    // The player's phone is subscribed to push: the device goes with the person.
    await fixture.prisma.pushSubscription.create({
      data: { playerId: alice.b, endpoint: 'https://push.example.com/alice', p256dh: 'key', auth: 'secret', language: 'en' },
    });
    const phone = await playerToken(server, weekly, (await fixture.prisma.player.findUniqueOrThrow({ where: { id: alice.b } })).accessCode);

    // A season's correction whose reason names them.
    const seriesId = (
      await must<any>(
        server,
        'mutation($o: ID!, $i: SeriesInput!) { createSeries(organizationId: $o, input: $i) { id } }',
        { o: organizationId, i: { name: 'Autumn', preset: 'MATCH_POINTS', eventIds: [swissEvent, weekly] } },
        organizer,
      )
    ).createSeries.id;
    await must(
      server,
      'mutation($s: ID!, $p: ID!, $r: String!) { correctSeriesPoints(seriesId: $s, personId: $p, points: "1", reason: $r) { rank } }',
      { s: seriesId, p: personId, r: `${ALICE.name} judged the side event` },
      organizer,
    );
    // Their member card: forgotten, it finds no one.
    await fixture.prisma.person.update({ where: { id: personId }, data: { memberCode: 'MEMBER23' } });
    const forget = () =>
      must<any>(server, 'mutation($p: ID!) { forgetPerson(personId: $p) { name forgottenAt registrations } }', { p: personId }, organizer);
    const forgotten = (await forget()).forgetPerson;
    expect(forgotten).toMatchObject({ name: expect.stringMatching(/^Forgotten player [0-9A-F]{4}$/), registrations: 2 });

    const standingsAfter = await Promise.all(
      [swissEvent, weekly].map(async (e) => (await must<any>(server, STANDINGS, { e }, organizer)).standings),
    );
    expect(standingsAfter).toEqual(standingsBefore);
    expect((await fixture.prisma.person.findUniqueOrThrow({ where: { id: personId } })).memberCode).toBeNull();
    const after = await history(tokens.judge);
    expect(after).toMatchObject({ name: forgotten.name, forgottenAt: forgotten.forgottenAt });
    expect(after.registrations.map((r: any) => r.place)).toEqual([1, 1]);
    expect(after.penalties).toHaveLength(2);
    // Files word the anonymous name in the reader's language, as the dashboard does.
    const code = forgotten.name.slice(-4);
    const inJapanese = async (query: string, variables: Record<string, unknown>) =>
      JSON.stringify((await server.gql(query, variables, { token: organizer, language: 'ja' })).data);
    expect(await inJapanese('query($s: ID!) { seriesStandingsCsv(seriesId: $s) }', { s: seriesId })).toContain(
      `削除済みプレイヤー ${code}`,
    );
    const reports = await Promise.all([swissEvent, weekly].map((e) => inJapanese('query($e: ID!) { penaltyReport(eventId: $e) }', { e })));
    expect(reports.join()).toContain(`削除済みプレイヤー ${code}`);
    reports.push(
      await inJapanese('query($o: ID!, $f: DateTime!, $t: DateTime!) { organizationPenaltyReport(organizationId: $o, from: $f, to: $t) }', {
        o: organizationId,
        f: '2026-01-01T00:00:00Z',
        t: '2099-01-01T00:00:00Z',
      }),
    );
    expect(reports.join()).not.toContain(forgotten.name);
    expect(reports[2]).toContain(`削除済みプレイヤー ${code}`);

    for (const removed of [ALICE.name, ALICE.reading, ALICE.email, ALICE.externalId, 'corner table']) {
      expect(await tablesContaining(removed)).toEqual([]);
    }
    expect(await fixture.prisma.pushSubscription.count({ where: { playerId: alice.b } })).toBe(0);
    expect((await server.gql('{ myRegistration { id } }', {}, { token: phone })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const entry = await fixture.prisma.auditEntry.findFirstOrThrow({ where: { action: 'person.forget', entityId: personId } });
    expect(entry.before).toEqual({ forgottenAt: null, identifiers: 1, registrations: 2 });

    expect((await forget()).forgetPerson).toEqual(forgotten);
    expect(await fixture.prisma.auditEntry.count({ where: { action: 'person.forget', entityId: personId } })).toBe(1);
  });

  /** Every table whose rows, read as text, contain this value. */
  async function tablesContaining(value: string): Promise<string[]> {
    const tables = await fixture.prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    const found: string[] = [];
    for (const { name } of tables) {
      const [{ count }] = await fixture.prisma.$queryRawUnsafe<{ count: bigint }[]>(
        `SELECT count(*) AS count FROM "${name}" AS row WHERE strpos(row::text, $1) > 0`,
        value,
      );
      if (count > 0n) found.push(name);
    }
    return found;
  }
});
