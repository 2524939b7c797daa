import { EventAccessRepository } from '../../platform/access/event-access.repository';
import {
  createEvent,
  createStaff,
  must,
  playerToken,
  registerPlayers,
  RegisteredPlayer,
  ROUND_FIELDS,
} from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PrismaService, SqlPool } from '../../platform/database';
import { MatchesRepository } from '../tournament/matches.repository';

const REPORT = `mutation($m: ID!, $input: ReportInput!) { reportResult(matchId: $m, input: $input) { id status player1Wins player2Wins draws } }`;
const CONFIRM = `mutation($m: ID!, $r: ID!) { confirmResult(matchId: $m, reportId: $r) { id status player1Wins player2Wins } }`;
const RECORD = `mutation($m: ID!, $input: ResultInput!) { recordResult(matchId: $m, input: $input) { id status player1Wins player2Wins draws overrideReason } }`;
const MATCH = `query($m: ID!) { match(id: $m) { id status player1Wins player2Wins reports { id playerId player1Wins player2Wins drop } } }`;
const AUDIT = `query($e: ID!, $a: String) { auditLog(eventId: $e, action: $a) { action actorKind after } }`;

interface Match {
  id: string;
  table: number;
  player1: { id: string };
  player2: { id: string } | null;
}

describe('results from both players and from staff (real server, real database)', () => {
  let server: TestServer;
  let staff: string;
  let eventId: string;
  let players: RegisteredPlayer[];
  let matches: Match[];
  const tokenOf = new Map<string, string>();

  const token = (playerId: string) => tokenOf.get(playerId)!;
  const report = (m: Match, by: string, score: [number, number, number], extra: Record<string, unknown> = {}) =>
    server.gql(
      REPORT,
      { m: m.id, input: { player1Wins: score[0], player2Wins: score[1], draws: score[2], ...extra } },
      { token: token(by) },
    );

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
    eventId = await createEvent(server, staff, { plannedRounds: 3 });
    players = await registerPlayers(server, staff, eventId, [
      '佐藤 葵',
      'Smith Emma',
      'Kim Ren',
      'García Mia',
      'Müller Yuki',
      'Nguyen Lucas',
      '田中 春人',
      'Rossi Sakura',
    ]);
    for (const player of players) tokenOf.set(player.id, await playerToken(server, eventId, player.accessCode));
    const paired = await must<{ pairNextRound: { id: string; matches: Match[] } }>(
      server,
      `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
      { e: eventId },
      staff,
    );
    matches = paired.pairNextRound.matches;
    expect(matches).toHaveLength(4);
    const first = await report(matches[0], matches[0].player1.id, [2, 0, 0]);
    expect(first.errors?.[0].extensions?.code).toBe('ROUND_NOT_PUBLISHED');
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: paired.pairNextRound.id }, staff);
  });
  afterAll(() => server.close());

  /** A new event of two players, paired and published: their match and each player's token. */
  async function twoPlayerMatch(names: [string, string]) {
    const eventId = await createEvent(server, staff);
    const pair = await registerPlayers(server, staff, eventId, names);
    const tokens = new Map(await Promise.all(pair.map(async (p) => [p.id, await playerToken(server, eventId, p.accessCode)] as const)));
    const round = await must<{ pairNextRound: { id: string; matches: Match[] } }>(
      server,
      `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
      { e: eventId },
      staff,
    );
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.pairNextRound.id }, staff);
    return { eventId, m: round.pairNextRound.matches[0], tokens };
  }

  it('makes a match final when both players report the same score, keeping both reports', async () => {
    const m = matches[0];
    const one = await report(m, m.player1.id, [2, 1, 0]);
    expect(one.data?.reportResult.status).toBe('REPORTED');
    const two = await report(m, m.player2!.id, [2, 1, 0]);
    expect(two.data?.reportResult).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 1 });
    const stored = await must<{ match: any }>(server, MATCH, { m: m.id }, staff);
    expect(stored.match.reports).toHaveLength(2);
  });

  it('flags a disagreement for staff, keeps both reports, and lets staff settle it', async () => {
    const m = matches[1];
    await report(m, m.player1.id, [2, 0, 0]);
    const disputed = await report(m, m.player2!.id, [0, 2, 0]);
    expect(disputed.data?.reportResult.status).toBe('DISPUTED');
    const queue = await must<{ matches: { id: string }[] }>(
      server,
      'query($e: ID!) { matches(eventId: $e, statuses: [DISPUTED]) { id } }',
      { e: eventId },
      staff,
    );
    expect(queue.matches.map((x) => x.id)).toEqual([m.id]);
    // The players are told a judge will come: the dispute opened one judge call for their table.
    const calls = await must<{ judgeCalls: any[] }>(
      server,
      'query($e: ID!) { judgeCalls(eventId: $e) { id matchId table status } }',
      { e: eventId },
      staff,
    );
    expect(calls.judgeCalls).toEqual([{ id: expect.any(String), matchId: m.id, table: m.table, status: 'OPEN' }]);
    await report(m, m.player1.id, [2, 1, 0], { requestKey: 'again' });
    expect(
      (await must<{ judgeCalls: any[] }>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, staff)).judgeCalls,
    ).toHaveLength(1);
    const callAudit = await must<{ auditLog: any[] }>(
      server,
      'query($e: ID!, $c: ID!) { auditLog(eventId: $e, entityId: $c) { action after } }',
      { e: eventId, c: calls.judgeCalls[0].id },
      staff,
    );
    expect(callAudit.auditLog).toEqual([
      { action: 'judgeCall.open', after: expect.objectContaining({ matchId: m.id, table: m.table, reason: 'dispute' }) },
    ]);
    const settled = await must<{ recordResult: any }>(server, RECORD, { m: m.id, input: { player1Wins: 2, player2Wins: 1 } }, staff);
    expect(settled.recordResult).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 1, overrideReason: null });
    const stored = await must<{ match: any }>(server, MATCH, { m: m.id }, staff);
    expect(stored.match.reports.map((r: any) => [r.player1Wins, r.player2Wins])).toEqual([
      [2, 0],
      [0, 2],
      [2, 1],
    ]);
    const audit = await must<{ auditLog: { action: string; actorKind: string; before: any; after: any }[] }>(
      server,
      'query($e: ID!, $m: ID!) { auditLog(eventId: $e, entityId: $m) { action actorKind before after } }',
      { e: eventId, m: m.id },
      staff,
    );
    expect(audit.auditLog.map((entry) => entry.action)).toEqual(['result.record', 'match.disputed', 'match.disputed', 'match.reported']);
    expect(audit.auditLog[0]).toMatchObject({
      actorKind: 'staff',
      before: { status: 'DISPUTED' },
      after: { status: 'FINAL', player1Wins: 2 },
    });
  });

  it('lets a player confirm the opponent’s report, stores a retried report once, and takes a drop with it', async () => {
    const m = matches[2];
    const key = { requestKey: 'phone-42', drop: true };
    const first = await report(m, m.player1.id, [0, 2, 0], key);
    const retry = await report(m, m.player1.id, [0, 2, 0], key);
    expect(first.data?.reportResult.status).toBe('REPORTED');
    expect(retry.data?.reportResult.status).toBe('REPORTED');
    // One change: the transaction that stored the report (and settled the match) dropped the player (xmin: its writer).
    const writers = await server.get(PrismaService).$queryRaw<{ writer: string }[]>`
      SELECT xmin::text AS writer FROM "ResultReport" WHERE "matchId" = ${m.id}::uuid
      UNION ALL SELECT xmin::text FROM "Match" WHERE id = ${m.id}::uuid
      UNION ALL SELECT xmin::text FROM "Player" WHERE id = ${m.player1.id}::uuid`;
    expect(writers).toHaveLength(3);
    expect(new Set(writers.map((row) => row.writer)).size).toBe(1);
    const seen = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match.reports[0];
    const confirmed = await server.gql(CONFIRM, { m: m.id, r: seen.id }, { token: token(m.player2!.id) });
    expect(confirmed.data?.confirmResult).toMatchObject({ status: 'FINAL', player1Wins: 0, player2Wins: 2 });
    const stored = await must<{ match: any }>(server, MATCH, { m: m.id }, staff);
    expect(stored.match.reports).toHaveLength(2);
    const roster = await must<{ players: { id: string; dropped: boolean }[] }>(
      server,
      'query($e: ID!) { players(eventId: $e) { id dropped } }',
      { e: eventId },
      staff,
    );
    expect(roster.players.find((p) => p.id === m.player1.id)?.dropped).toBe(true);
  });

  it('refuses to confirm a report the opponent has changed since the player saw it, and changes nothing', async () => {
    const { m, tokens } = await twoPlayerMatch(['Stale A', 'Stale B']);
    const [a, b] = [m.player1.id, m.player2!.id];
    const sent = (by: string, score: number[], requestKey?: string) =>
      must(server, REPORT, { m: m.id, input: { player1Wins: score[0], player2Wins: score[1], draws: 0, requestKey } }, tokens.get(by)!);
    // A's phone shows B's "0-2"; B changes his report to 1-2; A taps "Yes, confirm" on the stale screen.
    await sent(b, [0, 2]);
    const shown = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match.reports[0];
    await sent(b, [1, 2]);
    const stale = await server.gql(CONFIRM, { m: m.id, r: shown.id }, { token: tokens.get(a)!, language: 'ja' });
    expect(stale.errors?.[0]).toMatchObject({
      extensions: { code: 'REPORT_CHANGED' },
      message: '表示後に対戦相手が報告を変更しました。新しいスコアを確認してから、確定するか自分の結果を報告してください。',
    });
    const after = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match;
    expect(after).toMatchObject({ status: 'REPORTED', player1Wins: 0, player2Wins: 0 });
    expect(after.reports.map((r: any) => r.playerId)).toEqual([b, b]);
    // B changes his report again between the confirmation's check and its write: refused too.
    const repository = server.get(MatchesRepository);
    const readLatest = repository.latestReport.bind(repository);
    const lookup = jest.spyOn(repository, 'latestReport').mockImplementationOnce(async (...args) => {
      const seen = await readLatest(...args);
      await sent(b, [0, 2], 'b-third');
      return seen;
    });
    try {
      const raced = await server.gql(CONFIRM, { m: m.id, r: after.reports[1].id }, { token: tokens.get(a)! });
      expect(raced.errors?.[0].extensions?.code).toBe('REPORT_CHANGED');
    } finally {
      lookup.mockRestore();
    }
    await sent(b, [1, 2], 'b-fourth');
    // Confirming what B reports now is what A agreed to.
    const latest = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match.reports.at(-1);
    expect(latest.playerId).toBe(b);
    const confirmed = await server.gql(CONFIRM, { m: m.id, r: latest.id }, { token: tokens.get(a)! });
    expect(confirmed.data?.confirmResult).toMatchObject({ status: 'FINAL', player1Wins: 1, player2Wins: 2 });
  });

  it('keeps every report a player sends with new request keys, decides on the latest, and shows staff which one counts', async () => {
    const { eventId: eventId4, m, tokens } = await twoPlayerMatch(['Again A', 'Again B']);
    const [a, b] = [m.player1.id, m.player2!.id];
    const sent = (by: string, score: number[], requestKey: string) =>
      must<{ reportResult: any }>(
        server,
        REPORT,
        { m: m.id, input: { player1Wins: score[0], player2Wins: score[1], draws: 0, requestKey } },
        tokens.get(by)!,
      );
    // Four reports, back to back, each with its own key: the last one is the player's answer.
    for (const [i, score] of [
      [2, 0],
      [2, 1],
      [0, 2],
      [1, 2],
    ].entries())
      await sent(a, score, `again-${i}`);
    const reports = `query($m: ID!) { match(id: $m) { status reports { playerId player1Wins player2Wins counts } } }`;
    const kept = (await must<{ match: any }>(server, reports, { m: m.id }, staff)).match;
    expect(kept.reports.map((r: any) => [r.player1Wins, r.player2Wins, r.counts])).toEqual([
      [2, 0, false],
      [2, 1, false],
      [0, 2, false],
      [1, 2, true],
    ]);
    // The opponent's report is compared with that latest one only.
    expect((await sent(b, [2, 1], 'b-0')).reportResult.status).toBe('DISPUTED');
    expect((await sent(b, [1, 2], 'b-1')).reportResult).toMatchObject({ status: 'FINAL', player1Wins: 1, player2Wins: 2 });
    const settled = (await must<{ match: any }>(server, reports, { m: m.id }, staff)).match;
    expect(settled.reports.filter((r: any) => r.counts).map((r: any) => [r.playerId, r.player1Wins, r.player2Wins])).toEqual([
      [a, 1, 2],
      [b, 1, 2],
    ]);
    const log = await must<{ auditLog: { action: string }[] }>(server, AUDIT, { e: eventId4, a: 'result.report' }, staff);
    expect(log.auditLog).toHaveLength(6);
  });

  it('decides a report again when the opponent reported between its read and its write (the optimistic retry)', async () => {
    const { m, tokens } = await twoPlayerMatch(['Retry A', 'Retry B']);
    const sent = (by: string) =>
      must<{ reportResult: any }>(server, REPORT, { m: m.id, input: { player1Wins: 2, player2Wins: 0, draws: 0 } }, tokens.get(by)!);
    const repository = server.get(MatchesRepository);
    const readMatch = repository.matchForReport.bind(repository);
    const reads = jest.spyOn(repository, 'matchForReport');
    const stores = jest.spyOn(repository, 'storeReportIfUnchanged');
    try {
      // A's report reads the match (nobody reported yet); B's report lands before A's write.
      reads.mockImplementationOnce(async (...args) => {
        const seen = await readMatch(...args);
        expect((await sent(m.player2!.id)).reportResult.status).toBe('REPORTED');
        return seen;
      });
      // A's write finds the match changed, reads again, sees B's matching report: final.
      expect((await sent(m.player1.id)).reportResult).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });
      expect(reads).toHaveBeenCalledTimes(3);
      expect(await Promise.all(stores.mock.results.map((result) => result.value))).toEqual([true, false, true]);
    } finally {
      reads.mockRestore();
      stores.mockRestore();
    }
    const stored = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match;
    expect(stored).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });
    expect(stored.reports).toHaveLength(2);
  });

  it('decides the second report of a match on what the first one stored here: one statement, and still refused once the round closes', async () => {
    const { eventId: eventId5, m, tokens } = await twoPlayerMatch(['Second A', 'Second B']);
    const sent = (by: string, score: number[], requestKey: string) =>
      server.gql(
        REPORT,
        { m: m.id, input: { player1Wins: score[0], player2Wins: score[1], draws: 0, requestKey } },
        { token: tokens.get(by)! },
      );
    const statements = jest.spyOn(server.get(SqlPool), 'query');
    try {
      expect((await sent(m.player1.id, [2, 0], 'first')).data?.reportResult.status).toBe('REPORTED');
      expect((await sent(m.player2!.id, [2, 1], 'second')).data?.reportResult.status).toBe('DISPUTED');
      const reportStatements = statements.mock.calls.map(([statement]) => statement.name).filter((name) => /report/.test(name));
      expect(reportStatements).toEqual(['match-for-report', 'store-report-if-unchanged', 'store-report-if-unchanged']);
    } finally {
      statements.mockRestore();
    }
    // The same request again is a retry, not a third report.
    expect((await sent(m.player2!.id, [2, 1], 'second')).data?.reportResult.status).toBe('DISPUTED');
    // Staff close the round: a report decided on the remembered state would not see it.
    await server.get(PrismaService).round.updateMany({ where: { eventId: eventId5 }, data: { closedAt: new Date(), status: 'CLOSED' } });
    expect((await sent(m.player1.id, [2, 1], 'late')).errors?.[0].extensions?.code).toBe('ROUND_CLOSED');
    const stored = (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match;
    expect(stored).toMatchObject({ status: 'DISPUTED' });
    expect(stored.reports).toHaveLength(2);
  });

  it('settles matches whose two players report at the same instant, and stores a doubled request once', async () => {
    const eventId2 = await createEvent(server, staff);
    const field = await registerPlayers(
      server,
      staff,
      eventId2,
      Array.from({ length: 16 }, (_, i) => `Same Instant ${i + 1}`),
    );
    const tokens = new Map(await Promise.all(field.map(async (p) => [p.id, await playerToken(server, eventId2, p.accessCode)] as const)));
    const round = await must<{ pairNextRound: { id: string; matches: Match[] } }>(
      server,
      `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
      { e: eventId2 },
      staff,
    );
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.pairNextRound.id }, staff);
    const sent = (m: Match, by: string, score: number[], requestKey: string) =>
      server.gql(
        REPORT,
        { m: m.id, input: { player1Wins: score[0], player2Wins: score[1], draws: score[2], requestKey } },
        { token: tokens.get(by)! },
      );
    // Every match: both players at once; the last one disagrees; the first player of the first match sends twice.
    const matches2 = round.pairNextRound.matches;
    const answers = await Promise.all(
      matches2.flatMap((m, i) => [
        sent(m, m.player1.id, [2, 1, 0], `p1-${i}`),
        sent(m, m.player2!.id, i === matches2.length - 1 ? [0, 2, 0] : [2, 1, 0], `p2-${i}`),
        ...(i === 0 ? [sent(m, m.player1.id, [2, 1, 0], 'p1-0')] : []),
      ]),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const statuses = await Promise.all(matches2.map(async (m) => (await must<{ match: any }>(server, MATCH, { m: m.id }, staff)).match));
    expect(statuses.map((m) => [m.status, m.reports.length])).toEqual(
      matches2.map((_, i) => [i === matches2.length - 1 ? 'DISPUTED' : 'FINAL', 2]),
    );
    const log = await must<{ auditLog: { action: string }[] }>(server, AUDIT, { e: eventId2, a: 'result.report' }, staff);
    expect(log.auditLog).toHaveLength(16);
  });

  it('refuses bad scores with translated errors and changes nothing', async () => {
    const m = matches[3];
    const tooMany = await server.gql(
      REPORT,
      { m: m.id, input: { player1Wins: 3, player2Wins: 0, draws: 0 } },
      { token: token(m.player1.id), language: 'ja' },
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      extensions: { code: 'RESULT_TOO_MANY_WINS' },
      message: '3本勝負では勝利ゲーム数が多すぎます。',
    });
    const negative = await server.gql(
      RECORD,
      { m: m.id, input: { player1Wins: -1, player2Wins: 0, overrideReason: 'slip' } },
      { token: staff },
    );
    expect(negative.errors?.[0].extensions?.code).toBe('RESULT_NEGATIVE');
    const stored = await must<{ match: any }>(server, MATCH, { m: m.id }, staff);
    expect(stored.match).toMatchObject({ status: 'PENDING', reports: [] });
  });

  it('refuses a player reporting or confirming someone else’s match', async () => {
    const m = matches[3];
    const outsider = players.find((p) => p.id !== m.player1.id && p.id !== m.player2!.id)!;
    const result = await report(m, outsider.id, [2, 0, 0]);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(CONFIRM, { m: m.id, r: m.id }, { token: token(outsider.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('records an irregular slip as written only with a reason, audited', async () => {
    const m = matches[3];
    const refused = await server.gql(RECORD, { m: m.id, input: { player1Wins: 3, player2Wins: 0 } }, { token: staff });
    expect(refused.errors?.[0].extensions?.code).toBe('RESULT_TOO_MANY_WINS');
    const recorded = await must<{ recordResult: any }>(
      server,
      RECORD,
      { m: m.id, input: { player1Wins: 3, player2Wins: 0, overrideReason: 'slip signed 3-0' } },
      staff,
    );
    expect(recorded.recordResult).toMatchObject({ status: 'FINAL', player1Wins: 3, overrideReason: 'slip signed 3-0' });
  });

  it('pairs the next round once for two simultaneous requests, then closes reporting on the old round', async () => {
    const attempts = await Promise.all(
      [0, 1].map(() => server.gql(`mutation($e: ID!) { pairNextRound(eventId: $e) { number } }`, { e: eventId }, { token: staff })),
    );
    const codes = attempts.map((a) => a.errors?.[0].extensions?.code ?? `round ${a.data?.pairNextRound.number}`).sort();
    expect(codes).toEqual(['ROUND_ALREADY_PAIRED', 'round 2']);
    const event = await must<{ event: { rounds: { number: number }[] } }>(
      server,
      'query($e: ID!) { event(id: $e) { rounds { number } } }',
      { e: eventId },
      staff,
    );
    expect(event.event.rounds.map((r) => r.number)).toEqual([1, 2]);
    const late = await report(matches[0], matches[0].player1.id, [2, 0, 0]);
    expect(late.errors?.[0].extensions?.code).toBe('ROUND_CLOSED');
    // Refused, yet on record: staff see what came in too late.
    const log = await must<{ auditLog: { action: string; actorKind: string; after: any }[] }>(
      server,
      AUDIT,
      { e: eventId, a: 'result.report.refused' },
      staff,
    );
    expect(log.auditLog).toEqual([
      expect.objectContaining({
        actorKind: 'player',
        after: expect.objectContaining({ player1Wins: 2, player2Wins: 0, refusedBecause: 'ROUND_CLOSED' }),
      }),
    ]);
    const correction = await must<{ recordResult: any }>(
      server,
      RECORD,
      { m: matches[0].id, input: { player1Wins: 2, player2Wins: 0 } },
      staff,
    );
    expect(correction.recordResult.player2Wins).toBe(0);
  });

  it('pairs round 2 without the player who dropped and without rematches', async () => {
    const round = await must<{ event: { rounds: { number: number; matches: Match[] }[] } }>(
      server,
      `query($e: ID!) { event(id: $e) { rounds { number matches { id player1 { id } player2 { id } } } } }`,
      { e: eventId },
      staff,
    );
    const [r1, r2] = round.event.rounds;
    const paired = r2.matches.flatMap((m) => [m.player1.id, m.player2?.id].filter(Boolean));
    const dropped = matches[2].player1.id;
    expect(paired).not.toContain(dropped);
    expect(new Set(paired).size).toBe(7);
    const met = new Set(r1.matches.map((m) => [m.player1.id, m.player2?.id].sort().join()));
    for (const m of r2.matches) if (m.player2) expect(met.has([m.player1.id, m.player2.id].sort().join())).toBe(false);
    expect(r2.matches.filter((m) => m.player2 === null)).toHaveLength(1);
  });

  it("reads the reports of a whole round, and a judge's roles, once per request: no query per match", async () => {
    const judge = await createStaff(server, staff, 'reports-judge@example.com');
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "reports-judge@example.com", role: JUDGE) { userId } }',
      { e: eventId },
      staff,
    );
    const roles = jest.spyOn(server.get(EventAccessRepository), 'rolesOf');
    const reports = jest.spyOn(server.get(MatchesRepository), 'reportsOf');
    try {
      const read = await must<{ event: { rounds: { matches: { reports: { playerId: string }[] }[] }[] } }>(
        server,
        'query($e: ID!) { event(id: $e) { rounds { matches { id reports { playerId counts } } } } }',
        { e: eventId },
        judge,
      );
      const shown = read.event.rounds.flatMap((round) => round.matches);
      expect(shown.length).toBeGreaterThanOrEqual(4);
      expect(shown.some((match) => match.reports.length > 0)).toBe(true);
      expect(roles).toHaveBeenCalledTimes(1);
      // One query per round's list of matches, never one per match.
      expect(reports.mock.calls.length).toBeLessThanOrEqual(read.event.rounds.length);
      expect(reports.mock.calls.flatMap(([ids]) => ids).sort()).toEqual(shown.map((match: any) => match.id).sort());
    } finally {
      roles.mockRestore();
      reports.mockRestore();
    }
  });
});
