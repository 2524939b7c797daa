/** Identifiers are opaque strings chosen by the caller (database ids, names in tests). */
export type PlayerId = string;

/**
 * One match as recorded. `player2 === null` is a bye (awarded or for an odd count).
 * Game counts are as recorded: staff overrides may store irregular scores, and
 * tiebreakers are computed from the games as recorded.
 */
export interface MatchRecord {
  round: number;
  player1: PlayerId;
  player2: PlayerId | null;
  player1Wins: number;
  player2Wins: number;
  draws: number;
  /** Phase of a multi-day event (1 = day 1). Omitted means phase 1. */
  phase?: number;
  /**
   * With `player2 === null`: a round the player missed (a late entry), scored as a match loss with
   * no games (unplayed games earn nothing and do not count in GW%, MTR appendix C), with nobody as
   * opponent. Without it, `player2 === null` is a bye.
   */
  missed?: boolean;
  /**
   * Both players lost the match by penalty (IPG 4.3 example A): a match loss for each, whatever the
   * games recorded; the games still count for game-win rates as played.
   */
  doubleLoss?: boolean;
}

/** A player as the engine sees them. */
export interface Participant {
  id: PlayerId;
  /** Dropped players are not paired any more; their rounds played still count. */
  dropped?: boolean;
  /** Disqualified players leave the ranking but stay as others' opponents. */
  disqualified?: boolean;
  /** Draft pod: players are paired only within their pod when set. */
  pod?: string;
  /** Awarded byes cover the first N rounds. */
  awardedByes?: number;
  /** A player who must keep this table number (accessibility). */
  fixedTable?: number;
}
