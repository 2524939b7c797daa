import { Participant } from './model';
import { fail, ok, Validated } from './validated';

/** How many rounds to run, per MTR appendix E. */
export type EventStructure =
  | { readonly kind: 'swiss'; readonly swissRounds: number; readonly topCut: 4 | 8 }
  | { readonly kind: 'singleElimination'; readonly rounds: number };

export interface StructureError {
  readonly code: 'TOO_FEW_PLAYERS';
  /** Players (or teams) the recommended structures start at. */
  readonly minimum: number;
}

export interface StructureOptions {
  /** Team events (teams count as one player each); 4 teams play 2 single-elimination rounds. */
  readonly team?: boolean;
  /** Limited events whose top 8 drafts again: 9–16 players then play 4 rounds and a top 8. */
  readonly limitedTopDraft?: boolean;
}

/**
 * Head count for the appendix E table: a player with N awarded byes counts as 2^N players
 * (1, 2, 3 byes → 2, 4, 8 as the appendix lists; more byes extend the same doubling).
 */
export function effectivePlayerCount(participants: readonly Participant[]): number {
  return participants.reduce((count, participant) => count + 2 ** (participant.awardedByes ?? 0), 0);
}

/** Upper bounds of the appendix E rows from 17 players up, with their Swiss rounds (top 8). */
const SWISS_ROUNDS_BY_SIZE: readonly (readonly [maxPlayers: number, rounds: number])[] = [
  [32, 5],
  [64, 6],
  [128, 7],
  [226, 8],
  [409, 9],
];

/** Recommended structure for `players` (an effective count, see effectivePlayerCount). */
export function recommendEventStructure(players: number, options: StructureOptions = {}): Validated<EventStructure, StructureError> {
  if (options.team && players === 4) return ok({ kind: 'singleElimination', rounds: 2 });
  const minimum = options.team ? 4 : 5;
  if (players < minimum) {
    return fail({ code: 'TOO_FEW_PLAYERS', minimum });
  }
  if (players <= 8) return ok({ kind: 'singleElimination', rounds: 3 });
  if (players <= 16) {
    return ok(options.limitedTopDraft ? { kind: 'swiss', swissRounds: 4, topCut: 8 } : { kind: 'swiss', swissRounds: 5, topCut: 4 });
  }
  const row = SWISS_ROUNDS_BY_SIZE.find(([maxPlayers]) => players <= maxPlayers);
  return ok({ kind: 'swiss', swissRounds: row ? row[1] : 10, topCut: 8 });
}
