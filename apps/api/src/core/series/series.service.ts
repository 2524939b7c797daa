import { Injectable } from '@nestjs/common';
import {
  computePayouts,
  computeSeriesStandings,
  decimalToRational,
  PAYOUT_PRESETS,
  PayoutRule,
  rationals,
  Rational,
  SERIES_PRESETS,
  SeriesEventResult,
  SeriesRule,
  SeriesStandingRow,
  validatePayoutRule,
  validateSeriesRule,
} from '@taikai/engine';
import { Prisma } from '../../generated/prisma/client';
import { EventAccessService } from '../../platform/access';
import { type Viewer, writeCsv } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { type Language, shownPersonName } from '../../platform/i18n';
import { PeopleService } from '../people';
import { EventFinalLine, StandingsService } from '../standings';
import type { PayoutSheetModel, PublicSeriesStandingsModel, SeriesInput, SeriesModel, SeriesStandingModel } from './series.model';
import { SeriesCorrectionRow, SeriesFields, SeriesRepository, SeriesRow } from './series.repository';

/** Exact points as a decimal: "12", "5.5", "-0.75" (rules and corrections have at most two decimals). */
export const pointsText = (points: Rational) => rationals.toFixed(points, 2).replace(/\.?0+$/, '');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Seasons and leagues: the organization's events scored together under the organizer's rule
 * (`libs/engine` series), live from the events' current final standings, with organizers'
 * audited corrections; and the store credit or prizes its payout rule gives per event.
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly series: SeriesRepository,
    private readonly eventStandings: StandingsService,
    private readonly people: PeopleService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async list(viewer: Viewer, organizationId: string): Promise<SeriesModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'series.read');
    return (await this.series.list(organizationId)).map(toModel);
  }

  async get(viewer: Viewer, id: string): Promise<SeriesModel> {
    return toModel(await this.requireSeries(viewer, id, 'series.read'));
  }

  /** Live: recomputed from the events' current results at every call. */
  /** Step: the organization's series as its export carries them (the caller checked the organization; read in its snapshot). */
  async exportRows(change: Change, organizationId: string) {
    return (await this.series.forExport(change.tx, organizationId)).map(({ events, ...series }) => ({
      ...series,
      eventIds: events.map((event) => event.eventId),
    }));
  }

  async standings(viewer: Viewer, id: string): Promise<SeriesStandingModel[]> {
    const series = await this.requireSeries(viewer, id, 'series.read');
    const { rows, corrections } = await this.compute(series);
    const byPerson = groupBy(corrections, (correction) => correction.personId);
    return rows.map((row) => ({
      ...row,
      points: pointsText(row.points),
      events: row.events.map((event) => ({ ...event, points: pointsText(event.points) })),
      corrections: (byPerson.get(row.personId) ?? []).map(toCorrectionModel),
    }));
  }

  /** The standings as a spreadsheet: one line per person, each event's points and the corrections' reasons. */
  async standingsCsv(viewer: Viewer, id: string, language: Language): Promise<string> {
    const series = await this.requireSeries(viewer, id, 'series.read');
    const { rows, corrections } = await this.compute(series);
    const events = eventsOf(series);
    const byPerson = groupBy(corrections, (correction) => correction.personId);
    const header = [
      'rank',
      'name',
      'points',
      'wins',
      'draws',
      'losses',
      'events played',
      'best place',
      ...events.map((e) => e.name),
      'corrections',
    ];
    return writeCsv(
      header,
      rows.map((row) => [
        row.rank,
        shownPersonName(language, row.name),
        pointsText(row.points),
        row.matchWins,
        row.matchDraws,
        row.matchLosses,
        row.eventsPlayed,
        row.bestPlace ?? '',
        ...events.map((event) => {
          const played = row.events.find((e) => e.eventId === event.id);
          return played ? `${pointsText(played.points)}${played.counted ? '' : '*'}` : '';
        }),
        (byPerson.get(row.personId) ?? []).map((c) => `${pointsText(rationalOf(c.points))} ${c.reason}`).join('; '),
      ]),
    );
  }

  /** The standings anyone may see (the phone): rank, the name lists show, points and events played. */
  async publicStandings(id: string): Promise<PublicSeriesStandingsModel> {
    const series = await this.series.find(id).catch(() => null);
    if (!series) throw new AppError('NOT_FOUND', { entity: 'series' });
    const { rows, names } = await this.compute(series);
    return {
      id: series.id,
      name: series.name,
      events: series.events.length,
      standings: rows.map((row) => ({
        rank: row.rank,
        name: names.get(row.personId)?.displayName || row.name,
        points: pointsText(row.points),
        eventsPlayed: row.eventsPlayed,
      })),
    };
  }

  /** The payout sheets of an event: one per series it counts in that has a payout rule. */
  async eventPayout(viewer: Viewer, eventId: string): Promise<PayoutSheetModel[]> {
    const organizationId = await this.access.organizationOf(eventId);
    await this.access.requireInOrganization(viewer, organizationId, 'series.read');
    const paying = (await this.series.ofEvent(eventId)).filter((series) => series.payoutRule !== null);
    if (!paying.length) return [];
    const results = await this.results(organizationId, [eventId]);
    return paying.map((series) => payoutSheet(series, results));
  }

  /** What the series' payout rule gives each person over all its finished events. */
  async seriesPayout(viewer: Viewer, id: string): Promise<PayoutSheetModel | null> {
    const series = await this.requireSeries(viewer, id, 'series.read');
    if (series.payoutRule === null) return null;
    return payoutSheet(
      series,
      await this.results(
        series.organizationId,
        eventsOf(series).map((event) => event.id),
      ),
    );
  }

  async create(viewer: Viewer, organizationId: string, input: SeriesInput): Promise<SeriesModel> {
    await this.access.requireInOrganization(viewer, organizationId, 'series.manage');
    const name = input.name?.trim();
    if (!name) throw invalidInput('name', 'required');
    const fields = { ...this.fields(input), name };
    const eventIds = await this.eventsOfOrganization(organizationId, input.eventIds ?? []);
    return this.uow.run(viewer, async (change) => {
      const created = await this.series.create(
        change.tx,
        organizationId,
        {
          rule: fields.rule ?? (SERIES_PRESETS.MATCH_POINTS as unknown as Prisma.InputJsonValue),
          payoutRule: Prisma.DbNull,
          startsOn: null,
          endsOn: null,
          ...fields,
        },
        eventIds,
      );
      const after = toModel(created);
      await change.audit({ eventId: null, action: 'series.create', entityType: 'Series', entityId: created.id, after });
      return after;
    });
  }

  async update(viewer: Viewer, id: string, input: SeriesInput): Promise<SeriesModel> {
    const series = await this.requireSeries(viewer, id, 'series.manage');
    const name = input.name?.trim();
    if (input.name != null && !name) throw invalidInput('name', 'required');
    const fields = { ...this.fields(input), ...(name ? { name } : {}) };
    const eventIds = input.eventIds ? await this.eventsOfOrganization(series.organizationId, input.eventIds) : undefined;
    return this.uow.run(viewer, async (change) => {
      if (!(await this.series.lock(change.tx, id))) throw new AppError('NOT_FOUND', { entity: 'series' });
      const before = toModel((await this.series.find(id, change.tx))!);
      const after = toModel(await this.series.update(change.tx, id, fields, eventIds));
      await change.audit({ eventId: null, action: 'series.update', entityType: 'Series', entityId: id, before, after });
      return after;
    });
  }

  /** Adds (`add`) or removes an event; adding one already there, or removing one not there, changes nothing. */
  async setEvent(viewer: Viewer, id: string, eventId: string, add: boolean): Promise<SeriesModel> {
    const series = await this.requireSeries(viewer, id, 'series.manage');
    const current = series.events.map((row) => row.eventId);
    if (add) await this.eventsOfOrganization(series.organizationId, [eventId]);
    const eventIds = add ? [...new Set([...current, eventId])] : current.filter((existing) => existing !== eventId);
    return this.uow.run(viewer, async (change) => {
      if (!(await this.series.lock(change.tx, id))) throw new AppError('NOT_FOUND', { entity: 'series' });
      const after = toModel(await this.series.update(change.tx, id, {}, eventIds));
      await change.audit({
        eventId,
        action: add ? 'series.event.add' : 'series.event.remove',
        entityType: 'Series',
        entityId: id,
        before: { eventIds: current },
        after: { eventIds },
      });
      return after;
    });
  }

  /** Adds points to (or, negative, takes them from) a person's total, with the reason shown beside them; audited. */
  async correct(viewer: Viewer, id: string, personId: string, points: string, reason: string): Promise<SeriesStandingModel[]> {
    const series = await this.requireSeries(viewer, id, 'series.manage');
    const why = reason.trim();
    if (!why) throw invalidInput('reason', 'required');
    if (!/^[+-]?\d{1,9}(\.\d{1,2})?$/.test(points.trim()) || rationals.equals(decimalToRational(points), rationals.ZERO)) {
      throw invalidInput('points', 'outOfRange');
    }
    if (!(await this.people.namesOf(series.organizationId, [personId])).size) throw new AppError('SERIES_PERSON_OF_OTHER_ORGANIZATION');
    await this.uow.run(viewer, async (change) => {
      if (!(await this.series.lock(change.tx, id))) throw new AppError('NOT_FOUND', { entity: 'series' });
      const created = await this.series.createCorrection(change.tx, {
        seriesId: id,
        personId,
        points: new Prisma.Decimal(points.trim()),
        reason: why,
        createdBy: viewer.kind === 'staff' ? viewer.userId : null,
      });
      await change.audit({
        eventId: null,
        action: 'series.correct',
        entityType: 'Series',
        entityId: id,
        after: { correctionId: created.id, personId, points: created.points.toString(), reason: why },
      });
    });
    return this.standings(viewer, id);
  }

  async deleteCorrection(viewer: Viewer, seriesId: string, correctionId: string): Promise<SeriesStandingModel[]> {
    await this.requireSeries(viewer, seriesId, 'series.manage');
    await this.uow.run(viewer, async (change) => {
      if (!(await this.series.lock(change.tx, seriesId))) throw new AppError('NOT_FOUND', { entity: 'series' });
      const before = await this.series.findCorrection(correctionId, change.tx).catch(() => null);
      if (before?.seriesId !== seriesId) throw new AppError('NOT_FOUND', { entity: 'correction' });
      await this.series.deleteCorrection(change.tx, correctionId);
      await change.audit({
        eventId: null,
        action: 'series.correction.delete',
        entityType: 'Series',
        entityId: seriesId,
        before: { correctionId, personId: before.personId, points: before.points.toString(), reason: before.reason },
      });
    });
    return this.standings(viewer, seriesId);
  }

  /** The series, once the viewer may act in its organization; an unknown one is refused like a foreign one. */
  private async requireSeries(viewer: Viewer, id: string, permission: 'series.read' | 'series.manage'): Promise<SeriesRow> {
    const series = await this.series.find(id).catch(() => null);
    if (!series) throw new AppError('FORBIDDEN');
    await this.access.requireInOrganization(viewer, series.organizationId, permission);
    return series;
  }

  private async eventsOfOrganization(organizationId: string, eventIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(eventIds)];
    for (const eventId of unique) {
      const owner = await this.access.organizationOf(eventId).catch(() => null);
      if (owner !== organizationId) throw new AppError('SERIES_EVENT_OF_OTHER_ORGANIZATION');
    }
    return unique;
  }

  /** The rule fields of the input, validated by the engine (a preset or JSON). */
  private fields(input: SeriesInput): Partial<SeriesFields> {
    const fields: Partial<SeriesFields> = {};
    if (input.preset) fields.rule = preset(SERIES_PRESETS, input.preset, 'preset');
    else if (input.rule != null) fields.rule = checked(validateSeriesRule, input.rule);
    if (input.payoutPreset) fields.payoutRule = preset(PAYOUT_PRESETS, input.payoutPreset, 'payoutPreset');
    else if (input.payoutRule === '') fields.payoutRule = Prisma.DbNull;
    else if (input.payoutRule != null) fields.payoutRule = checked(validatePayoutRule, input.payoutRule);
    for (const key of ['startsOn', 'endsOn'] as const) {
      const value = input[key];
      if (value === '') fields[key] = null;
      else if (value != null) {
        if (!DAY.test(value) || Number.isNaN(Date.parse(value))) throw invalidInput(key, 'outOfRange');
        fields[key] = new Date(`${value}T00:00:00Z`);
      }
    }
    return fields;
  }

  /** Each person's line in each event (people outside the directory by their registration). */
  private async results(organizationId: string, eventIds: readonly string[]) {
    const lines = await this.eventStandings.finalLinesOfEvents(eventIds);
    const names = await this.people.namesOf(organizationId, [...new Set(lines.flatMap((line) => line.personId ?? []))]);
    return { results: lines.map((line) => resultOf(line, names)), names };
  }

  private async compute(
    series: SeriesRow,
  ): Promise<{ rows: SeriesStandingRow[]; corrections: SeriesCorrectionRow[]; names: Map<string, { displayName: string | null }> }> {
    const rule = ruleOf(series);
    const [{ results, names }, corrections] = await Promise.all([
      this.results(
        series.organizationId,
        eventsOf(series).map((event) => event.id),
      ),
      this.series.corrections(series.id),
    ]);
    const rows = computeSeriesStandings(
      rule,
      results,
      corrections.map((c) => ({ personId: c.personId, points: rationalOf(c.points), reason: c.reason, name: c.person.name })),
    );
    for (const c of corrections)
      if (!names.has(c.personId)) names.set(c.personId, { name: c.person.name, displayName: c.person.displayName });
    return { rows, corrections, names };
  }
}

