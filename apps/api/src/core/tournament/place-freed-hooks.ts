import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';

/** A step run inside the change that freed a place in an event (a registration dropped or deleted, a capacity raised). */
export type PlaceFreedStep = (change: Change, eventId: string) => Promise<void>;

/**
 * How the desk's changes tell the waitlist that a place is free, without importing it: core/entries
 * registers its promotion here at start-up, and players and events run every registered step
 * inside the change that freed the place (under the event lock).
 */
@Injectable()
export class PlaceFreedHooks {
  private readonly steps: PlaceFreedStep[] = [];

  register(step: PlaceFreedStep): void {
    this.steps.push(step);
  }

  async placeFreed(change: Change, eventId: string): Promise<void> {
    for (const step of this.steps) await step(change, eventId);
  }
}
