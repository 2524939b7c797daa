import type { RuleProfile } from './profiles';

/**
 * Time at a match: what a deck check gives back, how many extra turns are played at time, and
 * whether a round is shorter than the rules allow. Times are epoch milliseconds.
 */

/**
 * Minutes a deck check gives back to the match: the time it took plus the profile's extra minutes
 * (MTR 2.6, judge-handbook-ja.txt:15684 「…に加えて3分の延長」). A check that did not stop the match
 * (0 minutes: done before the round began or between rounds) gives nothing back.
 */
export function deckCheckExtension(profile: RuleProfile, minutesTaken: number): number {
  return minutesTaken > 0 ? minutesTaken + profile.deckCheckExtraMinutes : 0;
}

/** When a match's time runs out and whether its clock is stopped, for counting Slow Play penalties. */
export interface MatchClock {
  /** The round's end plus this match's extension; null while the round clock has not started. */
  readonly timeRunsOutAt: number | null;
  /** The round clock was paused at this time (its end moves on when it resumes); null when running. */
  readonly pausedAt: number | null;
}

/**
 * Whether a penalty logged at `loggedAt` came before extra turns began: before the match's time ran
 * out, or while the clock stood paused before it did.
 */
export function beforeExtraTurns(clock: MatchClock, loggedAt: number): boolean {
  const { timeRunsOutAt, pausedAt } = clock;
  if (timeRunsOutAt === null) return true;
  if (pausedAt !== null && pausedAt < timeRunsOutAt && loggedAt >= pausedAt) return true;
  return loggedAt < timeRunsOutAt;
}

/**
 * Extra turns the match plays at time: the profile's (MTR 2.5, judge-handbook-ja.txt:15656 「合計5
 * ターンの延長ターン」) plus its Slow Play extra turns for each Slow Play penalty applied in the match
 * to either player before extra turns began (IPG 3.3, :18553 「延長のターン数を2つ増やす」; none once
 * they began, :18556 「さらに延長ターンは与えられない」; added to the turns at time, MTR 2.6 :15690).
 * null when the profile plays no extra turns at time.
 */
export function extraTurnsAtTime(profile: RuleProfile, clock: MatchClock, slowPlayLoggedAt: readonly number[]): number | null {
  if (profile.extraTurnsAtTime === null) return null;
  const counted = slowPlayLoggedAt.filter((loggedAt) => beforeExtraTurns(clock, loggedAt)).length;
  return profile.extraTurnsAtTime + (profile.slowPlayExtraTurns ?? 0) * counted;
}

/** A round length the rules do not allow, as a code with its figures. */
export interface RoundLengthProblem {
  readonly code: 'ROUND_SHORTER_THAN_MINIMUM';
  readonly minutes: number;
  readonly minimum: number;
}

/**
 * MTR appendix B (judge-handbook-ja.txt:17517 「40分以上でなければならない」): a round shorter than the profile's minimum.
 * null when the length is allowed or the profile sets no minimum.
 */
export function roundLengthProblem(profile: RuleProfile, minutes: number): RoundLengthProblem | null {
  const minimum = profile.timeLimits.minimumRoundMinutes;
  return minimum !== null && minutes < minimum ? { code: 'ROUND_SHORTER_THAN_MINIMUM', minutes, minimum } : null;
}
