import type { CardIndexProblemCode } from '@taikai/engine';

/** The refusals of decklists and of a card database (the engine's). */
export type DecklistsErrorCode =
  | CardIndexProblemCode
  | 'DECKLISTS_NOT_COLLECTED'
  | 'DECKLISTS_STAFF_ONLY'
  | 'DECKLISTS_LOCKED'
  | 'DECKLISTS_BEFORE_CUT'
  | 'DECKLIST_UNREADABLE'
  | 'DECKLIST_EMPTY'
  | 'DECKLIST_NOT_PUBLIC'
  | 'DECKLIST_NOT_OPPONENT';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/decklists': DecklistsErrorCode;
  }
}
