import { type NamedPlayer, playerName } from '@taikai/client';
import { parseScore, parseTable, type Score } from '../shared/formats/score';

/**
 * Quick entry as a pure state machine: what the scorekeeper types goes in, results to save come
 * out in the order they were typed. Typing never waits for a save: a score's Enter queues its
 * result and hands the table field back at once, so keys typed ahead land where they were meant.
 */

export type QuickField = 'table' | 'score';

/** A match of the round as quick entry needs it. */
export interface QuickMatch {
  id: string;
  table: number;
  player1: NamedPlayer;
  player2?: NamedPlayer | null;
}

/** A result typed in: queued until saved, then saved or failed (with the server's message). */
export interface QuickResult {
  key: number;
  matchId: string;
  table: number;
  player1: string;
  player2: string;
  score: Score;
  state: 'queued' | 'saved' | 'failed';
  message?: string;
}

/** Why an Enter was refused: a message key of `taikai.quick` and its argument. */
export interface QuickError {
  key: 'enter_table' | 'no_table' | 'bye' | 'bad_score';
  n?: number;
}

export interface QuickEntryState {
  /** The field keys go to: focus follows it. */
  field: QuickField;
  table: string;
  score: string;
  error: QuickError | null;
  /** Newest first. */
  results: QuickResult[];
  nextKey: number;
}

export type QuickEntryAction =
  | { type: 'edit'; field: QuickField; text: string }
  /** The scorekeeper moved to a field (click, Tab). */
  | { type: 'focus'; field: QuickField }
  /** Enter in a field (the Record button is Enter in the score field). */
  | { type: 'enter'; field: QuickField; matches: readonly QuickMatch[] }
  | { type: 'saved'; key: number }
  | { type: 'failed'; key: number; message: string };

/** Saved results shown below the fields; queued and failed ones stay until done or retyped. */
export const SAVED_SHOWN = 8;

export const initialQuickEntry: QuickEntryState = { field: 'table', table: '', score: '', error: null, results: [], nextKey: 1 };

/** The match the table field names, or why there is none to enter. */
function tableMatch(text: string, matches: readonly QuickMatch[]): { match: QuickMatch } | { error: QuickError } {
  const table = parseTable(text);
  if (!table) return { error: { key: 'enter_table' } };
  const match = matches.find((m) => m.table === table);
  if (!match) return { error: { key: 'no_table', n: table } };
  if (!match.player2) return { error: { key: 'bye' } };
  return { match };
}

function enter(state: QuickEntryState, field: QuickField, matches: readonly QuickMatch[]): QuickEntryState {
  const found = tableMatch(state.table, matches);
  if ('error' in found) return { ...state, field: 'table', error: found.error };
  if (field === 'table') return { ...state, field: 'score', error: null };
  const score = parseScore(state.score);
  if (!score) return { ...state, field: 'score', error: { key: 'bad_score' } };
  const { match } = found;
  const result: QuickResult = {
    key: state.nextKey,
    matchId: match.id,
    table: match.table,
    player1: playerName(match.player1),
    player2: match.player2 ? playerName(match.player2) : '',
    score,
    state: 'queued',
  };
  return { field: 'table', table: '', score: '', error: null, results: [result, ...state.results], nextKey: state.nextKey + 1 };
}

function settle(state: QuickEntryState, key: number, change: Pick<QuickResult, 'state' | 'message'>): QuickEntryState {
  let saved = 0;
  const results = state.results
    .map((result) => (result.key === key ? { ...result, ...change } : result))
    .filter((result) => result.state !== 'saved' || ++saved <= SAVED_SHOWN);
  return { ...state, results };
}

export function quickEntry(state: QuickEntryState, action: QuickEntryAction): QuickEntryState {
  switch (action.type) {
    case 'edit':
      return action.field === 'table' ? { ...state, table: action.text } : { ...state, score: action.text };
    case 'focus':
      return state.field === action.field ? state : { ...state, field: action.field };
    case 'enter':
      return enter(state, action.field, action.matches);
    case 'saved':
      return settle(state, action.key, { state: 'saved' });
    case 'failed':
      return settle(state, action.key, { state: 'failed', message: action.message });
  }
}

/** Results still queued that were typed after the one keyed `key`, oldest first: the saves to start next. */
export function queuedAfter(state: QuickEntryState, key: number): QuickResult[] {
  return state.results.filter((result) => result.state === 'queued' && result.key > key).reverse();
}
