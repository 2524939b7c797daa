import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';

/** A step run inside the change that stores a new round. */
export type RoundStoredStep = (change: Change, eventId: string, roundId: string) => Promise<void>;

/**
 * A step run when the current round ends, before the next round, phase or top cut is paired (under
 * the event lock): true when it changed players (the caller reads the event again).
 */
export type RoundEndStep = (change: Change, eventId: string) => Promise<boolean>;

/**
 * How core tells later zones that a round was stored, without importing them: judging registers
 * its step here at start-up (penalties waiting for the next match land on the new round), and
 * storing a round (`RoundStore.store`) runs every registered step inside its change.
 */
@Injectable()
export class RoundStoredHooks {
  private readonly steps: RoundStoredStep[] = [];
  private readonly endSteps: RoundEndStep[] = [];
  private readonly seatingSteps: RoundStoredStep[] = [];

  register(step: RoundStoredStep): void {
    this.steps.push(step);
  }

  async roundStored(change: Change, eventId: string, roundId: string): Promise<void> {
    for (const step of this.steps) await step(change, eventId, roundId);
  }

  /** Conventions register here: a round's matches, stored or stored again (paired again, edited), take the hall's tables. */
  registerSeating(step: RoundStoredStep): void {
    this.seatingSteps.push(step);
  }

  /** A round's matches were stored (a new round, or the same round paired again): seat them. */
  async matchesStored(change: Change, eventId: string, roundId: string): Promise<void> {
    for (const step of this.seatingSteps) await step(change, eventId, roundId);
  }

  /** Judging registers what happens at a round's end (IPG 3.1: a late player who never reported is dropped). */
  registerRoundEnd(step: RoundEndStep): void {
    this.endSteps.push(step);
  }

  /** The current round ends (the next one is about to be paired): true when a step changed players. */
  async roundEnding(change: Change, eventId: string): Promise<boolean> {
    let changed = false;
    for (const step of this.endSteps) changed = (await step(change, eventId)) || changed;
    return changed;
  }
}
