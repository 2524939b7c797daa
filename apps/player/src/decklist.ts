import { deckProblemText as wordDeckProblem, isWordedDeckProblem } from '@taikai/words';
import type { Language } from './i18n/language';
import type { DeckProblemFieldsFragment, PlayerDecklistSettingsQuery } from './generated/graphql';

export type DecklistSettings = PlayerDecklistSettingsQuery['decklistSettings'];
export type DeckProblem = DeckProblemFieldsFragment;

/** What the player may do with their list now. */
export type DecklistAccess = 'open' | 'locked' | 'staffOnly';

export function decklistAccess(
  settings: Pick<DecklistSettings, 'submitter' | 'locked' | 'locksAt'>,
  now: Date = new Date(),
): DecklistAccess {
  if (settings.submitter === 'STAFF') return 'staffOnly';
  // The server says locked when asked; a deadline passing while the page is open locks it too.
  if (settings.locked || (settings.locksAt !== null && new Date(settings.locksAt) <= now)) return 'locked';
  return 'open';
}

/**
 * A deck problem in the player's language, from its code and facts; `text` is what they typed
 * (the unreadable line is quoted from it). A code this page does not know shows the server's words.
 */
export function deckProblemText(problem: DeckProblem, text: string, legalityFormat: string | null, language: Language): string {
  if (!isWordedDeckProblem(problem.code)) return problem.message;
  const line = problem.line ?? 0;
  return wordDeckProblem(language, 'yours', problem.code, {
    ...problem,
    text: text.split(/\r?\n/)[line - 1]?.trim() ?? '',
    format: legalityFormat,
  });
}

/** One line of the counter entry (limited): a card and how many. */
export interface CounterRow {
  count: number;
  name: string;
}

/** The counter rows as a list text the API reads: main deck lines, then a Sideboard section. */
export function counterText(main: readonly CounterRow[], sideboard: readonly CounterRow[]): string {
  const lines = (rows: readonly CounterRow[]) =>
    rows.filter((row) => row.count > 0 && row.name.trim()).map((row) => `${row.count} ${row.name.trim()}`);
  const side = lines(sideboard);
  return [...lines(main), ...(side.length ? ['', 'Sideboard', ...side] : [])].join('\n');
}

/** A counter row changed by `delta`, never below zero nor above 99 (the API's bound for one line). */
export function stepCount(count: number, delta: number): number {
  return Math.min(99, Math.max(0, count + delta));
}
