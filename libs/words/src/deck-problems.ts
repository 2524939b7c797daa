import type { DecklistParseProblemCode, DeckProblemCode, UnifiedConstructionProblemCode } from '@taikai/engine';

export type WordsLanguage = 'en' | 'ja';

/** Whose list is spoken of: the reader's own (the player's phone), or a player's (to staff). */
export type DeckOwner = 'yours' | 'theirs';

/** What the engine finds wrong in a list: a rule it breaks, a line it cannot read, or a card a teammate's deck holds too. */
export type WordedDeckProblemCode = DeckProblemCode | DecklistParseProblemCode | UnifiedConstructionProblemCode;

/** A problem's facts, as the engine or the API gives them; a fact not given reads as '' or 0. */
export interface DeckProblemFacts {
  readonly rule?: string | null;
  readonly count?: number | null;
  readonly min?: number | null;
  readonly max?: number | null;
  readonly card?: string | null;
  readonly line?: number | null;
  /** The unreadable line, as typed. */
  readonly text?: string | null;
  /** The card database's format whose legality was checked. */
  readonly format?: string | null;
  /** A team's seats whose decks hold the card (MTR 8.4), e.g. "A, C". */
  readonly seats?: string | null;
}

interface DeckWords {
  readonly main: Readonly<Record<DeckOwner, string>>;
  readonly sideboard: Readonly<Record<DeckOwner, string>>;
  /** `DECK_MAIN_NOT_EXACT`: a main deck too small or too large for a size the rules fix exactly. */
  readonly problems: Readonly<Record<WordedDeckProblemCode | 'DECK_MAIN_NOT_EXACT', string>>;
}

const WORDS: Readonly<Record<WordsLanguage, DeckWords>> = {
  en: {
    main: { yours: 'Your main deck', theirs: 'The main deck' },
    sideboard: { yours: 'Your sideboard', theirs: 'The sideboard' },
    problems: {
      DECK_MAIN_TOO_FEW: '{main} has {count} cards; it needs at least {min} ({rule}).',
      DECK_MAIN_TOO_MANY: '{main} has {count} cards; it may have at most {max} ({rule}).',
      DECK_MAIN_NOT_EXACT: '{main} has {count} cards; it needs exactly {min} ({rule}).',
      DECK_SIDEBOARD_TOO_MANY: '{sideboard} has {count} cards; it may have at most {max} ({rule}).',
      DECK_TOO_MANY_COPIES: '{count} copies of {card}; at most {max} are allowed ({rule}).',
      DECK_CARD_UNKNOWN: 'Line {line}: no card is named "{card}". Check the spelling.',
      DECK_CARD_NOT_LEGAL: '{card} is not legal in {format} ({rule}).',
      DECK_CARD_NUMBER_MISSING: 'Line {line}: give the card number of "{card}" (e.g. 1-182S); copies are counted by card number ({rule}).',
      DECKLIST_LINE_UNREADABLE: 'Line {line} cannot be read: "{text}". Write "4 Card name".',
      DECKLIST_COUNT_INVALID: 'Line {line} has an impossible number of copies: "{text}".',
      TEAM_DECKS_SHARE_CARD: '{card} is in the decks of seats {seats}: teammates may not share a card other than basics ({rule}).',
      TEAM_COPY_LIMIT_OVERRIDE_SHARED: '{card} is in the decks of seats {seats}: only one deck of the team may use it ({rule}).',
    },
  },
  ja: {
    main: { yours: 'メインデッキ', theirs: 'メインデッキ' },
    sideboard: { yours: 'サイドボード', theirs: 'サイドボード' },
    problems: {
      DECK_MAIN_TOO_FEW: '{main}が{count}枚です。{min}枚以上必要です（{rule}）。',
      DECK_MAIN_TOO_MANY: '{main}が{count}枚です。{max}枚以下にしてください（{rule}）。',
      DECK_MAIN_NOT_EXACT: '{main}が{count}枚です。ちょうど{min}枚にしてください（{rule}）。',
      DECK_SIDEBOARD_TOO_MANY: '{sideboard}が{count}枚です。{max}枚以下にしてください（{rule}）。',
      DECK_TOO_MANY_COPIES: '{card}が{count}枚あります。{max}枚までです（{rule}）。',
      DECK_CARD_UNKNOWN: '{line}行目: 「{card}」という名前のカードは見つかりません。綴りを確認してください。',
      DECK_CARD_NOT_LEGAL: '{card}は{format}では使用できません（{rule}）。',
      DECK_CARD_NUMBER_MISSING:
        '{line}行目: 「{card}」のカード番号（例: 1-182S）を書いてください。枚数はカード番号ごとに数えます（{rule}）。',
      DECKLIST_LINE_UNREADABLE: '{line}行目を読み取れません: 「{text}」。「4 カード名」の形で書いてください。',
      DECKLIST_COUNT_INVALID: '{line}行目の枚数が正しくありません: 「{text}」。',
      TEAM_DECKS_SHARE_CARD: '{card}が席{seats}のデッキに入っています。基本土地などを除き、チーム内で同じカードは使えません（{rule}）。',
      TEAM_COPY_LIMIT_OVERRIDE_SHARED: '{card}が席{seats}のデッキに入っています。チーム内で1つのデッキでしか使えません（{rule}）。',
    },
  },
};

const WORDED = new Set<string>(Object.keys(WORDS.en.problems).filter((code) => code !== 'DECK_MAIN_NOT_EXACT'));

/** A code these words know: a page older than the engine shows the server's words for the others. */
export function isWordedDeckProblem(code: string): code is WordedDeckProblemCode {
  return WORDED.has(code);
}

/** A deck problem in `language`, from its code and facts, speaking of `owner`'s list. */
export function deckProblemText(language: WordsLanguage, owner: DeckOwner, code: WordedDeckProblemCode, facts: DeckProblemFacts): string {
  const words = WORDS[language];
  const exact = facts.min != null && facts.max != null && facts.min === facts.max;
  const worded = (code === 'DECK_MAIN_TOO_FEW' || code === 'DECK_MAIN_TOO_MANY') && exact ? 'DECK_MAIN_NOT_EXACT' : code;
  const values: Readonly<Record<string, string | number>> = {
    main: words.main[owner],
    sideboard: words.sideboard[owner],
    rule: facts.rule ?? '',
    count: facts.count ?? 0,
    min: facts.min ?? 0,
    max: facts.max ?? 0,
    card: facts.card ?? '',
    line: facts.line ?? 0,
    text: facts.text ?? '',
    format: facts.format ?? '',
    seats: facts.seats ?? '',
  };
  return words.problems[worded].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
