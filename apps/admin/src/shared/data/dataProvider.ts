import type { CreateParams, DataProvider, GetListParams, GetListResult, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import {
  CreateEventDocument,
  CreatePersonDocument,
  CreateUserDocument,
  EventDetailDocument,
  type EventDetailFragment,
  type EventInput,
  EventsDocument,
  type EventSummaryFragment,
  MatchesDocument,
  type MatchStatus,
  PeopleDocument,
  PersonDocument,
  type PersonFieldsFragment,
  type PersonInput,
  PlayersDocument,
  type PlayerFieldsFragment,
  type PlayerInput,
  RegisterPlayerDocument,
  StandingsDocument,
  UpdateEventDocument,
  UpdatePersonDocument,
  UpdatePlayerDocument,
  type UserInput,
  UsersDocument,
} from '../../generated/graphql';
import type { GraphQLRequest } from '@taikai/client';
import { sortByName } from '../nameOrder';
import { applyListParams } from './listParams';

export type EventStatus = EventSummaryFragment['status'];
export const EVENT_STATUSES: readonly EventStatus[] = ['REGISTRATION', 'RUNNING', 'TOP_CUT', 'FINISHED'];

export type EventRecord = EventSummaryFragment & RaRecord<string>;
export type EventDetailRecord = EventDetailFragment & RaRecord<string>;
export type PlayerRecord = PlayerFieldsFragment & RaRecord<string>;
export type PersonRecord = PersonFieldsFragment & RaRecord<string>;

export class UnsupportedOperationError extends Error {
  override readonly name = 'UnsupportedOperationError';
  constructor(
    readonly method: string,
    readonly resource: string,
  ) {
    super(`Taikai dataProvider: ${method}("${resource}") is not supported yet.`);
  }
}

function unsupported(method: string) {
  return (resource: string): Promise<never> => Promise.reject(new UnsupportedOperationError(method, resource));
}

const EVENT_INPUT_FIELDS = [
  'name',
  'ruleProfile',
  'formatType',
  'enforcementLevel',
  'bestOf',
  'roundMinutes',
  'plannedRounds',
  'topCut',
  'startsAt',
  'venue',
  'prizesEn',
  'prizesJa',
  'venueNotesEn',
  'venueNotesJa',
  'locale',
  'playoffDrawPolicy',
  'lateEntryPolicy',
  'lateEntryLastRound',
  'formatName',
  'capacity',
  'entryFee',
  'onCalendar',
  'preregistrationOpen',
  'preregistrationClosesAt',
  'publicPage',
  'publicPairings',
  'publicStandings',
  'publicDecklists',
  'publicMetagame',
  'teamFormat',
  // Rule warnings the organizer accepted in the form (a round under the minimum, MTR appendix B).
  'acceptWarnings',
] as const;
const PLAYER_INPUT_FIELDS = ['name', 'nameReading', 'externalId', 'email', 'awardedByes', 'pod', 'fixedTable'] as const;
const PERSON_INPUT_FIELDS = ['name', 'nameReading', 'displayName', 'email', 'notes'] as const;
/** The directory's page: the people the server ranks first for the search (all of a store's regulars fit). */
const PEOPLE_PAGE = 200;

/** A person's form: its fields, and its player IDs (rows left blank dropped); e-mail and notes only when changed. */
function personInput(data: Record<string, unknown>, previous?: Record<string, unknown>): PersonInput {
  const identifiers = ((data.identifiers as { kind?: string; value?: string }[] | undefined) ?? [])
    .filter((identifier) => identifier.kind?.trim() && identifier.value?.trim())
    .map(({ kind, value }) => ({ kind: kind!.trim(), value: value!.trim() }));
  const input = changedInput(data, previous, PERSON_INPUT_FIELDS) as PersonInput;
  return { ...input, name: String(data.name ?? ''), identifiers };
}

/** Only the fields the API accepts; empty strings become null (e.g. clearing the venue). */
export function pickInput<K extends string>(data: Record<string, unknown>, fields: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    const value = data[field];
    out[field] = value === '' ? null : value;
  }
  return out;
}

export function changedInput<K extends string>(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  fields: readonly K[],
) {
  const input = pickInput(data, fields);
  if (!previous) return input;
  for (const field of fields) {
    const before = previous[field] === '' || previous[field] === undefined ? null : previous[field];
    if (field in input && input[field] === before) delete input[field];
  }
  return input;
}

function requireEventId(resource: string, filter: Record<string, unknown> | undefined): string {
  const eventId = filter?.eventId;
  if (typeof eventId !== 'string' || !eventId) throw new Error(`Taikai dataProvider: ${resource} need filter.eventId`);
  return eventId;
}

const ALL_MATCH_STATUSES: MatchStatus[] = ['PENDING', 'REPORTED', 'DISPUTED', 'FINAL'];

/**
 * A small typed dataProvider over the Taikai GraphQL API. Each resource maps its react-admin
 * calls onto the queries the API offers (types generated from the `.graphql` files next to
 * each resource); anything not mapped rejects with a clear error.
 */