const resultOf = (line: EventFinalLine, names: Map<string, { name: string }>): SeriesEventResult => ({
  eventId: line.eventId,
  personId: line.personId ?? line.playerId,
  name: (line.personId && names.get(line.personId)?.name) || line.name,
  wins: line.wins,
  draws: line.draws,
  losses: line.losses,
  // Places count once the event is over; until then its matches already do.
  place: line.eventFinished ? line.rank : null,
});

const rationalOf = (points: Prisma.Decimal) => decimalToRational(points.toFixed(2));

function ruleOf(series: SeriesRow): SeriesRule {
  const rule = validateSeriesRule(series.rule);
  if (!rule.ok) throw new Error(`Series ${series.id} holds an invalid rule at ${rule.error.field}`);
  return rule.value;
}

function payoutSheet(series: SeriesRow, { results }: { results: SeriesEventResult[] }): PayoutSheetModel {
  const rule = validatePayoutRule(series.payoutRule);
  if (!rule.ok) throw new Error(`Series ${series.id} holds an invalid payout rule at ${rule.error.field}`);
  // Only finished events pay: a record or a place is not final before.
  const finished = results.filter((result) => result.place !== null);
  const lines = computePayouts(rule.value as PayoutRule, finished);
  return {
    seriesId: series.id,
    seriesName: series.name,
    by: rule.value.by,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    lines: lines.map((line) => ({ ...line, events: [...line.events] })),
  };
}

