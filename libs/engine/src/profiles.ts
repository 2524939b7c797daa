import { DeckRules, FINAL_FANTASY_TCG_DECK_RULES, MAGIC_DECK_RULES, POKEMON_STYLE_DECK_RULES } from './decklists/deck-rules';
import { Rational, rational } from './rational';

/**
 * Tiebreakers a profile can order standings by (all compared higher-is-better):
 * - matchPoints: points from match results (byes included);
 * - omw: mean of opponents' match-win rates (opponents' win % / "resistance");
 * - gw: the player's own game-win rate;
 * - ogw: mean of opponents' game-win rates;
 * - oomw: mean of opponents' omw ("opponents' opponents' win %").
 */
export type TiebreakerId = 'matchPoints' | 'omw' | 'gw' | 'ogw' | 'oomw';

/**
 * How a player's match-win rate is measured:
 * - 'matchPoints': match points ÷ (points for a win × rounds played) — Magic;
 * - 'wins': match wins ÷ rounds played, draws counting as non-wins — Pokémon-style.
 */
export type WinRateBasis = 'matchPoints' | 'wins';

/** Everything that differs between games' tournament rules. Standings read only these fields. */
export interface RuleProfile {
  readonly id: string;
  readonly points: {
    readonly matchWin: number;
    readonly matchDraw: number;
    readonly matchLoss: number;
    readonly gameWin: number;
    readonly gameDraw: number;
    readonly gameLoss: number;
  };
  /** Games per match in Swiss rounds (odd: the match is first to ceil(bestOf / 2) wins). */
  readonly bestOf: number;
  /** Games per match in single-elimination playoffs (which never end in a draw). */
  readonly playoffBestOf: number;
  readonly tiebreakers: readonly TiebreakerId[];
  readonly winRateBasis: WinRateBasis;
  /** Lowest value any win rate counts as, for the player and as an opponent. */
  readonly percentageFloor: Rational;
  /** A bye is a match win by this many games to none; it is never anybody's opponent. */
  readonly byeGamesWon: number;
  /** Turns played after time is called (after the active player's turn); null when unspecified. */
  readonly extraTurnsAtTime: number | null;
  /** Extra turns each Slow Play penalty adds at time (not once extra turns began); null: none. */
  readonly slowPlayExtraTurns: number | null;
  /** Minutes a deck check gives back on top of the time it took the match; 0: only that time. */
  readonly deckCheckExtraMinutes: number;
  readonly timeLimits: {
    /** Shortest round the rules allow; null when the rules set no minimum. */
    readonly minimumRoundMinutes: number | null;
    readonly roundMinutes: number;
    /** Playoff rounds before the final. */
    readonly playoffRoundMinutes: number;
    /** null: the final is untimed. */
    readonly finalMinutes: number | null;
  };
  /** Deck construction limits, constructed and limited. */
  readonly deck: DeckRules;
  /**
   * Whether a playoff match may end on a drawn game: 'NEVER' (unset; MTR 2.5, single elimination
   * never ends in a draw) or 'ORGANIZER_POLICY' where the game's own rules let a game end in a
   * draw (FFTCG 3.3) and say nothing of events: the event's `playoffDrawPolicy` decides.
   */
  readonly playoffDraws?: 'NEVER' | 'ORGANIZER_POLICY';
  /** Damage that loses a game, for games won by damage (FFTCG 3.1.1); unset for the others. */
  readonly losingDamage?: LosingDamage;
}

/** Damage at which a player loses a game, constructed and limited. */
export interface LosingDamage {
  readonly constructed: number;
  readonly limited: number;
}

