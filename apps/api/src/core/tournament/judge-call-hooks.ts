import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';

/** Which open judge calls a step closes: every one of an event, or those at one match. */
export type OpenCallsScope = { eventId: string; matchId?: string };

/** A step that locks and closes the open judge calls in `scope`, inside the caller's change. */
export type CloseCallsStep = (change: Change, scope: OpenCallsScope) => Promise<void>;

/**
 * How core closes judge calls without importing judging: a dispute's call ends when staff settle
 * the match, and every call ends with the event. Judging registers its step at start-up; callers
 * run it after the event lock and before any match lock (a call is locked before the match it names).
 */
@Injectable()
export class JudgeCallHooks {
  private readonly steps: CloseCallsStep[] = [];

  register(step: CloseCallsStep): void {
    this.steps.push(step);
  }

  async closeOpen(change: Change, scope: OpenCallsScope): Promise<void> {
    for (const step of this.steps) await step(change, scope);
  }
}
