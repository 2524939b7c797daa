import { Client } from 'pg';
import { PenaltiesRepository } from '../../judging/penalties/penalties.repository';
import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { GraphQLResponse, startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }`;
const MATCH = `query($m: ID!) { match(id: $m) { status player1Wins player2Wins } }`;

/**
 * Every "state A → state B" change sent twice at the same moment (two judges, a double tap):
 * the row is locked and its state checked inside the transaction, so one call wins and the other
 * is refused with a coded, translated error, changing nothing and leaving one audit entry.
 */
describe('simultaneous state changes: one wins, the other is refused (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let judge: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    judge = await createStaff(server, organizer, 'floor@example.com');
  });
  afterAll(() => server.close());

  async function pairedEvent() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "floor@example.com", role: JUDGE) { userId } }',
      { e: eventId },
      organizer,
    );
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    return { eventId, players, round };
  }

  const published = async () => {
    const paired = await pairedEvent();
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: paired.round.id }, organizer);
    return paired;
  };

  /** Sends the same operation twice at once, in Japanese, and checks that exactly one succeeded. */
  async function twice(query: string, variables: Record<string, unknown>, refusedWith: string, message: string) {
    const results: GraphQLResponse<any>[] = await Promise.all(
      [1, 2].map(() => server.gql(query, variables, { token: organizer, language: 'ja' })),
    );
    const refused = results.filter((result) => result.errors?.length);
    expect(refused.map((result) => [result.errors![0].extensions?.code, result.errors![0].message])).toEqual([[refusedWith, message]]);
    return results.find((result) => !result.errors?.length)!.data;
  }

  async function audited(eventId: string, entityId: string, action: string) {
    return (
      await must<any>(
        server,
        'query($e: ID!, $id: ID!, $a: String!) { auditLog(eventId: $e, entityId: $id, action: $a) { id } }',
        { e: eventId, id: entityId, a: action },
        organizer,
      )
    ).auditLog.length;
  }

  it('approvePenalty: a Match Loss approved twice at once ends the current match once and leaves the next round alone', async () => {
    const { eventId, round } = await published();
    const [m1, m2] = round.matches;
    const offender = m1.player1.id;
    const logged = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: offender, infraction: 'TE-OA', description: 'Asked a friend for advice' } },
        judge,
      )
    ).logInfraction;
    expect(logged.status).toBe('PENDING_APPROVAL');

    const won = await twice(
      'mutation($id: ID!) { approvePenalty(id: $id) { status } }',
      { id: logged.id },
      'PENALTY_NOT_PENDING',
      'この罰則は判断待ちではありません。',
    );
    expect(won.approvePenalty.status).toBe('APPLIED');
    expect(await audited(eventId, logged.id, 'penalty.approve')).toBe(1);
    expect(await audited(eventId, m1.id, 'result.penalty')).toBe(1);
    expect((await must<any>(server, MATCH, { m: m1.id }, organizer)).match).toMatchObject({
      status: 'FINAL',
      player1Wins: 0,
      player2Wins: 2,
    });

    // The second approval used to find the match over and carry the Match Loss to the next round.
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      { m: m2.id },
      organizer,
    );
    const next = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    const theirs = next.matches.find((m: any) => m.player1.id === offender || m.player2?.id === offender);
    expect(theirs).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });
  });

  it('decideAppeal (MTR 2.9): a Game Loss changed to a Warning twice at once is changed once, with one replacement', async () => {
    const { eventId, round } = await published();
    const m1 = round.matches[0];
    const tardy = (
      await must<any>(server, LOG, { e: eventId, i: { playerId: m1.player1.id, infraction: 'TE-TARDY', description: 'Late' } }, judge)
    ).logInfraction;
    const appeal = (
      await must<any>(
        server,
        'mutation($p: ID!) { fileAppeal(penaltyId: $p, statement: "The wall sheet was wrong") { id } }',
        { p: tardy.id },
        judge,
      )
    ).fileAppeal;
    const won = await twice(
      'mutation($id: ID!) { decideAppeal(id: $id, input: { decision: CHANGED, penalty: "WARNING", reason: "misprint" }) { status } }',
      { id: appeal.id },
      'APPEAL_ALREADY_DECIDED',
      'この上訴はヘッドジャッジが判断済みです。その判断が最終決定です（MTR 2.9）。',
    );
    expect(won.decideAppeal.status).toBe('CHANGED');
    expect(await audited(eventId, appeal.id, 'appeal.decide')).toBe(1);
    const penalties = (await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { penalty status } }', { e: eventId }, organizer))
      .penalties;
    expect(penalties).toEqual([
      { penalty: 'GAME_LOSS', status: 'REVOKED' },
      { penalty: 'WARNING', status: 'APPLIED' },
    ]);
    expect((await must<any>(server, MATCH, { m: m1.id }, organizer)).match).toMatchObject({ player1Wins: 0, player2Wins: 0 });
  });

  it('revokePenalty: revoked twice at once, it is revoked once', async () => {
    const { eventId, round } = await published();
    const m1 = round.matches[0];
    const applied = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: m1.player1.id, infraction: 'TE-OA', description: 'Asked a friend' } },
        organizer,
      )
    ).logInfraction;
    expect(applied.status).toBe('APPLIED');
    const won = await twice(
      'mutation($id: ID!) { revokePenalty(id: $id, reason: "wrong player") { status } }',
      { id: applied.id },
      'PENALTY_ALREADY_REVOKED',
      'この罰則はすでに取り消されています。',
    );
    expect(won.revokePenalty.status).toBe('REVOKED');
    expect(await audited(eventId, applied.id, 'penalty.revoke')).toBe(1);
    expect(await audited(eventId, m1.id, 'result.penaltyRevoked')).toBe(1);
    expect((await must<any>(server, MATCH, { m: m1.id }, organizer)).match).toMatchObject({
      status: 'PENDING',
      player1Wins: 0,
      player2Wins: 0,
    });
  });

  it('takeJudgeCall and closeJudgeCall: each taken and closed once', async () => {
    const { eventId, players, round } = await published();
    const caller = players.find((p) => p.id === round.matches[0].player1.id)!;
    const token = await playerToken(server, eventId, caller.accessCode);
    const call = (await must<any>(server, 'mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: eventId }, token)).callJudge;

    const taken = await twice(
      'mutation($id: ID!) { takeJudgeCall(id: $id) { status } }',
      { id: call.id },
      'JUDGE_CALL_TAKEN',
      'このジャッジコールはすでに他のジャッジが対応しています。',
    );
    expect(taken.takeJudgeCall.status).toBe('TAKEN');
    expect(await audited(eventId, call.id, 'judgeCall.take')).toBe(1);

    const closed = await twice(
      'mutation($id: ID!) { closeJudgeCall(id: $id) { status } }',
      { id: call.id },
      'JUDGE_CALL_CLOSED',
      'このジャッジコールはすでに終了しています。',
    );
    expect(closed.closeJudgeCall.status).toBe('CLOSED');
    expect(await audited(eventId, call.id, 'judgeCall.close')).toBe(1);
  });

  it('publishRound: published once', async () => {
    const { eventId, round } = await pairedEvent();
    const won = await twice(
      'mutation($r: ID!) { publishRound(roundId: $r) { status } }',
      { r: round.id },
      'ROUND_ALREADY_PUBLISHED',
      'このラウンドはすでに発表されています。',
    );
    expect(won.publishRound.status).toBe('PUBLISHED');
    expect(await audited(eventId, round.id, 'round.publish')).toBe(1);
  });

  it('pauseRoundClock and resumeRoundClock: each paused and resumed once', async () => {
    const { eventId, round } = await published();
    await must(server, 'mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: round.id }, organizer);
    const paused = await twice(
      'mutation($r: ID!) { pauseRoundClock(roundId: $r) { pausedAt } }',
      { r: round.id },
      'CLOCK_ALREADY_PAUSED',
      'ラウンドの時計はすでに一時停止しています。',
    );
    expect(paused.pauseRoundClock.pausedAt).not.toBeNull();
    expect(await audited(eventId, round.id, 'round.clock.pause')).toBe(1);
    const resumed = await twice(
      'mutation($r: ID!) { resumeRoundClock(roundId: $r) { pausedAt } }',
      { r: round.id },
      'CLOCK_NOT_PAUSED',
      'ラウンドの時計は一時停止していません。',
    );
    expect(resumed.resumeRoundClock.pausedAt).toBeNull();
    expect(await audited(eventId, round.id, 'round.clock.resume')).toBe(1);
  });

  it('dropPlayer and reenterPlayer: each dropped and re-entered once', async () => {
    const { eventId, players } = await published();
    const player = players[0];
    const dropped = await twice(
      'mutation($p: ID!) { dropPlayer(playerId: $p) { dropped } }',
      { p: player.id },
      'PLAYER_ALREADY_DROPPED',
      'このプレイヤーはすでにドロップしています。',
    );
    expect(dropped.dropPlayer.dropped).toBe(true);
    expect(await audited(eventId, player.id, 'player.drop')).toBe(1);
    const back = await twice(
      'mutation($p: ID!) { reenterPlayer(playerId: $p) { dropped } }',
      { p: player.id },
      'PLAYER_NOT_DROPPED',
      'このプレイヤーはドロップしていません。',
    );
    expect(back.reenterPlayer.dropped).toBe(false);
    expect(await audited(eventId, player.id, 'player.reenter')).toBe(1);
  });

  it('startTopCut: the top cut starts once', async () => {
    const { eventId, round } = await published();
    for (const m of round.matches)
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: m.id },
        organizer,
      );
    const cut = await twice(
      'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { number } }',
      { e: eventId },
      'TOP_CUT_STARTED',
      '決勝ラウンドは開始済みです。',
    );
    expect(cut.startTopCut.number).toBe(2);
    const rounds = (await must<any>(server, 'query($e: ID!) { event(id: $e) { rounds { number } } }', { e: eventId }, organizer)).event
      .rounds;
    expect(rounds.map((r: any) => r.number)).toEqual([1, 2]);
  });

  it('callJudge: a player tapping twice at once opens one call', async () => {
    const { eventId, players } = await published();
    const token = await playerToken(server, eventId, players[0].accessCode);
    const calls = await Promise.all(
      [1, 2].map(() => must<any>(server, 'mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: eventId }, token)),
    );
    expect(calls[1].callJudge.id).toBe(calls[0].callJudge.id);
    expect(await audited(eventId, calls[0].callJudge.id, 'judgeCall.open')).toBe(1);
    expect(
      (await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, organizer)).judgeCalls,
    ).toHaveLength(1);
  });

  it('revokePenalty racing the pairing that applies it to the next match: the revoke waits, then undoes it', async () => {
    const { eventId, players, round } = await published();
    for (const m of round.matches)
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: m.id },
        organizer,
      );
    const offender = players[0].id;
    const carried = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: offender, infraction: 'TE-DLP', description: 'Decklist had 59 cards' } },
        organizer,
      )
    ).logInfraction;
    // The revoke is sent while the pairing has read the penalties waiting for "the next match".
    const repository = server.get(PenaltiesRepository);
    const readWaiting = repository.pendingNextMatch.bind(repository);
    let revoke: Promise<GraphQLResponse<any>> | undefined;
    const spy = jest.spyOn(repository, 'pendingNextMatch').mockImplementationOnce(async (...args) => {
      const waiting = await readWaiting(...args);
      revoke = server.gql(
        'mutation($id: ID!) { revokePenalty(id: $id, reason: "wrong player") { status } }',
        { id: carried.id },
        { token: organizer },
      );
      await revokeWaitsOrEnds(revoke);
      return waiting;
    });
    try {
      const next = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: eventId }, organizer))
        .pairNextRound;
      expect((await revoke!).data?.revokePenalty.status).toBe('REVOKED');
      const matches = (
        await must<any>(
          server,
          `query($e: ID!) { event(id: $e) { rounds { id matches { player1 { id } player2 { id } player1Wins player2Wins } } } }`,
          { e: eventId },
          organizer,
        )
      ).event.rounds.find((r: any) => r.id === next.id).matches;
      const theirs = matches.find((m: any) => m.player1.id === offender || m.player2?.id === offender);
      // A revoked penalty leaves no Game Loss on the new match.
      expect(theirs).toMatchObject({ player1Wins: 0, player2Wins: 0 });
    } finally {
      spy.mockRestore();
    }
  });

  /** Until the call has ended or waits for a row lock in the database. */
  async function revokeWaitsOrEnds(call: Promise<unknown>) {
    let ended = false;
    void call.then(() => (ended = true));
    const probe = new Client({ connectionString: server.database.url });
    await probe.connect();
    try {
      for (const deadline = Date.now() + 10_000; !ended && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
        const { rows } = await probe.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].waiting > 0) return;
      }
    } finally {
      await probe.end();
    }
  }

  it('publishAnnouncement: published once', async () => {
    const { eventId } = await pairedEvent();
    const created = (
      await must<any>(
        server,
        'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "Lunch", body: "Food trucks outside" }) { id } }',
        { e: eventId },
        organizer,
      )
    ).createAnnouncement;
    const won = await twice(
      'mutation($id: ID!) { publishAnnouncement(id: $id) { publishedAt } }',
      { id: created.id },
      'ANNOUNCEMENT_ALREADY_PUBLISHED',
      'このアナウンスはすでに公開されています。',
    );
    expect(won.publishAnnouncement.publishedAt).not.toBeNull();
    expect(await audited(eventId, created.id, 'announcement.publish')).toBe(1);
  });
});
