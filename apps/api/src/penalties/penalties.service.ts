import { Injectable } from '@nestjs/common';
import {
  applyPenaltiesToScore,
  catalogFor,
  CurrentMatch,
  deviationAllowed,
  InfractionCatalog,
  isOnLadder,
  Penalty as PenaltyKind,
  penaltyEffect,
  requiresHeadJudgeApproval,
  suggestPenalty,
} from '@taikai/engine';
import { EventAccessService } from '../access/event-access.service';
import { AuditService } from '../audit/audit.service';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../database/unit-of-work';
import { UnitOfWork } from '../database/unit-of-work';
import { AppError, invalidInput } from '../errors/app-error';
import type { Match, Penalty } from '../generated/prisma/client';
import { categoryName, infractionName, penaltyName } from '../i18n/judging-names';
import type { Language } from '../i18n/messages';
import { LiveService } from '../live/live.service';
import type { InfractionInput, PenaltyOutcome } from './penalty.model';
import { PenaltiesRepository } from './penalties.repository';
import { writeCsv } from '../common/csv';

type PenaltyWithPlayer = Penalty & { player: { name: string } };
type Effect = {
  kind: 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION';
  pending: boolean;
  matchId?: string;
  before?: MatchScore;
  after?: MatchScore;
  dropped?: boolean;
};
type MatchScore = Pick<Match, 'player1Wins' | 'player2Wins' | 'draws' | 'status'>;

const REASONS = {
  en: {
    DEFAULT: 'The default penalty for this infraction.',
    VARIANT: 'The penalty for this form of the infraction.',
    REPEAT: 'Upgraded: earlier Warnings for the same infraction count ({previous} so far).',
  },
  ja: {
    DEFAULT: 'この違反の標準の罰則です。',
    VARIANT: 'この形態の違反に対する罰則です。',
    REPEAT: '格上げ: 同じ違反の警告がすでに{previous}回あります。',
  },
} as const;

// Field by field: jsonb does not keep the key order the effect was written with.
const sameScore = (a: MatchScore, b: MatchScore) =>
  a.player1Wins === b.player1Wins && a.player2Wins === b.player2Wins && a.draws === b.draws && a.status === b.status;
const scoreOf = (m: MatchScore): MatchScore => ({ player1Wins: m.player1Wins, player2Wins: m.player2Wins, draws: m.draws, status: m.status });

@Injectable()
export class PenaltiesService {
  constructor(
    private readonly penalties: PenaltiesRepository,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly live: LiveService,
    private readonly uow: UnitOfWork,
  ) {}

  async infractions(viewer: Viewer, eventId: string, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.read');
    const catalog = await this.catalogOf(eventId);
    return catalog.infractions.map((infraction) => ({
      code: infraction.code,
      category: infraction.category,
      categoryName: categoryName(language, infraction.category),
      name: infractionName(language, infraction.code),
      defaultPenalty: infraction.defaultPenalty,
      defaultPenaltyName: this.penaltyName(catalog, infraction.defaultPenalty, language),
    }));
  }

  /** The penalty the rules give now, upgraded by this player's earlier penalties today. */
  async suggest(viewer: Viewer, eventId: string, playerId: string, infraction: string, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.log');
    const player = await this.penalties.player(playerId);
    if (!player || player.eventId !== eventId) throw invalidInput('playerId', 'notFound');
    const catalog = await this.catalogOf(eventId);
    const suggestion = await this.suggestion(catalog, eventId, playerId, infraction);
    const reason = suggestion.upgraded ? 'REPEAT' : suggestion.reason.code === 'VARIANT' ? 'VARIANT' : 'DEFAULT';
    return {
      penalty: suggestion.penalty,
      penaltyName: this.penaltyName(catalog, suggestion.penalty, language),
      defaultPenalty: suggestion.defaultPenalty,
      upgraded: suggestion.upgraded,
      reason: suggestion.reason.code,
      reasonText: REASONS[language][reason].replace('{previous}', String(suggestion.reason.previous)),
      previous: suggestion.reason.previous,
      requiresApproval: requiresHeadJudgeApproval(catalog, infraction, suggestion.penalty),
    };
  }

