import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';

/** A step run inside the change that stores a new round. */
export type RoundStoredStep = (change: Change, eventId: string, roundId: string) => Promise<void>;

/**
 * How core tells later zones that a round was stored, without importing them: judging registers
 * its step here at start-up (penalties waiting for the next match land on the new round), and
 * storing a round (`RoundStore.store`) runs every registered step inside its change.
 */
@Injectable()
export class RoundStoredHooks {
  private readonly steps: RoundStoredStep[] = [];

  register(step: RoundStoredStep): void {
    this.steps.push(step);
  }

  async roundStored(change: Change, eventId: string, roundId: string): Promise<void> {
    for (const step of this.steps) await step(change, eventId, roundId);
  }
}
