/**
 * The player's side of the Taikai GraphQL API (`POST /graphql`, JSON, bearer token). Operations
 * live in src/graphql/*.graphql; their types and documents are generated (src/generated).
 * Server errors carry `extensions.code` and a message already translated from Accept-Language.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import {
  AnnouncementsDocument,
  BracketDocument,
  CallJudgeDocument,
  ConfirmResultDocument,
  DropMyselfDocument,
  MyJudgeCallsDocument,
  MyMatchesDocument,
  MyPenaltiesDocument,
  MyRegistrationDocument,
  MyStateDocument,
  PlayerEventDocument,
  PlayerLoginDocument,
  ReportResultDocument,
  StandingsDocument,
  type ReportInput,
} from './generated/graphql';
import { serverTime } from './serverTime';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Server code (INVALID_ACCESS_CODE, ROUND_CLOSED, FORBIDDEN…) or NETWORK_ERROR / HTTP_ERROR. */
    readonly code: string,
    /** The server's translated message; empty for client-side failures. */
    readonly serverMessage: string,
    readonly status: number,
  ) {
    super(serverMessage || code);
  }
}

export interface ApiOptions {
  getToken: () => string | null;
  getLanguage: () => string;
  endpoint?: string;
  fetch?: typeof fetch;
}

interface Body<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

const printed = new WeakMap<object, string>();
/** The query text of a generated document (printed once). */
export function queryText(document: TypedDocumentNode<any, any>): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A QR link carries the event's id; a player types its short code. */
export function eventReference(event: string): { eventId: string } | { eventCode: string } {
  return UUID.test(event) ? { eventId: event } : { eventCode: event };
}

export function createApi(options: ApiOptions) {
  const endpoint = options.endpoint ?? '/graphql';

  async function request<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    { anonymous = false } = {},
  ): Promise<TResult> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': options.getLanguage(),
    };
    const token = anonymous ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    const sentAt = Date.now();
    try {
      response = await doFetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query: queryText(document), variables }) });
    } catch {
      throw new ApiError('NETWORK_ERROR', '', 0);
    }
    serverTime.note(response.headers.get('Date'), sentAt, Date.now());
    let body: Body<TResult> | undefined;
    try {
      body = (await response.json()) as Body<TResult>;
    } catch {
      body = undefined;
    }
    const first = body?.errors?.[0];
    if (first) throw new ApiError(first.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_ERROR'), first.message ?? '', response.status);
    if (!response.ok || body?.data == null) throw new ApiError(response.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR', '', response.status);
    return body.data;
  }

  return {
    request,
    /** `event`: the event's id (from a QR link) or its short code (typed). */
    async playerLogin(event: string, accessCode: string): Promise<string> {
      const data = await request(PlayerLoginDocument, { ...eventReference(event), accessCode }, { anonymous: true });
      return data.playerLogin.token;
    },
    async myRegistration() {
      return (await request(MyRegistrationDocument, {})).myRegistration;
    },
    async event(eventId: string) {
      return (await request(PlayerEventDocument, { eventId })).event;
    },
    async myMatches() {
      return (await request(MyMatchesDocument, {})).myMatches;
    },
    async myState() {
      return (await request(MyStateDocument, {})).myState;
    },
    async standings(eventId: string) {
      return (await request(StandingsDocument, { eventId })).standings;
    },
    async bracket(eventId: string) {
      return (await request(BracketDocument, { eventId })).event;
    },
    async reportResult(matchId: string, input: ReportInput) {
      return (await request(ReportResultDocument, { matchId, input })).reportResult;
    },
    async announcements(eventId: string) {
      return (await request(AnnouncementsDocument, { eventId })).announcements;
    },
    async myPenalties() {
      return (await request(MyPenaltiesDocument, {})).myPenalties;
    },
    async myJudgeCalls() {
      return (await request(MyJudgeCallsDocument, {})).myJudgeCalls;
    },
    async dropMyself() {
      return (await request(DropMyselfDocument, {})).dropMyself;
    },
    async callJudge(eventId: string, matchId: string | null) {
      return (await request(CallJudgeDocument, { eventId, matchId })).callJudge;
    },
    /** Agrees with the opponent's report `reportId`, the one on screen: refused (REPORT_CHANGED) if they reported again. */
    async confirmResult(matchId: string, reportId: string, requestKey: string) {
      return (await request(ConfirmResultDocument, { matchId, reportId, requestKey })).confirmResult;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
export type Registration = Awaited<ReturnType<Api['myRegistration']>>;
