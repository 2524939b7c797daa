import { CardFacts, cardKey, CardIndex, Legality } from './cards';
import { DeckFormat, DeckRules } from './deck-rules';
import { Decklist, DecklistEntry, hasJapanese } from './parse';

export type DeckProblemCode =
  | 'DECK_MAIN_TOO_FEW'
  | 'DECK_MAIN_TOO_MANY'
  | 'DECK_SIDEBOARD_TOO_MANY'
  | 'DECK_TOO_MANY_COPIES'
  | 'DECK_CARD_UNKNOWN'
  | 'DECK_CARD_NOT_LEGAL'
  | 'DECK_CARD_NUMBER_MISSING';

/** A rule the list breaks: a code, what the message needs, and the rule it cites. */
export interface DeckProblem {
  readonly code: DeckProblemCode;
  readonly params: {
    readonly rule: string;
    readonly count?: number;
    readonly min?: number;
    readonly max?: number | null;
    readonly card?: string;
    readonly format?: string;
    readonly legality?: Legality;
    readonly line?: number;
  };
}

export interface DeckCheckOptions {
  /** Names are matched, unknown ones flagged and legality checked against this database. */
  readonly cards?: CardIndex;
  /** The card database's format key (`modern`, `standard`, …) whose legality applies. */
  readonly legalityFormat?: string;
}

/** Card and copy totals of a list, for the desk and the deck-check counting aid. */
export interface DeckCounts {
  readonly main: number;
  readonly sideboard: number;
}

// A Final Fantasy TCG number with its rarity letter: 1-182S, 13-065L (PR-001 has none).
const NUMBER_WITH_RARITY = /^(\d{1,3}-\d{3})[A-Z]$/;

/**
 * The card number that makes two cards the same card: the rarity letter printed after it is not
 * part of it (FFTCG 5.2.5.1, fftcg-rules-ja.txt:126), so `1-182S` and `1-182` are one card.
 */
export function sameCardNumber(cardNumber: string): string {
  const number = cardNumber.trim().toUpperCase();
  return NUMBER_WITH_RARITY.exec(number)?.[1] ?? number;
}

export function deckCounts(list: Decklist): DeckCounts {
  const total = (entries: readonly DecklistEntry[]) => entries.reduce((sum, entry) => sum + entry.count, 0);
  return { main: total(list.main), sideboard: total(list.sideboard) };
}

/**
 * Every rule of the profile the list breaks, in list order: deck size, sideboard size, copies of
 * one card (by English name with a card database, so 《稲妻》 and Lightning Bolt are one card; without
 * one, where the list itself joins them: `稲妻/Lightning Bolt`, one Arena printing; by
 * card number without its rarity letter where the game counts so, FFTCG 5.2.5.1), then, with a
 * database, unknown names and cards not legal in the format. Where copies are limited by card
 * number, a line without one is never merged with others by its name: `DECK_CARD_NUMBER_MISSING`
 * asks for the number. An empty result means the list is legal as far as these rules go.
 */