  /**
   * Logs an infraction. The suggested penalty applies unless the head judge deviates with a
   * reason; Game Loss and above wait for the head judge's approval (some infractions excepted).
   */
  async log(viewer: Viewer, eventId: string, input: InfractionInput, language: Language) {
    const judge = await this.access.require(viewer, eventId, 'penalties.log');
    const description = input.description.trim();
    if (!description) throw invalidInput('description', 'required');
    if (input.extensionMinutes != null && (input.extensionMinutes < 0 || input.extensionMinutes > 60)) throw invalidInput('extensionMinutes', 'outOfRange');
    const canDecide = await this.access.can(viewer, eventId, 'penalties.decide');
    const catalog = await this.catalogOf(eventId);
    const created = await this.uow.run(async (tx) => {
      const player = await this.penalties.player(input.playerId, tx);
      if (!player || player.eventId !== eventId) throw invalidInput('playerId', 'notFound');
      const match = input.matchId ? await this.penalties.findMatch(tx, input.matchId) : await this.penalties.latestMatchOf(tx, input.playerId);
      if (input.matchId && (!match || match.round.eventId !== eventId || (match.player1Id !== player.id && match.player2Id !== player.id))) {
        throw invalidInput('matchId', 'notFound');
      }
      const suggestion = await this.suggestion(catalog, eventId, player.id, input.infraction, tx);
      const penalty = input.penalty ?? suggestion.penalty;
      const deviationReason = input.deviationReason?.trim() || null;
      const deviation = deviationAllowed(catalog, { suggested: suggestion.penalty, chosen: penalty, byHeadJudge: canDecide, reason: deviationReason ?? undefined });
      if (!deviation.ok) {
        if (deviation.error.code === 'PENALTY_NOT_ON_LADDER') throw invalidInput('penalty', 'notAllowed');
        throw new AppError(deviation.error.code === 'DEVIATION_HEAD_JUDGE_ONLY' ? 'FORBIDDEN' : 'DEVIATION_REASON_REQUIRED');
      }
      if (!isOnLadder(catalog, penalty)) throw invalidInput('penalty', 'notAllowed');
      const pending = requiresHeadJudgeApproval(catalog, input.infraction, penalty) && !canDecide;
      const row = await this.penalties.create(tx, {
        eventId,
        playerId: player.id,
        matchId: match?.id ?? null,
        roundNumber: match?.round.number ?? null,
        gameNumber: input.gameNumber ?? null,
        infraction: input.infraction,
        penalty,
        suggestedPenalty: suggestion.penalty,
        deviationReason,
        description,
        privateNote: input.privateNote?.trim() || null,
        status: pending ? 'PENDING_APPROVAL' : 'APPLIED',
        catalog: catalog.id,
        judgeId: judge.userId,
        approvedById: pending ? null : judge.userId,
        extensionMinutes: input.extensionMinutes ?? 0,
      });
      if (match && input.extensionMinutes) {
        await this.penalties.updateMatch(tx, match.id, { extensionMinutes: match.extensionMinutes + input.extensionMinutes });
      }
      await this.audit.record(tx, viewer, { eventId, action: 'penalty.log', entityType: 'Penalty', entityId: row.id, after: row });
      return pending ? row : this.applyEffect(tx, viewer, row);
    });
    await this.live.publish({ eventId, kind: 'PENALTY_CHANGED', matchId: created.matchId ?? undefined });
    return this.toModel(created, catalog, language, true, await this.eventFinished(eventId));
  }

  approve(viewer: Viewer, id: string, language: Language) {
    return this.decide(viewer, id, language, async (tx, before) => {
      if (before.status !== 'PENDING_APPROVAL') throw new AppError('PENALTY_NOT_PENDING');
      const approved = await this.penalties.update(tx, id, { status: 'APPLIED', approvedById: viewer.kind === 'staff' ? viewer.userId : null });
      await this.audit.record(tx, viewer, { eventId: before.eventId, action: 'penalty.approve', entityType: 'Penalty', entityId: id, before, after: approved });
      return this.applyEffect(tx, viewer, approved);
    });
  }

