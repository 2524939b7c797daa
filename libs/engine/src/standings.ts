import { MatchRecord, Participant, PlayerId } from './model';
import { RuleProfile, TiebreakerId } from './profiles';
import { compare, max, mean, multiply, Rational, rational, toFixed } from './rational';

/** One player's line in the standings. Rates are exact and already floored. */
export interface StandingRow {
  /** 1-based; players tied on every tiebreaker share a rank (1, 2, 2, 4, …). */
  readonly rank: number;
  readonly playerId: PlayerId;
  readonly dropped: boolean;
  readonly matchPoints: number;
  /** Rounds the player took part in, byes included. */
  readonly matchesPlayed: number;
  /** Match wins, byes included. */
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  readonly gamePoints: number;
  readonly gamesPlayed: number;
  /** Match-win rate. */
  readonly mwp: Rational;
  /** Game-win rate. */
  readonly gwp: Rational;
  /** Opponents' match-win rate. */
  readonly omw: Rational;
  /** Opponents' game-win rate. */
  readonly ogw: Rational;
  /** Opponents' opponents' match-win rate (mean of the opponents' omw). */
  readonly oomw: Rational;
}

/**
 * Per-player totals gathered from the match records, before any rate is computed: one typed
 * array per field, indexed like the participants, so that large events stay cheap to tally.
 */
interface Tallies {
  readonly matchPoints: Float64Array;
  readonly matchesPlayed: Int32Array;
  readonly wins: Int32Array;
  readonly losses: Int32Array;
  readonly draws: Int32Array;
  readonly byes: Int32Array;
  readonly gamesWon: Int32Array;
  readonly gamesLost: Int32Array;
  readonly gamesDrawn: Int32Array;
  /** Each player's opponents' indexes, once per match played (a rematch counts twice). */
  readonly opponents: Int32Array[];
}

function emptyTallies(count: number): Omit<Tallies, 'opponents'> {
  return {
    matchPoints: new Float64Array(count),
    matchesPlayed: new Int32Array(count),
    wins: new Int32Array(count),
    losses: new Int32Array(count),
    draws: new Int32Array(count),
    byes: new Int32Array(count),
    gamesWon: new Int32Array(count),
    gamesLost: new Int32Array(count),
    gamesDrawn: new Int32Array(count),
  };
}

function recordGames(
  tallies: Omit<Tallies, 'opponents'>,
  player: number,
  won: number,
  lost: number,
  drawn: number,
  profile: RuleProfile,
  lostByPenalty = false,
): void {
  tallies.matchesPlayed[player] += 1;
  tallies.gamesWon[player] += won;
  tallies.gamesLost[player] += lost;
  tallies.gamesDrawn[player] += drawn;
  // Matches are decided by games won (MTR 2.1), also for irregular scores recorded by staff; a
  // double loss by penalty (IPG 4.3 example A) is a loss for both players.
  if (lostByPenalty) {
    tallies.losses[player] += 1;
    tallies.matchPoints[player] += profile.points.matchLoss;
  } else if (won > lost) {
    tallies.wins[player] += 1;
    tallies.matchPoints[player] += profile.points.matchWin;
  } else if (won < lost) {
    tallies.losses[player] += 1;
    tallies.matchPoints[player] += profile.points.matchLoss;
  } else {
    tallies.draws[player] += 1;
    tallies.matchPoints[player] += profile.points.matchDraw;
  }
}

/** A round the player missed (late entry): a match loss with no games, played or lost. */
function recordMissedRound(tallies: Omit<Tallies, 'opponents'>, player: number, profile: RuleProfile): void {
  tallies.matchesPlayed[player] += 1;
  tallies.losses[player] += 1;
  tallies.matchPoints[player] += profile.points.matchLoss;
}

const NO_OPPONENT = -1;