export function createDataProvider(request: GraphQLRequest, getLocale: () => string): DataProvider {
  const listers: Record<string, (params: GetListParams) => Promise<GetListResult>> = {
    events: async (params) => {
      const { events } = await request(EventsDocument);
      return applyListParams(events, params, { searchFields: ['name', 'venue'], locale: getLocale() });
    },
    players: async (params) => {
      const { eventId: _eventId, ...filter } = params.filter ?? {};
      const { players } = await request(PlayersDocument, { eventId: requireEventId('players', params.filter) });
      const { status, ...rest } = filter as { status?: string };
      const byStatus = players.filter((p) => {
        if (!status) return true;
        if (status === 'active') return !p.dropped;
        if (status === 'dropped') return p.dropped;
        if (status === 'checked_in') return p.checkedIn && !p.dropped;
        if (status === 'not_checked_in') return !p.checkedIn && !p.dropped;
        if (status === 'preregistered') return Boolean(p.preregisteredAt) && !p.dropped;
        return true;
      });
      // By name is by reading where registered (nameOrder.ts), whatever the UI language.
      const byName = params.sort?.field === 'name';
      const sorted = byName ? sortByName(byStatus, params.sort?.order === 'DESC') : byStatus;
      return applyListParams(
        sorted,
        { ...params, filter: rest, sort: byName ? undefined : params.sort },
        {
          searchFields: ['name', 'nameReading', 'externalId', 'email', 'accessCode'],
          locale: getLocale(),
        },
      );
    },
    standings: async (params) => {
      const afterRound = params.filter?.afterRound ? Number(params.filter.afterRound) : null;
      const { standings } = await request(StandingsDocument, { eventId: requireEventId('standings', params.filter), afterRound });
      const rows = standings.map((row) => ({ ...row, id: row.player.id, name: row.player.name }));
      return applyListParams(rows, { ...params, filter: { q: params.filter?.q } }, { searchFields: ['name'], locale: getLocale() });
    },
    matches: async (params) => {
      const statuses = (params.filter?.statuses as MatchStatus[] | undefined) ?? ALL_MATCH_STATUSES;
      const { matches } = await request(MatchesDocument, { eventId: requireEventId('matches', params.filter), statuses });
      return applyListParams(matches, { ...params, filter: {} });
    },
    // Searched by the server (readings in either kana, player IDs); sorted by its ranking.
    people: async (params) => {
      const { people } = await request(PeopleDocument, { search: String(params.filter?.q ?? ''), first: PEOPLE_PAGE });
      return applyListParams(people, { ...params, filter: {}, sort: undefined }, { locale: getLocale() });
    },
    users: async (params) => {
      const { users } = await request(UsersDocument);
      return applyListParams(users, params, { searchFields: ['name', 'email'], locale: getLocale() });
    },
  };

  const getters: Record<string, (params: GetOneParams) => Promise<{ data: RaRecord }>> = {
    events: async ({ id }) => ({ data: (await request(EventDetailDocument, { id: String(id) })).event }),
    people: async ({ id }) => ({ data: (await request(PersonDocument, { id: String(id) })).person }),
  };

  const creators: Record<string, (params: CreateParams) => Promise<{ data: RaRecord }>> = {
    events: async ({ data }) => ({
      data: (
        await request(CreateEventDocument, {
          input: pickInput(data, EVENT_INPUT_FIELDS) as EventInput,
          // Chosen in the form only by staff of several organizations; otherwise the API takes theirs.
          organizationId: typeof data.organizationId === 'string' && data.organizationId ? data.organizationId : null,
        })
      ).createEvent,
    }),
    players: async ({ data }) => ({
      data: (
        await request(RegisterPlayerDocument, {
          eventId: String(data.eventId),
          input: pickInput(data, PLAYER_INPUT_FIELDS) as PlayerInput,
          allowSameName: false,
        })
      ).registerPlayer,
    }),
    people: async ({ data }) => ({ data: (await request(CreatePersonDocument, { input: personInput(data) })).createPerson }),
    users: async ({ data }) => ({
      data: (await request(CreateUserDocument, { input: pickInput(data, ['name', 'email', 'password', 'role']) as unknown as UserInput }))
        .createUser,
    }),
  };

  const updaters: Record<string, (params: UpdateParams) => Promise<{ data: RaRecord }>> = {
    // Only what changed: once round 1 is paired the API refuses any rounds/best-of/rule value.
    events: async ({ id, data, previousData }) => ({
      data: (
        await request(UpdateEventDocument, { id: String(id), input: changedInput(data, previousData, EVENT_INPUT_FIELDS) as EventInput })
      ).updateEvent,
    }),
    people: async ({ id, data, previousData }) => ({
      data: (await request(UpdatePersonDocument, { id: String(id), input: personInput(data, previousData) })).updatePerson,
    }),
    players: async ({ id, data }) => ({
      data: (await request(UpdatePlayerDocument, { playerId: String(id), input: pickInput(data, PLAYER_INPUT_FIELDS) as PlayerInput }))
        .updatePlayer,
    }),
  };

  const dispatch = <P, R>(table: Record<string, (params: P) => Promise<R>>, method: string) =>
    (async (resource: string, params: P) => {
      const handler = table[resource];
      if (!handler) throw new UnsupportedOperationError(method, resource);
      return handler(params);
    }) as never;

  return {
    getList: dispatch(listers, 'getList'),
    getOne: dispatch(getters, 'getOne'),
    getMany: unsupported('getMany'),
    getManyReference: unsupported('getManyReference'),
    create: dispatch(creators, 'create'),
    update: dispatch(updaters, 'update'),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
  };
}
