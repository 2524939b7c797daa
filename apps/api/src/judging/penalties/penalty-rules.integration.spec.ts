import {
  createEvent,
  createJudgingTeam,
  must,
  playerToken,
  registerPlayers,
  RegisteredPlayer,
  ROUND_FIELDS,
  type JudgingTeam,
} from '../../../testing/event-fixture';
import type { EnforcementLevel } from '../../../testing/generated/graphql';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) {
  id status penalty penaltyName suggestedPenalty variant variantCondition outcome carriedFromRound matchId roundNumber remedies { code name } } }`;
const MATCH = `query($m: ID!) { match(id: $m) { status player1Wins player2Wins draws } }`;
const STANDINGS = `query($e: ID!) { standings(eventId: $e) { rank player { id } matchPoints omwExact gwExact ogwExact } }`;
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const RECORD =
  'mutation($m: ID!, $w1: Int!, $w2: Int!) { recordResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { id } }';
const REVOKE = 'mutation($id: ID!) { revokePenalty(id: $id, reason: "appeal upheld") { status } }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }';

/**
 * An independent calculation of the MTR standings (appendix C) from the recorded matches, for
 * these checks only: match points, then OMW%, GW%, OGW% as exact fractions floored at 1/3.
 */
type Played = { player1: string; player2: string; player1Wins: number; player2Wins: number; draws: number };
type Ratio = [number, number];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const ratio = (n: number, d: number): Ratio => [n / gcd(n, d), d / gcd(n, d)];
const floored = ([n, d]: Ratio): Ratio => (3 * n < d ? [1, 3] : [n, d]);
function mean(values: Ratio[]): Ratio {
  if (!values.length) return [1, 3];
  const [n, d] = values.reduce(([sn, sd], [vn, vd]) => ratio(sn * vd + vn * sd, sd * vd), [0, 1] as Ratio);
  return ratio(n, d * values.length);
}
const text = ([n, d]: Ratio) => (d === 1 ? `${n}` : `${n}/${d}`);
const value = ([n, d]: Ratio) => n / d;

function independentStandings(playerIds: string[], played: Played[], leftOut: Set<string>) {
  const record = new Map(playerIds.map((id) => [id, { points: 0, rounds: 0, gamePoints: 0, games: 0, opponents: [] as string[] }]));
  const add = (id: string, opponent: string, won: number, lost: number, drawn: number) => {
    const r = record.get(id)!;
    r.rounds += 1;
    r.points += won > lost ? 3 : won === lost ? 1 : 0;
    r.gamePoints += 3 * won + drawn;
    r.games += won + lost + drawn;
    r.opponents.push(opponent);
  };
  for (const m of played) {
    add(m.player1, m.player2, m.player1Wins, m.player2Wins, m.draws);
    add(m.player2, m.player1, m.player2Wins, m.player1Wins, m.draws);
  }
  const mwp = (id: string): Ratio => {
    const r = record.get(id)!;
    return r.rounds ? floored(ratio(r.points, 3 * r.rounds)) : [1, 3];
  };
  const gwp = (id: string): Ratio => {
    const r = record.get(id)!;
    return r.games ? floored(ratio(r.gamePoints, 3 * r.games)) : [1, 3];
  };
  const rows = playerIds
    .filter((id) => !leftOut.has(id))
    .map((id) => {
      const r = record.get(id)!;
      return { id, points: r.points, omw: mean(r.opponents.map(mwp)), gw: gwp(id), ogw: mean(r.opponents.map(gwp)) };
    });
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.points - a.points || value(b.omw) - value(a.omw) || value(b.gw) - value(a.gw) || value(b.ogw) - value(a.ogw);
  const sorted = [...rows].sort(order);
  const rank = new Map<string, number>();
  sorted.forEach((row, i) => rank.set(row.id, i > 0 && order(sorted[i - 1], row) === 0 ? rank.get(sorted[i - 1].id)! : i + 1));
  return rows.map((row) => [row.id, rank.get(row.id), row.points, text(row.omw), text(row.gw), text(row.ogw)]);
}

type Round = { id: string; matches: { id: string; player1: { id: string }; player2: { id: string } | null }[] };

describe('penalty rules of the IPG and Regular REL, with their effects (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let team: JudgingTeam;
  let headJudge: string;
  let judge: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    team = await createJudgingTeam(server, organizer, 'rules');
    ({ headJudge, judge } = team);
  });
  afterAll(() => server.close());

  async function event(names: string[], enforcementLevel: EnforcementLevel = 'COMPETITIVE') {
    const eventId = await createEvent(server, organizer, { enforcementLevel });
    await team.staff(eventId);
    const players = await registerPlayers(server, organizer, eventId, names);
    return { eventId, players, pair: async (): Promise<Round> => (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound };
  }
  const match = async (id: string) => (await must<any>(server, MATCH, { m: id }, organizer)).match;
  const log = async (eventId: string, input: Record<string, unknown>, token = judge) =>
    (await must<any>(server, LOG, { e: eventId, i: { description: 'seen by a judge', ...input } }, token)).logInfraction;

  /** The event's standings checked against the independent calculation from the recorded matches. */
  async function expectStandingsMatchReference(
    eventId: string,
    players: RegisteredPlayer[],
    rounds: Round[],
    leftOut: Set<string> = new Set(),
  ) {
    const recorded: Played[] = [];
    for (const round of rounds) {
      for (const m of round.matches) {
        const row = await match(m.id);
        if (row.status !== 'FINAL' || !m.player2) continue;
        recorded.push({
          player1: m.player1.id,
          player2: m.player2.id,
          player1Wins: row.player1Wins,
          player2Wins: row.player2Wins,
          draws: row.draws,
        });
      }
    }
    const standings = (await must<any>(server, STANDINGS, { e: eventId }, organizer)).standings;
    expect(standings.map((row: any) => [row.player.id, row.rank, row.matchPoints, row.omwExact, row.gwExact, row.ogwExact]).sort()).toEqual(
      independentStandings(
        players.map((p) => p.id),
        recorded,
        leftOut,
      ).sort(),
    );
  }

  it('IPG 2.1: a floor judge records a detrimental Missed Trigger from a card the player owns as a Warning, no deviation, condition shown', async () => {
    const { eventId, players, pair } = await event(['A', 'B']);
    await pair();
    const catalog = (
      await server.gql<any>(
        'query($e: ID!) { infractions(eventId: $e) { code section approvalExempt variants { id condition penalty drops atNextMatch } remedies { code name } } }',
        { e: eventId },
        { token: judge, language: 'ja' },
      )
    ).data.infractions;
    const mt = catalog.find((i: any) => i.code === 'GPE-MT');
    expect(mt).toMatchObject({ section: '2.1', variants: [{ id: 'DETRIMENTAL', penalty: 'WARNING', drops: false, atNextMatch: false }] });
    expect(mt.variants[0].condition).toContain('オーナー');
    const logged = await log(eventId, {
      playerId: players[0].id,
      infraction: 'GPE-MT',
      variant: 'DETRIMENTAL',
      remedies: ['TRIGGER_RESOLVED'],
    });
    expect(logged).toMatchObject({
      status: 'APPLIED',
      penalty: 'WARNING',
      suggestedPenalty: 'WARNING',
      variant: 'DETRIMENTAL',
      remedies: [{ code: 'TRIGGER_RESOLVED', name: 'Trigger resolved now' }],
    });
    expect(logged.variantCondition).toMatch(/detrimental to its controller.*owns.*IPG 2\.1/);
    // Without the variant it is no penalty at all; a Warning then would be a deviation.
    expect(
      (
        await server.gql(
          LOG,
          { e: eventId, i: { playerId: players[0].id, infraction: 'GPE-MT', penalty: 'WARNING', description: 'x' } },
          { token: judge },
        )
      ).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('IPG 3.1: Tardiness is a Warning when seated within the first minute, a Match Loss after 10 minutes (the drop waits for the round’s end), both by a floor judge (IPG 1.2)', async () => {
    const { eventId, players, pair } = await event(['A', 'B', 'C', 'D']);
    const round = await pair();
    const [m1, m2] = round.matches;
    const warned = await log(eventId, { playerId: m1.player1.id, infraction: 'TE-TARDY', variant: 'SEATED_WITHIN_FIRST_MINUTE' });
    expect(warned).toMatchObject({ status: 'APPLIED', penalty: 'WARNING', variant: 'SEATED_WITHIN_FIRST_MINUTE' });
    expect(await match(m1.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });

    const late = await log(eventId, {
      playerId: m2.player2!.id,
      infraction: 'TE-TARDY',
      variant: 'NOT_SEATED_AFTER_10_MINUTES',
      remedies: ['TIME_EXTENSION'],
    });
    expect(late).toMatchObject({ status: 'APPLIED', penalty: 'MATCH_LOSS', suggestedPenalty: 'MATCH_LOSS' });
    expect(await match(m2.id)).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });
    const dropped = async () =>
      (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id dropped } }', { e: eventId }, organizer)).players.find(
        (p: any) => p.id === m2.player2!.id,
      ).dropped;
    // IPG 3.1: the drop waits for the round's end (see penalty-effects.integration.spec.ts).
    expect(await dropped()).toBe(false);
    await must(server, REVOKE, { id: late.id }, headJudge);
    expect(await dropped()).toBe(false);
    expect(await match(m2.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 0 });
    const unknown = await server.gql(
      LOG,
      { e: eventId, i: { playerId: players[0].id, infraction: 'TE-TARDY', variant: 'NOPE', description: 'x' } },
      { token: judge, language: 'ja' },
    );
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_INPUT' }, message: expect.stringContaining('違反の状況') });
    const wrongRemedy = await server.gql(
      LOG,
      { e: eventId, i: { playerId: players[0].id, infraction: 'TE-TARDY', remedies: ['SIMPLE_BACKUP'], description: 'x' } },
      { token: judge },
    );
    expect(wrongRemedy.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    expect((await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { id } }', { e: eventId }, organizer)).penalties).toHaveLength(
      2,
    );
  });

  it('IPG 1.1: a second Game Loss in a best of three decides the match 0–2, final and counted in the standings', async () => {
    const { eventId, players, pair } = await event(['A', 'B', 'C', 'D']);
    const round = await pair();
    const [m1, m2] = round.matches;
    await log(
      eventId,
      { playerId: m1.player1.id, infraction: 'GPE-LEC', penalty: 'GAME_LOSS', deviationReason: 'also showed the opponent' },
      headJudge,
    );
    expect(await match(m1.id)).toMatchObject({ status: 'PENDING', player1Wins: 0, player2Wins: 1 });
    await log(eventId, { playerId: m1.player1.id, infraction: 'TE-TARDY' });
    expect(await match(m1.id)).toMatchObject({ status: 'FINAL', player1Wins: 0, player2Wins: 2 });
    await must(server, RECORD, { m: m2.id, w1: 2, w2: 1 }, organizer);
    await expectStandingsMatchReference(eventId, players, [round]);
    const standings = (await must<any>(server, STANDINGS, { e: eventId }, organizer)).standings;
    expect(standings.find((row: any) => row.player.id === m1.player2!.id).matchPoints).toBe(3);
  });

  it('IPG 1.1: a Game Loss with no game in progress goes to the next game; IPG 3.4: a decklist error found outside the match goes to the next match, shown as carried over', async () => {
    const { eventId, players, pair } = await event(['A', 'B', 'C', 'D']);
    const round1 = await pair();
    const [m1, m2] = round1.matches;
    await must(server, RECORD, { m: m1.id, w1: 2, w2: 0 }, organizer);
    // Match over: the Game Loss waits for the player's next game.
    const after = await log(eventId, { playerId: m1.player1.id, infraction: 'TE-TARDY' });
    expect(after).toMatchObject({ outcome: 'WAITING_FOR_NEXT_MATCH', carriedFromRound: 1, roundNumber: 1 });
    // Mid-match (a Game Loss made it 0–1), but found while counting decklists: the start of the next match, not this game.
    await log(eventId, { playerId: m2.player1.id, infraction: 'TE-TARDY' });
    const counted = await log(eventId, { playerId: m2.player2!.id, infraction: 'TE-DLP', variant: 'FOUND_OUTSIDE_MATCH', matchId: m2.id });
    expect(counted).toMatchObject({ status: 'APPLIED', penalty: 'GAME_LOSS', outcome: 'WAITING_FOR_NEXT_MATCH', carriedFromRound: 1 });
    expect(await match(m2.id)).toMatchObject({ player1Wins: 0, player2Wins: 1, status: 'PENDING' });
    const carried = (
      await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { id carriedFromRound outcome } }', { e: eventId }, judge)
    ).penalties;
    expect(carried.filter((p: any) => p.carriedFromRound === 1)).toHaveLength(2);
    await must(server, RECORD, { m: m2.id, w1: 2, w2: 1 }, organizer);

    const round2 = await pair();
    for (const offender of [m1.player1.id, m2.player2!.id]) {
      const theirs = round2.matches.find((m) => m.player1.id === offender || m.player2?.id === offender)!;
      const row = await match(theirs.id);
      expect(theirs.player1.id === offender ? [row.player1Wins, row.player2Wins] : [row.player2Wins, row.player1Wins]).toEqual([0, 1]);
    }
    const landed = (
      await must<any>(
        server,
        'query($e: ID!) { penalties(eventId: $e) { infraction carriedFromRound roundNumber outcome } }',
        { e: eventId },
        judge,
      )
    ).penalties;
    expect(landed.filter((p: any) => p.carriedFromRound !== null)).toEqual([
      { infraction: 'TE-TARDY', carriedFromRound: 1, roundNumber: 2, outcome: 'MATCH_CHANGED' },
      { infraction: 'TE-DLP', carriedFromRound: 1, roundNumber: 2, outcome: 'MATCH_CHANGED' },
    ]);
    expect(players).toHaveLength(4);
  });

  describe('revocation round trips, against an independent calculation of the standings', () => {
    it('IPG 1.1: revoking a disqualification returns its match to where it was', async () => {
      const { eventId, players, pair } = await event(['A', 'B', 'C', 'D', 'E', 'F']);
      const round = await pair();
      const [m1, m2, m3] = round.matches;
      const was = await match(m1.id);
      const dq = await log(eventId, { playerId: m1.player2!.id, infraction: 'USC-CHEAT' }, headJudge);
      expect(await match(m1.id)).toMatchObject({ status: 'FINAL', player1Wins: 2, player2Wins: 0 });
      await must(server, RECORD, { m: m2.id, w1: 2, w2: 1 }, organizer);
      await must(server, RECORD, { m: m3.id, w1: 0, w2: 2 }, organizer);
      await expectStandingsMatchReference(eventId, players, [round], new Set([m1.player2!.id]));

      await must(server, REVOKE, { id: dq.id }, headJudge);
      expect(await match(m1.id)).toEqual(was);
      await must(server, RECORD, { m: m1.id, w1: 1, w2: 2 }, organizer);
      await expectStandingsMatchReference(eventId, players, [round]);
    });

    it('IPG 1.1: revoking a Game Loss after both players reported takes back only the game it gave', async () => {
      const { eventId, players, pair } = await event(['A', 'B']);
      const round = await pair();
      await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
      const [m] = round.matches;
      const gl = await log(eventId, { playerId: m.player1.id, infraction: 'TE-TARDY' });
      expect(await match(m.id)).toMatchObject({ player1Wins: 0, player2Wins: 1, status: 'PENDING' });
      // Game 2 to player 1, game 3 to player 2: the slip says 1–2, the Game Loss included.
      for (const reporter of [m.player1.id, m.player2!.id]) {
        const token = await playerToken(server, eventId, players.find((p) => p.id === reporter)!.accessCode);
        await must(server, REPORT, { m: m.id, i: { player1Wins: 1, player2Wins: 2, requestKey: `gl-${reporter}` } }, token);
      }
      expect(await match(m.id)).toMatchObject({ player1Wins: 1, player2Wins: 2, status: 'FINAL' });
      await must(server, REVOKE, { id: gl.id }, headJudge);
      expect(await match(m.id)).toMatchObject({ player1Wins: 1, player2Wins: 1, status: 'FINAL' });
      await expectStandingsMatchReference(eventId, players, [round]);
      const audit = (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action } }', { e: eventId }, organizer)).auditLog;
      expect(audit.map((a: any) => a.action)).toContain('result.penaltyRevoked');
    });

    it('IPG 1.1: revoking a carried-over Game Loss after the next round was paired restores that match', async () => {
      const { eventId, players, pair } = await event(['A', 'B', 'C', 'D']);
      const round1 = await pair();
      for (const m of round1.matches) await must(server, RECORD, { m: m.id, w1: 2, w2: 0 }, organizer);
      const offender = round1.matches[0].player1.id;
      const gl = await log(eventId, { playerId: offender, infraction: 'TE-DLP', description: 'Decklist had 59 cards' });
      expect(gl.outcome).toBe('WAITING_FOR_NEXT_MATCH');
      const round2 = await pair();
      const theirs = round2.matches.find((m) => m.player1.id === offender || m.player2?.id === offender)!;
      expect(await match(theirs.id)).toMatchObject({
        player1Wins: theirs.player1.id === offender ? 0 : 1,
        player2Wins: theirs.player1.id === offender ? 1 : 0,
      });
      await must(server, REVOKE, { id: gl.id }, headJudge);
      expect(await match(theirs.id)).toMatchObject({ player1Wins: 0, player2Wins: 0, status: 'PENDING' });
      for (const m of round2.matches) await must(server, RECORD, { m: m.id, w1: 2, w2: 1 }, organizer);
      await expectStandingsMatchReference(eventId, players, [round1, round2]);
    });
  });

  it('MTR 2.6: minutes given back with an infraction reach the match like every extension, audited as match.extend', async () => {
    const { eventId, pair } = await event(['Ext A', 'Ext B']);
    const round = await pair();
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const [played] = round.matches;
    await log(eventId, { playerId: played.player1.id, matchId: played.id, infraction: 'GPE-GRV', extensionMinutes: 4 });
    expect(
      (await must<any>(server, 'query($m: ID!) { match(id: $m) { extensionMinutes } }', { m: played.id }, organizer)).match
        .extensionMinutes,
    ).toBe(4);
    const [entry] = (
      await must<any>(
        server,
        'query($e: ID!) { auditLog(eventId: $e, action: "match.extend") { entityId before after } }',
        { e: eventId },
        organizer,
      )
    ).auditLog;
    expect(entry).toMatchObject({ entityId: played.id, before: { extensionMinutes: 0 }, after: { extensionMinutes: 4 } });
  });

  it('JAR: at Regular REL a fix is recorded as an educational note, never a Warning, and never upgrades', async () => {
    const { eventId, players, pair } = await event(['A', 'B'], 'REGULAR');
    await pair();
    for (let n = 0; n < 3; n++) {
      const note = await log(eventId, { playerId: players[0].id, infraction: 'REG-GAME', remedies: ['SIMPLE_BACKUP'] });
      expect(note).toMatchObject({ status: 'APPLIED', penalty: 'NONE', penaltyName: 'Educational note (no penalty)' });
    }
    const suggestion = (
      await must<any>(
        server,
        'query($e: ID!, $p: ID!) { suggestPenalty(eventId: $e, playerId: $p, infraction: "REG-GAME") { penalty upgraded fixAndEducate reasonText choices { penalty } } }',
        { e: eventId, p: players[0].id },
        judge,
      )
    ).suggestPenalty;
    expect(suggestion).toEqual({
      penalty: 'NONE',
      upgraded: false,
      fixAndEducate: true,
      reasonText: 'Fix the error and explain the rule; the note counts towards nothing.',
      choices: [{ penalty: 'NONE' }, { penalty: 'GAME_LOSS' }, { penalty: 'MATCH_LOSS' }, { penalty: 'DISQUALIFICATION' }],
    });
    expect(
      (
        await server.gql(
          LOG,
          {
            e: eventId,
            i: { playerId: players[0].id, infraction: 'REG-GAME', penalty: 'WARNING', deviationReason: 'x', description: 'x' },
          },
          { token: headJudge },
        )
      ).errors?.[0].extensions?.code,
    ).toBe('INVALID_INPUT');
    const cheat = await log(eventId, { playerId: players[1].id, infraction: 'REG-CHEAT' }, headJudge);
    expect(cheat).toMatchObject({ penalty: 'DISQUALIFICATION', status: 'APPLIED' });
  });
});