  /** Revoking undoes the effect exactly, unless the match has changed since (then staff correct it). */
  revoke(viewer: Viewer, id: string, reason: string, language: Language) {
    return this.decide(viewer, id, language, async (tx, before) => {
      if (before.status === 'REVOKED') throw new AppError('PENALTY_ALREADY_REVOKED');
      if (!reason.trim()) throw invalidInput('reason', 'required');
      const effect = before.effect as Effect | null;
      if (effect?.matchId && effect.before && effect.after) {
        await this.penalties.lockMatch(tx, effect.matchId);
        const match = await this.penalties.findMatch(tx, effect.matchId);
        if (match && sameScore(scoreOf(match), effect.after)) {
          await this.penalties.updateMatch(tx, effect.matchId, effect.before);
          await this.audit.record(tx, viewer, { eventId: before.eventId, action: 'result.penaltyRevoked', entityType: 'Match', entityId: effect.matchId, before: effect.after, after: effect.before });
        }
      }
      if (effect?.kind === 'DISQUALIFICATION') {
        await this.penalties.updatePlayer(tx, before.playerId, { disqualified: false, ...(effect.dropped ? { droppedAt: null, dropReason: null } : {}) });
      }
      const revoked = await this.penalties.update(tx, id, { status: 'REVOKED', revokedAt: new Date(), revokeReason: reason.trim(), effect: effect ? { ...effect, pending: false } : undefined });
      await this.audit.record(tx, viewer, { eventId: before.eventId, action: 'penalty.revoke', entityType: 'Penalty', entityId: id, before, after: revoked });
      return revoked;
    });
  }

  async list(viewer: Viewer, eventId: string, filter: { playerId?: string; statuses?: Penalty['status'][] }, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.read');
    const catalog = await this.catalogOf(eventId);
    const finished = await this.eventFinished(eventId);
    return (await this.penalties.list({ eventId, ...filter })).map((row) => this.toModel(row, catalog, language, true, finished));
  }

  /** What a player may see of their own penalties: no private notes, nothing revoked. */
  async mine(viewer: Viewer, language: Language) {
    if (viewer.kind !== 'player') throw new AppError('FORBIDDEN');
    const catalog = await this.catalogOf(viewer.eventId);
    const rows = await this.penalties.list({ eventId: viewer.eventId, playerId: viewer.playerId, statuses: ['APPLIED', 'PENDING_APPROVAL'] });
    const finished = await this.eventFinished(viewer.eventId);
    return rows.map((row) => this.toModel(row, catalog, language, false, finished));
  }

  /** The event's penalty report (CSV, one line per penalty) as the publisher asks for it. */
  async reportCsv(viewer: Viewer, eventId: string, language: Language) {
    const rows = await this.list(viewer, eventId, {}, language);
    const header = ['round', 'player', 'infraction', 'penalty', 'suggested', 'deviation reason', 'status', 'description', 'logged at'];
    const lines = rows.map((p) => [p.roundNumber ?? '', p.playerName, p.infractionName, p.penaltyName, p.suggestedPenalty, p.deviationReason ?? '', p.status, p.description, p.createdAt.toISOString()]);
    return writeCsv(header, lines);
  }