/** Magic: The Gathering under the Magic Tournament Rules (MTR 2.1, 2.5, 3.1, appendices B and C). */
export const MAGIC: RuleProfile = {
  id: 'magic',
  points: { matchWin: 3, matchDraw: 1, matchLoss: 0, gameWin: 3, gameDraw: 1, gameLoss: 0 },
  bestOf: 3,
  playoffBestOf: 3,
  tiebreakers: ['matchPoints', 'omw', 'gw', 'ogw'],
  winRateBasis: 'matchPoints',
  // The MTR prints 0.33; published standings only reproduce with exactly one third.
  percentageFloor: rational(1, 3),
  byeGamesWon: 2,
  extraTurnsAtTime: 5,
  // IPG 3.3 additional remedy (judge-handbook-ja.txt:18553 「延長のターン数を2つ増やす」).
  slowPlayExtraTurns: 2,
  // MTR 2.6 (judge-handbook-ja.txt:15684 「…に加えて3分の延長」).
  deckCheckExtraMinutes: 3,
  timeLimits: { minimumRoundMinutes: 40, roundMinutes: 50, playoffRoundMinutes: 90, finalMinutes: null },
  deck: MAGIC_DECK_RULES,
};

/**
 * Final Fantasy TCG. Its comprehensive rules define games only (a game can end in a draw when
 * both players lose at once, rule 3.3), not events, so the end-of-round procedure is the
 * organizer's (`extraTurnsAtTime` null) and the event settings here are the common
 * single-game Swiss defaults: one-game matches, where game-based tiebreakers would only repeat
 * match results and are replaced by opponents' opponents' win rate. The floor and time limits
 * are assumptions (Magic's floor, a 40-minute single-game round), not taken from FFTCG texts.
 */
export const FINAL_FANTASY_TCG: RuleProfile = {
  id: 'fftcg',
  points: { matchWin: 3, matchDraw: 1, matchLoss: 0, gameWin: 3, gameDraw: 1, gameLoss: 0 },
  bestOf: 1,
  playoffBestOf: 1,
  tiebreakers: ['matchPoints', 'omw', 'oomw'],
  winRateBasis: 'matchPoints',
  percentageFloor: rational(1, 3),
  byeGamesWon: 1,
  extraTurnsAtTime: null,
  slowPlayExtraTurns: null,
  deckCheckExtraMinutes: 0,
  timeLimits: { minimumRoundMinutes: null, roundMinutes: 40, playoffRoundMinutes: 40, finalMinutes: null },
  deck: FINAL_FANTASY_TCG_DECK_RULES,
  // FFTCG 3.3 (fftcg-rules-ja.txt:64 「ゲームは引き分けとなる」): a game may be drawn; what a playoff
  // does then is the organizer's policy (Event.playoffDrawPolicy), not an FFTCG rule.
  playoffDraws: 'ORGANIZER_POLICY',
  // FFTCG 3.1.1 (fftcg-rules-ja.txt:56 「7 点のダメージ」): 7 damage in constructed, 6 in limited.
  losingDamage: { constructed: 7, limited: 6 },
};

/**
 * Pokémon-style events: win 3 / tie 1, resistance (opponents' win rate by wins, floor 25%), then
 * opponents' resistance; best of three. An approximation for hosting such events, not an
 * implementation of another publisher's rulebook (no such text is in our references).
 */
export const POKEMON_STYLE: RuleProfile = {
  id: 'pokemon-style',
  points: { matchWin: 3, matchDraw: 1, matchLoss: 0, gameWin: 3, gameDraw: 1, gameLoss: 0 },
  bestOf: 3,
  playoffBestOf: 3,
  tiebreakers: ['matchPoints', 'omw', 'oomw'],
  winRateBasis: 'wins',
  percentageFloor: rational(1, 4),
  byeGamesWon: 2,
  extraTurnsAtTime: 3,
  slowPlayExtraTurns: null,
  deckCheckExtraMinutes: 0,
  timeLimits: { minimumRoundMinutes: null, roundMinutes: 50, playoffRoundMinutes: 75, finalMinutes: 75 },
  deck: POKEMON_STYLE_DECK_RULES,
};

export const PROFILES: readonly RuleProfile[] = [MAGIC, FINAL_FANTASY_TCG, POKEMON_STYLE];

export function findProfile(id: string): RuleProfile | undefined {
  return PROFILES.find((profile) => profile.id === id);
}