function tallyMatches(participants: readonly Participant[], matches: readonly MatchRecord[], profile: RuleProfile): Tallies {
  const index = new Map<PlayerId, number>();
  participants.forEach((participant, i) => {
    if (index.has(participant.id)) throw new Error(`Participant ${participant.id} is listed twice`);
    index.set(participant.id, i);
  });
  const indexOf = (id: PlayerId): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`Match record names ${id}, who is not a participant`);
    return i;
  };
  const tallies = emptyTallies(participants.length);
  // Pairs of player indexes of the matches with two players, then each player's opponent count:
  // the opponent lists are filled afterwards into one buffer, without growing arrays.
  const firsts = new Int32Array(matches.length);
  const seconds = new Int32Array(matches.length).fill(NO_OPPONENT);
  const opponentCounts = new Int32Array(participants.length);
  for (let m = 0; m < matches.length; m++) {
    // Each field is read once: records come in many object shapes, and every read of one costs.
    const { player1, player2, player1Wins, player2Wins, draws, doubleLoss } = matches[m];
    const first = indexOf(player1);
    firsts[m] = first;
    if (player2 === null) {
      if (matches[m].missed === true) {
        // A late entry's missed round is a match loss (the organizer's late-entry policy, not an MTR
        // rule), but its games were never played: MTR appendix C (judge-handbook-ja.txt:17617
        // 「プレイされなかったゲームには点数は」…), so nothing is added to GW% (nor, through it, OGW%).
        recordMissedRound(tallies, first, profile);
      } else {
        // A bye is worth a fixed win whatever was typed on the record (MTR appendix C).
        tallies.byes[first] += 1;
        recordGames(tallies, first, profile.byeGamesWon, 0, 0, profile);
      }
      continue;
    }
    const second = indexOf(player2);
    seconds[m] = second;
    recordGames(tallies, first, player1Wins, player2Wins, draws, profile, doubleLoss === true);
    recordGames(tallies, second, player2Wins, player1Wins, draws, profile, doubleLoss === true);
    opponentCounts[first] += 1;
    opponentCounts[second] += 1;
  }
  const buffer = new Int32Array(opponentCounts.reduce((sum, count) => sum + count, 0));
  const filled = new Int32Array(participants.length);
  const starts = new Int32Array(participants.length);
  for (let i = 1; i < participants.length; i++) starts[i] = starts[i - 1] + opponentCounts[i - 1];
  for (let m = 0; m < matches.length; m++) {
    const first = firsts[m];
    const second = seconds[m];
    if (second === NO_OPPONENT) continue;
    buffer[starts[first] + filled[first]++] = second;
    buffer[starts[second] + filled[second]++] = first;
  }
  const opponents = Array.from(starts, (start, i) => buffer.subarray(start, start + opponentCounts[i]));
  return { ...tallies, opponents };
}

function gamesPlayed(tallies: Tallies, player: number): number {
  return tallies.gamesWon[player] + tallies.gamesLost[player] + tallies.gamesDrawn[player];
}

function gamePoints(tallies: Tallies, player: number, profile: RuleProfile): number {
  const points = profile.points;
  return (
    tallies.gamesWon[player] * points.gameWin + tallies.gamesDrawn[player] * points.gameDraw + tallies.gamesLost[player] * points.gameLoss
  );
}

function floored(numerator: number, denominator: number, floor: Rational): Rational {
  // No rounds or games yet: nothing to measure, so the lowest value applies.
  if (denominator === 0) return floor;
  return max(rational(numerator, denominator), floor);
}

function matchWinRate(tallies: Tallies, player: number, profile: RuleProfile): Rational {
  const played = tallies.matchesPlayed[player];
  return profile.winRateBasis === 'wins'
    ? floored(tallies.wins[player], played, profile.percentageFloor)
    : floored(tallies.matchPoints[player], played * profile.points.matchWin, profile.percentageFloor);
}

function gameWinRate(tallies: Tallies, player: number, profile: RuleProfile): Rational {
  const denominator = gamesPlayed(tallies, player) * profile.points.gameWin;
  return floored(gamePoints(tallies, player, profile), denominator, profile.percentageFloor);
}

/**
 * Mean of the opponents' values. Every value is at least the floor, so a player without
 * opponents (only byes, or nothing played yet) gets the floor: the lowest mean possible.
 */
function opponentsMean(opponents: Int32Array, values: readonly Rational[], floor: Rational): Rational {
  return opponents.length === 0 ? floor : mean(values, opponents);
}

