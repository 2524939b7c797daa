import { Injectable } from '@nestjs/common';
import { findTeamFormat, teamMatchState, type TeamMatchReport, type TeamSlot } from '@taikai/engine';
import type { AuditRecord } from '../../platform/audit';
import type { Change } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { ResultReport } from '../../generated/prisma/client';
import { MatchesRepository } from './matches.repository';
import type { MatchForReport, MatchInContext, NewMatch } from './matches.repository';
import { TeamMatchesRepository } from './team-matches.repository';
import type { NewTeamMatch } from './team-matches.repository';

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
  constructor(
    private readonly matches: MatchesRepository,
    private readonly teamMatches: TeamMatchesRepository,
  ) {}

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

  /**
   * Changes a match the change has locked; returns it as changed, with its context. Auditing it is
   * the caller's; a seat match's team match is settled again here, in the same change.
   */
  async update(change: Change, match: MatchInContext, data: MatchUpdate): Promise<MatchInContext> {
    const after = await this.matches.update(change.tx, match, data);
    await this.settleTeamMatch(change, after);
    return after;
  }

  /**
   * A seat match changed (a result final or corrected, a penalty on its score): its team match's
   * status and outcome are computed again from its final seat matches (`teamMatchState`, MTR 8.2,
   * 9.1) and stored, audited with before and after, when they changed. Nothing for a match outside
   * a team match, nor for a team's bye (final when paired).
   */
  async settleTeamMatch(change: Change, match: Pick<MatchInContext, 'teamMatchId' | 'round'>): Promise<void> {
    const format = match.round.event.teamFormat ? findTeamFormat(match.round.event.teamFormat) : undefined;
    if (!match.teamMatchId || !format) return;
    const before = await this.teamMatches.lock(change.tx, match.teamMatchId);
    if (!before || before.team2Id === null) return;
    const report: TeamMatchReport = Object.fromEntries(
      before.matches
        .filter((seat) => seat.status === 'FINAL' && seat.teamSlot !== null)
        .map((seat) => [
          seat.teamSlot as TeamSlot,
          { player1Wins: seat.player1Wins, player2Wins: seat.player2Wins, draws: seat.draws, doubleLoss: seat.doubleLoss },
        ]),
    );
    const state = teamMatchState(format, report);
    const outcome = state.outcome === null ? null : (state.outcome.toUpperCase() as 'TEAM1' | 'TEAM2' | 'DRAW');
    if (state.status === before.status && outcome === before.outcome) {
      // The team's status stands, but the members' phones show every seat's result: only they are told.
      const members = [...before.team1.members, ...(before.team2?.members ?? [])].map((member) => member.id);
      change.publish({ eventId: match.round.eventId, kind: 'RESULT_RECORDED', roundNumber: match.round.number, audience: members });
      return;
    }
    await this.teamMatches.update(change.tx, before.id, { status: state.status, outcome });
    await change.audit({
      eventId: match.round.eventId,
      action: 'teamMatch.settle',
      entityType: 'TeamMatch',
      entityId: before.id,
      before: { status: before.status, outcome: before.outcome },
      after: { status: state.status, outcome, team1Wins: state.team1Wins, team2Wins: state.team2Wins, unreported: state.unreported },
    });
    // Every member follows the team's result, not only the two players of the seat that settled it.
    change.publish({ eventId: match.round.eventId, kind: 'RESULT_RECORDED', roundNumber: match.round.number });
  }

  /** Stores a newly created round's matches (one statement, however many tables), after the team matches they are seats of. */
  async storeRound(change: Change, roundId: string, matches: NewMatch[], teamMatches: NewTeamMatch[] = []): Promise<void> {
    await this.teamMatches.create(change.tx, roundId, teamMatches);
    await this.matches.create(change.tx, roundId, matches);
  }

  /** Replaces the round's matches (and team matches) with these (a round paired again). */
  async replaceRound(change: Change, roundId: string, matches: NewMatch[], teamMatches: NewTeamMatch[] = []): Promise<void> {
    await this.matches.deleteOfRound(change.tx, roundId);
    await this.teamMatches.deleteOfRound(change.tx, roundId);
    await this.storeRound(change, roundId, matches, teamMatches);
  }

  /**
   * A player's report, first statement: the match, its row version and the reports that matter,
   * without a lock; on `change` when the report is part of one (a report with a drop), else a
   * prepared statement of its own, or none when remembered and not `fresh`. See
   * `MatchesRepository.matchForReport`.
   */
  matchForReport(matchId: string, playerId: string, requestKey: string, change?: Change, fresh = false): Promise<MatchForReport | null> {
    return this.matches.matchForReport(matchId, playerId, requestKey, change?.tx, fresh);
  }

  /**
   * A player's report, second statement: the report, the match as it settles, a dispute's judge
   * call and the audit entries, stored only if what the decision read is still at `version`;
   * false (nothing stored) when it is not. See `MatchesRepository.storeReportIfUnchanged`.
   */
  storeReportIfUnchanged(
    version: string,
    report: ResultReport,
    match: MatchInContext,
    theirs: MatchForReport['theirs'],
    audit: AuditRecord[],
    judgeCallId: string | null,
    change?: Change,
  ): Promise<boolean> {
    return this.matches.storeReportIfUnchanged(version, report, match, theirs, audit, judgeCallId, change?.tx);
  }
}
