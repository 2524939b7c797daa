import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { serverClock } from './server-clock';

/**
 * The GraphQL-over-fetch client both apps use for the Taikai API (`POST /graphql`, JSON, bearer
 * token). Server errors arrive as `errors[0].extensions.code` plus a message the server already
 * translated from our `Accept-Language` header, so that message can be shown as is. Client-side
 * failures (network, non-JSON answers) have no server message: each app words them itself.
 * Every answer's `Date` header feeds the server clock.
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
    /** Server code (INVALID_ACCESS_CODE, ROUND_CLOSED, FORBIDDEN…) or NETWORK_ERROR / HTTP_ERROR. */
    readonly code: GraphQLErrorCode,
    /** The server's translated message; empty for client-side failures. */
    readonly serverMessage: string,
    /** HTTP status of the answer; 0 when the server could not be reached. */
    readonly status: number,
    /** What `message` says when the server said nothing (an app's translation key, say). */
    fallbackMessage?: string,
  ) {
    super(serverMessage || fallbackMessage || code);
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}

export interface GraphQLClientOptions {
  endpoint?: string;
  getToken: () => string | null;
  /** The UI language, sent as Accept-Language so server messages come back translated. */
  getLanguage: () => string;
  /** The `message` of a client-side failure (NETWORK_ERROR, HTTP_ERROR); the code by default. */
  clientErrorMessage?: (code: 'NETWORK_ERROR' | 'HTTP_ERROR') => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Sent without the token (signing in). */
  anonymous?: boolean;
}

/**
 * Either a generated typed document (preferred: data and variables are typed by codegen from
 * each app's `.graphql` files) or a plain query string.
 */
export interface GraphQLRequest {
  <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables, options?: RequestOptions): Promise<TData>;
  <TData, TVariables extends Record<string, unknown> = Record<string, never>>(
    query: string,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<TData>;
}

const printed = new WeakMap<DocumentNode, string>();
/** The query text of a document (printed once). */
export function queryText(query: string | DocumentNode): string {
  if (typeof query === 'string') return query;
  let text = printed.get(query);
  if (text === undefined) {
    text = print(query);
    printed.set(query, text);
  }
  return text;
}

interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLRequest {
  const endpoint = options.endpoint ?? '/graphql';
  const clientError = (code: 'NETWORK_ERROR' | 'HTTP_ERROR' | 'UNAUTHENTICATED', status: number) =>
    new GraphQLRequestError(code, '', status, options.clientErrorMessage?.(code === 'NETWORK_ERROR' ? code : 'HTTP_ERROR'));

  return async function request<TData, TVariables>(
    query: string | TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    { anonymous = false }: RequestOptions = {},
  ): Promise<TData> {
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
      response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: queryText(query), variables: variables ?? {} }),
      });
    } catch {
      throw clientError('NETWORK_ERROR', 0);
    }
    serverClock.note(response.headers?.get?.('date') ?? null, sentAt, Date.now());

    let body: GraphQLResponseBody<TData> | undefined;
    try {
      body = (await response.json()) as GraphQLResponseBody<TData>;
    } catch {
      body = undefined;
    }

    const first = body?.errors?.[0];
    if (first) {
      const code = first.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_ERROR');
      if (first.message) throw new GraphQLRequestError(code, first.message, response.status);
      throw new GraphQLRequestError(code, '', response.status, options.clientErrorMessage?.('HTTP_ERROR'));
    }
    if (!response.ok || !body || body.data == null)
      throw clientError(response.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR', response.status);
    return body.data;
  } as GraphQLRequest;
}
