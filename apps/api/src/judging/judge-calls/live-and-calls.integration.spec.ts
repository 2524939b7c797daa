import { subscribeOverSse } from '../../../testing/live/sse-client';
import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const UPDATES = 'subscription($e: ID!) { eventUpdates(eventId: $e) { kind roundNumber matchId } }';

describe('live updates from event changes, and judge calls (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('tells a player’s open page when pairings are created by hand, re-paired or edited', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b, c, d] = await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    const token = await playerToken(server, eventId, a.accessCode);
    const stream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token });
    const posted = { kind: 'PAIRINGS_POSTED', roundNumber: 1, matchId: null };
    try {
      const CREATE = 'mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { id } }';
      const round = (
        await must<any>(
          server,
          CREATE,
          {
            e: eventId,
            p: [
              { player1Id: a.id, player2Id: b.id },
              { player1Id: c.id, player2Id: d.id },
            ],
          },
          staff,
        )
      ).createRound;
      expect((await stream.nextResult()).data?.eventUpdates).toEqual(posted);
      await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
      expect((await stream.nextResult()).data?.eventUpdates).toEqual(posted);
      // The players can see this round now: each change to it must reach their phones.
      await must(server, 'mutation($r: ID!) { repairRound(roundId: $r) { id } }', { r: round.id }, staff);
      expect((await stream.nextResult()).data?.eventUpdates).toEqual(posted);
      await must(
        server,
        'mutation($r: ID!, $p: [PairingInput!]!) { editPairings(roundId: $r, pairings: $p) { id } }',
        {
          r: round.id,
          p: [
            { player1Id: a.id, player2Id: d.id },
            { player1Id: b.id, player2Id: c.id },
          ],
        },
        staff,
      );
      expect((await stream.nextResult()).data?.eventUpdates).toEqual(posted);
    } finally {
      await stream.close();
    }
  });

  it('tells a player’s open page about posted pairings, their result, and a call for a judge', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b] = await registerPlayers(server, staff, eventId, ['A', 'B']);
    const token = await playerToken(server, eventId, a.accessCode);
    const stream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token });
    try {
      const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, staff))
        .pairNextRound;
      expect((await stream.nextResult()).data?.eventUpdates).toEqual({ kind: 'PAIRINGS_POSTED', roundNumber: 1, matchId: null });
      await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
      expect((await stream.nextResult()).data?.eventUpdates.kind).toBe('PAIRINGS_POSTED');
      const match = round.matches[0];
      await must(
        server,
        'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: match.id },
        token,
      );
      expect((await stream.nextResult()).data?.eventUpdates).toEqual({ kind: 'MATCH_REPORTED', roundNumber: 1, matchId: match.id });

      const call = (
        await must<any>(
          server,
          'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id table status playerName } }',
          { e: eventId, m: match.id },
          token,
        )
      ).callJudge;
      expect(call).toMatchObject({ table: match.table, status: 'OPEN', playerName: 'A' });
      expect((await stream.nextResult()).data?.eventUpdates.kind).toBe('JUDGE_CALLED');
      // Calling again while the judge is on the way does not queue a second call.
      const again = (await must<any>(server, 'mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: eventId }, token)).callJudge;
      expect(again.id).toBe(call.id);

      const judge = await createStaff(server, staff, 'floor@example.com');
      const forbidden = await server.gql('query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, { token: judge });
      expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      await must(
        server,
        'mutation($e: ID!) { addEventStaff(eventId: $e, email: "floor@example.com", role: JUDGE) { userId } }',
        { e: eventId },
        staff,
      );
      const queue = (await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id table } }', { e: eventId }, judge)).judgeCalls;
      expect(queue).toEqual([{ id: call.id, table: match.table }]);
      const MINE = '{ myJudgeCalls { id status takenByName } }';
      expect((await must<any>(server, MINE, {}, token)).myJudgeCalls).toEqual([{ id: call.id, status: 'OPEN', takenByName: null }]);
      await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { status } }', { id: call.id }, judge);
      // After a reload the page reads the call's state from the server: taken, and by whom; the opponent sees it too.
      expect((await must<any>(server, MINE, {}, token)).myJudgeCalls).toEqual([{ id: call.id, status: 'TAKEN', takenByName: 'floor' }]);
      const opponentToken = await playerToken(server, eventId, b.accessCode);
      expect((await must<any>(server, MINE, {}, opponentToken)).myJudgeCalls).toEqual([
        { id: call.id, status: 'TAKEN', takenByName: 'floor' },
      ]);
      const closed = (await must<any>(server, 'mutation($id: ID!) { closeJudgeCall(id: $id) { status closedAt } }', { id: call.id }, judge))
        .closeJudgeCall;
      expect(closed.status).toBe('CLOSED');
      expect((await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, judge)).judgeCalls).toEqual([]);
      expect((await must<any>(server, MINE, {}, token)).myJudgeCalls[0].status).toBe('CLOSED');
    } finally {
      await stream.close();
    }
  });

  it('lets the player who called take the call back: audited, staff hear of it, the opponent may not', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b] = await registerPlayers(server, staff, eventId, ['A', 'B']);
    const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, staff))
      .pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    const [caller, opponent] = [await playerToken(server, eventId, a.accessCode), await playerToken(server, eventId, b.accessCode)];
    const call = (
      await must<any>(
        server,
        'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id } }',
        { e: eventId, m: round.matches[0].id },
        caller,
      )
    ).callJudge;
    const CANCEL = 'mutation($id: ID!) { cancelJudgeCall(id: $id) { id status closedAt } }';
    const staffStream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: staff });
    try {
      expect((await server.gql(CANCEL, { id: call.id }, { token: opponent })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const cancelled = (await must<any>(server, CANCEL, { id: call.id }, caller)).cancelJudgeCall;
      expect(cancelled).toMatchObject({ id: call.id, status: 'CLOSED' });
      expect(cancelled.closedAt).toBeTruthy();
      expect((await staffStream.nextResult()).data?.eventUpdates.kind).toBe('JUDGE_CALLED');
      expect((await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, staff)).judgeCalls).toEqual([]);
      const log = (
        await must<any>(
          server,
          'query($e: ID!) { auditLog(eventId: $e, action: "judgeCall.cancel") { actorKind entityId } }',
          { e: eventId },
          staff,
        )
      ).auditLog;
      expect(log).toEqual([{ actorKind: 'player', entityId: call.id }]);
      expect((await server.gql(CANCEL, { id: call.id }, { token: caller })).errors?.[0].extensions?.code).toBe('JUDGE_CALL_CLOSED');
    } finally {
      await staffStream.close();
    }
  });

  const MINE = '{ myJudgeCalls { id status } }';
  const QUEUE = 'query($e: ID!) { judgeCalls(eventId: $e) { id } }';
  const CLOSES = 'query($e: ID!) { auditLog(eventId: $e, action: "judgeCall.close") { entityId } }';
  const RECORD =
    'mutation($m: ID!, $w1: Int!, $w2: Int!) { recordResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { status } }';

  it('closes a dispute’s judge call when staff settle the match, audited and told to both phones', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b] = await registerPlayers(server, staff, eventId, ['A', 'B']);
    const round = (
      await must<any>(
        server,
        'mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { id matches { id } } }',
        { e: eventId, p: [{ player1Id: a.id, player2Id: b.id }] },
        staff,
      )
    ).createRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    const match = round.matches[0];
    const [tokenA, tokenB] = [await playerToken(server, eventId, a.accessCode), await playerToken(server, eventId, b.accessCode)];
    const REPORT =
      'mutation($m: ID!, $w1: Int!, $w2: Int!) { reportResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { status } }';
    await must(server, REPORT, { m: match.id, w1: 2, w2: 0 }, tokenA);
    expect((await must<any>(server, REPORT, { m: match.id, w1: 0, w2: 2 }, tokenB)).reportResult.status).toBe('DISPUTED');
    const [call] = (await must<any>(server, MINE, {}, tokenB)).myJudgeCalls;
    expect(call.status).toBe('OPEN');

    const stream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: tokenB });
    try {
      await must(server, RECORD, { m: match.id, w1: 2, w2: 1 }, staff);
      // The phone refetches its calls on this update and stops saying a judge is on the way.
      expect((await stream.nextResult()).data?.eventUpdates).toEqual({ kind: 'JUDGE_CALLED', roundNumber: null, matchId: match.id });
    } finally {
      await stream.close();
    }
    expect((await must<any>(server, MINE, {}, tokenA)).myJudgeCalls).toEqual([{ id: call.id, status: 'CLOSED' }]);
    expect((await must<any>(server, MINE, {}, tokenB)).myJudgeCalls).toEqual([{ id: call.id, status: 'CLOSED' }]);
    expect((await must<any>(server, QUEUE, { e: eventId }, staff)).judgeCalls).toEqual([]);
    expect((await must<any>(server, CLOSES, { e: eventId }, staff)).auditLog).toEqual([{ entityId: call.id }]);
  });

  it('closes every open judge call when the event finishes, audited', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b] = await registerPlayers(server, staff, eventId, ['A', 'B']);
    const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id } } }';
    const swiss = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    await must(server, RECORD, { m: swiss.matches[0].id, w1: 2, w2: 0 }, staff);
    const final = (
      await must<any>(server, 'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { id matches { id } } }', { e: eventId }, staff)
    ).startTopCut;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: final.id }, staff);
    const tokenA = await playerToken(server, eventId, a.accessCode);
    const tokenB = await playerToken(server, eventId, b.accessCode);
    const atTable = (
      await must<any>(
        server,
        'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id } }',
        { e: eventId, m: final.matches[0].id },
        tokenA,
      )
    ).callJudge;
    const taken = (await must<any>(server, 'mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: eventId }, tokenB)).callJudge;
    await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { status } }', { id: taken.id }, staff);
    await must(server, RECORD, { m: final.matches[0].id, w1: 2, w2: 0 }, staff);
    expect((await must<any>(server, QUEUE, { e: eventId }, staff)).judgeCalls).toHaveLength(2);

    await must(server, PAIR, { e: eventId }, staff);
    expect((await must<any>(server, 'query($id: ID!) { event(id: $id) { status } }', { id: eventId }, staff)).event.status).toBe(
      'FINISHED',
    );
    expect((await must<any>(server, QUEUE, { e: eventId }, staff)).judgeCalls).toEqual([]);
    expect((await must<any>(server, MINE, {}, tokenA)).myJudgeCalls).toEqual([{ id: atTable.id, status: 'CLOSED' }]);
    // B's phone shows their own call and the one at their match.
    const ofB = (await must<any>(server, MINE, {}, tokenB)).myJudgeCalls;
    expect(ofB.map((c: { id: string }) => c.id).sort()).toEqual([atTable.id, taken.id].sort());
    expect(ofB.every((c: { status: string }) => c.status === 'CLOSED')).toBe(true);
    const closes = (await must<any>(server, CLOSES, { e: eventId }, staff)).auditLog.map((entry: { entityId: string }) => entry.entityId);
    expect(closes.sort()).toEqual([atTable.id, taken.id].sort());
  });

  it('tells a player about their own match, not about everyone else’s, while staff hear of all', async () => {
    const eventId = await createEvent(server, staff);
    const players = await registerPlayers(server, staff, eventId, ['P1', 'P2', 'P3', 'P4']);
    const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, staff))
      .pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    const [theirs, mine] = round.matches;
    const me = players.find((p) => p.id === mine.player1.id)!;
    const reporter = players.find((p) => p.id === theirs.player1.id)!;
    const myStream = await subscribeOverSse(
      server.url,
      UPDATES,
      { e: eventId },
      { token: await playerToken(server, eventId, me.accessCode) },
    );
    const staffStream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: staff });
    try {
      const reporterToken = await playerToken(server, eventId, reporter.accessCode);
      await must(
        server,
        'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: theirs.id },
        reporterToken,
      );
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }',
        { m: mine.id },
        staff,
      );
      expect((await myStream.nextResult()).data?.eventUpdates).toEqual({ kind: 'RESULT_RECORDED', roundNumber: 1, matchId: mine.id });
      expect((await staffStream.nextResult()).data?.eventUpdates).toEqual({ kind: 'MATCH_REPORTED', roundNumber: 1, matchId: theirs.id });
      expect((await staffStream.nextResult()).data?.eventUpdates).toEqual({ kind: 'RESULT_RECORDED', roundNumber: 1, matchId: mine.id });
    } finally {
      await myStream.close();
      await staffStream.close();
    }
  });

  it('refuses a staff member of another event the stream', async () => {
    const eventId = await createEvent(server, staff);
    const outsider = await createStaff(server, staff, 'elsewhere@example.com');
    const stream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: outsider });
    try {
      expect((await stream.nextResult()).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await stream.close();
    }
  });
});
