import { PrismaService } from '../../platform/database';
import { TokenService } from '../../platform/identity';
import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const OPEN = 'mutation($c: ID!, $i: OnDemandQueueInput!) { openOnDemandQueue(conventionId: $c, input: $i) { id podSize area formatType } }';
const QUEUES = 'query($c: ID!) { onDemandQueues(conventionId: $c) { id name open waiting pods { number eventId eventName status } } }';
const MINE = '{ myOnDemandQueues { id name podSize open waiting position seat { eventId eventName roundNumber hallTable } } }';
const JOIN = 'mutation($q: ID!) { joinOnDemandQueue(id: $q) { id waiting position seat { eventId eventName roundNumber hallTable } } }';
const LEAVE = 'mutation($q: ID!) { leaveOnDemandQueue(id: $q) { waiting position } }';
const ROUNDS = `query($e: ID!) { event(id: $e) { name status capacity rounds { number status publishedAt matches {
  hallTable player1 { id } player2 { id } } } } }`;

// Area A: two rows of 6; area B: a row of 4.
const MAP = [
  ...[1, 2, 3, 4, 5, 6].map((n) => `A,1,${n},2,A-${n}`),
  ...[7, 8, 9, 10, 11, 12].map((n) => `A,2,${n},2,A-${n}`),
  ...[1, 2, 3, 4].map((n) => `B,1,${n},2,B-${n}`),
].join('\n');

