import { cardKey, CardIndex, Legality } from './cards';
import { DeckFormat, DeckRules } from './deck-rules';
import { Decklist, DecklistEntry } from './parse';

export type DeckProblemCode =
  | 'DECK_MAIN_TOO_FEW'
  | 'DECK_MAIN_TOO_MANY'
  | 'DECK_SIDEBOARD_TOO_MANY'
  | 'DECK_TOO_MANY_COPIES'
  | 'DECK_CARD_UNKNOWN'
  | 'DECK_CARD_NOT_LEGAL';

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

export function deckCounts(list: Decklist): DeckCounts {
  const total = (entries: readonly DecklistEntry[]) => entries.reduce((sum, entry) => sum + entry.count, 0);
  return { main: total(list.main), sideboard: total(list.sideboard) };
}

/**
 * Every rule of the profile the list breaks, in list order: deck size, sideboard size, copies of
 * one card (by English name with a card database, so 《稲妻》 and Lightning Bolt are one card; by
 * card number where the game counts so), then, with a database, unknown names and cards not
 * legal in the format. An empty result means the list is legal as far as these rules go.
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
  const copies = new Map<string, { card: string; count: number; limit: number | null }>();
  const entries = limits.copiesIncludeSideboard ? [...list.main, ...list.sideboard] : list.main;
  const flagged = new Set<string>();
  for (const entry of [...list.main, ...list.sideboard]) {
    const facts = cards?.lookup(entry.name);
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
  for (const entry of entries) {
    const facts = cards?.lookup(entry.name);
    const key = limits.sameCard === 'cardNumber' && entry.cardNumber ? entry.cardNumber : facts ? cardKey(facts.name) : cardKey(entry.name);
    const restricted = facts && legalityFormat && facts.legalities[legalityFormat] === 'Restricted';
    const limit = restricted
      ? 1
      : unlimited.has(cardKey(entry.name))
        ? null
        : facts?.copyLimit !== undefined
          ? facts.copyLimit
          : limits.maxCopies;
    const seen = copies.get(key);
    copies.set(key, { card: seen?.card ?? facts?.name ?? entry.cardNumber ?? entry.name, count: (seen?.count ?? 0) + entry.count, limit });
  }
  for (const { card, count, limit } of copies.values()) {
    if (limit !== null && count > limit) problems.push({ code: 'DECK_TOO_MANY_COPIES', params: { rule, card, count, max: limit } });
  }
  return problems;
}
