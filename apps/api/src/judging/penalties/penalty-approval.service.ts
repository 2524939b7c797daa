import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import { AuditService } from '../../platform/audit';
import type { Viewer } from '../../platform/common';
import type { Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { EventsRepository } from '../../core/events';
import { PenaltiesRepository, PenaltyWithPlayer } from './penalties.repository';
import { Effect, PenaltyEffects } from './penalty-effects';

/** The head judge's decisions on a logged penalty: approving one that waits, revoking one. */
@Injectable()
export class PenaltyApprovalService {
  constructor(
    private readonly penalties: PenaltiesRepository,
    private readonly effects: PenaltyEffects,
    private readonly events: EventsRepository,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
  ) {}

  approve(viewer: Viewer, id: string) {
    return this.decide(viewer, id, async (tx, before) => {
      if (before.status !== 'PENDING_APPROVAL') throw new AppError('PENALTY_NOT_PENDING');
      const approved = await this.penalties.update(tx, id, { status: 'APPLIED', approvedById: viewer.kind === 'staff' ? viewer.userId : null });
      await this.audit.record(tx, viewer, { eventId: before.eventId, action: 'penalty.approve', entityType: 'Penalty', entityId: id, before, after: approved });
      return this.effects.apply(tx, viewer, approved);
    });
  }

  /** Revoking undoes the effect exactly, unless the match has changed since (then staff correct it). */
  revoke(viewer: Viewer, id: string, reason: string) {
    return this.decide(viewer, id, (tx, before) => this.revokeLocked(tx, viewer, before, reason));
  }

  /** Revokes a penalty the caller has locked, inside its change (a revoke, or an appeal's decision). */
  async revokeLocked(tx: Db, viewer: Viewer, before: PenaltyWithPlayer, reason: string) {
    if (before.status === 'REVOKED') throw new AppError('PENALTY_ALREADY_REVOKED');
    if (!reason.trim()) throw invalidInput('reason', 'required');
    await this.effects.undo(tx, viewer, before);
    const effect = before.effect as Effect | null;
    const revoked = await this.penalties.update(tx, before.id, { status: 'REVOKED', revokedAt: new Date(), revokeReason: reason.trim(), effect: effect ? { ...effect, pending: false } : undefined });
    await this.audit.record(tx, viewer, { eventId: before.eventId, action: 'penalty.revoke', entityType: 'Penalty', entityId: before.id, before, after: revoked });
    return revoked;
  }

  private async decide(viewer: Viewer, id: string, work: (tx: Db, before: PenaltyWithPlayer) => Promise<PenaltyWithPlayer>) {
    const existing = await this.penalties.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    await this.access.require(viewer, existing.eventId, 'penalties.decide');
    return this.uow.run(async (tx) => {
      // A disqualification (or a Tardiness drop) drops or reinstates a player, under the event lock: taken first, as a
      // pairing takes it before the penalties it applies, so the two never wait on each other.
      if (existing.penalty === 'DISQUALIFICATION' || (existing.effect as Effect | null)?.dropped) await this.events.lock(tx, existing.eventId);
      // Locked and read again inside the transaction: of two simultaneous decisions, the second sees the first's.
      const after = await work(tx, (await this.penalties.lock(tx, id))!);
      this.uow.publish(tx, { eventId: existing.eventId, kind: 'PENALTY_CHANGED', matchId: after.matchId ?? undefined });
      return after;
    });
  }
}
