import { Injectable } from '@nestjs/common';
import type { AuditRecord } from '../../platform/audit';
import type { Change } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { ResultReport } from '../../generated/prisma/client';
import { MatchesRepository } from './matches.repository';
import type { MatchForReport, MatchInContext, NewMatch } from './matches.repository';

/** What a change may set on a match: its score and status, an override reason, its extension, a double loss by penalty. */
export type MatchUpdate = Partial<
  Pick<MatchInContext, 'player1Wins' | 'player2Wins' | 'draws' | 'status' | 'overrideReason' | 'extensionMinutes' | 'doubleLoss'>
>;

/**
 * How other features write match rows: steps of the caller's change (they take the `Change`
 * first, write on its transaction and never open one), and the report's two statements.
 */
@Injectable()
export class MatchSteps {
  constructor(private readonly matches: MatchesRepository) {}

  /** Locks the match row until the change ends (after any event and penalty locks) and reads it; null when there is none. */
  lock(change: Change, matchId: string): Promise<MatchInContext | null> {
    return this.matches.lock(change, matchId);
  }

  /** As `lock`, for a match that must exist: NOT_FOUND (match) when it does not. */
  async lockExisting(change: Change, matchId: string): Promise<MatchInContext> {
    const match = await this.matches.lock(change, matchId);
    if (!match) throw new AppError('NOT_FOUND', { entity: 'match' });
    return match;
  }

  /** Changes a match the change has locked; returns it as changed, with its context. Auditing it is the caller's. */
  update(change: Change, match: MatchInContext, data: MatchUpdate): Promise<MatchInContext> {
    return this.matches.update(change.tx, match, data);
  }

  /** Stores a newly created round's matches (one statement, however many tables). */
  async storeRound(change: Change, roundId: string, matches: NewMatch[]): Promise<void> {
    await this.matches.create(change.tx, roundId, matches);
  }

  /** Replaces the round's matches with these (a round paired again). */
  async replaceRound(change: Change, roundId: string, matches: NewMatch[]): Promise<void> {
    await this.matches.deleteOfRound(change.tx, roundId);
    await this.matches.create(change.tx, roundId, matches);
  }

  /**
   * A player's report, first statement: the match, its row version and the reports that matter,
   * without a lock; on `change` when the report is part of one (a report with a drop), else a
   * prepared statement of its own. See `MatchesRepository.matchForReport`.
   */
  matchForReport(matchId: string, playerId: string, requestKey: string, change?: Change): Promise<MatchForReport | null> {
    return this.matches.matchForReport(matchId, playerId, requestKey, change?.tx);
  }

  /**
   * A player's report, second statement: the report, the match as it settles, a dispute's judge
   * call and the audit entries, stored only if the match is still at `version`; false (nothing
   * stored) when it is not. See `MatchesRepository.storeReportIfUnchanged`.
   */
  storeReportIfUnchanged(
    version: string,
    report: ResultReport,
    match: Pick<MatchInContext, 'id' | 'status' | 'player1Wins' | 'player2Wins' | 'draws' | 'updatedAt'>,
    audit: AuditRecord[],
    judgeCallId: string | null,
    change?: Change,
  ): Promise<boolean> {
    return this.matches.storeReportIfUnchanged(version, report, match, audit, judgeCallId, change?.tx);
  }
}
