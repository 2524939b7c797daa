import {
  createEvent,
  must,
  playerToken,
  registerPlayers,
  ROUND_FIELDS,
  createJudgingTeam,
  type JudgingTeam,
} from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) {
  id playerId status penalty outcome carriedFromRound matchId roundNumber ruling matchState appliesTo relatedToId supersededById dropPending arrivedAt } }`;
const PENALTIES = `query($e: ID!) { penalties(eventId: $e) {
  id playerId status penalty outcome carriedFromRound matchId roundNumber ruling relatedToId supersededById dropPending arrivedAt } }`;
const MATCH = `query($m: ID!) { match(id: $m) { status player1Wins player2Wins draws doubleLoss } }`;
const STANDINGS = `query($e: ID!) { standings(eventId: $e) { player { id } matchPoints } }`;
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const RECORD =
  'mutation($m: ID!, $w1: Int!, $w2: Int!) { recordResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { id } }';
const REVOKE = 'mutation($id: ID!) { revokePenalty(id: $id, reason: "appeal upheld") { status } }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }';
const ARRIVAL = 'mutation($id: ID!) { recordArrival(penaltyId: $id) { id dropPending arrivedAt outcome } }';

type Round = { id: string; matches: { id: string; player1: { id: string }; player2: { id: string } | null }[] };

describe('where a penalty lands: both players, the match state, the judge’s choice, late players, linked penalties (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let team: JudgingTeam;
  let headJudge: string;
  let judge: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    team = await createJudgingTeam(server, organizer, 'effects');
    ({ headJudge, judge, scorekeeper } = team);
  });
  afterAll(() => server.close());

  async function event(names: string[]) {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await team.staff(eventId);
    const players = await registerPlayers(server, organizer, eventId, names);
    const pair = async (): Promise<Round> => (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    return { eventId, players, pair };
  }
  const match = async (id: string) => (await must<any>(server, MATCH, { m: id }, organizer)).match;
  const log = async (eventId: string, input: Record<string, unknown>, token = judge) =>
    (await must<any>(server, LOG, { e: eventId, i: { description: 'seen by a judge', ...input } }, token)).logInfraction;
  const logError = async (eventId: string, input: Record<string, unknown>, token = judge, language: 'en' | 'ja' = 'en') =>
    (await server.gql(LOG, { e: eventId, i: { description: 'x', ...input } }, { token, language })).errors?.[0];
  const penalties = async (eventId: string) => (await must<any>(server, PENALTIES, { e: eventId }, organizer)).penalties as any[];
  const points = async (eventId: string) =>
    new Map((await must<any>(server, STANDINGS, { e: eventId }, organizer)).standings.map((row: any) => [row.player.id, row.matchPoints]));
  const dropped = async (eventId: string, playerId: string) =>
    (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id dropped } }', { e: eventId }, organizer)).players.find(
      (p: any) => p.id === playerId,
    ).dropped;
  const theirMatch = (round: Round, playerId: string) =>
    round.matches.find((m) => m.player1.id === playerId || m.player2?.id === playerId)!;
  const publish = (round: Round) => must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);

  describe('one act, both players', () => {
    it('IPG 4.3 example A (judge-handbook-ja.txt:18935 「ダイスを振り」): a die roll at time is a Match Loss for each, nobody wins, nothing carried', async () => {
      const { eventId, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      const [m1, m2] = round1.matches;
      const logged = await log(eventId, { playerId: m1.player1.id, infraction: 'USC-IDW', bothPlayers: true }, headJudge);
      expect(logged).toMatchObject({ status: 'APPLIED', penalty: 'MATCH_LOSS', outcome: 'MATCH_CHANGED', carriedFromRound: null });
      const ruling = (await penalties(eventId)).filter((p) => p.ruling === logged.ruling);
      expect(ruling.map((p) => p.playerId).sort()).toEqual([m1.player1.id, m1.player2!.id].sort());
      expect(ruling.every((p) => p.outcome === 'MATCH_CHANGED' && p.matchId === m1.id)).toBe(true);
      expect(await match(m1.id)).toMatchObject({ status: 'FINAL', player1Wins: 0, player2Wins: 0, doubleLoss: true });
      await must(server, RECORD, { m: m2.id, w1: 2, w2: 1 }, organizer);
      const table = await points(eventId);
      expect([table.get(m1.player1.id), table.get(m1.player2!.id)]).toEqual([0, 0]);
      expect([table.get(m2.player1.id), table.get(m2.player2!.id)]).toEqual([3, 0]);

      // Neither carries a penalty to the next match.
      const round2 = await pair();
      for (const offender of [m1.player1.id, m1.player2!.id]) {
        expect(await match(theirMatch(round2, offender).id)).toMatchObject({ player1Wins: 0, player2Wins: 0, status: 'PENDING' });
      }
      expect((await penalties(eventId)).every((p) => p.carriedFromRound === null)).toBe(true);
    });

    it('IPG 4.3 example A: revoking one of the ruling’s penalties leaves the other alone: its opponent wins the match', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const [m] = (await pair()).matches;
      const logged = await log(eventId, { playerId: m.player1.id, infraction: 'USC-BW', bothPlayers: true }, headJudge);
      const other = (await penalties(eventId)).find((p) => p.ruling === logged.ruling && p.id !== logged.id);
      await must(server, REVOKE, { id: other.id }, headJudge);
      expect(await match(m.id)).toMatchObject({ status: 'FINAL', player1Wins: 0, player2Wins: 2, doubleLoss: false });
      await must(server, REVOKE, { id: logged.id }, headJudge);
      expect(await match(m.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0, doubleLoss: false });
    });

    it('IPG 1.1 (judge-handbook-ja.txt:17971 「両プレイヤーに同時に」): both players late, two Game Losses at once, recorded, the result unchanged', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const [m] = (await pair()).matches;
      const logged = await log(eventId, { playerId: m.player2!.id, infraction: 'TE-TARDY', bothPlayers: true });
      expect(logged).toMatchObject({ status: 'APPLIED', penalty: 'GAME_LOSS', outcome: 'OFFSETTING' });
      const rows = await penalties(eventId);
      expect(rows).toHaveLength(2);
      expect(rows.every((p) => p.ruling === logged.ruling && p.outcome === 'OFFSETTING')).toBe(true);
      expect(await match(m.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0, doubleLoss: false });
    });

    it('IPG 1.2: a floor judge’s ruling for both players waits for the head judge, who approves it once for both', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const [m] = (await pair()).matches;
      const logged = await log(eventId, { playerId: m.player1.id, infraction: 'USC-IDW', bothPlayers: true });
      expect((await penalties(eventId)).map((p) => p.status)).toEqual(['PENDING_APPROVAL', 'PENDING_APPROVAL']);
      expect(await match(m.id)).toMatchObject({ status: 'PENDING', doubleLoss: false });
      await must(server, 'mutation($id: ID!) { approvePenalty(id: $id) { id } }', { id: logged.id }, headJudge);
      expect((await penalties(eventId)).map((p) => p.status)).toEqual(['APPLIED', 'APPLIED']);
      expect(await match(m.id)).toMatchObject({ status: 'FINAL', player1Wins: 0, player2Wins: 0, doubleLoss: true });
    });

    it('refuses both players without an opponent, in the judge’s language, and changes nothing', async () => {
      const { eventId, players } = await event(['A', 'B']);
      const error = await logError(eventId, { playerId: players[0].id, infraction: 'TE-TARDY', bothPlayers: true }, judge, 'ja');
      expect(error).toMatchObject({ extensions: { code: 'INVALID_INPUT' }, message: expect.stringContaining('両プレイヤー') });
      expect(await penalties(eventId)).toHaveLength(0);
    });
  });

  describe('where the match stands (IPG 1.1) and the judge’s choice at its end (IPG 4.1, 4.2)', () => {
    it('IPG 1.1 (judge-handbook-ja.txt:17969 「次のゲームに与えられる」): a Game Loss given after one player reported is not lost when the other confirms: it goes to the next match', async () => {
      const { eventId, players, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      await publish(round1);
      const [m1, m2] = round1.matches;
      const tokenOf = (id: string) => playerToken(server, eventId, players.find((p) => p.id === id)!.accessCode);
      const slip = { player1Wins: 2, player2Wins: 1 };
      await must(server, REPORT, { m: m1.id, i: { ...slip, requestKey: 'r1' } }, await tokenOf(m1.player1.id));
      const gl = await log(eventId, { playerId: m1.player2!.id, infraction: 'TE-TARDY', description: 'late back from the break' });
      expect(gl).toMatchObject({ outcome: 'WAITING_FOR_NEXT_MATCH', carriedFromRound: 1 });
      await must(server, REPORT, { m: m1.id, i: { ...slip, requestKey: 'r2' } }, await tokenOf(m1.player2!.id));
      expect(await match(m1.id)).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 1 });
      await must(server, RECORD, { m: m2.id, w1: 2, w2: 0 }, organizer);
      const next = theirMatch(await pair(), m1.player2!.id);
      const row = await match(next.id);
      expect(next.player1.id === m1.player2!.id ? [row.player1Wins, row.player2Wins] : [row.player2Wins, row.player1Wins]).toEqual([0, 1]);
      expect((await penalties(eventId)).find((p) => p.id === gl.id)).toMatchObject({ outcome: 'MATCH_CHANGED', roundNumber: 2 });
    });

    it('IPG 1.1: the judge says where the match stands; MATCH_OVER carries, IN_GAME lands now, and the stored choice is shown', async () => {
      const { eventId, pair } = await event(['A', 'B', 'C', 'D']);
      const [m1, m2] = (await pair()).matches;
      const over = await log(eventId, { playerId: m1.player1.id, infraction: 'TE-TARDY', matchState: 'MATCH_OVER' });
      expect(over).toMatchObject({ matchState: 'MATCH_OVER', outcome: 'WAITING_FOR_NEXT_MATCH' });
      expect(await match(m1.id)).toMatchObject({ player1Wins: 0, player2Wins: 0 });
      const inGame = await log(eventId, { playerId: m2.player1.id, infraction: 'TE-TARDY', matchState: 'IN_GAME' });
      expect(inGame).toMatchObject({ matchState: 'IN_GAME', outcome: 'MATCH_CHANGED' });
      expect(await match(m2.id)).toMatchObject({ player1Wins: 0, player2Wins: 1 });
    });

    it('IPG 4.2 (judge-handbook-ja.txt:18917 「次のマッチに適用しても」): a Match Loss at the end of a game may go to the next match', async () => {
      const { eventId, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      const [m1, m2] = round1.matches;
      const ml = await log(
        eventId,
        { playerId: m1.player1.id, infraction: 'USC-MAJOR', matchState: 'BETWEEN_GAMES', appliesTo: 'NEXT' },
        headJudge,
      );
      expect(ml).toMatchObject({ appliesTo: 'NEXT', outcome: 'WAITING_FOR_NEXT_MATCH', carriedFromRound: 1 });
      expect(await match(m1.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });
      await must(server, RECORD, { m: m1.id, w1: 2, w2: 1 }, organizer);
      await must(server, RECORD, { m: m2.id, w1: 2, w2: 1 }, organizer);
      const next = theirMatch(await pair(), m1.player1.id);
      const row = await match(next.id);
      expect(row.status).toBe('FINAL');
      expect(next.player1.id === m1.player1.id ? row.player2Wins : row.player1Wins).toBe(2);
    });

    it('IPG 4.1 (judge-handbook-ja.txt:18880 「次のゲームに適用」): a Game Loss when the match is over may go to this match, once its result is recorded', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const round = await pair();
      await publish(round);
      const [m] = round.matches;
      const refused = await logError(eventId, {
        playerId: m.player1.id,
        infraction: 'TE-TARDY',
        matchState: 'MATCH_OVER',
        appliesTo: 'CURRENT',
      });
      expect(refused?.extensions?.code).toBe('PENALTY_RESULT_NOT_FINAL');
      await must(server, RECORD, { m: m.id, w1: 1, w2: 1 }, organizer);
      const gl = await log(eventId, { playerId: m.player1.id, infraction: 'TE-TARDY', matchState: 'MATCH_OVER', appliesTo: 'CURRENT' });
      expect(gl).toMatchObject({ appliesTo: 'CURRENT', outcome: 'MATCH_CHANGED' });
      expect(await match(m.id)).toMatchObject({ status: 'FINAL', player1Wins: 1, player2Wins: 2 });
    });

    it('IPG 4.1, 4.2: the choice exists only at the end of a game or match, and only for a Game Loss or Match Loss', async () => {
      const { eventId, players, pair } = await event(['A', 'B']);
      await pair();
      const inGame = await logError(eventId, { playerId: players[0].id, infraction: 'TE-TARDY', matchState: 'IN_GAME', appliesTo: 'NEXT' });
      expect(inGame?.extensions).toMatchObject({ code: 'INVALID_INPUT', params: { field: 'appliesTo' } });
      const warning = await logError(eventId, {
        playerId: players[0].id,
        infraction: 'GPE-GRV',
        matchState: 'BETWEEN_GAMES',
        appliesTo: 'NEXT',
      });
      expect(warning?.extensions).toMatchObject({ code: 'INVALID_INPUT', params: { field: 'appliesTo' } });
      expect(await penalties(eventId)).toHaveLength(0);
    });
  });

  describe('IPG 3.1: not seated 10 minutes into the round', () => {
    it('IPG 3.1 (judge-handbook-ja.txt:18488 「ラウンドの終了までに」): a Match Loss now; dropped at the round’s end unless staff record that the player reported', async () => {
      const { eventId, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      const [m1, m2] = round1.matches;
      const arrives = m1.player2!.id;
      const neverCame = m2.player2!.id;
      const first = await log(eventId, { playerId: arrives, infraction: 'TE-TARDY', variant: 'NOT_SEATED_AFTER_10_MINUTES' });
      const second = await log(eventId, { playerId: neverCame, infraction: 'TE-TARDY', variant: 'NOT_SEATED_AFTER_10_MINUTES' });
      for (const [late, m] of [
        [first, m1],
        [second, m2],
      ] as const) {
        expect(late).toMatchObject({ status: 'APPLIED', penalty: 'MATCH_LOSS', dropPending: true, arrivedAt: null });
        expect(await match(m.id)).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });
      }
      expect(await dropped(eventId, arrives)).toBe(false);
      expect(await dropped(eventId, neverCame)).toBe(false);

      // A floor judge may not record it: the head judge or the scorekeeper does.
      expect((await server.gql(ARRIVAL, { id: first.id }, { token: judge })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const arrived = (await must<any>(server, ARRIVAL, { id: first.id }, scorekeeper)).recordArrival;
      expect(arrived).toMatchObject({ dropPending: false, outcome: 'MATCH_CHANGED' });
      expect(arrived.arrivedAt).not.toBeNull();
      expect((await server.gql(ARRIVAL, { id: first.id }, { token: scorekeeper })).errors?.[0].extensions?.code).toBe(
        'PENALTY_NO_DROP_PENDING',
      );

      const round2 = await pair();
      expect(await dropped(eventId, arrives)).toBe(false);
      expect(await dropped(eventId, neverCame)).toBe(true);
      expect(round2.matches.some((m) => m.player1.id === neverCame || m.player2?.id === neverCame)).toBe(false);
      const audit = (
        await must<any>(
          server,
          'query($e: ID!) { auditLog(eventId: $e, action: "penalty.dropAtRoundEnd") { entityId } }',
          { e: eventId },
          organizer,
        )
      ).auditLog;
      expect(audit).toEqual([{ entityId: second.id }]);
      // The Match Loss stays for the player who reported.
      expect(await match(m1.id)).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });

      // Revoking undoes the Match Loss and the drop.
      await must(server, REVOKE, { id: second.id }, headJudge);
      expect(await dropped(eventId, neverCame)).toBe(false);
      expect(await match(m2.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });
    });

    it('IPG 3.1: revoking while the drop still waits undoes the Match Loss, and nobody is dropped at the round’s end', async () => {
      const { eventId, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      const [m1, m2] = round1.matches;
      const late = await log(eventId, { playerId: m1.player1.id, infraction: 'TE-TARDY', variant: 'NOT_SEATED_AFTER_10_MINUTES' });
      await must(server, REVOKE, { id: late.id }, headJudge);
      expect(await match(m1.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });
      await must(server, RECORD, { m: m1.id, w1: 2, w2: 0 }, organizer);
      await must(server, RECORD, { m: m2.id, w1: 2, w2: 0 }, organizer);
      await pair();
      expect(await dropped(eventId, m1.player1.id)).toBe(false);
    });
  });

  describe('IPG 1 (judge-handbook-ja.txt:18032 「最も重い懲罰を課す」): one error, several related infractions', () => {
    it('only the most severe of the linked penalties takes effect; a lighter one says why; revoking the heavier one brings the lighter one back', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const [m] = (await pair()).matches;
      const offender = m.player1.id;
      const gl = await log(eventId, { playerId: offender, infraction: 'TE-TARDY', matchState: 'IN_GAME' });
      expect(await match(m.id)).toMatchObject({ player1Wins: 0, player2Wins: 1, status: 'PENDING' });

      // A heavier penalty for the same error replaces the Game Loss's effect.
      const ml = await log(eventId, { playerId: offender, infraction: 'TE-OA', relatedToId: gl.id, matchState: 'IN_GAME' }, headJudge);
      expect(ml).toMatchObject({ relatedToId: gl.id, outcome: 'MATCH_CHANGED', supersededById: null });
      expect(await match(m.id)).toMatchObject({ player1Wins: 0, player2Wins: 2, status: 'FINAL' });
      expect((await penalties(eventId)).find((p) => p.id === gl.id)).toMatchObject({ outcome: 'LINKED_NO_EFFECT', supersededById: ml.id });

      // A lighter one linked to them is recorded with no effect.
      const warning = await log(eventId, { playerId: offender, infraction: 'GPE-GRV', relatedToId: ml.id });
      expect(warning).toMatchObject({ outcome: 'LINKED_NO_EFFECT', supersededById: ml.id });

      await must(server, REVOKE, { id: ml.id }, headJudge);
      expect(await match(m.id)).toMatchObject({ player1Wins: 0, player2Wins: 1, status: 'PENDING' });
      expect((await penalties(eventId)).find((p) => p.id === gl.id)).toMatchObject({ outcome: 'MATCH_CHANGED', supersededById: null });
    });

    it('a penalty superseded by a linked heavier one is not given, so it never counts towards a repeat upgrade (IPG 3)', async () => {
      const { eventId, pair } = await event(['A', 'B']);
      const [m] = (await pair()).matches;
      const offender = m.player1.id;
      const slow = await log(eventId, { playerId: offender, infraction: 'TE-SP' });
      await log(eventId, { playerId: offender, infraction: 'TE-OA', relatedToId: slow.id, matchState: 'IN_GAME' }, headJudge);
      expect((await penalties(eventId)).find((p) => p.id === slow.id)).toMatchObject({ outcome: 'LINKED_NO_EFFECT' });
      // Only the Match Loss was given: a later Slow Play is a first Warning, not a repeat's Game Loss.
      expect(await log(eventId, { playerId: offender, infraction: 'TE-SP' })).toMatchObject({ penalty: 'WARNING' });
    });

    it('links only to an earlier penalty of the same player', async () => {
      const { eventId, players, pair } = await event(['A', 'B']);
      await pair();
      const theirs = await log(eventId, { playerId: players[1].id, infraction: 'GPE-GRV' });
      const error = await logError(eventId, { playerId: players[0].id, infraction: 'GPE-GRV', relatedToId: theirs.id });
      expect(error?.extensions).toMatchObject({ code: 'INVALID_INPUT', params: { field: 'relatedToId' } });
    });
  });
});
