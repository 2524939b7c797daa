import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { PenaltiesRepository, PenaltyWithPlayer } from './penalties.repository';
import { Effect, PenaltyEffects } from './penalty-effects';

/** The head judge's decisions on a logged penalty: approving one that waits, revoking one. */
@Injectable()
export class PenaltyApprovalService {
  constructor(
    private readonly penalties: PenaltiesRepository,
    private readonly effects: PenaltyEffects,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Approves a penalty that waits; the other penalties of its ruling (both players, one act) with it, applied together. */
  approve(viewer: Viewer, id: string) {
    return this.decide(viewer, id, async (change, before) => {
      if (before.status !== 'PENDING_APPROVAL') throw new AppError('PENALTY_NOT_PENDING');
      const waiting = [before];
      if (before.ruling) {
        for (const sibling of await this.penalties.ofRuling(before.ruling, change.tx)) {
          if (sibling.id === before.id) continue;
          const locked = await this.penalties.lock(change, sibling.id);
          if (locked?.status === 'PENDING_APPROVAL') waiting.push(locked);
        }
      }
      const approved: PenaltyWithPlayer[] = [];
      for (const row of waiting) {
        const after = await this.penalties.update(change.tx, row.id, {
          status: 'APPLIED',
          approvedById: viewer.kind === 'staff' ? viewer.userId : null,
        });
        await change.audit({
          eventId: row.eventId,
          action: 'penalty.approve',
          entityType: 'Penalty',
          entityId: row.id,
          before: row,
          after,
        });
        approved.push(after);
      }
      if (!before.ruling) return this.effects.apply(change, approved[0]);
      return (await this.effects.applyRuling(change, approved)).find((row) => row.id === id)!;
    });
  }

  /** Revoking undoes the effect exactly, unless the match has changed since (then staff correct it). */
  revoke(viewer: Viewer, id: string, reason: string) {
    return this.decide(viewer, id, (change, before) => this.revokeLocked(change, before, reason));
  }

  /**
   * Step: revokes a penalty the change has locked (a revoke, or an appeal's decision). A penalty
   * that dropped its player reinstates them: the change must hold the event lock (`dropsPlayer`).
   */
  async revokeLocked(change: Change, before: PenaltyWithPlayer, reason: string) {
    if (before.status === 'REVOKED') throw new AppError('PENALTY_ALREADY_REVOKED');
    if (!reason.trim()) throw invalidInput('reason', 'required');
    await this.effects.undo(change, before);
    const effect = before.effect as Effect | null;
    const revoked = await this.penalties.update(change.tx, before.id, {
      status: 'REVOKED',
      revokedAt: new Date(),
      revokeReason: reason.trim(),
      effect: effect ? { ...effect, pending: false, dropPending: false } : undefined,
    });
    await change.audit({
      eventId: before.eventId,
      action: 'penalty.revoke',
      entityType: 'Penalty',
      entityId: before.id,
      before,
      after: revoked,
    });
    return revoked;
  }

  /**
   * Step: the penalty, locked for a decision on it (a revoke, an appeal, the without-proof mark):
   * of two simultaneous decisions, the second sees the first's.
   */
  async locked(change: Change, id: string): Promise<PenaltyWithPlayer> {
    const penalty = await this.penalties.lock(change, id);
    if (!penalty) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    return penalty;
  }

  /**
   * Step: the head judge changes a locked penalty on appeal (MTR 2.9): it is revoked with the
   * reason, and the new one is logged beside it, applied at once, keeping the infraction's facts.
   */
  async replaceLocked(
    change: Change,
    before: PenaltyWithPlayer,
    penalty: string,
    reason: string,
    headJudgeId: string,
  ): Promise<PenaltyWithPlayer> {
    if (penalty === before.penalty) throw new AppError('APPEAL_SAME_PENALTY');
    await this.revokeLocked(change, before, `MTR 2.9 → ${penalty}: ${reason}`);
    const replacement = await this.penalties.create(change.tx, {
      eventId: before.eventId,
      playerId: before.playerId,
      matchId: before.matchId,
      roundNumber: before.roundNumber,
      gameNumber: before.gameNumber,
      infraction: before.infraction,
      penalty,
      suggestedPenalty: before.suggestedPenalty,
      deviationReason: `MTR 2.9: ${reason}`,
      description: before.description,
      privateNote: before.privateNote,
      status: 'APPLIED',
      catalog: before.catalog,
      judgeId: headJudgeId,
      approvedById: headJudgeId,
    });
    await change.audit({
      eventId: before.eventId,
      action: 'penalty.log',
      entityType: 'Penalty',
      entityId: replacement.id,
      after: replacement,
    });
    return this.effects.apply(change, replacement);
  }

  private async decide(viewer: Viewer, id: string, work: (change: Change, before: PenaltyWithPlayer) => Promise<PenaltyWithPlayer>) {
    const existing = await this.penalties.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    await this.access.require(viewer, existing.eventId, 'penalties.decide');
    return this.uow.run(viewer, async (change) => {
      // A decision that drops or reinstates a player takes the event lock, first (the lock order).
      if (this.effects.dropsPlayer(existing)) await change.lockEvent(existing.eventId);
      // Locked and read again inside the transaction: of two simultaneous decisions, the second sees the first's.
      const after = await work(change, await this.locked(change, id));
      change.publish({ eventId: existing.eventId, kind: 'PENALTY_CHANGED', matchId: after.matchId ?? undefined });
      return after;
    });
  }
}
