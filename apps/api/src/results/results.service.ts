import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GameScore, validatePlayoffResult, validateResult } from '@taikai/engine';
import { EventAccessService } from '../access/event-access.service';
import { AuditService } from '../audit/audit.service';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../database/unit-of-work';
import { UnitOfWork } from '../database/unit-of-work';
import { AppError, invalidInput } from '../errors/app-error';
import type { ResultReport } from '../generated/prisma/client';
import { LiveService } from '../live/live.service';
import { PlayersRepository } from '../players/players.repository';
import { PlayersService } from '../players/players.service';
import type { ReportInput, ResultInput } from './result.input';
import { MatchInContext, ResultsRepository } from './results.repository';

const sameScore = (a: GameScore, b: GameScore) => a.player1Wins === b.player1Wins && a.player2Wins === b.player2Wins && a.draws === b.draws;
// An override records a real slip as written; these could not have been written on one.
const NEVER_OVERRIDDEN = new Set(['RESULT_PLAYOFF_DRAW', 'RESULT_NEGATIVE', 'RESULT_NOT_INTEGER']);
const scoreOf = (s: GameScore): GameScore => ({ player1Wins: s.player1Wins, player2Wins: s.player2Wins, draws: s.draws });

@Injectable()
export class ResultsService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly players: PlayersRepository,
    private readonly playersService: PlayersService,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
  ) {}

  /** Staff enter or correct a result at any time; irregular scores need an override reason. */
  async record(viewer: Viewer, matchId: string, input: ResultInput) {
    const match = await this.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'results.record');
    const score = scoreOf(input);
    const overrideReason = input.overrideReason?.trim() || null;
    const problem = this.validate(match, score);
    if (problem && (!overrideReason || NEVER_OVERRIDDEN.has(problem.code))) {
      throw new AppError(problem.code, { bestOf: match.round.event.bestOf });
    }
    const recorded = await this.uow.run(async (tx) => {
      const before = await this.lockedMatch(tx, matchId);
      const after = await this.results.updateMatch(tx, before, { ...score, status: 'FINAL', overrideReason: problem ? overrideReason : null });
      await this.audit.record(tx, viewer, {
        eventId: before.round.eventId,
        action: before.status === 'FINAL' ? 'result.correct' : 'result.record',
        entityType: 'Match',
        entityId: matchId,
        before: matchSnapshot(before),
        after: { ...matchSnapshot(after), overrideReason: after.overrideReason },
      });
      return after;
    });
    await this.announceChange(recorded, 'RESULT_RECORDED');
    return recorded;
  }

  private announceChange(match: MatchInContext, kind: 'RESULT_RECORDED' | 'MATCH_REPORTED' | 'MATCH_CONFIRMED' | 'MATCH_DISPUTED') {
    return this.live.publish({ eventId: match.round.eventId, kind, roundNumber: match.round.number, matchId: match.id });
  }

  /**
   * A player reports their own match. Matching reports make it final; different ones flag it
   * for staff, and both stay on record. A retry (same request key) changes nothing.
   * The hot path of a round end: the match is locked and read with its context in one query,
   * the retry and the opponent's report in another, so a report is five statements in one
   * transaction. Returns the match as it is after the report, with its players.
   */
  async report(viewer: Viewer, matchId: string, input: ReportInput): Promise<MatchInContext> {
    const score = scoreOf(input);
    const requestKey = input.requestKey?.trim() || createHash('sha256').update(JSON.stringify([matchId, score, input.drop])).digest('hex');
    const settled = await this.uow.run(async (tx) => {
      const locked = await this.lockedMatch(tx, matchId);
      const player = this.access.requirePlayerOf(viewer, locked.round.eventId);
      if (locked.player1Id !== player.playerId && locked.player2Id !== player.playerId) throw new AppError('FORBIDDEN');
      const opponentId = locked.player1Id === player.playerId ? locked.player2Id : locked.player1Id;
      const { retry, theirs } = await this.results.reportsForReport(tx, locked, player.playerId, opponentId, requestKey);
      if (retry) return locked;
      this.assertPlayerMayReport(locked);
      const problem = this.validate(locked, score);
      if (problem) throw new AppError(problem.code, { bestOf: locked.round.event.bestOf });
      const report = await this.results.insertReport(tx, { matchId, playerId: player.playerId, ...score, drop: input.drop, requestKey });
      const after = await this.settle(tx, viewer, locked, report, theirs ?? null);
      if (input.drop) {
        const me = (await this.players.findById(player.playerId, tx))!;
        await this.playersService.dropWithin(tx, viewer, me, 'reported with result');
      }
      return after;
    });
    const kinds = { FINAL: 'MATCH_CONFIRMED', DISPUTED: 'MATCH_DISPUTED', REPORTED: 'MATCH_REPORTED', PENDING: 'MATCH_REPORTED' } as const;
    await this.announceChange(settled, kinds[settled.status]);
    return settled;
  }

  /** The player agrees with what the opponent reported. */
  async confirm(viewer: Viewer, matchId: string, requestKey?: string | null) {
    const match = await this.existingMatch(matchId);
    const player = this.access.requirePlayerOf(viewer, match.round.eventId);
    const opponent = match.player1Id === player.playerId ? match.player2Id : match.player2Id === player.playerId ? match.player1Id : undefined;
    if (opponent === undefined) throw new AppError('FORBIDDEN');
    if (opponent === null) throw new AppError('MATCH_IS_BYE');
    const theirs = await this.results.latestReport(matchId, opponent);
    if (!theirs) throw new AppError('NO_OPPONENT_REPORT');
    return this.report(viewer, matchId, { ...scoreOf(theirs), drop: false, requestKey: requestKey ?? `confirm:${theirs.id}` });
  }

  /** Time given back to one match (judge calls, deck checks). */
  async extend(viewer: Viewer, matchId: string, minutes: number) {
    const match = await this.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'matches.extend');
    if (!Number.isInteger(minutes) || minutes < -60 || minutes > 60 || minutes === 0) throw invalidInput('minutes', 'outOfRange');
    return this.uow.run(async (tx) => {
      const before = await this.lockedMatch(tx, matchId);
      const extensionMinutes = before.extensionMinutes + minutes;
      if (extensionMinutes < 0) throw invalidInput('minutes', 'outOfRange');
      const after = await this.results.updateMatch(tx, before, { extensionMinutes });
      await this.audit.record(tx, viewer, {
        eventId: before.round.eventId,
        action: 'match.extend',
        entityType: 'Match',
        entityId: matchId,
        before: { extensionMinutes: before.extensionMinutes },
        after: { extensionMinutes },
      });
      return after;
    });
  }

  async reports(viewer: Viewer, match: { id: string; player1Id: string; player2Id: string | null; eventId: string }) {
    if (viewer.kind === 'player') {
      this.access.requirePlayerOf(viewer, match.eventId);
      if (viewer.playerId !== match.player1Id && viewer.playerId !== match.player2Id) return [];
    } else await this.access.require(viewer, match.eventId, 'event.read');
    return this.results.reportsOf(match.id);
  }

  /** A report settles the match when it agrees with the opponent's latest one (read under the match lock). */
  private async settle(tx: Db, viewer: Viewer, match: MatchInContext, report: ResultReport, theirs: ResultReport | null) {
    const status = !theirs ? 'REPORTED' : sameScore(theirs, report) ? 'FINAL' : 'DISPUTED';
    const after = await this.results.updateMatch(tx, match, status === 'FINAL' ? { ...scoreOf(report), status } : { status });
    await this.audit.record(
      tx,
      viewer,
      { eventId: match.round.eventId, action: 'result.report', entityType: 'ResultReport', entityId: report.id, after: report },
      { eventId: match.round.eventId, action: `match.${status.toLowerCase()}`, entityType: 'Match', entityId: match.id, before: matchSnapshot(match), after: matchSnapshot(after) },
    );
    return after;
  }

  private assertPlayerMayReport(match: MatchInContext) {
    if (match.player2Id === null) throw new AppError('MATCH_IS_BYE');
    if (!match.round.publishedAt) throw new AppError('ROUND_NOT_PUBLISHED');
    if (match.round.closedAt) throw new AppError('ROUND_CLOSED');
    if (match.status === 'FINAL') throw new AppError('MATCH_ALREADY_FINAL');
  }

  private validate(match: MatchInContext, score: GameScore) {
    if (match.player2Id === null) throw new AppError('MATCH_IS_BYE');
    const bestOf = match.round.event.bestOf;
    const checked = match.round.phase.kind === 'SINGLE_ELIMINATION' ? validatePlayoffResult(score, bestOf) : validateResult(score, bestOf);
    return checked.ok ? null : checked.error;
  }

  private async existingMatch(id: string) {
    const match = await this.results.findMatch(id);
    if (!match) throw new AppError('NOT_FOUND', { entity: 'match' });
    return match;
  }

  private async lockedMatch(tx: Db, id: string) {
    const match = await this.results.lockMatch(tx, id);
    if (!match) throw new AppError('NOT_FOUND', { entity: 'match' });
    return match;
  }
}

function matchSnapshot(match: MatchInContext) {
  return { player1Wins: match.player1Wins, player2Wins: match.player2Wins, draws: match.draws, status: match.status };
}
