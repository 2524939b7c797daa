import { fail, ok, Validated } from '../validated';
import { comparePenalties, isOnLadder } from './approval';
import { findInfraction, InfractionCatalog, Penalty, RepeatReason, RepeatRule } from './catalogs';

/** One of the offender's earlier penalties in this event, as recorded. */
export interface PenaltyHistoryEntry {
  readonly infraction: string;
  readonly penalty: string;
  /** Day of a multi-day event (1 = day 1); omitted when unknown or a one-day event. */
  readonly day?: number;
  /** Revoked penalties (e.g. overturned on appeal) never count. */
  readonly revoked?: boolean;
}

export interface SuggestOptions {
  /** Today, at a multi-day event. */
  readonly day?: number;
  /** A circumstance from the infraction's `variants` (e.g. Tardiness, seated within a minute). */
  readonly variant?: string;
}

export interface PenaltySuggestion {
  readonly penalty: Penalty;
  readonly defaultPenalty: Penalty;
  readonly variant: string | null;
  readonly upgraded: boolean;
  readonly reason: {
    readonly code: 'DEFAULT' | 'VARIANT' | RepeatReason;
    /** Earlier penalties counted by the infraction's repeat rule (0 when it has none). */
    readonly previous: number;
  };
}

export type SuggestionError =
  | { readonly code: 'UNKNOWN_INFRACTION'; readonly catalog: string; readonly infraction: string }
  | { readonly code: 'UNKNOWN_VARIANT'; readonly infraction: string; readonly variant: string };

function counts(entry: PenaltyHistoryEntry, code: string, rule: RepeatRule, today: number | undefined): boolean {
  if (entry.revoked || entry.infraction !== code || entry.penalty !== rule.level) return false;
  // Days are compared only when both are known; an undated entry is taken to be from today.
  return !(rule.sameDayOnly && today !== undefined && entry.day !== undefined && entry.day !== today);
}

/**
 * The penalty the catalog prescribes for this infraction, given the offender's earlier penalties in
 * the event: the default (or the chosen variant's), upgraded by the infraction's repeat rule (IPG 2,
 * 3, 4.1, 4.2). Deviating from it is the head judge's call (`deviationAllowed`).
 */
export function suggestPenalty(
  catalog: InfractionCatalog,
  infractionCode: string,
  history: readonly PenaltyHistoryEntry[],
  options: SuggestOptions = {},
): Validated<PenaltySuggestion, SuggestionError> {
  const entry = findInfraction(catalog, infractionCode);
  if (!entry) {
    return fail({ code: 'UNKNOWN_INFRACTION', catalog: catalog.id, infraction: infractionCode });
  }
  let base = entry.defaultPenalty;
  if (options.variant !== undefined) {
    const variant = entry.variants.find((candidate) => candidate.id === options.variant);
    if (!variant) {
      return fail({ code: 'UNKNOWN_VARIANT', infraction: infractionCode, variant: options.variant });
    }
    base = variant.penalty;
  }
  const baseCode = options.variant === undefined ? 'DEFAULT' : 'VARIANT';
  const rule = entry.repeat;
  const previous = rule ? history.filter((earlier) => counts(earlier, entry.code, rule, options.day)).length : 0;
  const upgraded = rule !== null && base === rule.level && previous + 1 >= rule.fromNth;
  return ok({
    penalty: upgraded ? rule.becomes : base,
    defaultPenalty: entry.defaultPenalty,
    variant: options.variant ?? null,
    upgraded,
    reason: { code: upgraded ? rule.reason : baseCode, previous },
  });
}

export interface DeviationInput {
  /** What the catalog prescribes (from `suggestPenalty`). */
  readonly suggested: Penalty;
  /** What the judge wants to give. */
  readonly chosen: string;
  readonly byHeadJudge: boolean;
  readonly reason?: string;
}

export type DeviationErrorCode = 'PENALTY_NOT_ON_LADDER' | 'DEVIATION_HEAD_JUDGE_ONLY' | 'DEVIATION_REASON_REQUIRED';

export interface DeviationError {
  readonly code: DeviationErrorCode;
  /** The penalty the judge wanted to give. */
  readonly penalty: string;
}

/**
 * Whether a judge may give `chosen` instead of the suggested penalty. Only the head judge deviates,
 * up or down, and must say why (IPG 1 and 1.2: other judges consult the head judge; the head judge
 * explains the usual penalty and the reason). The reason is recorded, not judged here.
 */
export function deviationAllowed(
  catalog: InfractionCatalog,
  input: DeviationInput,
): Validated<{ readonly direction: 'NONE' | 'UP' | 'DOWN' }, DeviationError> {
  if (!isOnLadder(catalog, input.chosen)) {
    return fail({ code: 'PENALTY_NOT_ON_LADDER', penalty: input.chosen });
  }
  const order = comparePenalties(catalog, input.chosen, input.suggested);
  if (order === 0) return ok({ direction: 'NONE' });
  if (!input.byHeadJudge) {
    return fail({ code: 'DEVIATION_HEAD_JUDGE_ONLY', penalty: input.chosen });
  }
  if (!input.reason?.trim()) {
    return fail({ code: 'DEVIATION_REASON_REQUIRED', penalty: input.chosen });
  }
  return ok({ direction: order > 0 ? 'UP' : 'DOWN' });
}
