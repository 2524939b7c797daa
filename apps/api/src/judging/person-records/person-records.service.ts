import { Injectable } from '@nestjs/common';
import { StandingsService } from '../../core/standings';
import { NO_SHOW_DROP_REASON } from '../../core/people';
import { EventAccessService } from '../../platform/access';
import type { OrganizationPermission } from '../../platform/access';
import { type Viewer, writeCsv } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { type Language, shownPersonName } from '../../platform/i18n';
import { PenaltiesService } from '../penalties';
import type { PersonHistoryModel, PersonPenaltyModel, PersonRegistrationModel } from './person-record.model';
import { PersonRecordsRepository, PersonRegistrationRow } from './person-records.repository';

/** The one stored form of a forgotten person's name; the apps show it translated ("削除済みプレイヤー 7F3A"). */
export const anonymousNameOf = (personId: string) => `Forgotten player ${personId.replace(/-/g, '').slice(-4).toUpperCase()}`;

/**
 * A person's records across their organization: history (events, places, records, penalties),
 * the season's penalty report the publisher asks for, and privacy (export, forget: APPI, GDPR).
 */
@Injectable()
export class PersonRecordsService {
  constructor(
    private readonly records: PersonRecordsRepository,
    private readonly standings: StandingsService,
    private readonly penalties: PenaltiesService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async history(viewer: Viewer, personId: string, language: Language): Promise<PersonHistoryModel> {
    const person = await this.requirePerson(viewer, personId, 'people.read');
    const registrations = await this.records.registrations(personId);
    const mayReadPenalties = await this.access.requireInOrganization(viewer, person.organizationId, 'people.penaltyHistory').then(
      () => true,
      () => false,
    );
    const results = await this.results(registrations);
    return {
      personId,
      name: person.name,
      forgottenAt: person.forgottenAt,
      registrations: results,
      noShowCount: results.filter((registration) => registration.noShow).length,
      penalties: mayReadPenalties ? await this.penaltiesOf(registrations, language) : null,
    };
  }

  /**
   * The penalties of this player's person at the organization's other events, newest first, for the
   * judges deciding one in this event: they may be staff of this event only, not of the
   * organization (null when the registration is not linked to a person).
   */
  async earlierPenalties(viewer: Viewer, playerId: string, language: Language): Promise<PersonPenaltyModel[] | null> {
    const player = await this.records.registration(playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    await this.access.require(viewer, player.eventId, 'penalties.log');
    if (!player.personId) return null;
    const registrations = await this.records.registrations(player.personId);
    return this.penaltiesOf(
      registrations.filter((row) => row.eventId !== player.eventId),
      language,
    );
  }

  /** The organization's penalties logged in [from, to) as CSV, one line per penalty, for the publisher. */
  async penaltyReportCsv(viewer: Viewer, organizationId: string, from: Date, to: Date, language: Language): Promise<string> {
    await this.access.requireInOrganization(viewer, organizationId, 'people.penaltyHistory');
    if (to <= from) throw invalidInput('to', 'outOfRange');
    const eventIds = await this.records.eventIdsOf(organizationId);
    const rows = await this.penalties.across({ eventIds, from, to }, language);
    const players = new Map((await this.records.playersWithPeople([...new Set(rows.map((row) => row.playerId))])).map((p) => [p.id, p]));
    const header = ['person', 'player ID', 'event', 'date', 'round', 'infraction', 'penalty', 'status', 'judge'];
    const lines = rows.map((row) => {
      const player = players.get(row.playerId);
      return [
        shownPersonName(language, player?.person?.name ?? row.playerName),
        player?.externalId ?? player?.person?.identifiers[0]?.value ?? '',
        player?.event.name ?? '',
        row.createdAt.toISOString(),
        row.roundNumber ?? '',
        row.infractionName,
        row.penaltyName,
        row.status,
        row.loggedByName ?? '',
      ];
    });
    return writeCsv(header, lines);
  }

  /** Everything held about the person, as one JSON file (audited: who took a copy of someone's data). */
  async exportPerson(viewer: Viewer, personId: string, language: Language): Promise<string> {
    const person = await this.requirePerson(viewer, personId, 'people.privacy');
    const registrations = await this.records.registrations(personId);
    const playerIds = registrations.map((row) => row.id);
    const [results, penalties, details] = await Promise.all([
      this.results(registrations),
      this.penalties.across({ playerIds }, language),
      this.records.exportDetails(personId, playerIds),
    ]);
    await this.uow.run(viewer, (change) =>
      change.audit({ eventId: null, action: 'person.export', entityType: 'Person', entityId: personId }),
    );
    const { identifiers, suspensions, ...fields } = person;
    return JSON.stringify({
      exportedAt: new Date(),
      person: fields,
      identifiers: identifiers.map(({ kind, value }) => ({ kind, value })),
      suspensions,
      registrations: registrations.map(
        ({ accessCode: _secret, tokenVersion: _version, event: _event, decklist: _decklist, ...player }, index) => ({
          ...results[index],
          player,
          decklist: details.decklists.find((list) => list.playerId === player.id) ?? null,
          devices: details.devices.filter((device) => device.playerId === player.id),
        }),
      ),
      penalties: penalties.map((p) => ({
        id: p.id,
        eventId: p.eventId,
        roundNumber: p.roundNumber,
        infraction: p.infraction,
        infractionName: p.infractionName,
        penalty: p.penalty,
        penaltyName: p.penaltyName,
        status: p.status,
        description: p.description,
        loggedBy: p.loggedByName,
        createdAt: p.createdAt,
      })),
      judgeCalls: details.judgeCalls,
      auditEntries: details.audit,
    });
  }

  /**
   * Removes the person's personal data and keeps their results, penalties and standings under an
   * anonymous name. Forgetting a forgotten person changes nothing.
   */
  async forgetPerson(viewer: Viewer, personId: string) {
    const anonymousName = anonymousNameOf(personId);
    await this.requirePerson(viewer, personId, 'people.privacy');
    return this.uow.run(viewer, async (change) => {
      const person = await this.records.lockPerson(change.tx, personId);
      if (!person) throw new AppError('NOT_FOUND', { entity: 'person' });
      const registrations = await this.records.registrations(personId, change.tx);
      if (person.forgottenAt)
        return { id: personId, name: person.name, forgottenAt: person.forgottenAt, registrations: registrations.length };
      const values = (list: (string | null)[]) => [...new Set(list.filter((value): value is string => !!value && value !== anonymousName))];
      const eventIds = [...new Set(registrations.map((row) => row.eventId))];
      const erased = await this.records.erase(
        change.tx,
        {
          personId,
          anonymousName,
          removedNames: values([person.name, person.displayName, ...registrations.map((row) => row.name)]),
          removedDetails: values([
            person.nameReading,
            person.email,
            person.notes,
            ...person.identifiers.map((identifier) => identifier.value),
            ...registrations.flatMap((row) => [row.nameReading, row.email, row.externalId]),
          ]),
        },
        eventIds,
      );
      const forgottenAt = (await this.records.person(personId, change.tx))!.forgottenAt!;
      // The audit trail outlives the erasure, so `before` says only what kind of data went, never
      // the data itself: copying the name or e-mail here would keep what the person asked to remove.
      await change.audit({
        eventId: null,
        action: 'person.forget',
        entityType: 'Person',
        entityId: personId,
        before: { forgottenAt: null, identifiers: person.identifiers.length, registrations: erased },
        after: { name: anonymousName, forgottenAt },
      });
      for (const eventId of eventIds) change.publish({ eventId, kind: 'PLAYER_CHANGED' });
      return { id: personId, name: anonymousName, forgottenAt, registrations: erased };
    });
  }

  /**
   * The person, once the viewer may act in their organization; an unknown person is refused like
   * a foreign one (its existence is not told).
   */
  private async requirePerson(viewer: Viewer, personId: string, permission: OrganizationPermission) {
    const person = await this.records.person(personId);
    if (!person) throw new AppError('FORBIDDEN');
    await this.access.requireInOrganization(viewer, person.organizationId, permission);
    return person;
  }

  /** Each registration's event and final standing (the top cut first), in the order given. */
  private async results(registrations: PersonRegistrationRow[]): Promise<PersonRegistrationModel[]> {
    const eventIds = [...new Set(registrations.map((row) => row.eventId))];
    const lines = new Map(await Promise.all(eventIds.map(async (id) => [id, await this.standings.finalLinesOf(id)] as const)));
    return registrations.map((row) => {
      const line = row.event.status === 'REGISTRATION' ? undefined : lines.get(row.eventId)?.get(row.id);
      return {
        playerId: row.id,
        eventId: row.eventId,
        eventName: row.event.name,
        eventDate: row.event.startsAt ?? row.event.createdAt,
        formatType: row.event.formatType,
        ruleProfile: row.event.ruleProfile,
        place: line?.rank ?? null,
        wins: line?.wins ?? 0,
        losses: line?.losses ?? 0,
        draws: line?.draws ?? 0,
        points: line?.matchPoints ?? 0,
        dropped: row.droppedAt !== null,
        noShow: row.droppedAt !== null && row.dropReason === NO_SHOW_DROP_REASON,
        disqualified: row.disqualified,
        deckName: row.deckName,
        hasDecklist: row.decklist !== null,
      };
    });
  }

  private async penaltiesOf(registrations: PersonRegistrationRow[], language: Language): Promise<PersonPenaltyModel[]> {
    const eventNames = new Map(registrations.map((row) => [row.eventId, row.event.name]));
    const rows = await this.penalties.across({ playerIds: registrations.map((row) => row.id) }, language);
    return rows.reverse().map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventName: eventNames.get(row.eventId) ?? '',
      roundNumber: row.roundNumber,
      date: row.createdAt,
      infraction: row.infraction,
      infractionName: row.infractionName,
      penalty: row.penalty,
      penaltyName: row.penaltyName,
      status: row.status,
    }));
  }
}
