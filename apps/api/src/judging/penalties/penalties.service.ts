import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  catalogFor,
  deviationAllowed,
  findCatalog,
  findInfraction,
  InfractionCatalog,
  isOnLadder,
  remedyNeedsHeadJudge,
  requiresHeadJudgeApproval,
  suggestPenalty,
} from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import type { Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Penalty } from '../../generated/prisma/client';
import {
  catalogName,
  catalogNote,
  categoryName,
  educationNoteName,
  infractionName,
  penaltyName,
  remedyName,
  shownPersonName,
  suggestionReason,
  variantCondition,
} from '../../platform/i18n';
import type { Language } from '../../platform/i18n';
import { MatchExtensions, TournamentState } from '../../core/tournament';
import type { InfractionInput, PenaltyOutcome } from './penalty.model';
import { PenaltiesRepository, PenaltyWithPlayer } from './penalties.repository';
import { Effect, PenaltyEffects } from './penalty-effects';
import { writeCsv } from '../../platform/common';

/**
 * Logging infractions and reading penalties, in the caller's language. The head judge's
 * decisions are PenaltyApprovalService's; what a penalty does to a match or player, PenaltyEffects'.
 */
@Injectable()
export class PenaltiesService {
  constructor(
    private readonly penalties: PenaltiesRepository,
    private readonly tournament: TournamentState,
    private readonly effects: PenaltyEffects,
    private readonly extensions: MatchExtensions,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  /** The event's catalog by name: Taikai's own (the generic one of FFTCG events) is never shown as the game's document. */
  async catalog(viewer: Viewer, eventId: string, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.read');
    const event = await this.penalties.event(eventId);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    const catalog = catalogFor(event.ruleProfile, event.enforcementLevel);
    return {
      id: catalog.id,
      version: catalog.version,
      name: catalogName(language, catalog.id),
      publisherDocument: !catalog.taikaiOwn,
      note: catalogNote(language, catalog, event.ruleProfile),
    };
  }

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
      section: infraction.section,
      variants: infraction.variants.map((variant) => ({
        id: variant.id,
        condition: variantCondition(language, infraction.code, variant.id),
        penalty: variant.penalty,
        penaltyName: this.penaltyName(catalog, variant.penalty, language),
        drops: variant.drops === true,
        atNextMatch: variant.atNextMatch === true,
      })),
      remedies: infraction.remedies.map((code) => ({ code, name: remedyName(language, code) })),
      approvalExempt: infraction.approvalExempt,
    }));
  }

  /** The penalty the rules give now, upgraded by this player's earlier penalties today. */
  async suggest(viewer: Viewer, eventId: string, playerId: string, infraction: string, variant: string | undefined, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.log');
    const player = await this.penalties.player(playerId);
    if (!player || player.eventId !== eventId) throw invalidInput('playerId', 'notFound');
    const catalog = await this.catalogOf(eventId);
    const suggestion = await this.suggestion(catalog, eventId, playerId, infraction, variant);
    // JAR: at Regular REL "no penalty" is an educational note, not a default penalty.
    const note = catalog.fixAndEducate && suggestion.penalty === 'NONE';
    const reason = suggestion.upgraded ? 'REPEAT' : note ? 'NOTE' : suggestion.reason.code === 'VARIANT' ? 'VARIANT' : 'DEFAULT';
    return {
      penalty: suggestion.penalty,
      penaltyName: this.penaltyName(catalog, suggestion.penalty, language),
      defaultPenalty: suggestion.defaultPenalty,
      upgraded: suggestion.upgraded,
      reason: suggestion.reason.code,
      reasonText: suggestionReason(language, reason, suggestion.reason.previous),
      previous: suggestion.reason.previous,
      requiresApproval: requiresHeadJudgeApproval(catalog, infraction, suggestion.penalty),
      variant: suggestion.variant,
      choices: catalog.ladder.map((penalty) => ({ penalty, name: this.penaltyName(catalog, penalty, language) })),
      fixAndEducate: catalog.fixAndEducate,
    };
  }

  /**
   * Logs an infraction. The suggested penalty (the variant's, when the judge records one: IPG 2.1,
   * 3.1, 3.4) applies unless the head judge deviates with a reason; Game Loss and above wait for
   * the head judge's approval, Tardiness and Decklist Problem excepted (IPG 1.2).
   */
  async log(viewer: Viewer, eventId: string, input: InfractionInput, language: Language) {
    const judge = await this.access.require(viewer, eventId, 'penalties.log');
    const description = input.description.trim();
    if (!description) throw invalidInput('description', 'required');
    if (input.extensionMinutes != null && (input.extensionMinutes < 0 || input.extensionMinutes > 60))
      throw invalidInput('extensionMinutes', 'outOfRange');
    const canDecide = await this.access.can(viewer, eventId, 'penalties.decide');
    const catalog = await this.catalogOf(eventId);
    const remedies = [...new Set(input.remedies ?? [])];
    const named = findInfraction(catalog, input.infraction)?.remedies ?? [];
    if (remedies.some((remedy) => !(named as readonly string[]).includes(remedy))) throw invalidInput('remedies', 'notAllowed');
    // IPG 1.4 (judge-handbook-ja.txt:18052 「ヘッドジャッジだけが復元を許可できる」): a backup beyond a simple one is the head judge's.
    if (!canDecide && remedies.some(remedyNeedsHeadJudge)) throw new AppError('BACKUP_HEAD_JUDGE_ONLY');
    if (input.bothPlayers && input.relatedToId) throw invalidInput('relatedToId', 'notAllowed');
    if (input.appliesTo && input.matchState !== 'BETWEEN_GAMES' && input.matchState !== 'MATCH_OVER')
      throw invalidInput('appliesTo', 'notAllowed');
    const created = await this.uow.run(viewer, async (change) => {
      const player = await this.penalties.player(input.playerId, change.tx);
      if (!player || player.eventId !== eventId) throw invalidInput('playerId', 'notFound');
      const match = input.matchId
        ? await this.tournament.match(input.matchId, change)
        : await this.tournament.latestMatchOf(input.playerId, change);
      if (
        input.matchId &&
        (!match || match.round.eventId !== eventId || (match.player1Id !== player.id && match.player2Id !== player.id))
      ) {
        throw invalidInput('matchId', 'notFound');
      }
      // IPG 4.3 example A: one act, both players; the opponent in this match is the other offender.
      const opponentId = match ? (match.player1Id === player.id ? match.player2Id : match.player1Id) : null;
      if (input.bothPlayers && (!match || !opponentId)) throw invalidInput('bothPlayers', 'notAllowed');
      if (input.bothPlayers && input.appliesTo === 'NEXT') throw invalidInput('appliesTo', 'notAllowed');
      if (input.relatedToId) {
        const related = await this.penalties.findById(input.relatedToId, change.tx);
        if (!related || related.eventId !== eventId || related.playerId !== player.id || related.status === 'REVOKED')
          throw invalidInput('relatedToId', 'notFound');
      }
      const offenders = input.bothPlayers ? [player.id, opponentId!] : [player.id];
      const ruling = input.bothPlayers ? randomUUID() : null;
      const deviationReason = input.deviationReason?.trim() || null;
      const decisions: {
        offender: string;
        suggestion: Awaited<ReturnType<PenaltiesService['suggestion']>>;
        penalty: string;
        pending: boolean;
      }[] = [];
      for (const offender of offenders) {
        const suggestion = await this.suggestion(catalog, eventId, offender, input.infraction, input.variant, change.tx);
        const penalty = input.penalty ?? suggestion.penalty;
        const deviation = deviationAllowed(catalog, {
          suggested: suggestion.penalty,
          chosen: penalty,
          byHeadJudge: canDecide,
          reason: deviationReason ?? undefined,
        });
        if (!deviation.ok) {
          if (deviation.error.code === 'PENALTY_NOT_ON_LADDER') throw invalidInput('penalty', 'notAllowed');
          throw new AppError(deviation.error.code === 'DEVIATION_HEAD_JUDGE_ONLY' ? 'FORBIDDEN' : 'DEVIATION_REASON_REQUIRED');
        }
        if (!isOnLadder(catalog, penalty)) throw invalidInput('penalty', 'notAllowed');
        // IPG 4.1, 4.2: the choice exists only for a Game Loss or Match Loss at the end of a game or match.
        if (input.appliesTo && penalty !== 'GAME_LOSS' && penalty !== 'MATCH_LOSS') throw invalidInput('appliesTo', 'notAllowed');
        const pending = requiresHeadJudgeApproval(catalog, input.infraction, penalty) && !canDecide;
        decisions.push({ offender, suggestion, penalty, pending });
      }
      // The locks, in the one order (event → penalty → match), before any row naming the match is
      // written: that insert takes a key-share lock on the match row, and a simultaneous log that
      // had it too would deadlock with this one asking for the match after it. A disqualification
      // drops the player under the event lock; a linked penalty may change the penalties it is
      // linked with (IPG 1); an extension and an applied penalty change the match.
      const applied = decisions.filter((decision) => !decision.pending);
      if (applied.some((decision) => decision.penalty === 'DISQUALIFICATION' || input.relatedToId)) await change.lockEvent(eventId);
      if (input.relatedToId && applied.length) await this.effects.lockLinked(change, eventId, player.id, input.relatedToId);
      const locked = match && (await change.lockMatch(match.id)) ? await this.tournament.match(match.id, change) : match;
      const rows: PenaltyWithPlayer[] = [];
      for (const { offender, suggestion, penalty, pending } of decisions) {
        // Applied to a match that is over, whose result the reports have not settled: the settling would overwrite it.
        if (input.appliesTo === 'CURRENT' && input.matchState === 'MATCH_OVER' && locked && locked.status !== 'FINAL')
          throw new AppError('PENALTY_RESULT_NOT_FINAL');
        const row = await this.penalties.create(change.tx, {
          eventId,
          playerId: offender,
          matchId: match?.id ?? null,
          roundNumber: match?.round.number ?? null,
          gameNumber: input.gameNumber ?? null,
          infraction: input.infraction,
          penalty,
          suggestedPenalty: suggestion.penalty,
          variant: suggestion.variant,
          remedies,
          deviationReason,
          description,
          privateNote: input.privateNote?.trim() || null,
          status: pending ? 'PENDING_APPROVAL' : 'APPLIED',
          catalog: catalog.id,
          judgeId: judge.userId,
          approvedById: pending ? null : judge.userId,
          extensionMinutes: offender === player.id ? (input.extensionMinutes ?? 0) : 0,
          ruling,
          relatedToId: input.relatedToId ?? null,
          matchState: input.matchState ?? null,
          appliesTo: input.appliesTo ?? null,
        });
        await change.audit({ eventId, action: 'penalty.log', entityType: 'Penalty', entityId: row.id, after: row });
        rows.push(row);
      }
      // The time given back goes the one way every extension goes: locked, audited, told to the phones.
      if (match && input.extensionMinutes) await this.extensions.extend(change, match.id, input.extensionMinutes);
      // A ruling for both players applies as one batch, once none of it waits for the head judge.
      const ready = rows.filter((row) => row.status === 'APPLIED');
      const logged =
        ready.length === 0 ? rows : ruling ? await this.effects.applyRuling(change, ready) : [await this.effects.apply(change, rows[0])];
      change.publish({ eventId, kind: 'PENALTY_CHANGED', matchId: logged[0].matchId ?? undefined });
      return logged.find((row) => row.playerId === player.id) ?? rows[0];
    });
    return this.toModel(created, catalog, language, true, await this.eventFinished(eventId));
  }

  /**
   * IPG 3.1 (judge-handbook-ja.txt:18488): the player given a Match Loss for not being seated 10
   * minutes into the round reported to the head judge or scorekeeper before the round ended: they
   * are not dropped; the Match Loss stays. Staff who manage players (head judge, scorekeeper,
   * organizer) record it.
   */
  async recordArrival(viewer: Viewer, penaltyId: string, language: Language) {
    const existing = await this.penalties.findById(penaltyId);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    await this.access.require(viewer, existing.eventId, 'players.manage');
    const arrived = await this.uow.run(viewer, async (change) => {
      // The round's end drops late players under the event lock: taken first, one of the two wins.
      await change.lockEvent(existing.eventId);
      const before = await this.penalties.lock(change, penaltyId);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'penalty' });
      if (before.status === 'REVOKED') throw new AppError('PENALTY_ALREADY_REVOKED');
      const effect = before.effect as Effect | null;
      if (!effect?.dropPending) throw new AppError('PENALTY_NO_DROP_PENDING');
      const after = await this.penalties.update(change.tx, penaltyId, {
        arrivedAt: new Date(),
        effect: { ...effect, dropPending: false },
      });
      await change.audit({ eventId: before.eventId, action: 'penalty.arrival', entityType: 'Penalty', entityId: penaltyId, before, after });
      change.publish({ eventId: before.eventId, kind: 'PENALTY_CHANGED', matchId: after.matchId ?? undefined });
      return after;
    });
    return this.toModel(arrived, await this.catalogOf(arrived.eventId), language, true, await this.eventFinished(arrived.eventId));
  }

  async list(viewer: Viewer, eventId: string, filter: { playerId?: string; statuses?: Penalty['status'][] }, language: Language) {
    await this.access.require(viewer, eventId, 'penalties.read');
    const catalog = await this.catalogOf(eventId);
    const finished = await this.eventFinished(eventId);
    const rows = await this.penalties.list({ eventId, ...filter });
    const [facts, history, days] = await Promise.all([
      this.penalties.atTables(rows.map((row) => row.id)),
      filter.playerId || filter.statuses ? this.penalties.list({ eventId }) : rows,
      this.penalties.days(eventId),
    ]);
    const factsOf = new Map(facts.map((fact) => [fact.id, fact]));
    const judges = new Map(
      (await this.penalties.staffNames([...new Set(facts.map((fact) => fact.judgeId))])).map((user) => [user.id, user.name]),
    );
    return rows.map((row) => {
      const fact = factsOf.get(row.id);
      // Only what was logged before it counts, as when it was logged.
      const earlier = history.filter((p) => p.playerId === row.playerId && p.createdAt < row.createdAt);
      return {
        ...this.toModel(row, catalog, language, true, finished),
        suggestedBecause: this.reasonOf(catalog, row, earlier, days, language),
        loggedByName: fact ? (judges.get(fact.judgeId) ?? null) : null,
        table: fact?.match?.table ?? null,
        appealPending: (fact?.appeals.length ?? 0) > 0,
      };
    });
  }

  /** Why the rules suggested the penalty a row was logged with, from the penalties logged before it. */
  private reasonOf(
    catalog: InfractionCatalog,
    row: Penalty,
    earlier: Penalty[],
    { ofRound, today }: { ofRound: Map<number, number>; today: number },
    language: Language,
  ): string | null {
    const day = (p: Penalty) => (p.roundNumber ? ofRound.get(p.roundNumber) : today);
    const suggested = suggestPenalty(
      catalog,
      row.infraction,
      earlier.map((p) => ({
        infraction: p.infraction,
        penalty: p.penalty,
        day: day(p),
        revoked:
          (p.status === 'REVOKED' && p.revokedAt !== null && p.revokedAt < row.createdAt) ||
          Boolean((p.effect as Effect | null)?.supersededBy),
      })),
      { day: day(row) ?? today, ...(row.variant ? { variant: row.variant } : {}) },
    );
    if (!suggested.ok) return null;
    const { upgraded, reason } = suggested.value;
    return suggestionReason(language, upgraded ? 'REPEAT' : reason.code === 'VARIANT' ? 'VARIANT' : 'DEFAULT', reason.previous);
  }

  /** What a player may see of their own penalties: no private notes, nothing revoked. */
  async mine(viewer: Viewer, language: Language) {
    if (viewer.kind !== 'player') throw new AppError('FORBIDDEN');
    const catalog = await this.catalogOf(viewer.eventId);
    const rows = await this.penalties.list({
      eventId: viewer.eventId,
      playerId: viewer.playerId,
      statuses: ['APPLIED', 'PENDING_APPROVAL'],
    });
    const finished = await this.eventFinished(viewer.eventId);
    return rows.map((row) => this.toModel(row, catalog, language, false, finished));
  }

  /** The event's penalty report (CSV, one line per penalty) as the publisher asks for it. */
  async reportCsv(viewer: Viewer, eventId: string, language: Language) {
    const rows = await this.list(viewer, eventId, {}, language);
    const header = [
      'round',
      'player',
      'infraction',
      'penalty',
      'suggested',
      'circumstance',
      'deviation reason',
      'remedies',
      'status',
      'description',
      'logged at',
    ];
    const lines = rows.map((p) => [
      p.roundNumber ?? '',
      shownPersonName(language, p.playerName),
      p.infractionName,
      p.penaltyName,
      p.suggestedPenalty,
      p.variantCondition ?? '',
      p.deviationReason ?? '',
      p.remedies.map((remedy) => remedy.name).join('; '),
      p.status,
      p.description,
      p.createdAt.toISOString(),
    ]);
    return writeCsv(header, lines);
  }

  /**
   * Penalties across events (a person's registrations, or an organization's events over a season),
   * as staff see them in their language, with the judge who logged each. No access check: the
   * caller's operation checked who may read them in the organization.
   */
  async across(filter: { playerIds?: string[]; eventIds?: string[]; from?: Date; to?: Date }, language: Language) {
    const rows = await this.penalties.across(filter);
    const eventIds = [...new Set(rows.map((row) => row.eventId))];
    const [catalogs, finished, judges] = await Promise.all([
      Promise.all(eventIds.map(async (id) => [id, await this.catalogOf(id)] as const)).then((pairs) => new Map(pairs)),
      Promise.all(eventIds.map(async (id) => [id, await this.eventFinished(id)] as const)).then((pairs) => new Map(pairs)),
      this.penalties.staffNames([...new Set(rows.map((row) => row.judgeId))]).then((users) => new Map(users.map((u) => [u.id, u.name]))),
    ]);
    return rows.map((row) => ({
      ...this.toModel(row, catalogs.get(row.eventId)!, language, true, finished.get(row.eventId)!),
      loggedByName: judges.get(row.judgeId) ?? null,
    }));
  }

  /** A penalty as the staff see it, in their language (after a decision on it). */
  async present(row: PenaltyWithPlayer, language: Language) {
    return this.toModel(row, await this.catalogOf(row.eventId), language, true, await this.eventFinished(row.eventId));
  }

  private async suggestion(
    catalog: InfractionCatalog,
    eventId: string,
    playerId: string,
    infraction: string,
    variant: string | undefined,
    db?: Db,
  ) {
    // IPG 2 (judge-handbook-ja.txt:18094), IPG 3 (:18454 「前日以前の…【警告】は考慮しない」): days by the round's phase.
    const [history, { ofRound, today }] = await Promise.all([
      this.penalties.list({ eventId, playerId }, db),
      this.penalties.days(eventId, db),
    ]);
    const suggested = suggestPenalty(
      catalog,
      infraction,
      history.map((p) => ({
        infraction: p.infraction,
        penalty: p.penalty,
        day: p.roundNumber ? ofRound.get(p.roundNumber) : today,
        // IPG 1: of linked infractions only the most severe penalty is given; a superseded one never counts.
        revoked: p.status === 'REVOKED' || Boolean((p.effect as Effect | null)?.supersededBy),
      })),
      { day: today, ...(variant ? { variant } : {}) },
    );
    if (!suggested.ok) throw invalidInput(suggested.error.code === 'UNKNOWN_VARIANT' ? 'variant' : 'infraction', 'notFound');
    return suggested.value;
  }

  /** A penalty of the event it names, for the procedures around it (statements, appeals); NOT_FOUND when there is none. */
  async find(id: string): Promise<PenaltyWithPlayer> {
    const penalty = await this.penalties.findById(id);
    if (!penalty) throw new AppError('NOT_FOUND', { entity: 'penalty' });
    return penalty;
  }

  /** The infractions and penalties of the event's rules and enforcement level. */
  async catalogOf(eventId: string): Promise<InfractionCatalog> {
    const event = await this.penalties.event(eventId);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    return catalogFor(event.ruleProfile, event.enforcementLevel);
  }

  /** At Regular REL "no penalty" is an educational note (JAR: fix and educate), never a Warning. */
  private penaltyName(catalog: InfractionCatalog, penalty: string, language: Language): string {
    if (catalog.fixAndEducate && penalty === 'NONE') return educationNoteName(language);
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
      teamName: row.player.team?.name ?? null,
      teamSeat: row.player.team ? row.player.teamSeat : null,
      infractionName: infractionName(language, row.infraction),
      // The catalog the penalty was logged under (an event's level may change after).
      section: findInfraction(findCatalog(row.catalog) ?? catalog, row.infraction)?.section ?? null,
      penaltyName: this.penaltyName(catalog, row.penalty, language),
      variantCondition: row.variant ? variantCondition(language, row.infraction, row.variant) : null,
      remedies: row.remedies.map((code) => ({ code, name: remedyName(language, code) })),
      carriedFromRound: (row.effect as Effect | null)?.carriedFromRound ?? null,
      supersededById: (row.effect as Effect | null)?.supersededBy ?? null,
      dropPending: row.status === 'APPLIED' && (row.effect as Effect | null)?.dropPending === true,
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
  if (effect.supersededBy) return 'LINKED_NO_EFFECT';
  if (effect.offsetting) return 'OFFSETTING';
  if (effect.pending) return eventFinished ? 'NO_MATCH_LEFT' : 'WAITING_FOR_NEXT_MATCH';
  if (effect.matchId) return 'MATCH_CHANGED';
  return effect.kind === 'DISQUALIFICATION' ? 'PLAYER_DISQUALIFIED' : 'NO_MATCH_CHANGE';
}
