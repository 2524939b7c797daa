import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../platform/common';
import type { Db } from '../../platform/database';

/** A step run inside the change that stores a new round, on its transaction. */
export type RoundStoredStep = (tx: Db, viewer: Viewer, eventId: string, roundId: string) => Promise<void>;

/**
 * How core tells later zones that a round was stored, without importing them: judging registers
 * its step here at start-up (penalties waiting for the next match land on the new round), and
 * rounds and phases run every registered step inside the change that stored the round.
 */
@Injectable()
export class RoundStoredHooks {
  private readonly steps: RoundStoredStep[] = [];

  register(step: RoundStoredStep): void {
    this.steps.push(step);
  }

  async roundStored(tx: Db, viewer: Viewer, eventId: string, roundId: string): Promise<void> {
    for (const step of this.steps) await step(tx, viewer, eventId, roundId);
  }
}
