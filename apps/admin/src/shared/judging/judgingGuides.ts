import {
  gameLossNotes,
  type GameLossNote,
  type GameLossTiming,
  type HiddenCardAnswers,
  type MissedTriggerAnswers,
  type MissedTriggerOutcome,
} from '@taikai/engine';

/**
 * What the Missed Trigger guide and the hidden-card triage keep from the judge's clicks: each
 * question's chosen option as a string (the engine's option codes, 'YES' and 'NO' for questions
 * answered yes or no), turned into the engine's answers here.
 */
export type GuideState = Readonly<Record<string, string | undefined>>;

const yes = (value: string | undefined) => (value === undefined ? undefined : value === 'YES');

/** The Missed Trigger chart's answers from the guide's state. */
export function missedTriggerAnswers(state: GuideState): MissedTriggerAnswers {
  return {
    noticedBy: state.NOTICED_BY as MissedTriggerAnswers['noticedBy'],
    suspectedIntentional: yes(state.SUSPECTED_INTENTIONAL),
    kind: state.KIND as MissedTriggerAnswers['kind'],
    missed: yes(state.MISSED),
    detrimental: yes(state.DETRIMENTAL),
    fixCase: state.FIX_CASE as MissedTriggerAnswers['fixCase'],
    opponentPutsOnStack: yes(state.OPPONENT_PUTS_ON_STACK),
    simpleBackup: yes(state.SIMPLE_BACKUP),
  };
}

/** The hidden-card triage's answers from its state. */
export function hiddenCardAnswers(state: GuideState): HiddenCardAnswers {
  return {
    seenNotJoined: yes(state.SEEN_NOT_JOINED),
    publicOrDerived: yes(state.PUBLIC_OR_DERIVED),
    beforeGame: yes(state.BEFORE_GAME),
    faceDownWithoutMorph: yes(state.FACE_DOWN_WITHOUT_MORPH),
    morphExceptionApplies: yes(state.MORPH_EXCEPTION),
    fixCase: state.FIX_CASE as HiddenCardAnswers['fixCase'],
    excessToUnknownLibrary: yes(state.EXCESS_TO_UNKNOWN_LIBRARY),
  };
}

/**
 * Answering a question again forgets the answers after it: the questions after it may no longer
 * be asked, or mean something else.
 */
export function answer(state: GuideState, order: readonly string[], question: string, value: string): GuideState {
  const at = order.indexOf(question);
  const kept = Object.fromEntries(Object.entries(state).filter(([key]) => at < 0 || order.indexOf(key) < at));
  return { ...kept, [question]: value };
}

/**
 * What a logged outcome fills into the form: the variant and the remedies, only those the event's
 * catalog lists for the infraction (an older catalog may lack one).
 */
export function formFill(
  outcome: MissedTriggerOutcome | null,
  infraction: { readonly variants: readonly { id: string }[]; readonly remedies: readonly { code: string }[] } | undefined,
): { variant: string; remedies: string[] } | null {
  if (outcome?.kind !== 'LOG' || !infraction) return null;
  const variant = outcome.variant && infraction.variants.some((v) => v.id === outcome.variant) ? outcome.variant : '';
  return { variant, remedies: outcome.remedies.filter((code) => infraction.remedies.some((r) => r.code === code)) };
}

/**
 * The Game Loss notes for the form and its confirmation (IPG 1.1). A Game Loss the rules send to
 * the start of a match (Tardiness, 3.1; a variant `atNextMatch`, 3.4) or one carried to the next
 * match (the match is over) is a pre-match one.
 */
export function gameLossNotesFor(
  penalty: string,
  context: { infraction?: string; atNextMatch?: boolean; matchState?: string | null; carriedFromRound?: number | null },
): readonly GameLossNote[] {
  const before =
    context.infraction === 'TE-TARDY' ||
    context.atNextMatch === true ||
    context.matchState === 'MATCH_OVER' ||
    context.carriedFromRound != null;
  const timing: GameLossTiming =
    context.matchState === 'IN_GAME' ? 'IN_GAME' : context.matchState === 'BETWEEN_GAMES' ? 'BETWEEN_GAMES' : 'UNKNOWN';
  return gameLossNotes(penalty, timing, before);
}
