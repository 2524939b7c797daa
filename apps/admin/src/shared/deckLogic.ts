import { rowPlayerName } from '@taikai/client';
import { toCsv } from './exports/csv';

export interface ListCard {
  count: number;
  name: string;
  set?: string | null;
  collectorNumber?: string | null;
  cardNumber?: string | null;
}

export interface ListedDeck {
  main: readonly ListCard[];
  sideboard: readonly ListCard[];
}

/**
 * `count` tables for deck checks, chosen at random among the tables of the round (MTR 2.8 leaves
 * the choice to the judges; chance keeps it fair). `random` is injectable for tests.
 */
export function pickTables(tables: readonly number[], count: number, random: () => number = Math.random): number[] {
  const pool = [...new Set(tables)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.max(0, count)).sort((a, b) => a - b);
}

/** Ticked copies per line, keyed `main:3` / `side:0`: what the judge has counted so far. */
export type Ticks = Readonly<Record<string, number>>;

export const tickKey = (section: 'main' | 'side', index: number) => `${section}:${index}`;

/** Counted and registered totals of main deck and sideboard, and whether every line is counted in full. */
export function countedTotals(deck: ListedDeck, ticks: Ticks) {
  const total = (cards: readonly ListCard[]) => cards.reduce((sum, card) => sum + card.count, 0);
  const counted = (cards: readonly ListCard[], section: 'main' | 'side') =>
    cards.reduce((sum, card, index) => sum + Math.min(card.count, ticks[tickKey(section, index)] ?? 0), 0);
  const main = { counted: counted(deck.main, 'main'), registered: total(deck.main) };
  const side = { counted: counted(deck.sideboard, 'side'), registered: total(deck.sideboard) };
  return { main, side, complete: main.counted === main.registered && side.counted === side.registered };
}

/** The infraction the judge's catalog names for a deck check's finding: Magic's IPG first, then a profile's own. */
export function deckCheckInfraction(outcome: 'DECK_PROBLEM' | 'DECKLIST_PROBLEM', catalog: readonly string[]): string | undefined {
  const preferred = outcome === 'DECK_PROBLEM' ? ['TE-DP', 'REG-DECK', 'PKM-DECK', 'GEN-TE'] : ['TE-DLP', 'REG-DECK', 'PKM-DECK', 'GEN-TE'];
  return preferred.find((code) => catalog.includes(code));
}

/** A list as the desk sees it, and what it was penalised for so far. */
export interface ListAtLock {
  playerId: string;
  playerName: string;
  externalId?: string | null;
  state: 'MISSING' | 'PROBLEMS' | 'OK';
  changedAfterDeadlineAt: string | null;
}

export type LockProblem = 'MISSING' | 'PROBLEMS' | 'CHANGED';

/** How a dismissed proposal is remembered: the player and what was found, so a new kind of problem is proposed again. */
export const proposalKey = (proposal: { playerId: string; problem: LockProblem }) => `${proposal.playerId}:${proposal.problem}`;

/**
 * The Decklist Problems (IPG 3.4) the lock reveals: each list missing, breaking a rule, or changed
 * by staff after the deadline (the list the player had at the lock was missing or wrong), except
 * for players already given that infraction and not revoked.
 */
export function decklistProblemsAtLock<Row extends ListAtLock>(
  rows: readonly Row[],
  penalties: readonly { playerId: string; infraction: string; status: string }[],
  infraction: string,
): (Row & { problem: LockProblem })[] {
  const given = new Set(penalties.filter((p) => p.infraction === infraction && p.status !== 'REVOKED').map((p) => p.playerId));
  return rows.flatMap((row) => {
    if (given.has(row.playerId)) return [];
    const problem: LockProblem | null =
      row.state === 'MISSING' ? 'MISSING' : row.state === 'PROBLEMS' ? 'PROBLEMS' : row.changedAfterDeadlineAt ? 'CHANGED' : null;
    return problem ? [{ ...row, problem }] : [];
  });
}

/** A published list's place and player. */
type RankedName = { rank: number; playerName: string; distinguishingId?: string | null };

const cardLine = (card: ListCard) => `${card.count} ${card.name}`;

/** Published lists as plain text (MTGO style): a header per player, the main deck, a blank line, Sideboard. */
export function decklistsText(lists: readonly (ListedDeck & RankedName)[]): string {
  return lists
    .map((list) =>
      [
        `# ${list.rank}. ${rowPlayerName(list)}`,
        ...list.main.map(cardLine),
        ...(list.sideboard.length ? ['', 'Sideboard', ...list.sideboard.map(cardLine)] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Published lists as CSV: one row per card line. */
export function decklistsCsv(
  lists: readonly (ListedDeck & RankedName)[],
  header: readonly string[],
  sections: { main: string; side: string },
): string {
  const rows = lists.flatMap((list) => [
    ...list.main.map((card) => [list.rank, rowPlayerName(list), sections.main, card.count, card.name]),
    ...list.sideboard.map((card) => [list.rank, rowPlayerName(list), sections.side, card.count, card.name]),
  ]);
  return toCsv(header, rows);
}

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; empty means none (the default deadline). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface DeckRulesFacts {
  mainMin: number;
  mainMax: number | null;
  sideboardMax: number | null;
  maxCopies: number | null;
  rule: string;
}

/** The event's deck rules in one sentence: "exactly 50" where min and max meet, no "at most —" where there is no limit. */
export function rulesText(rules: DeckRulesFacts, translate: (key: string, options?: object) => string): string {
  const main =
    rules.mainMax === null
      ? translate('taikai.decklists.rule_parts.at_least', { n: rules.mainMin })
      : rules.mainMax === rules.mainMin
        ? translate('taikai.decklists.rule_parts.exactly', { n: rules.mainMin })
        : translate('taikai.decklists.rule_parts.between', { min: rules.mainMin, max: rules.mainMax });
  const limit = (n: number | null) =>
    n === null ? translate('taikai.decklists.rule_parts.no_limit') : translate('taikai.decklists.rule_parts.at_most', { n });
  return translate('taikai.decklists.rules_summary', {
    main,
    side: limit(rules.sideboardMax),
    copies: limit(rules.maxCopies),
    rule: rules.rule,
  });
}