  /** A draft of the disqualification report: the facts, for the head judge to complete. */
  async disqualificationReport(viewer: Viewer, penaltyId: string, language: Language) {
    const penalty = await this.penalties.findById(penaltyId);
    if (!penalty) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    await this.access.require(viewer, penalty.eventId, 'penalties.decide');
    if (penalty.penalty !== 'DISQUALIFICATION') throw new AppError('NOT_A_DISQUALIFICATION');
    const [event, player] = await Promise.all([this.penalties.event(penalty.eventId), this.penalties.player(penalty.playerId)]);
    const infraction = infractionName(language, penalty.infraction);
    const labels = language === 'ja'
      ? ['失格報告（下書き）', 'イベント', '日時', 'プレイヤー', 'ID', 'ラウンド', '違反', '状況', '本人の言い分', 'ヘッドジャッジの所見']
      : ['Disqualification report (draft)', 'Event', 'Date', 'Player', 'ID', 'Round', 'Infraction', 'What happened', "Player's statement", "Head judge's findings"];
    const todo = language === 'ja' ? '（記入してください）' : '(to be completed)';
    return [
      labels[0],
      '',
      `${labels[1]}: ${event?.name ?? ''}`,
      `${labels[2]}: ${penalty.createdAt.toISOString()}`,
      `${labels[3]}: ${player?.name ?? ''}`,
      `${labels[4]}: ${player?.externalId ?? ''}`,
      `${labels[5]}: ${penalty.roundNumber ?? ''}`,
      `${labels[6]}: ${infraction}`,
      `${labels[7]}: ${penalty.description}`,
      `${labels[8]}: ${todo}`,
      `${labels[9]}: ${todo}`,
    ].join('\n');
  }

  /** Called with a newly paired round: effects waiting for "the next match" land there. */
  async applyPendingToRound(tx: Db, actor: Viewer, eventId: string, roundId: string) {
    const waiting = await this.penalties.pendingNextMatch(tx, eventId);
    if (!waiting.length) return;
    const matches = await this.penalties.matchesOfRound(tx, roundId);
    for (const penalty of waiting) {
      const match = matches.find((m) => m.player2Id !== null && (m.player1Id === penalty.playerId || m.player2Id === penalty.playerId));
      if (match) await this.applyToMatch(tx, actor, penalty, (penalty.effect as Effect).kind, match.id);
    }
  }

  private async decide(viewer: Viewer, id: string, language: Language, work: (tx: Db, before: PenaltyWithPlayer) => Promise<PenaltyWithPlayer>) {
    const existing = await this.penalties.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    await this.access.require(viewer, existing.eventId, 'penalties.decide');
    const catalog = await this.catalogOf(existing.eventId);
    // Locked and read again inside the transaction: of two simultaneous decisions, the second sees the first's.
    const after = await this.uow.run(async (tx) => work(tx, (await this.penalties.lock(tx, id))!));
    await this.live.publish({ eventId: existing.eventId, kind: 'PENALTY_CHANGED', matchId: after.matchId ?? undefined });
    return this.toModel(after, catalog, language, true, await this.eventFinished(existing.eventId));
  }

  /** Game Loss, Match Loss and Disqualification change the match through the result path. */
  private async applyEffect(tx: Db, actor: Viewer, penalty: PenaltyWithPlayer): Promise<PenaltyWithPlayer> {
    const match = penalty.matchId ? await this.penalties.findMatch(tx, penalty.matchId) : null;
    const current: CurrentMatch =
      !match || match.status === 'FINAL' || match.round.closedAt ? 'NONE' : match.player1Wins + match.player2Wins + match.draws === 0 ? 'NOT_STARTED' : 'IN_PROGRESS';
    const effect = penaltyEffect(penalty.penalty as PenaltyKind, { currentMatch: current });
    if (effect.kind === 'NONE') return penalty;
    let updated = penalty;
    if (effect.kind === 'DISQUALIFICATION') {
      const player = (await this.penalties.player(penalty.playerId, tx))!;
      await this.penalties.updatePlayer(tx, player.id, { disqualified: true, droppedAt: player.droppedAt ?? new Date(), dropReason: player.dropReason ?? 'disqualified' });
      await this.audit.record(tx, actor, { eventId: penalty.eventId, action: 'player.disqualify', entityType: 'Player', entityId: player.id, before: player, after: { disqualified: true } });
      updated = await this.penalties.update(tx, penalty.id, { effect: { kind: effect.kind, pending: false, dropped: player.droppedAt === null } });
      if (!effect.losesCurrentMatch) return updated;
    } else if (effect.target === 'NEXT' || !match) {
      return this.penalties.update(tx, penalty.id, { effect: { kind: effect.kind, pending: true } });
    }
    return this.applyToMatch(tx, actor, updated, effect.kind, match!.id);
  }

