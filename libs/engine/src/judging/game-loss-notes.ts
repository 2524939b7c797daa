/**
 * What the players are told after a Game Loss (IPG 1.1, judge-handbook-ja.txt:17962-17967): who
 * chooses to play or draw the next game, and that after a Game Loss given before the match began
 * neither player uses their sideboard in the first game actually played. Codes only.
 */

/** Where the match stood when the Game Loss was given, as far as the judge knows. */
export type GameLossTiming = 'IN_GAME' | 'BETWEEN_GAMES' | 'BEFORE_MATCH' | 'UNKNOWN';

export type GameLossNote =
  /** The penalised player chooses to play or draw the next game, when there is one (:17964 「先攻か後攻かを決める」). */
  | 'PENALISED_PLAYER_CHOOSES_PLAY_DRAW'
  /** Given before the match began: no sideboards in the first game played (:17965-17967 「サイドボードを使うことはできない」). */
  | 'NO_SIDEBOARD_FIRST_GAME_PLAYED'
  /** The timing is not known: the same, stated as a condition. */
  | 'NO_SIDEBOARD_IF_BEFORE_MATCH';

/**
 * The notes for a penalty. `landsBeforeMatch` is true when the rules send the Game Loss to the start
 * of a match (a carried-over penalty, IPG 1.1; Tardiness, 3.1; a decklist error found outside a
 * match, 3.4), whatever the timing answered.
 */
export function gameLossNotes(penalty: string, timing: GameLossTiming, landsBeforeMatch = false): readonly GameLossNote[] {
  if (penalty !== 'GAME_LOSS') return [];
  const before = landsBeforeMatch || timing === 'BEFORE_MATCH';
  if (before) return ['PENALISED_PLAYER_CHOOSES_PLAY_DRAW', 'NO_SIDEBOARD_FIRST_GAME_PLAYED'];
  if (timing === 'UNKNOWN') return ['PENALISED_PLAYER_CHOOSES_PLAY_DRAW', 'NO_SIDEBOARD_IF_BEFORE_MATCH'];
  return ['PENALISED_PLAYER_CHOOSES_PLAY_DRAW'];
}