describe('on-demand queues: sign up from the phone, a full pod fires an event at free hall tables (real server, real database)', () => {
  let server: TestServer;
  let prisma: PrismaService;
  let organizer: string;
  let organizationId: string;
  let conventionId: string;
  let mainLabels: string[];
  const phones: { personId: string; token: string; name: string }[] = [];

  const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
  const queues = async () => (await must<any>(server, QUEUES, { c: conventionId }, organizer)).onDemandQueues as any[];
  const join = async (phone: { token: string }, queueId: string) =>
    (await must<any>(server, JOIN, { q: queueId }, phone.token)).joinOnDemandQueue;

  beforeAll(async () => {
    server = await startTestServer();
    prisma = server.get(PrismaService);
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Festival" }) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createConvention.id;
    await must(
      server,
      'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
      { c: conventionId, csv: MAP },
      organizer,
    );
    // A main event already running in the hall: its round holds 4 tables.
    const mainId = await createEvent(server, organizer, { name: 'Main' });
    await registerPlayers(server, organizer, mainId, ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8']);
    await must(
      server,
      'mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e, main: true) { id } }',
      { c: conventionId, e: mainId },
      organizer,
    );
    await must(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: mainId }, organizer);
    mainLabels = (await must<any>(server, ROUNDS, { e: mainId }, organizer)).event.rounds[0].matches.map((m: any) => m.hallTable);
    expect(mainLabels).toHaveLength(4);
    // Ten people of the organization, each with a phone (a person token, as signing in once gives).
    const tokens = server.get(TokenService);
    for (let i = 0; i < 10; i++) {
      const person = await prisma.person.create({ data: { organizationId, name: `Player ${i}` } });
      phones.push({
        personId: person.id,
        name: person.name,
        token: await tokens.issuePersonToken(prisma, { personId: person.id, organizationId }, 'spec'),
      });
    }
  });
  afterAll(() => server?.close());

  it('refuses bad input with a translated error, opening nothing', async () => {
    const odd = await server.gql<any>(OPEN, { c: conventionId, i: { name: 'Draft', podSize: 7 } }, { token: organizer, language: 'ja' });
    expect(codeOf(odd)).toBe('INVALID_INPUT');
    expect(odd.errors?.[0]?.message).toContain('ポッドの人数');
    const area = await server.gql<any>(OPEN, { c: conventionId, i: { name: 'Draft', area: 'Z' } }, { token: organizer, language: 'en' });
    expect(codeOf(area)).toBe('INVALID_INPUT');
    expect(area.errors?.[0]?.message).toContain('area of the hall');
    const tooSmall = await server.gql<any>(OPEN, { c: conventionId, i: { name: 'Draft', podSize: 2 } }, { token: organizer });
    expect(codeOf(tooSmall)).toBe('INVALID_INPUT');
    expect(await queues()).toEqual([]);
  });

  it('fires a full pod: an event in the convention with the 8 players, round 1 published at distinct free tables, the phones told where to sit', async () => {
    const opened = (await must<any>(server, OPEN, { c: conventionId, i: { name: 'Draft', formatName: 'Cube', area: 'A' } }, organizer))
      .openOnDemandQueue;
    expect(opened).toMatchObject({ podSize: 8, area: 'A', formatType: 'DRAFT' });
    const queueId = opened.id;

    // One signs up and leaves before it fires; leaving twice is refused.
    expect(await join(phones[9], queueId)).toMatchObject({ waiting: 1, position: 1, seat: null });
    expect((await must<any>(server, LEAVE, { q: queueId }, phones[9].token)).leaveOnDemandQueue).toEqual({ waiting: 0, position: null });
    expect(codeOf(await server.gql(LEAVE, { q: queueId }, { token: phones[9].token }))).toBe('ON_DEMAND_NOT_QUEUED');

    for (let i = 0; i < 7; i++) expect(await join(phones[i], queueId)).toMatchObject({ waiting: i + 1, position: i + 1 });
    // Signing up again changes nothing.
    expect(await join(phones[2], queueId)).toMatchObject({ waiting: 7, position: 3 });
    const last = await join(phones[7], queueId);
    expect(last).toMatchObject({ waiting: 0, position: null, seat: { eventName: 'Draft #1', roundNumber: 1 } });

    const [queue] = await queues();
    expect(queue).toMatchObject({ waiting: 0, pods: [{ number: 1, eventName: 'Draft #1', status: 'RUNNING' }] });
    const eventId = queue.pods[0].eventId;
    const event = (await must<any>(server, ROUNDS, { e: eventId }, organizer)).event;
    expect(event).toMatchObject({ name: 'Draft #1', capacity: 8 });
    const players = await prisma.player.findMany({ where: { eventId } });
    expect(players.map((p) => p.personId).sort()).toEqual(
      phones
        .slice(0, 8)
        .map((p) => p.personId)
        .sort(),
    );
    const [round] = event.rounds;
    expect(round).toMatchObject({ number: 1, status: 'PUBLISHED', publishedAt: expect.any(String) });
    const labels = round.matches.map((m: any) => m.hallTable);
    expect(round.matches).toHaveLength(4);
    expect(new Set(labels).size).toBe(4);
    // In the queue's area, none of them the main event's.
    expect(labels.every((label: string) => label.startsWith('A-') && !mainLabels.includes(label))).toBe(true);
    const seated = await prisma.hallSeat.findMany({ where: { conventionId, match: { round: { status: { not: 'CLOSED' } } } } });
    expect(new Set(seated.map((s) => s.label)).size).toBe(seated.length);

    // Each phone sees its pod and its table; the event is among the person's events, one tap away.
    const tableOf = new Map<string, string>();
    for (const match of round.matches) for (const p of [match.player1, match.player2]) tableOf.set(p.id, match.hallTable);
    for (const phone of phones.slice(0, 8)) {
      const mine = (await must<any>(server, MINE, {}, phone.token)).myOnDemandQueues.find((q: any) => q.id === queueId);
      const player = players.find((p) => p.personId === phone.personId)!;
      expect(mine.seat).toEqual({ eventId, eventName: 'Draft #1', roundNumber: 1, hallTable: tableOf.get(player.id) });
    }
    const myEvents = (await must<any>(server, '{ myEvents { events { when status event { id } } } }', {}, phones[0].token)).myEvents.events;
    expect(myEvents).toContainEqual({ when: 'CURRENT', status: 'REGISTERED', event: { id: eventId } });
    const audit = await prisma.auditEntry.findMany({
      where: { eventId, action: { in: ['onDemand.fire', 'round.pair', 'round.publish', 'convention.round.seat'] } },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['convention.round.seat', 'onDemand.fire', 'round.pair', 'round.publish']);

    // The 9th starts the next pod.
    expect(await join(phones[8], queueId)).toMatchObject({ waiting: 1, position: 1, seat: null });

    // Closed: the waiting leave it, and nobody signs up.
    await must(server, 'mutation($q: ID!) { closeOnDemandQueue(id: $q) { id } }', { q: queueId }, organizer);
    expect((await queues())[0]).toMatchObject({ open: false, waiting: 0 });
    const closed = await server.gql(JOIN, { q: queueId }, { token: phones[9].token, language: 'ja' });
    expect(codeOf(closed)).toBe('ON_DEMAND_QUEUE_CLOSED');
    expect(closed.errors?.[0]?.message).toBe('この受付は締め切られました。変更は行われていません。');
  });

  it('two sign-ups for the last place at once make exactly one event and lose nobody', async () => {
    const queueId = (await must<any>(server, OPEN, { c: conventionId, i: { name: 'Sealed', podSize: 4, formatType: 'SEALED' } }, organizer))
      .openOnDemandQueue.id;
    for (const phone of phones.slice(0, 3)) await join(phone, queueId);
    const both = await Promise.all([phones[3], phones[4]].map((phone) => server.gql<any>(JOIN, { q: queueId }, { token: phone.token })));
    expect(both.map(codeOf)).toEqual([undefined, undefined]);
    const queue = (await queues()).find((q) => q.id === queueId);
    expect(queue).toMatchObject({ waiting: 1, pods: [{ number: 1, eventName: 'Sealed #1' }] });
    const inPod = await prisma.player.findMany({ where: { eventId: queue.pods[0].eventId } });
    const waiting = await prisma.onDemandEntry.findMany({ where: { queueId } });
    expect(inPod).toHaveLength(4);
    expect([...inPod.map((p) => p.personId), ...waiting.map((e) => e.personId)].sort()).toEqual(
      phones
        .slice(0, 5)
        .map((p) => p.personId)
        .sort(),
    );
    expect(await prisma.onDemandPod.count({ where: { queueId } })).toBe(1);
  });

  it('a person token of another organization does not reach the queue', async () => {
    const queueId = (await queues())[1].id;
    const other = await prisma.organization.create({ data: { name: 'Other store', slug: 'other-store' } });
    const stranger = await prisma.person.create({ data: { organizationId: other.id, name: 'Stranger' } });
    const token = await server.get(TokenService).issuePersonToken(prisma, { personId: stranger.id, organizationId: other.id }, 'spec');
    expect(codeOf(await server.gql(JOIN, { q: queueId }, { token }))).toBe('NOT_FOUND');
    expect((await must<any>(server, MINE, {}, token)).myOnDemandQueues).toEqual([]);
  });
});
