import { type RuleProfile, roundLengthProblem } from '@taikai/engine';
import { AppError } from '../../platform/errors';
import type { EventWarningCode } from './events.codes';

/** An overridden rule as Event.warnings stores it. */
export interface StoredEventWarning {
  code: EventWarningCode;
  /** `round`: a round clock started with this length (startRoundClock); unset: the event's round length. */
  detail: { minutes: number; minimum: number; round?: number };
  /** The user who accepted it. */
  acceptedBy: string | null;
  acceptedAt: string;
}

/** The stored warnings of an event (JSON), ignoring anything that is not one. */
export function storedWarnings(json: unknown): StoredEventWarning[] {
  if (!Array.isArray(json)) return [];
  return json.filter(
    (w): w is StoredEventWarning => typeof w === 'object' && w !== null && typeof w.code === 'string' && typeof w.acceptedAt === 'string',
  );
}

/**
 * The event's warnings once its round length is `minutes` under `profile`: MTR appendix B
 * (judge-handbook-ja.txt:17517 「40分以上でなければならない」) refuses a shorter round with
 * ROUND_SHORTER_THAN_MINIMUM unless the organizer accepts that code; accepted, the override is
 * recorded (kept as it was when the same length is accepted again), and dropped once the length is
 * allowed again.
 */
export function withRoundLengthChecked(
  existing: StoredEventWarning[],
  profile: RuleProfile,
  minutes: number,
  accepted: readonly string[] | null | undefined,
  acceptedBy: string | null,
  now: Date,
): StoredEventWarning[] {
  const others = existing.filter((w) => w.code !== 'ROUND_SHORTER_THAN_MINIMUM' || w.detail?.round != null);
  const problem = roundLengthProblem(profile, minutes);
  if (!problem) return others;
  const detail = { minutes: problem.minutes, minimum: problem.minimum };
  if (!accepted?.includes(problem.code)) throw new AppError(problem.code, detail);
  const same = existing.find(
    (w) => w.code === problem.code && w.detail?.round == null && w.detail?.minutes === minutes && w.detail?.minimum === problem.minimum,
  );
  return [...others, same ?? { code: problem.code, detail, acceptedBy, acceptedAt: now.toISOString() }];
}

/**
 * The event's warnings once round `round`'s clock is started with `minutes` (MTR appendix B, as
 * above): refused unless accepted; accepted, recorded for that round (replacing an earlier start of it).
 */
export function withRoundClockChecked(
  existing: StoredEventWarning[],
  profile: RuleProfile,
  round: number,
  minutes: number,
  accepted: readonly string[] | null | undefined,
  acceptedBy: string | null,
  now: Date,
): StoredEventWarning[] | null {
  const problem = roundLengthProblem(profile, minutes);
  if (!problem) return null;
  const detail = { minutes: problem.minutes, minimum: problem.minimum, round };
  if (!accepted?.includes(problem.code)) throw new AppError(problem.code, { minutes: problem.minutes, minimum: problem.minimum });
  const others = existing.filter((w) => !(w.code === problem.code && w.detail?.round === round));
  return [...others, { code: problem.code, detail, acceptedBy, acceptedAt: now.toISOString() }];
}
