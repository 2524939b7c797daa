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

/** Per-player totals gathered from the match records, before any rate is computed. */
interface Tally {
  matchPoints: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  /** Indexes of opponents, once per match played (a rematch counts twice). */
  opponents: number[];
}

function emptyTally(): Tally {
  return {
    matchPoints: 0,
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    byes: 0,
    gamesWon: 0,
    gamesLost: 0,
    gamesDrawn: 0,
    opponents: [],
  };
}

function recordGames(tally: Tally, won: number, lost: number, drawn: number, profile: RuleProfile): void {
  tally.matchesPlayed += 1;
  tally.gamesWon += won;
  tally.gamesLost += lost;
  tally.gamesDrawn += drawn;
  // Matches are decided by games won (MTR 2.1), also for irregular scores recorded by staff.
  if (won > lost) {
    tally.wins += 1;
    tally.matchPoints += profile.points.matchWin;
  } else if (won < lost) {
    tally.losses += 1;
    tally.matchPoints += profile.points.matchLoss;
  } else {
    tally.draws += 1;
    tally.matchPoints += profile.points.matchDraw;
  }
}

function tallyMatches(
  participants: readonly Participant[],
  matches: readonly MatchRecord[],
  profile: RuleProfile,
): Tally[] {
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
  const tallies = participants.map(emptyTally);
  for (const match of matches) {
    const firstIndex = indexOf(match.player1);
    const first = tallies[firstIndex];
    if (match.player2 === null && match.missed) {
      // A late entry loses the rounds missed (MTR 2.12): the mirror image of a bye.
      recordGames(first, 0, profile.byeGamesWon, 0, profile);
      continue;
    }
    if (match.player2 === null) {
      // A bye is worth a fixed win whatever was typed on the record (MTR appendix C).
      first.byes += 1;
      recordGames(first, profile.byeGamesWon, 0, 0, profile);
      continue;
    }
    const second = indexOf(match.player2);
    recordGames(first, match.player1Wins, match.player2Wins, match.draws, profile);
    recordGames(tallies[second], match.player2Wins, match.player1Wins, match.draws, profile);
    first.opponents.push(second);
    tallies[second].opponents.push(firstIndex);
  }
  return tallies;
}

function gamePoints(tally: Tally, profile: RuleProfile): number {
  const points = profile.points;
  return tally.gamesWon * points.gameWin + tally.gamesDrawn * points.gameDraw + tally.gamesLost * points.gameLoss;
}

function floored(numerator: number, denominator: number, floor: Rational): Rational {
  // No rounds or games yet: nothing to measure, so the lowest value applies.
  if (denominator === 0) return floor;
  return max(rational(numerator, denominator), floor);
}

function matchWinRate(tally: Tally, profile: RuleProfile): Rational {
  return profile.winRateBasis === 'wins'
    ? floored(tally.wins, tally.matchesPlayed, profile.percentageFloor)
    : floored(tally.matchPoints, tally.matchesPlayed * profile.points.matchWin, profile.percentageFloor);
}

function gameWinRate(tally: Tally, profile: RuleProfile): Rational {
  const gamesPlayed = tally.gamesWon + tally.gamesLost + tally.gamesDrawn;
  return floored(gamePoints(tally, profile), gamesPlayed * profile.points.gameWin, profile.percentageFloor);
}

/**
 * Mean of the opponents' values. Every value is at least the floor, so a player without
 * opponents (only byes, or nothing played yet) gets the floor: the lowest mean possible.
 */
function opponentsMean(opponents: readonly number[], values: readonly Rational[], floor: Rational): Rational {
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
export function compareByTiebreakers(
  profile: RuleProfile,
): (a: UnrankedRow, b: UnrankedRow) => number {
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
export function rankRows<T extends UnrankedRow & { rank: number }>(
  rows: T[],
  profile: RuleProfile,
  firstRank = 1,
): T[] {
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
  const mwp = tallies.map((tally) => matchWinRate(tally, profile));
  const gwp = tallies.map((tally) => gameWinRate(tally, profile));
  const omw = tallies.map((tally) => opponentsMean(tally.opponents, mwp, floor));
  const ogw = tallies.map((tally) => opponentsMean(tally.opponents, gwp, floor));
  const oomw = tallies.map((tally) => opponentsMean(tally.opponents, omw, floor));

  const rows: (UnrankedRow & { rank: number })[] = [];
  participants.forEach((participant, i) => {
    const tally = tallies[i];
    if (participant.disqualified) return;
    if (participant.dropped && tally.matchesPlayed === 0) return;
    rows.push({
      rank: 0,
      playerId: participant.id,
      dropped: participant.dropped === true,
      matchPoints: tally.matchPoints,
      matchesPlayed: tally.matchesPlayed,
      wins: tally.wins,
      losses: tally.losses,
      draws: tally.draws,
      byes: tally.byes,
      gamePoints: gamePoints(tally, profile),
      gamesPlayed: tally.gamesWon + tally.gamesLost + tally.gamesDrawn,
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
