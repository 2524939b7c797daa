import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql/language/printer';

/**
 * A minimal GraphQL-over-fetch client for the Taikai API (`POST /graphql`, JSON).
 *
 * Server errors arrive as `errors[0].extensions.code` plus a message the server already
 * translated from our `Accept-Language` header, so the message can be shown as is.
 * Client-side failures (network, non-JSON answers) use translation keys instead,
 * which react-admin's notifications translate.
 */

export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'INTERNAL_ERROR'
  | 'NETWORK_ERROR'
  | 'HTTP_ERROR'
  | (string & {});

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly code: GraphQLErrorCode,
    /** HTTP status of the answer; 0 when the server could not be reached. */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface GraphQLClientOptions {
  endpoint?: string;
  getToken: () => string | null;
  /** The UI language, sent as Accept-Language so server messages come back translated. */
  getLanguage: () => string;
  fetch?: typeof fetch;
}

/**
 * Either a generated typed document (preferred: data and variables are typed by codegen from
 * the `.graphql` files next to each resource) or a plain query string.
 */
export interface GraphQLRequest {
  <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData>;
  <TData, TVariables extends Record<string, unknown> = Record<string, never>>(query: string, variables?: TVariables): Promise<TData>;
}

const printed = new WeakMap<DocumentNode, string>();
function toQuery(query: string | DocumentNode): string {
  if (typeof query === 'string') return query;
  let text = printed.get(query);
  if (!text) {
    text = print(query);
    printed.set(query, text);
  }
  return text;
}

/**
 * The difference between the server's clock and ours (ms, server minus client), measured from
 * the HTTP `Date` header of every answer: round clocks are computed with the server's time.
 */
export const serverClock = {
  offsetMs: 0,
  now(): number {
    return Date.now() + this.offsetMs;
  },
  observe(dateHeader: string | null, sentAt: number, receivedAt: number): void {
    if (!dateHeader) return;
    const server = Date.parse(dateHeader);
    if (Number.isNaN(server)) return;
    // The header has one-second resolution (truncated): its middle is ~500 ms later.
    this.offsetMs = server + 500 - (sentAt + receivedAt) / 2;
  },
};

interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export const NETWORK_ERROR_MESSAGE = 'taikai.errors.network';
export const HTTP_ERROR_MESSAGE = 'taikai.errors.http';

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLRequest {
  const endpoint = options.endpoint ?? '/graphql';
  return async function request<TData, TVariables>(query: string | TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': options.getLanguage(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    const sentAt = Date.now();
    try {
      response = await doFetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query: toQuery(query), variables: variables ?? {} }) });
    } catch {
      throw new GraphQLRequestError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', 0);
    }
    serverClock.observe(response.headers?.get?.('date') ?? null, sentAt, Date.now());

    let body: GraphQLResponseBody<TData> | undefined;
    try {
      body = (await response.json()) as GraphQLResponseBody<TData>;
    } catch {
      body = undefined;
    }

    const first = body?.errors?.[0];
    if (first) {
      const code = first.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_ERROR');
      throw new GraphQLRequestError(first.message || HTTP_ERROR_MESSAGE, code, response.status);
    }
    if (!response.ok || !body || body.data == null) {
      const code = response.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR';
      throw new GraphQLRequestError(HTTP_ERROR_MESSAGE, code, response.status);
    }
    return body.data;
  } as GraphQLRequest;
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}
