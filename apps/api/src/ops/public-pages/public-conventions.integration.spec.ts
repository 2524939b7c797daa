import { PrismaService } from '../../platform/database';
import { TokenService } from '../../platform/identity';
import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PublicConventionsService } from './public-conventions.service';

const MAP = [1, 2, 3, 4, 5, 6].map((n) => `B,1,${n},2,B-${n}`).join('\n');
const LABELS = `query($e: ID!) { event(id: $e) { rounds { matches { hallTable player1 { name } player2 { name } } } } }`;

describe("a convention's public page at /public/conventions/<id> (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;
  let organizationId: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
  });
  afterAll(() => server?.close());

  const gql = <T = any>(query: string, variables: Record<string, unknown>, token = organizer) => must<T>(server, query, variables, token);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/public/conventions/${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, text };
  };
  const setPublic = (id: string, publicPage: boolean) =>
    gql('mutation($id: ID!, $p: Boolean!) { updateConvention(id: $id, input: { publicPage: $p }) { publicPage } }', { id, p: publicPage });
  const shortCodeOf = async (eventId: string) =>
    (await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } })).shortCode;

  /** A convention with a hall of 6 tables, a main event of 4 players paired and published, a private side event and a queue. */
  async function convention() {
    const { createConvention } = await gql(
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Tokyo Fest", venue: "Big Sight", startsOn: "2026-12-05" }) { id publicPage } }',
      { o: organizationId },
    );
    const id: string = createConvention.id;
    expect(createConvention.publicPage).toBe(false);
    await gql('mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }', { c: id, csv: MAP });
    const add = (eventId: string, main: boolean) =>
      gql('mutation($c: ID!, $e: ID!, $m: Boolean!) { addConventionEvent(conventionId: $c, eventId: $e, main: $m) { id } }', {
        c: id,
        e: eventId,
        m: main,
      });
    const mainId = await createEvent(server, organizer, { name: 'Main Event' });
    await registerPlayers(server, organizer, mainId, ['Aoi', 'Ben', '山田太郎', 'Dan']);
    await add(mainId, true);
    const sideId = await createEvent(server, organizer, { name: 'Secret Side', publicPage: false });
    await registerPlayers(server, organizer, sideId, ['Quinn', 'Zed']);
    await add(sideId, false);
    const round = (await gql(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: mainId })).pairNextRound;
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    await gql(`mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: sideId });
    await gql('mutation($c: ID!, $i: OnDemandQueueInput!) { openOnDemandQueue(conventionId: $c, input: $i) { id } }', {
      c: id,
      i: { name: 'Draft', podSize: 4 },
    });
    return { id, mainId, sideId, roundId: round.id as string, mainCode: await shortCodeOf(mainId) };
  }

  it('is not found while private; public, it shows only the public events, their rounds and the queues without names; the change is audited', async () => {
    const { id, mainCode, sideId } = await convention();
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    const hidden = await get(id);
    expect([hidden.status, unknown.status, (await get(`${id}/tables`)).status, (await get('nope')).status]).toEqual([404, 404, 404, 404]);
    expect(hidden.text).toBe(unknown.text);

    await setPublic(id, true);
    const page = await get(id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      convention: { name: 'Tokyo Fest', venue: 'Big Sight', startsOn: '2026-12-05', endsOn: null },
      events: [{ shortCode: mainCode, name: 'Main Event', status: 'RUNNING', main: true, round: { number: 1, startedAt: null } }],
      queues: [{ name: 'Draft', podSize: 4, waiting: 0 }],
    });
    expect(page.body.events).toHaveLength(1);
    // Nothing of the private event, no ids of rows.
    expect(page.text).not.toMatch(/Secret Side|Quinn|Zed|"id"|organizationId/);
    expect(page.text).not.toContain(sideId);
    const audit = await server.get(PrismaService).auditEntry.findFirstOrThrow({ where: { action: 'convention.update', entityId: id } });
    expect([(audit.before as { publicPage: boolean }).publicPage, (audit.after as { publicPage: boolean }).publicPage]).toEqual([
      false,
      true,
    ]);

    await setPublic(id, false);
    expect((await get(id)).status).toBe(404);
  });

  it('answers 304 to its ETag, and the first request after a change of an event, of a queue or of the convention sees it', async () => {
    const { id, mainId, sideId, roundId } = await convention();
    await setPublic(id, true);
    const first = await get(id);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await fetch(`${server.url}/public/conventions/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await gql('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: roundId });
    const started = await get(id);
    expect(started.headers.get('etag')).not.toBe(etag);
    expect(started.body.events[0].round.startedAt).not.toBeNull();

    // The side event made public appears; renaming the convention shows.
    await gql('mutation($id: ID!) { updateEvent(id: $id, input: { publicPage: true }) { id } }', { id: sideId });
    expect((await get(id)).body.events.map((event: { name: string }) => event.name)).toEqual(['Main Event', 'Secret Side']);
    await gql('mutation($id: ID!) { updateConvention(id: $id, input: { name: "Tokyo Fest 2026" }) { id } }', { id });
    expect((await get(id)).body.convention.name).toBe('Tokyo Fest 2026');

    // Someone signing up from their phone counts in the queue.
    const prisma = server.get(PrismaService);
    const person = await prisma.person.create({ data: { organizationId, name: 'Queued Person' } });
    const token = await server.get(TokenService).issuePersonToken(prisma, { personId: person.id, organizationId }, 'spec');
    const queueId = (await prisma.onDemandQueue.findFirstOrThrow({ where: { conventionId: id } })).id;
    await gql('mutation($q: ID!) { joinOnDemandQueue(id: $q) { id } }', { q: queueId }, token);
    const queued = await get(id);
    expect(queued.body.queues[0].waiting).toBe(1);
    expect(queued.text).not.toContain('Queued Person');

    // An event leaving the convention leaves its page.
    await gql('mutation($c: ID!, $e: ID!) { removeConventionEvent(conventionId: $c, eventId: $e) { id } }', { c: id, e: mainId });
    expect((await get(id)).body.events.map((event: { name: string }) => event.name)).toEqual(['Secret Side']);

    const conventions = server.get(PublicConventionsService);
    expect((await get(id)).text).toBe(JSON.stringify(await conventions.compute(id, 'convention')));
  });

  it("finds a player's table: the hall label of their running match, only in events whose pairings are public", async () => {
    const { id, mainId, sideId } = await convention();
    await setPublic(id, true);
    const labels = (await gql(LABELS, { e: mainId })).event.rounds[0].matches as {
      hallTable: string;
      player1: { name: string };
      player2: { name: string };
    }[];
    const yamada = labels.find((match) => [match.player1.name, match.player2.name].includes('山田太郎'))!;
    expect(yamada.hallTable).toMatch(/^B-\d$/);

    const tables = await get(`${id}/tables`);
    expect(tables.status).toBe(200);
    expect(tables.body.events).toHaveLength(1);
    const [main] = tables.body.events;
    expect(main).toMatchObject({ name: 'Main Event', round: 1 });
    const found = main.tables.find((table: any) => [table.player1.name, table.player2?.name].includes('山田太郎'));
    expect(found.hall).toBe(yamada.hallTable);
    expect(tables.text).not.toMatch(/Quinn|Zed/);
    // The event's own public pairings carry the hall label too.
    const code = await shortCodeOf(mainId);
    const pairings = await (await fetch(`${server.url}/public/events/${code}/pairings`)).json();
    expect(pairings.tables.map((table: { hall: string }) => table.hall).sort()).toEqual(main.tables.map((t: any) => t.hall).sort());

    // The side event public with its pairings: its running (unpublished) round is not shown until posted.
    await gql('mutation($id: ID!) { updateEvent(id: $id, input: { publicPage: true }) { id } }', { id: sideId });
    expect((await get(`${id}/tables`)).body.events).toHaveLength(1);
    // Pairings made private: the main event's tables leave the search.
    await gql('mutation($id: ID!) { updateEvent(id: $id, input: { publicPairings: false }) { id } }', { id: mainId });
    expect((await get(`${id}/tables`)).body.events).toEqual([]);
  });
});
