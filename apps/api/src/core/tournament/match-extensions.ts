import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { MatchSteps } from './match-steps';

/** Minutes one change may add to (or take back from) a match's time. */
export const EXTENSION_LIMIT = 60;

/** Minutes a match may be given in all, whichever way (penalties, deck checks, judge calls, the results page). */
export const MATCH_EXTENSION_TOTAL_LIMIT = 180;

/**
 * Time given back to one match (MTR 2.6: a judge who stops a match for more than a minute gives
 * that time back; a deck check its duration plus 3 minutes), a step of the caller's change: the
 * results page (`extendMatch`), the form a judge closes a call with, a logged penalty, a deck
 * check. Locked, audited as `match.extend`, and the match's two phones hear `CLOCK_CHANGED` after
 * the commit. The total stays within 0–180 minutes: more is refused with `MATCH_EXTENSION_TOTAL`
 * (nothing changed, the caller's whole change rolls back: a penalty or deck check is not recorded).
 */
@Injectable()
export class MatchExtensions {
  constructor(private readonly matches: MatchSteps) {}

  async extend(change: Change, matchId: string, minutes: number) {
    if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > EXTENSION_LIMIT) throw invalidInput('minutes', 'outOfRange');
    const before = await this.matches.lockExisting(change, matchId);
    const extensionMinutes = before.extensionMinutes + minutes;
    if (extensionMinutes < 0) throw invalidInput('minutes', 'outOfRange');
    if (extensionMinutes > MATCH_EXTENSION_TOTAL_LIMIT)
      throw new AppError('MATCH_EXTENSION_TOTAL', { limit: MATCH_EXTENSION_TOTAL_LIMIT, current: before.extensionMinutes });
    const after = await this.matches.update(change, before, { extensionMinutes });
    await change.audit({
      eventId: before.round.eventId,
      action: 'match.extend',
      entityType: 'Match',
      entityId: matchId,
      before: { extensionMinutes: before.extensionMinutes },
      after: { extensionMinutes },
    });
    const audience = [before.player1Id, ...(before.player2Id ? [before.player2Id] : [])];
    change.publish({ eventId: before.round.eventId, kind: 'CLOCK_CHANGED', roundNumber: before.round.number, matchId, audience });
    return after;
  }
}
