import type { PlayerId } from '../model';

/** A player as the pairing search sees them. */
export interface Candidate {
  readonly id: PlayerId;
  readonly points: number;
  /** Position in the standings, 0 = first. The bye goes to the largest rank without a bye. */
  readonly rank: number;
  /** Byes already received. */
  readonly byes: number;
}

export type HavePlayed = (a: Candidate, b: Candidate) => boolean;

/** Two players, or one player and `null` for the bye. */
export type CandidatePair = readonly [Candidate, Candidate | null];
