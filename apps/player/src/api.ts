/**
 * The player's side of the Taikai GraphQL API (`POST /graphql`, JSON, bearer token).
 * Server errors carry `extensions.code` and a message already translated from Accept-Language.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Server code (INVALID_ACCESS_CODE, TOO_MANY_ATTEMPTS, UNAUTHENTICATED…) or NETWORK_ERROR / HTTP_ERROR. */
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

export interface Registration {
  id: string;
  name: string;
  event: { id: string; name: string };
}

const PLAYER_LOGIN = /* GraphQL */ `
  mutation PlayerLogin($eventId: ID!, $accessCode: String!) {
    playerLogin(eventId: $eventId, accessCode: $accessCode) {
      token
    }
  }
`;

const MY_REGISTRATION = /* GraphQL */ `
  query MyRegistration {
    myRegistration {
      id
      name
      event {
        id
        name
      }
    }
  }
`;

interface Body<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export function createApi(options: ApiOptions) {
  const endpoint = options.endpoint ?? '/graphql';

  async function request<T>(query: string, variables: Record<string, unknown> = {}, { anonymous = false } = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': options.getLanguage(),
    };
    const token = anonymous ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    } catch {
      throw new ApiError('NETWORK_ERROR', '', 0);
    }
    let body: Body<T> | undefined;
    try {
      body = (await response.json()) as Body<T>;
    } catch {
      body = undefined;
    }
    const first = body?.errors?.[0];
    if (first) throw new ApiError(first.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_ERROR'), first.message ?? '', response.status);
    if (!response.ok || body?.data == null) throw new ApiError(response.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR', '', response.status);
    return body.data;
  }

  return {
    async playerLogin(eventId: string, accessCode: string): Promise<string> {
      const data = await request<{ playerLogin: { token: string } }>(PLAYER_LOGIN, { eventId, accessCode }, { anonymous: true });
      return data.playerLogin.token;
    },
    async myRegistration(): Promise<Registration> {
      const data = await request<{ myRegistration: Registration }>(MY_REGISTRATION);
      return data.myRegistration;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
