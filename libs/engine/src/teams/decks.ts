import { CardFacts, cardKey, CardIndex } from '../decklists/cards';
import { cardFactsOf, englishCardName, sameCardKeys } from '../decklists/check';
import { MAGIC_DECK_RULES } from '../decklists/deck-rules';
import { Decklist, DecklistEntry, hasJapanese } from '../decklists/parse';
import type { TeamSeat } from './formats';

/** A team member's registered list (main deck and sideboard). */
export interface TeamDeck {
  readonly seat: TeamSeat;
  readonly list: Decklist;
}

export type UnifiedConstructionProblemCode = 'TEAM_DECKS_SHARE_CARD' | 'TEAM_COPY_LIMIT_OVERRIDE_SHARED';

export interface UnifiedConstructionProblem {
  readonly code: UnifiedConstructionProblemCode;
  readonly params: {
    readonly rule: 'MTR 8.4';
    /** The English name where a line or the database gives it. */
    readonly card: string;
    /** The seats whose decks hold it, in seat order. */
    readonly seats: readonly TeamSeat[];
  };
}

// Magic's basic lands by name, in English and Japanese, for lists checked without a card database.
const BASIC_NAMES = new Set(MAGIC_DECK_RULES.unlimitedNames.map(cardKey));

const isBasic = (entry: DecklistEntry, facts: CardFacts | undefined) =>
  facts?.basic === true || [entry.name, entry.otherName].some((name) => name !== undefined && BASIC_NAMES.has(cardKey(name)));

/**
 * Unified deck construction (MTR 8.4, judge-handbook-ja.txt:17206-17214): apart from cards with the
 * supertype Basic, no two decks of a team hold a card of the same English name
 * (:17209 「英語のカード名が同じカード」), sideboards included as MTR 6.1 counts them with the deck
 * (our reading: 8.4 says "deck"); a card that overrides the
 * copy limit (Relentless Rats) does so in one deck only (:17214 「1つのデッキにおいてのみ」), reported
 * as `TEAM_COPY_LIMIT_OVERRIDE_SHARED`. Cards are the same card as for `checkDecklist`: by the
 * database's English name, or where the lists join names themselves (`稲妻/Lightning Bolt`). Applies
 * only when every member plays a constructed deck of one format (:17215); each deck's own rules
 * (size, copies, banned cards) are `checkDecklist`'s.
 */
export function checkUnifiedConstruction(
  decks: readonly TeamDeck[],
  options: { readonly cards?: CardIndex } = {},
): UnifiedConstructionProblem[] {
  const lines = decks.flatMap(({ seat, list }) =>
    [...list.main, ...list.sideboard].map((entry) => ({ seat, entry, facts: cardFactsOf(entry, options.cards) })),
  );
  const sameCard = sameCardKeys(lines);
  const cards = new Map<string, { card: string; seats: Set<TeamSeat>; overridesCopyLimit: boolean }>();
  for (const { seat, entry, facts } of lines) {
    if (isBasic(entry, facts)) continue;
    const key = sameCard(entry, facts);
    const seen = cards.get(key);
    const card = seen && !hasJapanese(seen.card) ? seen.card : (facts?.name ?? englishCardName(entry));
    const seats = seen?.seats ?? new Set<TeamSeat>();
    seats.add(seat);
    cards.set(key, { card, seats, overridesCopyLimit: seen?.overridesCopyLimit === true || facts?.copyLimit !== undefined });
  }
  const problems: UnifiedConstructionProblem[] = [];
  for (const { card, seats, overridesCopyLimit } of cards.values()) {
    if (seats.size < 2) continue;
    problems.push({
      code: overridesCopyLimit ? 'TEAM_COPY_LIMIT_OVERRIDE_SHARED' : 'TEAM_DECKS_SHARE_CARD',
      params: { rule: 'MTR 8.4', card, seats: [...seats].sort() },
    });
  }
  return problems;
}
