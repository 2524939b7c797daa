/**
 * Which infraction a mistake with hidden cards is (the chart's 「非公開カードに関する誤り？」,
 * judge-handbook-ja.txt:19853-19899; IPG 2.2-2.5): Looking at Extra Cards, Game Rule Violation,
 * Mulligan Procedure Error or Hidden Card Error, the Hidden Card Error's morph upgrade (IPG 2.3
 * :18328) and its remedy. Codes only: the words are the dashboard's.
 */
import type { Remedy } from './catalogs';

export type HiddenCardInfraction = 'GPE-LEC' | 'GPE-GRV' | 'GPE-MPE' | 'GPE-HCE';

/** The Hidden Card Error's fixes (chart :19878-19897; IPG 2.3 additional remedy). */
export type HiddenCardCase =
  /** Right after the error a card of the set went somewhere known: a simple backup to just after it (:19878). */
  | 'MOVED_TO_KNOWN_PLACE'
  /** The set holding the card no longer exists: nothing more (:19881). */
  | 'SET_GONE'
  /** Cards joined the set too early: the opponent picks unknown cards set aside until due (:19883). */
  | 'JOINED_TOO_EARLY'
  /** A card that should have been revealed: the opponent picks the "revealed" card (:19889). */
  | 'NOT_REVEALED'
  /** Too many cards in the set: the opponent picks the excess, returned (shuffled into an unknown library) (:19893). */
  | 'TOO_MANY';

export interface HiddenCardAnswers {
  /** The cards seen are unknown to both players and have joined no hidden set yet (:19854; IPG 2.3 :18268). */
  readonly seenNotJoined?: boolean;
  /**
   * Where the card was before or after is public, or the error follows from one public information
   * can fix (:19859; IPG 2.3 :18290), or the opponent approved the action (:18263).
   */
  readonly publicOrDerived?: boolean;
  /** It happened before the game began (:19866; IPG 2.4). */
  readonly beforeGame?: boolean;
  /** A face-down card cast with morph turns out to have none (:19873; IPG 2.3 :18328). */
  readonly faceDownWithoutMorph?: boolean;
  /** …but they had a morph card in hand, no unknown card joined the hand since, and they noticed it themselves (:19874; :18330). */
  readonly morphExceptionApplies?: boolean;
  readonly fixCase?: HiddenCardCase;
  /** TOO_MANY: the excess goes back to a library in which it is unknown to its owner (:19895). */
  readonly excessToUnknownLibrary?: boolean;
}

export type HiddenCardQuestion =
  | 'SEEN_NOT_JOINED'
  | 'PUBLIC_OR_DERIVED'
  | 'BEFORE_GAME'
  | 'FACE_DOWN_WITHOUT_MORPH'
  | 'MORPH_EXCEPTION'
  | 'FIX_CASE'
  | 'EXCESS_TO_UNKNOWN_LIBRARY';

export interface HiddenCardSuggestion {
  readonly infraction: HiddenCardInfraction;
  readonly section: string;
  readonly variant: 'FACE_DOWN_WITHOUT_MORPH' | null;
  /** Hidden Card Error only; empty until its fix is answered. */
  readonly remedies: readonly Remedy[];
  /** Game Rule Violation: fix the original error it follows from (chart :19864). */
  readonly fixOriginalError: boolean;
}

export interface HiddenCardWalk {
  readonly questions: readonly HiddenCardQuestion[];
  readonly suggestion: HiddenCardSuggestion | null;
}

export const HIDDEN_CARD_CASES: readonly HiddenCardCase[] = [
  'MOVED_TO_KNOWN_PLACE',
  'SET_GONE',
  'JOINED_TOO_EARLY',
  'NOT_REVEALED',
  'TOO_MANY',
];

const REMEDIES_OF: Readonly<Record<HiddenCardCase, readonly Remedy[]>> = {
  MOVED_TO_KNOWN_PLACE: ['SIMPLE_BACKUP'],
  SET_GONE: [],
  JOINED_TOO_EARLY: ['CARD_RETURNED_BY_OPPONENT'],
  NOT_REVEALED: ['CARD_RETURNED_BY_OPPONENT'],
  TOO_MANY: ['CARD_RETURNED_BY_OPPONENT'],
};

/** Walks the triage in the chart's order; the suggestion appears as soon as the infraction is known. */
export function walkHiddenCardTriage(answers: HiddenCardAnswers): HiddenCardWalk {
  const questions: HiddenCardQuestion[] = ['SEEN_NOT_JOINED'];
  const done = (suggestion: HiddenCardSuggestion | null): HiddenCardWalk => ({ questions, suggestion });
  const other = (infraction: HiddenCardInfraction, section: string, fixOriginalError = false): HiddenCardSuggestion => ({
    infraction,
    section,
    variant: null,
    remedies: infraction === 'GPE-LEC' ? ['LIBRARY_SHUFFLED'] : [],
    fixOriginalError,
  });
  if (answers.seenNotJoined === undefined) return done(null);
  if (answers.seenNotJoined) return done(other('GPE-LEC', '2.2'));
  questions.push('PUBLIC_OR_DERIVED');
  if (answers.publicOrDerived === undefined) return done(null);
  if (answers.publicOrDerived) return done(other('GPE-GRV', '2.5', true));
  questions.push('BEFORE_GAME');
  if (answers.beforeGame === undefined) return done(null);
  if (answers.beforeGame) return done(other('GPE-MPE', '2.4'));
  // Chart :19871: anything else is a Hidden Card Error, a Warning unless the morph upgrade applies.
  questions.push('FACE_DOWN_WITHOUT_MORPH');
  let variant: HiddenCardSuggestion['variant'] = null;
  if (answers.faceDownWithoutMorph) {
    questions.push('MORPH_EXCEPTION');
    if (answers.morphExceptionApplies === undefined) return done(null);
    if (!answers.morphExceptionApplies) variant = 'FACE_DOWN_WITHOUT_MORPH';
  }
  questions.push('FIX_CASE');
  const remedies: Remedy[] = answers.fixCase ? [...REMEDIES_OF[answers.fixCase]] : [];
  if (answers.fixCase === 'TOO_MANY') {
    questions.push('EXCESS_TO_UNKNOWN_LIBRARY');
    if (answers.excessToUnknownLibrary) remedies.push('LIBRARY_SHUFFLED');
  }
  return done({ infraction: 'GPE-HCE', section: '2.3', variant, remedies, fixOriginalError: false });
}
