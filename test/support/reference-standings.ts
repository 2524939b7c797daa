/**
 * An independent calculation of MTR standings for the end-to-end tests, written from the rules
 * (appendix C) and not from the engine: exact fractions with bigint, 1/3 floors, byes as 2-0
 * wins that are nobody's opponent, a late entry's missed rounds as match losses without games.
 */
export interface PlayedMatch {
  round: number;
  player1: string;
  player2: string | null; // null: bye, or a missed round when `missed`
  player1Wins: number;
  player2Wins: number;
  draws: number;
  missed?: boolean;
}

export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den: bigint) {
    const g = gcd(num < 0n ? -num : num, den) || 1n;
    this.num = num / g;
    this.den = den / g;
  }

  static of(num: number, den: number) {
    return new Fraction(BigInt(num), BigInt(den));
  }

  compare(other: Fraction): number {
    const d = this.num * other.den - other.num * this.den;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }

  toString() {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

const THIRD = Fraction.of(1, 3);
const floorAt = (f: Fraction) => (f.compare(THIRD) < 0 ? THIRD : f);

function meanOf(values: Fraction[]): Fraction {
  if (values.length === 0) return THIRD;
  let num = 0n;
  let den = 1n;
  for (const v of values) {
    num = num * v.den + v.num * den;
    den = den * v.den;
  }
  return new Fraction(num, den * BigInt(values.length));
}

export interface ReferenceRow {
  playerId: string;
  matchPoints: number;
  omw: Fraction;
  gw: Fraction;
  ogw: Fraction;
}

export function referenceStandings(playerIds: string[], matches: PlayedMatch[], leftOut: Set<string>): ReferenceRow[] {
  const points = new Map(playerIds.map((id) => [id, 0]));
  const rounds = new Map(playerIds.map((id) => [id, 0]));
  const gamePoints = new Map(playerIds.map((id) => [id, 0]));
  const games = new Map(playerIds.map((id) => [id, 0]));
  const opponents = new Map(playerIds.map((id) => [id, [] as string[]]));
  const add = (id: string, won: number, lost: number, drawn: number) => {
    rounds.set(id, rounds.get(id)! + 1);
    points.set(id, points.get(id)! + (won > lost ? 3 : won === lost ? 1 : 0));
    gamePoints.set(id, gamePoints.get(id)! + 3 * won + drawn);
    games.set(id, games.get(id)! + won + lost + drawn);
  };
  for (const m of matches) {
    if (m.player2 === null) {
      // A missed round: a match loss whose games were never played (appendix C): no games at all.
      if (m.missed) rounds.set(m.player1, rounds.get(m.player1)! + 1);
      else add(m.player1, 2, 0, 0);
      continue;
    }
    add(m.player1, m.player1Wins, m.player2Wins, m.draws);
    add(m.player2, m.player2Wins, m.player1Wins, m.draws);
    opponents.get(m.player1)!.push(m.player2);
    opponents.get(m.player2)!.push(m.player1);
  }
  const mwp = (id: string) => (rounds.get(id) ? floorAt(Fraction.of(points.get(id)!, 3 * rounds.get(id)!)) : THIRD);
  const gwp = (id: string) => (games.get(id) ? floorAt(Fraction.of(gamePoints.get(id)!, 3 * games.get(id)!)) : THIRD);
  return playerIds
    .filter((id) => !leftOut.has(id))
    .map((id) => ({
      playerId: id,
      matchPoints: points.get(id)!,
      omw: meanOf(opponents.get(id)!.map(mwp)),
      gw: gwp(id),
      ogw: meanOf(opponents.get(id)!.map(gwp)),
    }));
}

/** Orders by match points, OMW, GW, OGW; returns each player's rank (ties share one). */
export function referenceRanks(rows: ReferenceRow[]): Map<string, number> {
  const cmp = (a: ReferenceRow, b: ReferenceRow) =>
    b.matchPoints - a.matchPoints || b.omw.compare(a.omw) || b.gw.compare(a.gw) || b.ogw.compare(a.ogw);
  const sorted = [...rows].sort(cmp);
  const ranks = new Map<string, number>();
  sorted.forEach((row, i) => ranks.set(row.playerId, i > 0 && cmp(sorted[i - 1], row) === 0 ? ranks.get(sorted[i - 1].playerId)! : i + 1));
  return ranks;
}