function checked<T>(
  validate: (input: unknown) => { ok: true; value: T } | { ok: false; error: { field: string } },
  text: string,
): Prisma.InputJsonValue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('SERIES_RULE_INVALID', { field: '' });
  }
  const rule = validate(json);
  if (!rule.ok) throw new AppError('SERIES_RULE_INVALID', { field: rule.error.field });
  return rule.value as unknown as Prisma.InputJsonValue;
}

function preset(presets: Record<string, unknown>, name: string, field: string): Prisma.InputJsonValue {
  if (!Object.hasOwn(presets, name)) throw invalidInput(field, 'outOfRange');
  return presets[name] as Prisma.InputJsonValue;
}

const eventsOf = (series: SeriesRow) =>
  series.events
    .map(({ event }) => ({ id: event.id, name: event.name, date: event.startsAt ?? event.createdAt, status: event.status }))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

function toModel(series: SeriesRow): SeriesModel {
  return {
    id: series.id,
    organizationId: series.organizationId,
    name: series.name,
    rule: JSON.stringify(series.rule),
    payoutRule: series.payoutRule === null ? null : JSON.stringify(series.payoutRule),
    startsOn: day(series.startsOn),
    endsOn: day(series.endsOn),
    events: eventsOf(series),
  };
}

const toCorrectionModel = (c: SeriesCorrectionRow) => ({
  id: c.id,
  personId: c.personId,
  points: pointsText(rationalOf(c.points)),
  reason: c.reason,
  createdAt: c.createdAt,
});

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
