/** Constructed (built before the event) or limited (built at the event from sealed or drafted product). */
export type DeckFormat = 'constructed' | 'limited';

/** Deck construction limits of one format, as a game's rules state them. */
export interface DeckConstructionRules {
  readonly mainMin: number;
  /** null: no upper limit. */
  readonly mainMax: number | null;
  /** null: the rules set no sideboard limit (or no sideboard is used). */
  readonly sideboardMax: number | null;
  /** Most copies of one card; null: any number. */
  readonly maxCopies: number | null;
  /** Whether sideboard copies count toward `maxCopies` (MTR 6.1: deck and sideboard together). */
  readonly copiesIncludeSideboard: boolean;
  /**
   * What makes two cards "the same card" for `maxCopies`. `cardNumber`: the card number without
   * its rarity letter (FFTCG 5.2.5.1), and a line without a number cannot be counted.
   */
  readonly sameCard: 'name' | 'cardNumber';
  /** Where "the same card" is defined, when not in `rule` (cited by `DECK_CARD_NUMBER_MISSING`). */
  readonly sameCardRule?: string;
  /** Where the rule is written, cited in every problem it raises. */
  readonly rule: string;
}

export interface DeckRules {
  readonly constructed: DeckConstructionRules;
  readonly limited: DeckConstructionRules;
  /**
   * Card names any number of which a deck may hold, known without a card database (Magic's basic
   * lands, Pokémon's basic Energy), in every language the lists may use.
   */
  readonly unlimitedNames: readonly string[];
}

/** MTR 6.1 (constructed) and 7.1 (limited). */
export const MAGIC_DECK_RULES: DeckRules = {
  constructed: {
    mainMin: 60,
    mainMax: null,
    sideboardMax: 15,
    maxCopies: 4,
    copiesIncludeSideboard: true,
    sameCard: 'name',
    rule: 'MTR 6.1',
  },
  // Unused drafted or opened cards are the sideboard, so its size is not limited.
  limited: {
    mainMin: 40,
    mainMax: null,
    sideboardMax: null,
    maxCopies: null,
    copiesIncludeSideboard: false,
    sameCard: 'name',
    rule: 'MTR 7.1',
  },
  // Cards with the supertype Basic (CR 205.4); snow-covered basics are basic too.
  unlimitedNames: [
    ...['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'],
    ...['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((land) => `Snow-Covered ${land}`),
    ...['平地', '島', '沼', '山', '森', '荒地'],
    ...['平地', '島', '沼', '山', '森'].map((land) => `冠雪の${land}`),
  ],
};

/**
 * Final Fantasy TCG comprehensive rules 8.1.1.1 (deck size) and 8.1.1.2 (copies by card number);
 * 5.2.5.1 (fftcg-rules-ja.txt:126 「同一のカード番号のカード」): the same card is the same card number,
 * the rarity letter printed beside it (1-182S) not being part of it.
 */
export const FINAL_FANTASY_TCG_DECK_RULES: DeckRules = {
  constructed: {
    mainMin: 50,
    mainMax: 50,
    sideboardMax: null,
    maxCopies: 3,
    copiesIncludeSideboard: false,
    sameCard: 'cardNumber',
    sameCardRule: 'FFTCG 5.2.5.1',
    rule: 'FFTCG 8.1.1',
  },
  limited: {
    mainMin: 40,
    mainMax: null,
    sideboardMax: null,
    maxCopies: null,
    copiesIncludeSideboard: false,
    sameCard: 'cardNumber',
    sameCardRule: 'FFTCG 5.2.5.1',
    rule: 'FFTCG 8.1.1',
  },
  unlimitedNames: [],
};

/**
 * Pokémon-style events: 60 cards exactly, at most 4 of a name except basic Energy. Like the rest
 * of this profile, an approximation for hosting such events, not another publisher's rulebook.
 */
export const POKEMON_STYLE_DECK_RULES: DeckRules = {
  constructed: {
    mainMin: 60,
    mainMax: 60,
    sideboardMax: null,
    maxCopies: 4,
    copiesIncludeSideboard: false,
    sameCard: 'name',
    rule: 'Pokémon-style profile',
  },
  limited: {
    mainMin: 40,
    mainMax: 40,
    sideboardMax: null,
    maxCopies: null,
    copiesIncludeSideboard: false,
    sameCard: 'name',
    rule: 'Pokémon-style profile',
  },
  unlimitedNames: [
    ...['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Fairy'].map((type) => `Basic ${type} Energy`),
    ...['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Fairy'].map((type) => `${type} Energy`),
    ...['草', '炎', '水', '雷', '超', '闘', '悪', '鋼', 'フェアリー'].map((type) => `基本${type}エネルギー`),
  ],
};
