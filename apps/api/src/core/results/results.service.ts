import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { findTeamFormat, GameScore, validatePlayoffResult, validateResult, validateSlotScore } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import { AuditService } from '../../platform/audit';
import type { PlayerViewer, Viewer } from '../../platform/common';
import type { AuditEntry, Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { batchedPerRequest, perRequest } from '../../platform/common';
import { AppError } from '../../platform/errors';
import type { ErrorCode } from '../../platform/i18n';
import type { MatchStatus, ResultReport } from '../../generated/prisma/client';
import type { EventUpdate } from '../../platform/common';
import { PlayersService } from '../players';
import {
  JudgeCallHooks,
  MatchExtensions,
  MatchInContext,
  MatchSteps,
  MatchWithRound,
  playoffDrawsOf,
  TeamMatchModel,
  TeamMatchRow,
  toTeamMatchModel,
  TournamentState,
} from '../tournament';
import type { MatchModel, MatchRow } from '../tournament';
import type { ReportInput, ResultInput } from './result.input';

const sameScore = (a: GameScore, b: GameScore) => a.player1Wins === b.player1Wins && a.player2Wins === b.player2Wins && a.draws === b.draws;
// An override records a real slip as written; these could not have been written on one.
const NEVER_OVERRIDDEN = new Set(['RESULT_PLAYOFF_DRAW', 'RESULT_NEGATIVE', 'RESULT_NOT_INTEGER']);
// FFTCG 3.3 under the organizer's PLAY_ANOTHER_GAME: staff record the drawn game and the match stays open.
const GAME_DRAWN_MATCH_GOES_ON = 'RESULT_PLAYOFF_PLAY_ANOTHER_GAME';
const scoreOf = (s: GameScore): GameScore => ({ player1Wins: s.player1Wins, player2Wins: s.player2Wins, draws: s.draws });
const toMatchModel = ({ round, ...match }: MatchWithRound | MatchInContext): MatchModel => ({
  ...match,
  eventId: round.eventId,
  roundNumber: round.number,
});

@Injectable()
export class ResultsService {
  /** The reports of every match a request shows, read in one query. */
  private readonly reportsOfRequest = batchedPerRequest(async (matchIds: string[]) => {
    const byMatch = new Map<string, ResultReport[]>();
    for (const report of await this.tournament.reportsOf(matchIds))
      byMatch.set(report.matchId, [...(byMatch.get(report.matchId) ?? []), report]);
    return byMatch;
  });

  /** Team matches of the seat matches a request shows, read in one query; and their rounds' matches, once per round. */
  private readonly teamMatchesOfRequest = batchedPerRequest(
    async (ids: string[]) => new Map<string, TeamMatchRow>((await this.tournament.teamMatchesByIds(ids)).map((row) => [row.id, row])),
  );
  private readonly roundMatchesOfRequest = perRequest<MatchRow[]>();

  constructor(
    private readonly tournament: TournamentState,
    private readonly steps: MatchSteps,
    private readonly playersService: PlayersService,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
    private readonly extensions: MatchExtensions,
    private readonly judgeCalls: JudgeCallHooks,
  ) {}

  /** One match, for staff of its event or, once its round is published, a player of it. */
  async match(viewer: Viewer, id: string): Promise<MatchModel> {
    const match = await this.tournament.existingMatch(id);
    await this.access.requireReader(viewer, match.round.eventId);
    if (viewer.kind === 'player' && !match.round.publishedAt) throw new AppError('ROUND_NOT_PUBLISHED');
    return toMatchModel(match);
  }

  /** The signed-in player's matches in published rounds, newest first. */
  async mine(viewer: PlayerViewer): Promise<MatchModel[]> {
    // Two-Headed Giant: seat B follows the team's game (seat A reports it) as their own.
    const [own, shared] = await Promise.all([
      this.tournament.matchesOfPlayer(viewer.playerId),
      this.tournament.sharedGamesOfTeammate(viewer.playerId),
    ]);
    const matches = shared.length ? [...own, ...shared].sort((a, b) => b.round.number - a.round.number) : own;
    return matches.map(toMatchModel);
  }

  /** Staff's queues: the event's matches in these states (DISPUTED: the conflict queue). */
  async withStatus(viewer: Viewer, eventId: string, statuses: MatchStatus[]): Promise<MatchModel[]> {
    await this.access.require(viewer, eventId, 'event.read');
    return (await this.tournament.matchesWithStatus(eventId, statuses)).map(toMatchModel);
  }

  /**
   * Staff enter or correct a result at any time; irregular scores need an override reason. A drawn
   * playoff game under the organizer's PLAY_ANOTHER_GAME (FFTCG 3.3) is recorded with the match left
   * open (PENDING): another game follows. Settling a dispute closes its judge call (locked before
   * the match). Returns the match as the change left it.
   */
  async record(viewer: Viewer, matchId: string, input: ResultInput): Promise<MatchModel> {
    const match = await this.tournament.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'results.record');
    const score = scoreOf(input);
    const overrideReason = input.overrideReason?.trim() || null;
    const checked = this.validate(match, score);
    const goesOn = checked?.code === GAME_DRAWN_MATCH_GOES_ON;
    const problem = goesOn ? null : checked;
    if (problem && (!overrideReason || NEVER_OVERRIDDEN.has(problem.code))) {
      throw new AppError(problem.code, { bestOf: problem.bestOf });
    }
    return this.uow.run(viewer, async (change) => {
      if (match.status === 'DISPUTED') await this.judgeCalls.closeOpen(change, { eventId: match.round.eventId, matchId });
      const before = await this.steps.lockExisting(change, matchId);
      const after = await this.steps.update(change, before, {
        ...score,
        status: goesOn ? 'PENDING' : 'FINAL',
        overrideReason: problem ? overrideReason : null,
      });
      await change.audit({
        eventId: before.round.eventId,
        action: goesOn ? 'result.gameDrawn' : before.status === 'FINAL' ? 'result.correct' : 'result.record',
        entityType: 'Match',
        entityId: matchId,
        before: matchSnapshot(before),
        after: { ...matchSnapshot(after), overrideReason: after.overrideReason },
      });
      change.publish(resultChanged(after, 'RESULT_RECORDED'));
      return toMatchModel(after);
    });
  }

  /**
   * A player reports their own match. Matching reports make it final; different ones flag it
   * for staff, and both stay on record. A retry (same request key) changes nothing. A report
   * that comes too late (staff already settled the match, or closed the round) is refused and
   * recorded in the audit log, so a correction racing a report leaves both on record.
   * The hot path of a round end: one statement reads the match and the reports that matter, one
   * stores the report, the match and the audit entries if the match has not changed meanwhile;
   * if it has (the opponent reported, staff corrected), the report is decided again on what is
   * there now. Every retry follows somebody else's change, so this ends. That statement is its
   * own transaction (`UnitOfWork.runStatement`); a report with a drop is one change with the drop
   * instead, under the event lock like every drop. Returns the match as it is after the report,
   * with its players. `confirming`: the opponent's report this one agrees with, refused if the
   * opponent has reported again since. A team event's seat match is reported the same way, in a
   * change of its own (not the one statement): its team match is settled again inside it.
   */
  async report(viewer: Viewer, matchId: string, input: ReportInput, confirming?: string): Promise<MatchInContext> {
    const score = scoreOf(input);
    const requestKey =
      input.requestKey?.trim() ||
      createHash('sha256')
        .update(JSON.stringify([matchId, score, input.drop]))
        .digest('hex');
    if (viewer.kind !== 'player') throw new AppError('FORBIDDEN');
    const report = { matchId, score, drop: input.drop, requestKey, confirming };
    const inChange = (lockEvent: boolean) =>
      this.uow.run(viewer, async (change) => {
        if (lockEvent && !(await change.lockEvent(viewer.eventId))) throw new AppError('NOT_FOUND', { entity: 'event' });
        return this.settleReport(viewer, report, (update) => change.publish(update), change);
      });
    let settled = input.drop ? await inChange(true) : await this.uow.runStatement((publish) => this.settleReport(viewer, report, publish));
    if ('seatOfTeamMatch' in settled) settled = await inChange(false);
    if ('seatOfTeamMatch' in settled) throw new Error('a seat match was reported outside a change');
    if ('match' in settled) return settled.match;
    // Recorded on its own: the refusal changes nothing else, and a change that refuses is not committed.
    if (settled.audit) await this.audit.recordAlone(viewer, settled.audit);
    throw new AppError(settled.refusal);
  }

  /**
   * Decides and stores a player's report (see `report`), on the change when there is one (a drop
   * comes with it), else as one statement. A refusal is returned, not thrown, with the audit
   * entry that records it when it must be.
   */
  private async settleReport(
    player: PlayerViewer,
    {
      matchId,
      score,
      drop,
      requestKey,
      confirming,
    }: { matchId: string; score: GameScore; drop: boolean; requestKey: string; confirming?: string },
    publish: (update: EventUpdate) => void,
    change?: Change,
  ): Promise<{ match: MatchInContext } | { refusal: ErrorCode; audit?: AuditEntry } | { seatOfTeamMatch: true }> {
    for (let fresh = false; ;) {
      const read = await this.steps.matchForReport(matchId, player.playerId, requestKey, change, fresh);
      if (!read) throw new AppError('NOT_FOUND', { entity: 'match' });
      const { match: before, version, retried, theirs, remembered } = read;
      // Its team match must be settled in the same transaction: the caller opens a change.
      if (!change && before.teamMatchId !== null) return { seatOfTeamMatch: true };
      this.access.requirePlayerOf(player, before.round.eventId);
      if (before.player1Id !== player.playerId && before.player2Id !== player.playerId) throw new AppError('FORBIDDEN');
      if (retried) return this.afterReport(player, before, drop, publish, change);
      const refusal = this.refusalOfPlayerReport(before);
      const changedSinceSeen = confirming !== undefined && theirs?.id !== confirming;
      const problem = refusal || changedSinceSeen ? null : this.validate(before, score);
      // Only a store checks that the state it was decided on is current: anything else decided on a
      // remembered state (the round closed since, the event's best-of changed) is decided again on a read.
      if (remembered && (refusal || changedSinceSeen || problem)) {
        fresh = true;
        continue;
      }
      if (refusal === 'ROUND_CLOSED' || refusal === 'MATCH_ALREADY_FINAL') {
        return {
          refusal,
          audit: {
            eventId: before.round.eventId,
            action: 'result.report.refused',
            entityType: 'Match',
            entityId: matchId,
            before: matchSnapshot(before),
            after: { ...score, drop, requestKey, refusedBecause: refusal },
          },
        };
      }
      if (refusal) return { refusal };
      if (changedSinceSeen) throw new AppError('REPORT_CHANGED');
      if (problem) throw new AppError(problem.code, { bestOf: problem.bestOf });
      // Later than the match's last change (the previous report), so "latest" never ties within a millisecond.
      const createdAt = new Date(Math.max(Date.now(), before.updatedAt.getTime() + 1));
      const report: ResultReport = { id: randomUUID(), matchId, playerId: player.playerId, ...score, drop, requestKey, createdAt };
      const status = !theirs ? 'REPORTED' : sameScore(theirs, report) ? 'FINAL' : 'DISPUTED';
      const after: MatchInContext = { ...before, ...(status === 'FINAL' ? score : {}), status, updatedAt: report.createdAt };
      // The players are told a judge will come: the dispute calls one to the table (once per dispute).
      const judgeCall =
        status === 'DISPUTED' && before.status !== 'DISPUTED'
          ? { id: randomUUID(), matchId, table: before.table, playerId: player.playerId, reason: 'dispute' }
          : null;
      const audit = this.audit.entries(
        player,
        { eventId: before.round.eventId, action: 'result.report', entityType: 'ResultReport', entityId: report.id, after: report },
        {
          eventId: before.round.eventId,
          action: `match.${status.toLowerCase()}`,
          entityType: 'Match',
          entityId: matchId,
          before: matchSnapshot(before),
          after: matchSnapshot(after),
        },
        ...(judgeCall
          ? [{ eventId: before.round.eventId, action: 'judgeCall.open', entityType: 'JudgeCall', entityId: judgeCall.id, after: judgeCall }]
          : []),
      );
      if (await this.steps.storeReportIfUnchanged(version, report, after, theirs, audit, judgeCall?.id ?? null, change)) {
        if (judgeCall)
          publish({ eventId: before.round.eventId, kind: 'JUDGE_CALLED', matchId, audience: [before.player1Id, before.player2Id!] });
        return this.afterReport(player, after, drop, publish, change);
      }
    }
  }

  /** A stored (or retried) report: the drop sent with it (idempotent, so a retry completes it), then the news. */
  private async afterReport(
    player: PlayerViewer,
    match: MatchInContext,
    drop: boolean,
    publish: (update: EventUpdate) => void,
    change?: Change,
  ) {
    if (change) await this.steps.settleTeamMatch(change, match);
    if (drop && change) await this.playersService.dropWithReport(change, player);
    const kinds = { FINAL: 'MATCH_CONFIRMED', DISPUTED: 'MATCH_DISPUTED', REPORTED: 'MATCH_REPORTED', PENDING: 'MATCH_REPORTED' } as const;
    publish(resultChanged(match, kinds[match.status]));
    return { match };
  }

  /** The player agrees with the opponent's report they saw (`reportId`), if it is still the latest. Returns the match after. */
  async confirm(viewer: Viewer, matchId: string, reportId: string, requestKey?: string | null): Promise<MatchModel> {
    const match = await this.tournament.existingMatch(matchId);
    const player = this.access.requirePlayerOf(viewer, match.round.eventId);
    const opponent =
      match.player1Id === player.playerId ? match.player2Id : match.player2Id === player.playerId ? match.player1Id : undefined;
    if (opponent === undefined) throw new AppError('FORBIDDEN');
    if (opponent === null) throw new AppError('MATCH_IS_BYE');
    const theirs = await this.tournament.latestReport(matchId, opponent);
    if (!theirs) throw new AppError('NO_OPPONENT_REPORT');
    if (theirs.id !== reportId) throw new AppError('REPORT_CHANGED');
    return toMatchModel(
      await this.report(viewer, matchId, { ...scoreOf(theirs), drop: false, requestKey: requestKey ?? `confirm:${theirs.id}` }, theirs.id),
    );
  }

  /** Time given back to one match from the results page. Returns the match after. */
  async extend(viewer: Viewer, matchId: string, minutes: number): Promise<MatchModel> {
    const match = await this.tournament.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'matches.extend');
    return toMatchModel(await this.uow.run(viewer, (change) => this.extensions.extend(change, matchId, minutes)));
  }

  /**
   * A seat match's team match, with every seat match of it: what a team member's phone shows beside
   * their own match (their seat, their opponent, the team's status). Null outside team events. The
   * caller read the match, so may read its round.
   */
  async teamMatchOf(request: object, viewer: Viewer, match: MatchModel): Promise<TeamMatchModel | null> {
    if (!match.teamMatchId) return null;
    await this.access.requireReader(viewer, match.eventId);
    const row = await this.teamMatchesOfRequest(request, match.teamMatchId);
    if (!row) return null;
    const roundMatches = await this.roundMatchesOfRequest(request, match.roundId, () => this.tournament.matchesOfRound(match.roundId));
    return toTeamMatchModel(
      row,
      roundMatches.map((seat) => ({ ...seat, eventId: match.eventId, roundNumber: match.roundNumber })),
    );
  }

  /** `request` batches: a list of matches reads their reports (and the caller's roles) once. */
  async reports(request: object, viewer: Viewer, match: { id: string; player1Id: string; player2Id: string | null; eventId: string }) {
    await this.access.requireReader(viewer, match.eventId);
    if (viewer.kind === 'player' && viewer.playerId !== match.player1Id && viewer.playerId !== match.player2Id) return [];
    const reports = (await this.reportsOfRequest(request, match.id)) ?? [];
    // Oldest first, so each player's last one is their latest: the one that counts.
    const latest = new Map(reports.map((report) => [report.playerId, report.id]));
    return reports.map((report) => ({ ...report, counts: latest.get(report.playerId) === report.id }));
  }

  /** Why a player may not report this match now, if they may not. */
  private refusalOfPlayerReport(match: MatchInContext): ErrorCode | null {
    if (match.player2Id === null) return 'MATCH_IS_BYE';
    if (!match.round.publishedAt) return 'ROUND_NOT_PUBLISHED';
    if (match.round.closedAt) return 'ROUND_CLOSED';
    if (match.status === 'FINAL') return 'MATCH_ALREADY_FINAL';
    return null;
  }

  private validate(match: MatchInContext, score: GameScore) {
    if (match.player2Id === null) throw new AppError('MATCH_IS_BYE');
    const format = match.teamMatchId !== null && match.round.event.teamFormat ? findTeamFormat(match.round.event.teamFormat) : undefined;
    if (format) {
      const playoff = match.round.phase.kind === 'SINGLE_ELIMINATION';
      // A team playoff match needs a winner (MTR 2.5), so each seat plays on until it has one, as an
      // individual playoff match does: a drawn seat is refused; Two-Headed Giant replays drawn games.
      if (playoff && !format.drawnGamesReplayed) {
        const checked = validatePlayoffResult(score, format.bestOf, playoffDrawsOf(match.round.event));
        return checked.ok ? null : checked.error;
      }
      // A seat match is played to the team format's best-of; Two-Headed Giant replays drawn games until time (MTR 9.1).
      const slot = validateSlotScore(format, score, { timeEnded: !playoff && timeEnded(match) });
      if (!slot.ok && playoff && slot.error.code === 'RESULT_DRAW_BEFORE_TIME')
        return { code: 'RESULT_PLAYOFF_DRAW' as const, bestOf: format.bestOf };
      return slot.ok ? null : slot.error;
    }
    const bestOf = match.round.event.bestOf;
    const checked =
      match.round.phase.kind === 'SINGLE_ELIMINATION'
        ? validatePlayoffResult(score, bestOf, playoffDrawsOf(match.round.event))
        : validateResult(score, bestOf);
    return checked.ok ? null : checked.error;
  }
}

/** The match's time, its extension included, has run out on a running round clock (none: not yet). */
function timeEnded(match: MatchInContext): boolean {
  const { endsAt, pausedAt } = match.round;
  return endsAt !== null && pausedAt === null && Date.now() >= endsAt.getTime() + match.extensionMinutes * 60_000;
}

/** A Swiss result concerns its two players (and staff); a playoff result moves the bracket everyone follows. */
function resultChanged(
  match: MatchInContext,
  kind: 'RESULT_RECORDED' | 'MATCH_REPORTED' | 'MATCH_CONFIRMED' | 'MATCH_DISPUTED',
): EventUpdate {
  const audience = match.round.phase.kind === 'SINGLE_ELIMINATION' ? undefined : playersOf(match);
  return { eventId: match.round.eventId, kind, roundNumber: match.round.number, matchId: match.id, audience };
}

function playersOf(match: MatchInContext): string[] {
  return [match.player1Id, ...(match.player2Id ? [match.player2Id] : [])];
}

function matchSnapshot(match: MatchInContext) {
  return { player1Wins: match.player1Wins, player2Wins: match.player2Wins, draws: match.draws, status: match.status };
}