  private async applyToMatch(tx: Db, actor: Viewer, penalty: PenaltyWithPlayer | Penalty, kind: Effect['kind'], matchId: string) {
    await this.penalties.lockMatch(tx, matchId);
    const match = (await this.penalties.findMatch(tx, matchId))!;
    const event = (await this.penalties.event(penalty.eventId, tx))!;
    const offender = match.player1Id === penalty.playerId ? 'player1' : 'player2';
    const scored = applyPenaltiesToScore(match, [{ offender, kind, batch: penalty.id }], event.bestOf);
    const previous = (penalty as Penalty).effect as Effect | null;
    const base = { kind, pending: false, ...(previous?.dropped ? { dropped: true } : {}) };
    if (!scored.ok) {
      // The match is already decided for these games: the penalty carries to the next match.
      return this.penalties.update(tx, penalty.id, { matchId: null, effect: { ...base, pending: true } });
    }
    const before = scoreOf(match);
    const after: MatchScore = { ...scored.value.score, status: kind === 'GAME_LOSS' ? match.status : 'FINAL' };
    await this.penalties.updateMatch(tx, matchId, after);
    await this.audit.record(tx, actor, { eventId: penalty.eventId, action: 'result.penalty', entityType: 'Match', entityId: matchId, before, after: { ...after, penaltyId: penalty.id } });
    return this.penalties.update(tx, penalty.id, { matchId, roundNumber: match.round.number, effect: { ...base, matchId, before, after } });
  }

  private async suggestion(catalog: InfractionCatalog, eventId: string, playerId: string, infraction: string, db?: Db) {
    const [history, days] = await Promise.all([this.penalties.list({ eventId, playerId }, db), this.penalties.dayOfRounds(eventId, db)]);
    const today = Math.max(1, ...days.values());
    const suggested = suggestPenalty(
      catalog,
      infraction,
      history.map((p) => ({ infraction: p.infraction, penalty: p.penalty, day: p.roundNumber ? days.get(p.roundNumber) : today, revoked: p.status === 'REVOKED' })),
      { day: today },
    );
    if (!suggested.ok) throw invalidInput('infraction', 'notFound');
    return suggested.value;
  }

  private async catalogOf(eventId: string): Promise<InfractionCatalog> {
    const event = await this.penalties.event(eventId);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    return catalogFor(event.ruleProfile, event.enforcementLevel);
  }

  private penaltyName(catalog: InfractionCatalog, penalty: string, language: Language): string {
    return isOnLadder(catalog, penalty) ? penaltyName(language, penalty) : penalty;
  }

  private async eventFinished(eventId: string): Promise<boolean> {
    return (await this.penalties.event(eventId))?.status === 'FINISHED';
  }

  private toModel(row: PenaltyWithPlayer, catalog: InfractionCatalog, language: Language, forStaff: boolean, eventFinished: boolean) {
    return {
      ...row,
      outcome: outcomeOf(row, eventFinished),
      playerName: row.player.name,
      infractionName: infractionName(language, row.infraction),
      penaltyName: this.penaltyName(catalog, row.penalty, language),
      privateNote: forStaff ? row.privateNote : null,
      deviationReason: forStaff ? row.deviationReason : null,
    };
  }
}

/** What an applied penalty did, so "Applied" never hides a penalty that changed nothing. */
function outcomeOf(row: Penalty, eventFinished: boolean): PenaltyOutcome {
  if (row.status !== 'APPLIED') return 'NOT_APPLIED';
  const effect = row.effect as Effect | null;
  if (!effect) return 'NO_MATCH_CHANGE';
  if (effect.pending) return eventFinished ? 'NO_MATCH_LEFT' : 'WAITING_FOR_NEXT_MATCH';
  if (effect.matchId) return 'MATCH_CHANGED';
  return effect.kind === 'DISQUALIFICATION' ? 'PLAYER_DISQUALIFIED' : 'NO_MATCH_CHANGE';
}
