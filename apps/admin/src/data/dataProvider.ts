import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { GraphQLRequest } from './graphql';
import { applyListParams } from './listParams';

export type EventStatus = 'REGISTRATION' | 'RUNNING' | 'TOP_CUT' | 'FINISHED';
export const EVENT_STATUSES: readonly EventStatus[] = ['REGISTRATION', 'RUNNING', 'TOP_CUT', 'FINISHED'];

export interface EventRecord extends RaRecord<string> {
  id: string;
  name: string;
  status: EventStatus;
  venue: string | null;
  /** ISO 8601, or null when not scheduled yet. */
  startsAt: string | null;
  playerCount: number;
}

const EVENTS = /* GraphQL */ `
  query Events {
    events {
      id
      name
      status
      venue
      startsAt
      playerCount
    }
  }
`;

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

/**
 * A small typed dataProvider over the Taikai GraphQL API. Each resource maps its react-admin
 * calls onto the queries the API offers; anything not mapped yet rejects with a clear error.
 */
export function createDataProvider(request: GraphQLRequest, getLocale: () => string): DataProvider {
  const listers: Record<string, (params: GetListParams) => Promise<GetListResult>> = {
    events: async (params) => {
      const { events } = await request<{ events: EventRecord[] }>(EVENTS);
      return applyListParams(events, params, { searchFields: ['name', 'venue'], locale: getLocale() });
    },
  };

  return {
    getList: (async (resource: string, params: GetListParams) => {
      const list = listers[resource];
      if (!list) throw new UnsupportedOperationError('getList', resource);
      return list(params);
    }) as DataProvider['getList'],
    getOne: unsupported('getOne'),
    getMany: unsupported('getMany'),
    getManyReference: unsupported('getManyReference'),
    create: unsupported('create'),
    update: unsupported('update'),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
  };
}
