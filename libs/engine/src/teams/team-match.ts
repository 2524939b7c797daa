import type { MatchRecord } from '../model';
import { GameScore, matchOutcome, MatchOutcome, ResultError, validateResult, winsNeeded } from '../results';
import { fail, ok, Validated } from '../validated';
import type { TeamFormat, TeamSeat } from './formats';
import type { TeamId } from './roster';

/**
 * One match inside a team match: a seat's match (A plays A, MTR 8.2) or, in Two-Headed Giant,
 * the one game both whole teams play (`SHARED`, MTR 9.1).
 */
export type TeamSlot = TeamSeat | 'SHARED';

/** The matches a team match is made of, in seat order. */
export function teamMatchSlots(format: TeamFormat): readonly TeamSlot[] {
  return format.play === 'SHARED_GAME' ? ['SHARED'] : format.seats;
}

/**
 * A slot's result, team 1's player(s) as player 1. `doubleLoss`: both players lost that match by
 * penalty (IPG 4.3 example A), so neither team wins the slot.
 */
export interface SlotResult extends GameScore {
  readonly doubleLoss?: boolean;
}

/** The slots reported so far; a missing slot is still being played. */
export type TeamMatchReport = Partial<Readonly<Record<TeamSlot, SlotResult>>>;

export type TeamMatchOutcome = 'team1' | 'team2' | 'draw';

/**
 * PENDING: the result still depends on slots not reported. DECIDED: known although slots remain
 * (2 seat wins of 3). FINAL: every slot is reported.
 */
export type TeamMatchStatus = 'PENDING' | 'DECIDED' | 'FINAL';

export interface TeamMatchState {
  readonly status: TeamMatchStatus;
  /** null while PENDING. */
  readonly outcome: TeamMatchOutcome | null;
  readonly team1Wins: number;
  readonly team2Wins: number;
  /** Slots reported without a winner (drawn matches, double losses). */
  readonly slotsWithoutWinner: number;
  readonly unreported: readonly TeamSlot[];
}

/**
 * Where a team match stands. The team that wins more slots wins (trios: two of three seat
 * matches); equal slot wins is a drawn team match. Two-Headed Giant has one slot, so its shared
 * game decides (a drawn game there is a draw only once time ended: see `validateSlotScore`).
 * The result is known as soon as the unreported slots can no longer change it: a lead larger
 * than the slots left.
 */
export function teamMatchState(format: TeamFormat, report: TeamMatchReport): TeamMatchState {
  let team1Wins = 0;
  let team2Wins = 0;
  let slotsWithoutWinner = 0;
  const unreported: TeamSlot[] = [];
  for (const slot of teamMatchSlots(format)) {
    const result = report[slot];
    if (result === undefined) {
      unreported.push(slot);
      continue;
    }
    const outcome = result.doubleLoss === true ? 'draw' : matchOutcome(result);
    if (outcome === 'player1') team1Wins += 1;
    else if (outcome === 'player2') team2Wins += 1;
    else slotsWithoutWinner += 1;
  }
  const lead = team1Wins - team2Wins;
  const decided = unreported.length === 0 || Math.abs(lead) > unreported.length;
  const status: TeamMatchStatus = unreported.length === 0 ? 'FINAL' : decided ? 'DECIDED' : 'PENDING';
  const outcome: TeamMatchOutcome | null = !decided ? null : lead > 0 ? 'team1' : lead < 0 ? 'team2' : 'draw';
  return { status, outcome, team1Wins, team2Wins, slotsWithoutWinner, unreported };
}

export type TeamResultErrorCode = 'RESULT_DRAW_BEFORE_TIME';

/** A refused slot score: `validateResult`'s errors, or a team format's own. */
export type TeamResultError = ResultError | { readonly code: TeamResultErrorCode; readonly bestOf: number };

export interface SlotScoreOptions {
  /** The match's time, extra turns included, ran out (MTR 2.5). */
  readonly timeEnded?: boolean;
}

/**
 * Checks one slot's score against the format's best-of. Seat matches follow the individual
 * rules (`validateResult`: MTR 2.1, 2.4, 2.5). Where drawn games are replayed (Two-Headed Giant,
 * MTR 9.1, judge-handbook-ja.txt:17326 「勝者のいないゲーム」) a drawn game does not count toward the match
 * and play goes on: drawn games may come on top of a win, in any number, but a match without a
 * winner is a result only once time ended (:17327 「制限時間までの間」) — then it is a drawn match,
 * the game still going after the extra turns being a drawn game (MTR 2.5). Before that:
 * `RESULT_DRAW_BEFORE_TIME`.
 */
export function validateSlotScore(
  format: TeamFormat,
  score: GameScore,
  options: SlotScoreOptions = {},
): Validated<MatchOutcome, TeamResultError> {
  const bestOf = format.bestOf;
  if (!format.drawnGamesReplayed) return validateResult(score, bestOf);
  // Drawn games are unbounded here: check the wins with the draws set aside, then the draws alone.
  const wins = validateResult({ ...score, draws: 0 }, bestOf);
  if (!wins.ok && wins.error.code !== 'RESULT_NO_GAMES') return wins;
  if (!Number.isInteger(score.draws)) return fail({ code: 'RESULT_NOT_INTEGER', bestOf, field: 'draws' });
  if (score.draws < 0) return fail({ code: 'RESULT_NEGATIVE', bestOf, field: 'draws' });
  if (score.player1Wins + score.player2Wins + score.draws === 0) return fail({ code: 'RESULT_NO_GAMES', bestOf });
  const needed = winsNeeded(bestOf);
  const outcome = matchOutcome(score);
  const finished = score.player1Wins === needed || score.player2Wins === needed;
  if (!finished && options.timeEnded !== true) return fail({ code: 'RESULT_DRAW_BEFORE_TIME', bestOf });
  return ok(outcome);
}

/** A team match as the standings and the pairing need it; `team2: null` is a bye. */
export type TeamMatchResult =
  | {
      readonly round: number;
      readonly team1: TeamId;
      readonly team2: TeamId;
      readonly outcome: TeamMatchOutcome;
      readonly phase?: number;
    }
  | { readonly round: number; readonly team1: TeamId; readonly team2: null; readonly phase?: number };

/**
 * The engine's `MatchRecord` of a team match, between team ids. Team events use no game points
 * (MTR appendix C, judge-handbook-ja.txt:17633 「ゲーム・ポイントは使用せず」), so each team match is
 * recorded as a single game that only repeats its result: a win 1-0, a draw 0-0-1, a bye 1-0
 * (`teamProfileOf` makes a bye worth one game). Standings decide a match by games won, so the
 * points are right, and the game columns (game points, GW%) equal the match results; the team
 * profile's tiebreakers do not read them anyway. Seats' game scores never reach the standings.
 */
export function teamMatchRecord(result: TeamMatchResult): MatchRecord {
  const phase = result.phase === undefined ? {} : { phase: result.phase };
  if (result.team2 === null) {
    return { round: result.round, player1: result.team1, player2: null, player1Wins: 1, player2Wins: 0, draws: 0, ...phase };
  }
  const { outcome } = result;
  return {
    round: result.round,
    player1: result.team1,
    player2: result.team2,
    player1Wins: outcome === 'team1' ? 1 : 0,
    player2Wins: outcome === 'team2' ? 1 : 0,
    draws: outcome === 'draw' ? 1 : 0,
    ...phase,
  };
}
