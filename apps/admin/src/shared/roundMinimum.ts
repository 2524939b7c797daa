import { findProfile, MAGIC, roundLengthProblem } from '@taikai/engine';
import type { EventDetailRecord } from './data/dataProvider';

export const ROUND_MINIMUM_CODE = 'ROUND_SHORTER_THAN_MINIMUM';

export type RoundValues = { ruleProfile?: string | null; roundMinutes?: number | string | null };

/**
 * MTR appendix B: a round shorter than the rules' minimum (40 minutes for Magic). Null when the
 * length is allowed, or is the length already accepted for this event (nothing to confirm again).
 */
export function roundMinimumProblem(values: RoundValues, record: Partial<EventDetailRecord> | undefined) {
  if (values.roundMinutes === '' || values.roundMinutes == null) return null;
  const minutes = Number(values.roundMinutes);
  if (!Number.isFinite(minutes)) return null;
  const problem = roundLengthProblem(findProfile(values.ruleProfile ?? MAGIC.id) ?? MAGIC, minutes);
  if (!problem) return null;
  const accepted =
    record?.roundMinutes === minutes &&
    record.ruleProfile === values.ruleProfile &&
    (record.warnings ?? []).some((w) => w.code === ROUND_MINIMUM_CODE);
  return accepted ? null : problem;
}
