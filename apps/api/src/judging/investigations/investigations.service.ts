import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Appeal, InvestigationStatement } from '../../generated/prisma/client';
import { disqualificationReportText, infractionName, penaltyName } from '../../platform/i18n';
import type { Language } from '../../platform/i18n';
import { PenaltiesService, PenaltyApprovalService } from '../penalties';
import type { StatementInput } from './investigation.model';
import { InvestigationsRepository } from './investigations.repository';

export const STATEMENT_MAX_LENGTH = 4000;

/**
 * Investigations (IPG 1.1, MTR 1.7: the head judge investigates before disqualifying): statements
 * of the player, the opponent, witnesses and judges, attached to the infraction's penalty,
 * timestamped. Any judge who may log penalties writes them down; only the head judge and
 * organizers read them (`penalties.decide`), as they decide on what they say.
 */
@Injectable()
export class InvestigationsService {
  constructor(
    private readonly investigations: InvestigationsRepository,
    private readonly penalties: PenaltiesService,
    private readonly approval: PenaltyApprovalService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async record(viewer: Viewer, input: StatementInput) {
    const penalty = await this.penalties.find(input.penaltyId);
    const staff = await this.access.require(viewer, penalty.eventId, 'penalties.log');
    const text = input.statement.trim();
    if (!text) throw invalidInput('statement', 'required');
    if (text.length > STATEMENT_MAX_LENGTH) throw invalidInput('statement', 'tooLong');
    const speaker = input.speaker?.trim() || (await this.defaultSpeaker(penalty.id, input.role, staff.userId));
    if (!speaker) throw invalidInput('speaker', 'required');
    const created = await this.uow.run(viewer, async (change) => {
      const statement = await this.investigations.createStatement(change.tx, {
        eventId: penalty.eventId,
        penaltyId: penalty.id,
        role: input.role,
        speaker,
        text,
        recordedById: staff.userId,
      });
      await change.audit({
        eventId: penalty.eventId,
        action: 'investigation.statement',
        entityType: 'Penalty',
        entityId: penalty.id,
        after: statement,
      });
      return statement;
    });
    return (await this.named([created], [])).statements[0];
  }

  /** IPG 1.1: a disqualification may be issued without proof; the head judge's report says so. */
  async markWithoutProof(viewer: Viewer, penaltyId: string, withoutProof: boolean) {
    const penalty = await this.penalties.find(penaltyId);
    await this.access.require(viewer, penalty.eventId, 'penalties.decide');
    if (penalty.penalty !== 'DISQUALIFICATION') throw new AppError('NOT_A_DISQUALIFICATION');
    await this.uow.run(viewer, async (change) => {
      const before = await this.approval.locked(change, penaltyId);
      const after = await this.investigations.setWithoutProof(change.tx, penaltyId, withoutProof);
      await change.audit({
        eventId: before.eventId,
        action: 'penalty.withoutProof',
        entityType: 'Penalty',
        entityId: penaltyId,
        before: { withoutProof: before.withoutProof },
        after: { withoutProof: after.withoutProof },
      });
    });
    return this.investigation(viewer, penaltyId, 'en');
  }

  /** A penalty's statements and appeals, oldest first. */
  async investigation(viewer: Viewer, penaltyId: string, language: Language) {
    const penalty = await this.penalties.find(penaltyId);
    await this.access.require(viewer, penalty.eventId, 'penalties.decide');
    const [statements, appeals] = await Promise.all([
      this.investigations.statementsOf([penaltyId]),
      this.investigations.appealsOf([penaltyId]),
    ]);
    const named = await this.named(statements, appeals, language);
    return { penaltyId, withoutProof: penalty.withoutProof, ...named };
  }

  /**
   * The disqualification report (IPG 1.1: reported to Wizards with both players' Wizards Account
   * e-mail addresses; a disqualification without proof says so): the event, the player and the
   * opponent, the round, the infraction, what happened, the head judge's and the player's
   * statements and the others given, in `language`, as plain text to download or print.
   */
  async disqualificationReport(viewer: Viewer, penaltyId: string, language: Language) {
    const penalty = await this.penalties.find(penaltyId);
    await this.access.require(viewer, penalty.eventId, 'penalties.decide');
    if (penalty.penalty !== 'DISQUALIFICATION') throw new AppError('NOT_A_DISQUALIFICATION');
    const facts = (await this.investigations.reportFacts(penaltyId))!;
    const { statements } = await this.named(await this.investigations.statementsOf([penaltyId]), [], language);
    const match = facts.match;
    const opponent = match ? (match.player1.id === facts.playerId ? match.player2 : match.player1) : null;
    return disqualificationReportText(language, {
      eventName: facts.event.name,
      eventDate: facts.event.startsAt ?? facts.createdAt,
      venue: facts.event.venue,
      player: facts.player,
      opponent,
      roundNumber: facts.roundNumber,
      table: match?.table ?? null,
      infraction: infractionName(language, facts.infraction),
      penalty: penaltyName(language, facts.penalty),
      description: facts.description,
      withoutProof: facts.withoutProof,
      issuedAt: facts.createdAt,
      revoked: facts.status === 'REVOKED',
      statements,
    });
  }

  /** The name a statement is given under when staff leave it out: who that role is for this penalty. */
  private async defaultSpeaker(penaltyId: string, role: StatementInput['role'], recorderId: string): Promise<string | undefined> {
    if (role === 'WITNESS') return undefined;
    if (role === 'JUDGE' || role === 'HEAD_JUDGE') return (await this.investigations.userNames([recorderId]))[0]?.name;
    const facts = (await this.investigations.reportFacts(penaltyId))!;
    if (role === 'PLAYER') return facts.player.name;
    const match = facts.match;
    const opponent = match ? (match.player1.id === facts.playerId ? match.player2 : match.player1) : null;
    return opponent?.name;
  }

  /** Statements and appeals with the staff's names and the penalties' names in `language`. */
  async named(statements: InvestigationStatement[], appeals: Appeal[], language: Language = 'en') {
    const staffIds = [
      ...new Set([
        ...statements.map((s) => s.recordedById),
        ...appeals.flatMap((a) => [a.recordedById, ...(a.decidedById ? [a.decidedById] : [])]),
      ]),
    ];
    const names = new Map((staffIds.length ? await this.investigations.userNames(staffIds) : []).map((user) => [user.id, user.name]));
    return {
      statements: statements.map((s) => ({ ...s, recordedByName: names.get(s.recordedById) ?? '' })),
      appeals: appeals.map((a) => ({
        ...a,
        appealedPenaltyName: penaltyName(language, a.appealedPenalty),
        recordedByName: names.get(a.recordedById) ?? '',
        decidedByName: a.decidedById ? (names.get(a.decidedById) ?? '') : null,
      })),
    };
  }
}
