import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS, type RegisteredPlayer } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const CONSOLE = `query($c: ID!) { conventionConsole(conventionId: $c) {
  eventId name status main roundNumber endsAt pausedAt remainingSeconds matches outstanding disputed openCalls takenCalls } }`;
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const START = `mutation($r: ID!, $m: Int!) {
  startRoundClock(roundId: $r, minutes: $m, acceptWarnings: ["ROUND_SHORTER_THAN_MINIMUM"]) { id } }`;
const REPORT =
  'mutation($m: ID!, $a: Int!, $b: Int!) { reportResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { status } }';
const HALL = 'query($c: ID!) { conventionHall(conventionId: $c) { label matchId } }';
const MAP = ['area,row,table,capacity,label', ...Array.from({ length: 8 }, (_, i) => `A,1,${i + 1},2,A-${i + 1}`)]
  .concat(Array.from({ length: 8 }, (_, i) => `B,1,${i + 1},2,B-${i + 1}`))
  .join('\n');

describe('the console: every running event of a convention, what needs a person first (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let conventionId: string;

  /** An event of the convention with its first round paired, published and its clock started at `minutes`. */
  async function running(name: string, players: number, minutes: number, main = false) {
    const eventId = await createEvent(server, organizer, { name });
    const registered = await registerPlayers(
      server,
      organizer,
      eventId,
      Array.from({ length: players }, (_, i) => `${name} ${i}`),
    );
    await must(
      server,
      'mutation($c: ID!, $e: ID!, $m: Boolean!) { addConventionEvent(conventionId: $c, eventId: $e, main: $m) { id } }',
      { c: conventionId, e: eventId, m: main },
      organizer,
    );
    const round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    await must(server, START, { r: round.id, m: minutes }, organizer);
    return { eventId, registered, matches: round.matches as any[] };
  }
  const tokenOf = (eventId: string, registered: RegisteredPlayer[], playerId: string) =>
    playerToken(server, eventId, registered.find((p) => p.id === playerId)!.accessCode);

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    const organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Console weekend" }) { id } }',
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
  });
  afterAll(() => server?.close());

  it('shows outstanding tables by hall label, counts a dispute and an open judge call, and orders by what needs a person', async () => {
    const main = await running('Main', 8, 50, true);
    const slow = await running('Slow', 4, 40);
    const draft = await running('Draft', 4, 10);
    const side = await running('Side', 4, 30);
    // An event still registering is not running: not on the console.
    await createEvent(server, organizer, { name: 'Later' });

    // Main: one result recorded, one match disputed (the two reports disagree: a judge call opens with it).
    const [recorded, disputed] = main.matches.filter((m) => m.player2);
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      { m: recorded.id },
      organizer,
    );
    await must(server, REPORT, { m: disputed.id, a: 2, b: 0 }, await tokenOf(main.eventId, main.registered, disputed.player1.id));
    const second = await must<any>(
      server,
      REPORT,
      { m: disputed.id, a: 0, b: 2 },
      await tokenOf(main.eventId, main.registered, disputed.player2.id),
    );
    expect(second.reportResult.status).toBe('DISPUTED');
    // Side: a player calls a judge.
    await must(
      server,
      'mutation($e: ID!) { callJudge(eventId: $e) { id } }',
      { e: side.eventId },
      await tokenOf(side.eventId, side.registered, side.matches[0].player1.id),
    );

    const console = (await must<any>(server, CONSOLE, { c: conventionId }, organizer)).conventionConsole as any[];
    // Main (a dispute and its call), Side (an open call), then the clock closest to time: Draft (10 min), Slow (40 min).
    expect(console.map((e) => e.eventId)).toEqual([main.eventId, side.eventId, draft.eventId, slow.eventId]);

    const labelOf = new Map(
      ((await must<any>(server, HALL, { c: conventionId }, organizer)).conventionHall as any[])
        .filter((t) => t.matchId)
        .map((t) => [t.matchId, t.label]),
    );
    const hallOrder = (ids: string[]) => ids.map((id) => labelOf.get(id)!).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const [mainRow, sideRow, draftRow] = console;
    expect(mainRow).toMatchObject({
      eventId: main.eventId,
      main: true,
      status: 'RUNNING',
      roundNumber: 1,
      pausedAt: null,
      matches: 4,
      outstanding: hallOrder(main.matches.filter((m) => m.id !== recorded.id).map((m) => m.id)),
      disputed: [labelOf.get(disputed.id)],
      openCalls: 1,
      takenCalls: 0,
    });
    expect(mainRow.outstanding).toHaveLength(3);
    expect(mainRow.outstanding.every((label: string) => /^[AB]-\d$/.test(label))).toBe(true);
    expect(sideRow).toMatchObject({ openCalls: 1, disputed: [], outstanding: hallOrder(side.matches.map((m) => m.id)) });
    expect(draftRow.remainingSeconds).toBeGreaterThan(9 * 60);
    expect(draftRow.remainingSeconds).toBeLessThanOrEqual(10 * 60);
    expect(draftRow.openCalls + draftRow.disputed.length).toBe(0);

    // Settling the dispute closes its call: Main now waits for nobody and sorts by its clock (50 min, last).
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }',
      { m: disputed.id },
      organizer,
    );
    const after = (await must<any>(server, CONSOLE, { c: conventionId }, organizer)).conventionConsole as any[];
    expect(after.map((e) => e.name)).toEqual(['Side', 'Draft', 'Slow', 'Main']);
    expect(after[3]).toMatchObject({ disputed: [], openCalls: 0, outstanding: hallOrder([main.matches[2].id, main.matches[3].id]) });
  });

  it('one judge queue for the hall: the calls of every running event at their labels, waiting first, by area when asked', async () => {
    const QUEUE = `query($c: ID!, $a: String) { conventionJudgeCalls(conventionId: $c, area: $a) {
      eventName status table area playerName takenByName } }`;
    const organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    const outer = conventionId;
    // A hall of its own, so the first test's calls are not in this queue.
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Queue weekend" }) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createConvention.id;
    try {
      // Area A holds the main event's two matches; the side event's go to area B.
      const hall = ['area,row,table,capacity,label', 'A,1,1,2,A-1', 'A,1,2,2,A-2', ...[1, 2, 3, 4].map((n) => `B,1,${n},2,B-${n}`)];
      await must(
        server,
        'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
        { c: conventionId, csv: hall.join('\n') },
        organizer,
      );
      const main = await running('Queue main', 4, 50, true);
      const side = await running('Queue side', 4, 50);
      const labelOf = new Map(
        ((await must<any>(server, HALL, { c: conventionId }, organizer)).conventionHall as any[])
          .filter((t) => t.matchId)
          .map((t) => [t.matchId, t.label]),
      );
      const call = async (event: typeof main, match: any) => {
        const made = await must<any>(
          server,
          'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id } }',
          { e: event.eventId, m: match.id },
          await tokenOf(event.eventId, event.registered, match.player1.id),
        );
        return made.callJudge.id as string;
      };
      const first = await call(side, side.matches[0]);
      await call(main, main.matches[1]);
      await call(side, side.matches[1]);
      const line = (event: string, match: any, status = 'OPEN') => ({
        eventName: event,
        status,
        table: labelOf.get(match.id),
        area: labelOf.get(match.id)!.slice(0, 1),
        playerName: match.player1.name,
        takenByName: status === 'TAKEN' ? expect.any(String) : null,
      });
      expect((await must<any>(server, QUEUE, { c: conventionId }, organizer)).conventionJudgeCalls).toEqual([
        line('Queue side', side.matches[0]),
        line('Queue main', main.matches[1]),
        line('Queue side', side.matches[1]),
      ]);

      // A judge takes the oldest: it moves behind the calls still waiting.
      await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: first }, organizer);
      const taken = (await must<any>(server, QUEUE, { c: conventionId }, organizer)).conventionJudgeCalls;
      expect(taken.map((entry: any) => [entry.eventName, entry.status])).toEqual([
        ['Queue main', 'OPEN'],
        ['Queue side', 'OPEN'],
        ['Queue side', 'TAKEN'],
      ]);
      expect(taken[2]).toEqual(line('Queue side', side.matches[0], 'TAKEN'));

      // One area's judge sees that area's tables only.
      const inArea = async (area: string) =>
        ((await must<any>(server, QUEUE, { c: conventionId, a: area }, organizer)).conventionJudgeCalls as any[]).map((entry) => [
          entry.eventName,
          entry.table,
        ]);
      expect(await inArea('A')).toEqual([['Queue main', labelOf.get(main.matches[1].id)]]);
      expect(await inArea('B')).toEqual([
        ['Queue side', labelOf.get(side.matches[1].id)],
        ['Queue side', labelOf.get(side.matches[0].id)],
      ]);
    } finally {
      conventionId = outer;
    }
  });

  it('is read by the organization’s staff only', async () => {
    const stranger = await server.gql<any>(CONSOLE, { c: conventionId }, {});
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