export function checkDecklist(rules: DeckRules, format: DeckFormat, list: Decklist, options: DeckCheckOptions = {}): DeckProblem[] {
  const limits = rules[format];
  const rule = limits.rule;
  const problems: DeckProblem[] = [];
  const counts = deckCounts(list);
  if (counts.main < limits.mainMin)
    problems.push({ code: 'DECK_MAIN_TOO_FEW', params: { rule, count: counts.main, min: limits.mainMin, max: limits.mainMax } });
  if (limits.mainMax !== null && counts.main > limits.mainMax) {
    problems.push({ code: 'DECK_MAIN_TOO_MANY', params: { rule, count: counts.main, min: limits.mainMin, max: limits.mainMax } });
  }
  if (limits.sideboardMax !== null && counts.sideboard > limits.sideboardMax) {
    problems.push({ code: 'DECK_SIDEBOARD_TOO_MANY', params: { rule, count: counts.sideboard, max: limits.sideboardMax } });
  }

  const { cards, legalityFormat } = options;
  const unlimited = new Set(rules.unlimitedNames.map(cardKey));
  const entries = limits.copiesIncludeSideboard ? [...list.main, ...list.sideboard] : list.main;
  const flagged = new Set<string>();
  const factsOf = (entry: DecklistEntry) => cardFactsOf(entry, cards);
  for (const entry of [...list.main, ...list.sideboard]) {
    const facts = factsOf(entry);
    if (cards && !facts && limits.sameCard === 'name' && !flagged.has(cardKey(entry.name))) {
      flagged.add(cardKey(entry.name));
      problems.push({ code: 'DECK_CARD_UNKNOWN', params: { rule, card: entry.name, line: entry.line } });
    }
    if (facts && legalityFormat && !flagged.has(facts.name)) {
      const legality = facts.legalities[legalityFormat] ?? 'NotLegal';
      if (legality === 'Banned' || legality === 'NotLegal') {
        flagged.add(facts.name);
        problems.push({
          code: 'DECK_CARD_NOT_LEGAL',
          params: { rule: 'MTR 6.2', card: facts.name, format: legalityFormat, legality, line: entry.line },
        });
      }
    }
  }
  const byNumber = limits.sameCard === 'cardNumber';
  const counted: { entry: DecklistEntry; facts?: CardFacts; number?: string }[] = [];
  for (const entry of entries) {
    if (byNumber && !entry.cardNumber) {
      // Two cards of one name may be different cards (different numbers): only the number counts.
      if (limits.maxCopies !== null) {
        problems.push({
          code: 'DECK_CARD_NUMBER_MISSING',
          params: { rule: limits.sameCardRule ?? rule, card: entry.name, line: entry.line },
        });
      }
      continue;
    }
    counted.push({ entry, facts: factsOf(entry), number: byNumber && entry.cardNumber ? sameCardNumber(entry.cardNumber) : undefined });
  }
  const sameCard = sameCardKeys(counted);
  const copies = new Map<string, { card: string; count: number; limit: number | null }>();
  for (const { entry, facts, number } of counted) {
    const key = sameCard(entry, facts, number);
    const restricted = facts && legalityFormat && facts.legalities[legalityFormat] === 'Restricted';
    const limit = restricted
      ? 1
      : [entry.name, entry.otherName].some((name) => name !== undefined && unlimited.has(cardKey(name)))
        ? null
        : facts?.copyLimit !== undefined
          ? facts.copyLimit
          : limits.maxCopies;
    const seen = copies.get(key);
    // The English name once any line of the card gives it.
    const card = seen && !hasJapanese(seen.card) ? seen.card : (number ?? facts?.name ?? englishCardName(entry));
    copies.set(key, { card, count: (seen?.count ?? 0) + entry.count, limit: seen?.limit === null ? null : limit });
  }
  for (const { card, count, limit } of copies.values()) {
    if (limit !== null && count > limit) problems.push({ code: 'DECK_TOO_MANY_COPIES', params: { rule, card, count, max: limit } });
  }
  return problems;
}

/** A line's card in the database, by either of the names the line gives. */
export function cardFactsOf(entry: DecklistEntry, cards: CardIndex | undefined): CardFacts | undefined {
  return cards?.lookup(entry.name) ?? (entry.otherName ? cards?.lookup(entry.otherName) : undefined);
}

/** Copies are counted by English name (MTR 6.1): the line's English name where it gives one. */
export const englishCardName = (entry: DecklistEntry) =>
  entry.otherName && hasJapanese(entry.name) && !hasJapanese(entry.otherName) ? entry.otherName : entry.name;

/**
 * Which lines name the same card, by what the list itself and the database know: a card number
 * (where the game counts by it), else the database's English name, the line's names in either
 * language (`稲妻/Lightning Bolt` joins every 稲妻 and Lightning Bolt line) and an Arena printing
 * (set and collector number: `4 稲妻 (M10) 146` is the Lightning Bolt of `(M10) 146`).
 */
export function sameCardKeys(lines: readonly { entry: DecklistEntry; facts?: CardFacts; number?: string }[]) {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    const up = parent.get(key) ?? key;
    if (up === key) return key;
    const top = root(up);
    parent.set(key, top);
    return top;
  };
  const aliasesOf = (entry: DecklistEntry, facts?: CardFacts, number?: string) =>
    number
      ? [`number:${number}`]
      : [
          cardKey(facts?.name ?? entry.name),
          cardKey(entry.name),
          ...(entry.otherName ? [cardKey(entry.otherName)] : []),
          ...(entry.set && entry.collectorNumber ? [`printing:${entry.set}:${entry.collectorNumber}`] : []),
        ];
  for (const { entry, facts, number } of lines) {
    const [first, ...rest] = aliasesOf(entry, facts, number);
    for (const alias of rest) {
      const [a, b] = [root(first), root(alias)];
      if (a !== b) parent.set(b, a);
    }
  }
  return (entry: DecklistEntry, facts?: CardFacts, number?: string) => root(aliasesOf(entry, facts, number)[0]);
}
