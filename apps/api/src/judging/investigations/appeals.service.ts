import { Injectable } from '@nestjs/common';
import { isOnLadder } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import { PenaltiesService, PenaltyApprovalService, PenaltyEffects } from '../penalties';
import type { AppealDecisionInput } from './investigation.model';
import { InvestigationsRepository } from './investigations.repository';
import { InvestigationsService, STATEMENT_MAX_LENGTH } from './investigations.service';

/**
 * MTR 2.9, appeals to the head judge: a player who disagrees with a judge's ruling may appeal it
 * to the head judge, once the floor judge has ruled; the head judge's ruling is final. Staff write
 * the appeal down (the player says it at the table, to the judge who ruled); the head judge
 * upholds the ruling, changes the penalty, or revokes it. A change is a partial revocation that
 * keeps its history: the appealed penalty stays, revoked with the reason, and the new one is
 * logged beside it (its effect on the match applied), linked from the appeal.
 */
@Injectable()
export class AppealsService {
  constructor(
    private readonly investigations: InvestigationsRepository,
    private readonly penalties: PenaltiesService,
    private readonly approval: PenaltyApprovalService,
    private readonly effects: PenaltyEffects,
    private readonly named: InvestigationsService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async file(viewer: Viewer, penaltyId: string, statement: string, language: Language) {
    const penalty = await this.penalties.find(penaltyId);
    const staff = await this.access.require(viewer, penalty.eventId, 'penalties.log');
    const text = statement.trim();
    if (!text) throw invalidInput('statement', 'required');
    if (text.length > STATEMENT_MAX_LENGTH) throw invalidInput('statement', 'tooLong');
    const appeal = await this.uow.run(viewer, async (change) => {
      const locked = await this.approval.locked(change, penaltyId);
      if (locked.status === 'REVOKED') throw new AppError('PENALTY_ALREADY_REVOKED');
      // MTR 2.9: the head judge's ruling is final, whether given first or on an earlier appeal.
      if ((await this.investigations.rolesOf(locked.eventId, locked.judgeId, change.tx)).includes('HEAD_JUDGE'))
        throw new AppError('APPEAL_OF_HEAD_JUDGE_RULING');
      const earlier = await this.investigations.appealsOf([penaltyId], change.tx);
      if (earlier.some((a) => a.status === 'PENDING')) throw new AppError('APPEAL_ALREADY_OPEN');
      if (earlier.length > 0) throw new AppError('APPEAL_ALREADY_DECIDED');
      const created = await this.investigations.createAppeal(change.tx, {
        eventId: locked.eventId,
        penaltyId,
        statement: text,
        recordedById: staff.userId,
        appealedPenalty: locked.penalty,
      });
      await change.audit({ eventId: locked.eventId, action: 'appeal.file', entityType: 'Appeal', entityId: created.id, after: created });
      change.publish({ eventId: locked.eventId, kind: 'PENALTY_CHANGED', matchId: locked.matchId ?? undefined });
      return created;
    });
    return (await this.named.named([], [appeal], language)).appeals[0];
  }

  async decide(viewer: Viewer, id: string, input: AppealDecisionInput, language: Language) {
    const appeal = await this.investigations.findAppeal(id);
    if (!appeal) throw new AppError('NOT_FOUND', { entity: 'appeal' });
    const headJudge = await this.access.require(viewer, appeal.eventId, 'penalties.decide');
    const reason = input.reason.trim();
    if (!reason) throw invalidInput('reason', 'required');
    if (reason.length > STATEMENT_MAX_LENGTH) throw invalidInput('reason', 'tooLong');
    if (input.decision === 'PENDING') throw invalidInput('decision', 'notAllowed');
    if (input.decision !== 'CHANGED' && input.penalty) throw invalidInput('penalty', 'notAllowed');
    const appealed = await this.penalties.find(appeal.penaltyId);
    const catalog = await this.penalties.catalogOf(appeal.eventId);
    if (input.decision === 'CHANGED' && (!input.penalty || !isOnLadder(catalog, input.penalty)))
      throw invalidInput('penalty', 'notAllowed');
    const decided = await this.uow.run(viewer, async (change) => {
      // A decision that drops or reinstates a player (a disqualification given or taken back, a
      // revoked Tardiness drop) takes the event lock, first (the lock order).
      if (this.effects.dropsPlayer(appealed) || input.penalty === 'DISQUALIFICATION') await change.lockEvent(appeal.eventId);
      const before = (await this.investigations.lockAppeal(change.tx, id))!;
      if (before.status !== 'PENDING') throw new AppError('APPEAL_ALREADY_DECIDED');
      const penalty = await this.approval.locked(change, before.penaltyId);
      let replacementPenaltyId: string | null = null;
      if (input.decision === 'REVOKED') await this.approval.revokeLocked(change, penalty, `MTR 2.9: ${reason}`);
      if (input.decision === 'CHANGED')
        replacementPenaltyId = (await this.approval.replaceLocked(change, penalty, input.penalty!, reason, headJudge.userId)).id;
      const after = await this.investigations.updateAppeal(change.tx, id, {
        status: input.decision,
        decisionReason: reason,
        decidedById: headJudge.userId,
        decidedAt: new Date(),
        replacementPenaltyId,
      });
      await change.audit({ eventId: after.eventId, action: 'appeal.decide', entityType: 'Appeal', entityId: id, before, after });
      change.publish({ eventId: after.eventId, kind: 'PENALTY_CHANGED', matchId: penalty.matchId ?? undefined });
      return after;
    });
    return (await this.named.named([], [decided], language)).appeals[0];
  }
}
