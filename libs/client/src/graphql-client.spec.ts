import { createGraphQLClient, GraphQLRequestError } from './graphql-client';
import { serverClock } from './server-clock';

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  ) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('createGraphQLClient', () => {
  it('sends the token and the UI language, and returns data', async () => {
    const fetch = fakeFetch(200, { data: { me: { id: '1' } } });
    const request = createGraphQLClient({ getToken: () => 'tok', getLanguage: () => 'ja', fetch });
    await expect(request('query { me { id } }')).resolves.toEqual({ me: { id: '1' } });
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'ja' });
  });

  it('leaves the token out of anonymous requests (signing in)', async () => {
    const fetch = fakeFetch(200, { data: { playerLogin: { token: 't' } } });
    const request = createGraphQLClient({ getToken: () => 'old', getLanguage: () => 'en', fetch });
    await request('mutation { playerLogin { token } }', {}, { anonymous: true });
    expect((fetch.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('surfaces the server code and translated message', async () => {
    const fetch = fakeFetch(200, { data: null, errors: [{ message: 'ログインしてください。', extensions: { code: 'UNAUTHENTICATED' } }] });
    const request = createGraphQLClient({ getToken: () => null, getLanguage: () => 'ja', fetch });
    await expect(request('query { me { id } }')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      serverMessage: 'ログインしてください。',
      message: 'ログインしてください。',
    });
  });

  it('maps network failures and non-JSON answers to client codes, worded by the app', async () => {
    const clientErrorMessage = (code: string) => `app.errors.${code}`;
    const offline = createGraphQLClient({
      getToken: () => null,
      getLanguage: () => 'en',
      clientErrorMessage,
      fetch: jest.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    });
    await expect(offline('{ me { id } }')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      serverMessage: '',
      message: 'app.errors.NETWORK_ERROR',
    });
    const proxy = createGraphQLClient({ getToken: () => null, getLanguage: () => 'en', fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    const error = await proxy('{ me { id } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502, message: 'HTTP_ERROR' });
  });

  it('sets the server clock from the Date header of each answer', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const request = createGraphQLClient({
      getToken: () => null,
      getLanguage: () => 'en',
      fetch: fakeFetch(200, { data: {} }, { Date: inAMinute }),
    });
    await request('{ __typename }');
    expect(Math.abs(serverClock.offset() - 60_000)).toBeLessThan(1500);
  });
});
