import { createGraphQLClient, GraphQLRequestError } from './graphql';

function fakeFetch(status: number, body: unknown) {
  return jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('createGraphQLClient', () => {
  it('sends the token and the UI language, and returns data', async () => {
    const fetch = fakeFetch(200, { data: { me: { id: '1' } } });
    const request = createGraphQLClient({ getToken: () => 'tok', getLanguage: () => 'ja', fetch });
    await expect(request('query { me { id } }')).resolves.toEqual({ me: { id: '1' } });
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'ja' });
  });

  it('surfaces the server code and translated message', async () => {
    const fetch = fakeFetch(200, { data: null, errors: [{ message: 'ログインしてください。', extensions: { code: 'UNAUTHENTICATED' } }] });
    const request = createGraphQLClient({ getToken: () => null, getLanguage: () => 'ja', fetch });
    await expect(request('query { me { id } }')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'ログインしてください。' });
  });

  it('maps network failures and non-JSON answers to client codes', async () => {
    const offline = createGraphQLClient({ getToken: () => null, getLanguage: () => 'en', fetch: jest.fn(async () => Promise.reject(new TypeError('fetch failed'))) });
    await expect(offline('{ me { id } }')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    const proxy = createGraphQLClient({ getToken: () => null, getLanguage: () => 'en', fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    const error = await proxy('{ me { id } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
  });
});