export type UnrankedRow = Omit<StandingRow, 'rank'>;

function tiebreakerComparator(tiebreaker: TiebreakerId): (a: UnrankedRow, b: UnrankedRow) => number {
  switch (tiebreaker) {
    case 'matchPoints':
      return (a, b) => b.matchPoints - a.matchPoints;
    case 'omw':
      return (a, b) => compare(b.omw, a.omw);
    case 'gw':
      return (a, b) => compare(b.gwp, a.gwp);
    case 'ogw':
      return (a, b) => compare(b.ogw, a.ogw);
    case 'oomw':
      return (a, b) => compare(b.oomw, a.oomw);
  }
}

/**
 * Orders rows by the profile's tiebreakers, best first; zero means tied on all of them.
 * Used to rank standings and to decide which rows share a rank.
 */
export function compareByTiebreakers(profile: RuleProfile): (a: UnrankedRow, b: UnrankedRow) => number {
  const comparators = profile.tiebreakers.map(tiebreakerComparator);
  return (a, b) => {
    for (const comparator of comparators) {
      const order = comparator(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/**
 * Sorts rows best first and numbers them from `firstRank`, tied rows sharing a rank. Sorts and
 * sets `rank` in place, on rows the caller has just built: large events skip a copy of every row.
 */
export function rankRows<T extends UnrankedRow & { rank: number }>(rows: T[], profile: RuleProfile, firstRank = 1): T[] {
  const byTiebreakers = compareByTiebreakers(profile);
  // Player id only orders rows that stay tied, so the output never depends on input order.
  rows.sort((a, b) => byTiebreakers(a, b) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    row.rank = previous !== undefined && byTiebreakers(previous, row) === 0 ? previous.rank : firstRank + i;
  });
  return rows;
}

/**
 * Standings after the given matches (MTR 3.1 and appendix C, with numbers from the profile).
 *
 * - A bye is a match win by `byeGamesWon` games to none and is nobody's opponent.
 * - Rates are floored at `percentageFloor`, for the player's own line and as an opponent.
 * - Opponents' rates use each opponent's whole record in `matches`, so a dropped opponent counts
 *   only the rounds they played.
 * - Disqualified players are left out of the rows but stay in their opponents' tiebreakers;
 *   players who dropped without playing a round are left out too (MTR 2.10).
 */
export function computeStandings(
  participants: readonly Participant[],
  matches: readonly MatchRecord[],
  profile: RuleProfile,
): StandingRow[] {
  const tallies = tallyMatches(participants, matches, profile);
  const floor = profile.percentageFloor;
  const players = participants.map((_, i) => i);
  const mwp = players.map((i) => matchWinRate(tallies, i, profile));
  const gwp = players.map((i) => gameWinRate(tallies, i, profile));
  const omw = players.map((i) => opponentsMean(tallies.opponents[i], mwp, floor));
  const ogw = players.map((i) => opponentsMean(tallies.opponents[i], gwp, floor));
  const oomw = players.map((i) => opponentsMean(tallies.opponents[i], omw, floor));

  const rows: (UnrankedRow & { rank: number })[] = [];
  participants.forEach((participant, i) => {
    const matchesPlayed = tallies.matchesPlayed[i];
    if (participant.disqualified) return;
    if (participant.dropped && matchesPlayed === 0) return;
    rows.push({
      rank: 0,
      playerId: participant.id,
      dropped: participant.dropped === true,
      matchPoints: tallies.matchPoints[i],
      matchesPlayed,
      wins: tallies.wins[i],
      losses: tallies.losses[i],
      draws: tallies.draws[i],
      byes: tallies.byes[i],
      gamePoints: gamePoints(tallies, i, profile),
      gamesPlayed: gamesPlayed(tallies, i),
      mwp: mwp[i],
      gwp: gwp[i],
      omw: omw[i],
      ogw: ogw[i],
      oomw: oomw[i],
    });
  });
  return rankRows(rows, profile);
}

const HUNDRED = rational(100);

/** "61.68" for 0.61682…; for display only, ranking always uses the exact value. */
export function formatPercentage(value: Rational, decimals = 2): string {
  return toFixed(multiply(value, HUNDRED), decimals);
}
