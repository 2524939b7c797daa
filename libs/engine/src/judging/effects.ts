import { GameScore, ResultError, validateResult, winsNeeded } from '../results';
import { fail, ok, Validated } from '../validated';
import { comparePenalties } from './approval';
import { InfractionCatalog, InfractionVariant, Penalty } from './catalogs';

/**
 * Where the offender stands when the penalty is given: seated for a match that has not started, in
 * a game of a match whose result is not final, between two games of it, in a match that is over
 * (a report sent or the result recorded, the round still open), or with no such match (the round
 * is over for them).
 */
export type CurrentMatch = 'NOT_STARTED' | 'IN_PROGRESS' | 'BETWEEN_GAMES' | 'OVER' | 'NONE';

/** Where the match stood when the penalty was given, as the judge says (IPG 1.1). */
export type MatchState = 'IN_GAME' | 'BETWEEN_GAMES' | 'MATCH_OVER';

/** The judge's choice at the end of a game or match (IPG 4.1, 4.2): this match, or the next one. */
export type PenaltyTarget = 'CURRENT' | 'NEXT';

export type PenaltyEffect =
  | { readonly kind: 'NONE' }
  | { readonly kind: 'GAME_LOSS'; readonly target: PenaltyTarget; readonly beforeMatchStart: boolean }
  | { readonly kind: 'MATCH_LOSS'; readonly target: PenaltyTarget; readonly drops: boolean }
  | { readonly kind: 'DISQUALIFICATION'; readonly losesCurrentMatch: boolean };

/**
 * Where the offender stands, from what the judge said (`matchState`) or, without it, from the
 * match as stored. Without the judge's word the reading is conservative: a match with a report
 * sent is over (IPG 1.1: a Game Loss then goes to the next game, which is the next match), since
 * the stored score stays as it was until both reports agree.
 */
export function currentMatchOf(
  match: { readonly games: number; readonly reported: boolean; readonly final: boolean; readonly roundClosed: boolean } | null,
  matchState?: MatchState,
): CurrentMatch {
  if (!match || match.roundClosed) return 'NONE';
  switch (matchState) {
    case 'IN_GAME':
      return 'IN_PROGRESS';
    // The stored score says little here: the games played reach it only with the players' reports.
    case 'BETWEEN_GAMES':
      return 'BETWEEN_GAMES';
    case 'MATCH_OVER':
      return 'OVER';
  }
  if (match.final || match.reported) return 'OVER';
  return match.games === 0 ? 'NOT_STARTED' : 'IN_PROGRESS';
}

/**
 * Whether the judge may choose where the penalty lands: only a Game Loss or a Match Loss given at
 * the end of a game or of a match (IPG 4.1 「ゲームの終了時」, 4.2 「マッチの終了時」).
 */
export function targetChoiceAllowed(penalty: Penalty, currentMatch: CurrentMatch): boolean {
  return (penalty === 'GAME_LOSS' || penalty === 'MATCH_LOSS') && (currentMatch === 'BETWEEN_GAMES' || currentMatch === 'OVER');
}

/**
 * What a penalty does to the tournament (IPG 1.1). Lighter penalties (Warning, Caution, Prize Loss)
 * only change the game being played, so they have no tournament effect.
 * - Game Loss: the game in progress, or else the offender's next game — in this match if it is not
 *   over, otherwise in the next match. A Game Loss before a match starts (which includes one carried
 *   to the next match) means neither player sideboards for the first game actually played (MTR).
 * - Match Loss: the current match, or the next one if the offender's match is over.
 * - Disqualification: loses the current match, if any; the caller drops the player and removes
 *   them from the standings.
 * At the end of a game or match the judge may choose this match or the next one (`appliesTo`, IPG
 * 4.1, 4.2; see `targetChoiceAllowed`); elsewhere the choice is ignored.
 * A variant may move the penalty to the next match (IPG 3.4: a decklist error found outside the
 * match) or drop the player as well (IPG 3.1: not seated 10 minutes into the round).
 */
export function penaltyEffect(
  penalty: Penalty,
  situation: { readonly currentMatch: CurrentMatch; readonly appliesTo?: PenaltyTarget },
  variant?: Pick<InfractionVariant, 'drops' | 'atNextMatch'>,
): PenaltyEffect {
  const currentMatch = variant?.atNextMatch ? 'NONE' : situation.currentMatch;
  const chosen = situation.appliesTo && targetChoiceAllowed(penalty, currentMatch) ? situation.appliesTo : undefined;
  const target: PenaltyTarget = chosen ?? (currentMatch === 'NONE' || currentMatch === 'OVER' ? 'NEXT' : 'CURRENT');
  switch (penalty) {
    case 'GAME_LOSS':
      return { kind: 'GAME_LOSS', target, beforeMatchStart: target === 'NEXT' || currentMatch === 'NOT_STARTED' };
    case 'MATCH_LOSS':
      return { kind: 'MATCH_LOSS', target, drops: variant?.drops === true };
    case 'DISQUALIFICATION':
      return { kind: 'DISQUALIFICATION', losesCurrentMatch: currentMatch !== 'NONE' && currentMatch !== 'OVER' };
    default:
      return { kind: 'NONE' };
  }
}

export type Seat = 'player1' | 'player2';

/** A penalty that applies to this match (see `penaltyEffect`). */
export interface MatchPenalty {
  readonly offender: Seat;
  readonly kind: 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION';
  /** Penalties with the same batch were issued at once (one ruling). */
  readonly batch: string;
}

