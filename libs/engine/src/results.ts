import { fail, ok, Validated } from './validated';

/** Games won by each player and drawn games, as written on a result slip. */
export interface GameScore {
  readonly player1Wins: number;
  readonly player2Wins: number;
  readonly draws: number;
}

export type MatchOutcome = 'player1' | 'player2' | 'draw';

/**
 * The organizer's policy for a drawn playoff game, where the game's rules let a game be drawn
 * (FFTCG 3.3): play another game until the match has a winner, or the better seed advances. An
 * organizer's choice, not a rule of the game.
 */
export type PlayoffDrawPolicy = 'PLAY_ANOTHER_GAME' | 'HIGHER_SEED_ADVANCES';

/** How a playoff treats a drawn match: 'NEVER' (Magic, MTR 2.5) or the organizer's policy. */
export type PlayoffDraws = 'NEVER' | PlayoffDrawPolicy;

export type ResultErrorCode =
  | 'RESULT_NOT_INTEGER'
  | 'RESULT_NEGATIVE'
  | 'RESULT_TOO_MANY_WINS'
  | 'RESULT_BOTH_REACHED_TARGET'
  | 'RESULT_TOO_MANY_DRAWS'
  | 'RESULT_NO_GAMES'
  | 'RESULT_PLAYOFF_DRAW'
  | 'RESULT_PLAYOFF_PLAY_ANOTHER_GAME';

/** A refused score: its code and parameters, no text (whoever shows it words it). */
export interface ResultError {
  readonly code: ResultErrorCode;
  readonly bestOf: number;
  /** The count at fault, when one is. */
  readonly field?: keyof GameScore;
  /** The largest value allowed for `field`. */
  readonly limit?: number;
}

const FIELDS: readonly (keyof GameScore)[] = ['player1Wins', 'player2Wins', 'draws'];

/** Game wins that end a best-of-N match (MTR 2.1); N must be a positive odd integer. */
export function winsNeeded(bestOf: number): number {
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0) {
    throw new RangeError(`bestOf must be a positive odd integer, got ${bestOf}`);
  }
  return (bestOf + 1) / 2;
}

/** Winner by games won; equal wins is a drawn match (MTR 2.1). Works on irregular scores too. */
export function matchOutcome(score: GameScore): MatchOutcome {
  if (score.player1Wins > score.player2Wins) return 'player1';
  if (score.player2Wins > score.player1Wins) return 'player2';
  return 'draw';
}

/**
 * Checks that a best-of-N score could have happened under MTR 2.1, 2.4 and 2.5:
 * - counts are non-negative integers;
 * - nobody wins more games than the match needs, and not both players reach that number
 *   (the match ends when the first does), which also bounds decisive games by N;
 * - drawn games do not count toward the wins needed, so they may come on top of decisive games,
 *   but at most N are recorded (0-0-N is the intentional draw with no game played);
 * - something happened: 0-0-0 is no result (an agreed draw without games is 0-0-N, a game
 *   unfinished at time is a drawn game).
 * Accepted: 2-0, 2-1, 1-0 and 1-1 (time), 1-1-1, 1-0-1, 0-0-1, 2-1-1, 0-0-3, …
 */
export function validateResult(score: GameScore, bestOf: number): Validated<MatchOutcome, ResultError> {
  const needed = winsNeeded(bestOf);
  for (const field of FIELDS) {
    if (!Number.isInteger(score[field])) {
      return fail({ code: 'RESULT_NOT_INTEGER', bestOf, field });
    }
  }
  for (const field of FIELDS) {
    if (score[field] < 0) return fail({ code: 'RESULT_NEGATIVE', bestOf, field });
  }
  for (const field of ['player1Wins', 'player2Wins'] as const) {
    if (score[field] > needed) {
      return fail({
        code: 'RESULT_TOO_MANY_WINS',
        bestOf,
        field,
        limit: needed,
      });
    }
  }
  if (score.player1Wins === needed && score.player2Wins === needed) {
    return fail({
      code: 'RESULT_BOTH_REACHED_TARGET',
      bestOf,
    });
  }
  if (score.draws > bestOf) {
    return fail({
      code: 'RESULT_TOO_MANY_DRAWS',
      bestOf,
      field: 'draws',
      limit: bestOf,
    });
  }
  if (score.player1Wins + score.player2Wins + score.draws === 0) {
    return fail({
      code: 'RESULT_NO_GAMES',
      bestOf,
    });
  }
  return ok(matchOutcome(score));
}

/** Whether a score passes validation; anything else needs a staff override with a reason. */
export function isRegularResult(score: GameScore, bestOf: number): boolean {
  return validateResult(score, bestOf).ok;
}

/**
 * A single-elimination result. `draws` says what a drawn match is:
 * - 'NEVER' (Magic, MTR 2.5: single elimination never ends in a draw): refused, `RESULT_PLAYOFF_DRAW`;
 * - where the game lets a game end in a draw (FFTCG 3.3, fftcg-rules-ja.txt:64 「ゲームは引き分けとなる」),
 *   the organizer's policy: 'PLAY_ANOTHER_GAME' — the match is not over, another game follows
 *   (`RESULT_PLAYOFF_PLAY_ANOTHER_GAME`: the drawn game may be stored, the match stays open);
 *   'HIGHER_SEED_ADVANCES' — the drawn match is final ('draw') and the better seed advances.
 */
export function validatePlayoffResult(
  score: GameScore,
  bestOf: number,
  draws: PlayoffDraws = 'NEVER',
): Validated<MatchOutcome, ResultError> {
  const checked = validateResult(score, bestOf);
  if (!checked.ok) return checked;
  if (checked.value === 'draw' && draws !== 'HIGHER_SEED_ADVANCES') {
    return fail({
      code: draws === 'PLAY_ANOTHER_GAME' ? 'RESULT_PLAYOFF_PLAY_ANOTHER_GAME' : 'RESULT_PLAYOFF_DRAW',
      bestOf,
    });
  }
  return ok(checked.value);
}