export interface PenalizedScore {
  /** The score to record. */
  readonly score: GameScore;
  /** Who loses the match by penalty; 'both' cannot be written as a score: record a double loss. */
  readonly matchLoss: Seat | 'both' | null;
  /** Game wins each player received from the opponent's Game Losses. */
  readonly awardedGames: { readonly player1: number; readonly player2: number };
  /** Batches that gave both players a Game Loss: recorded, but the score is unchanged. */
  readonly offsettingBatches: number;
  /**
   * The recorded score ends the match: a player has the wins it needs (e.g. a second Game Loss in a
   * best of three, 0–2) or lost it by penalty. The match is final then, not waiting for a report.
   */
  readonly decided: boolean;
}

export type PenaltyScoreError =
  | { readonly code: 'INVALID_SCORE'; readonly cause: ResultError }
  /** Game Losses give more game wins than a best of `bestOf` allows: they belong to the next match. */
  | { readonly code: 'PENALTY_GAMES_EXCEED_MATCH'; readonly bestOf: number }
  /** The offender had already won this match: the penalty applies to their next match. */
  | { readonly code: 'MATCH_ALREADY_WON'; readonly offender: Seat };

const opponent = (seat: Seat): Seat => (seat === 'player1' ? 'player2' : 'player1');
const winsField = (seat: Seat) => (seat === 'player1' ? 'player1Wins' : 'player2Wins');

/**
 * The score a match is recorded with, from the games decided at the table (`played`, never counting
 * games awarded by penalty) and the penalties that apply to this match.
 * - Game Loss (IPG 1.1): the opponent gets a game win; several issued at once to one player count as
 *   one, and a batch that gives both players a Game Loss is recorded but changes nothing.
 * - Match Loss and Disqualification: the offender loses the match. The IPG says nothing about the
 *   games, so the offender keeps the games already won, drawn games stay, and the opponent gets the
 *   wins the match needs: the slip stays a legal best-of-N score, and game-win rates are computed
 *   from what was played. When both players lose the match, the score stays as it is and
 *   `matchLoss` is 'both'.
 * A player whose game wins would pass what the best-of allows, or who had already won the match
 * before a Match Loss, had the penalty carried to the next match (or the slip already counts it).
 */
export function applyPenaltiesToScore(
  played: GameScore,
  penalties: readonly MatchPenalty[],
  bestOf: number,
): Validated<PenalizedScore, PenaltyScoreError> {
  const needed = winsNeeded(bestOf);
  const checked = validateResult(played, bestOf);
  // 0-0-0 is a legal start: a Game Loss before the match, or a Match Loss before any game.
  if (!checked.ok && checked.error.code !== 'RESULT_NO_GAMES') {
    return fail({ code: 'INVALID_SCORE', cause: checked.error });
  }

  const gameLossBatches = new Map<string, Set<Seat>>();
  for (const penalty of penalties) {
    if (penalty.kind !== 'GAME_LOSS') continue;
    const offenders = gameLossBatches.get(penalty.batch) ?? new Set<Seat>();
    offenders.add(penalty.offender);
    gameLossBatches.set(penalty.batch, offenders);
  }
  const awarded = { player1: 0, player2: 0 };
  let offsettingBatches = 0;
  for (const offenders of gameLossBatches.values()) {
    if (offenders.size === 2) offsettingBatches += 1;
    else for (const offender of offenders) awarded[opponent(offender)] += 1;
  }
  const score = {
    player1Wins: played.player1Wins + awarded.player1,
    player2Wins: played.player2Wins + awarded.player2,
    draws: played.draws,
  };
  if (score.player1Wins > needed || score.player2Wins > needed || (score.player1Wins === needed && score.player2Wins === needed)) {
    return fail({ code: 'PENALTY_GAMES_EXCEED_MATCH', bestOf });
  }

  const losers = new Set(penalties.filter((penalty) => penalty.kind !== 'GAME_LOSS').map((penalty) => penalty.offender));
  // IPG 4.3 example A: when both lose the match, nobody won it, whatever the slip says.
  for (const offender of losers.size === 2 ? [] : losers) {
    if (score[winsField(offender)] === needed) {
      return fail({ code: 'MATCH_ALREADY_WON', offender });
    }
  }
  const result = {
    score,
    matchLoss: null,
    awardedGames: awarded,
    offsettingBatches,
    decided: losers.size > 0 || score.player1Wins === needed || score.player2Wins === needed,
  };
  if (losers.size === 2) return ok({ ...result, matchLoss: 'both' });
  const [loser] = losers;
  if (loser === undefined) return ok(result);
  return ok({ ...result, score: { ...score, [winsField(opponent(loser))]: needed }, matchLoss: loser });
}

/**
 * One error that caused several related infractions gets only the most severe penalty (IPG 1,
 * judge-handbook-ja.txt:18032 「最も重い懲罰を課す」). Of a linked group (in the order logged), the
 * one that takes effect: the most severe; of equally severe ones, the first, which already did.
 * The others are recorded with no effect.
 */
export function mostSevereOfLinked<T extends { readonly penalty: string }>(catalog: InfractionCatalog, group: readonly T[]): T | undefined {
  let chosen: T | undefined;
  for (const member of group) {
    if (chosen === undefined || comparePenalties(catalog, member.penalty as Penalty, chosen.penalty as Penalty) > 0) chosen = member;
  }
  return chosen;
}
