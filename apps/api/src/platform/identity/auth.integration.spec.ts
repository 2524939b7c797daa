import { startTestServer, TEST_ADMIN, TestServer } from '../../../testing/test-server';
import { TokenService } from './token.service';

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const ME = '{ me { email role } }';

describe('staff sign-in (real server, real database)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates the configured first organizer, who can sign in and see themselves', async () => {
    const token = await server.loginAsOrganizer();
    const result = await server.gql(ME, {}, { token });
    expect(result.data).toEqual({ me: { email: TEST_ADMIN.email, role: 'ORGANIZER' } });
  });

  it('accepts the email in any case', async () => {
    const result = await server.gql(LOGIN, { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password });
    expect(result.data?.login.token).toEqual(expect.any(String));
  });

  it.each([
    ['en', 'Wrong email or password.'],
    ['ja', 'メールアドレスまたはパスワードが正しくありません。'],
  ])('refuses a wrong password with a coded, translated error (%s)', async (language, message) => {
    const result = await server.gql(LOGIN, { email: TEST_ADMIN.email, password: 'wrong password!' }, { language });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'INVALID_CREDENTIALS' } });
  });

  it('refuses an unknown email the same way', async () => {
    const result = await server.gql(LOGIN, { email: 'nobody@example.com', password: TEST_ADMIN.password });
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-token'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoic3RhZmYiLCJzdWIiOiJ4IiwiaXNzIjoidGFpa2FpIn0.c2lnbmF0dXJl'],
  ])('answers UNAUTHENTICATED to %s', async (_, token) => {
    const result = await server.gql(ME, {}, { token });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token it has already checked once the token has expired', async () => {
    const token = await server.loginAsOrganizer();
    expect((await server.gql(ME, {}, { token })).data?.me.email).toBe(TEST_ADMIN.email);
    const tokens = server.get(TokenService);
    expect(await tokens.verify(token)).toEqual(expect.objectContaining({ kind: 'staff' }));
    // Only the clock moves, past the token's lifetime (TAIKAI_TOKEN_TTL_HOURS is at most 30 days).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'performance', 'hrtime'] });
    try {
      jest.setSystemTime(Date.now() + 31 * 24 * 3600 * 1000);
      expect(await tokens.verify(token)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
    expect(await tokens.verify(token)).toEqual(expect.objectContaining({ kind: 'staff' }));
  });

  it('does not create a second organizer on the next start', async () => {
    const again = await startTestServer({ TAIKAI_ADMIN_EMAIL: 'other@example.com' }, server);
    try {
      const result = await again.gql(LOGIN, { email: 'other@example.com', password: TEST_ADMIN.password });
      expect(result.errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
      expect((await again.gql(LOGIN, TEST_ADMIN)).data?.login.token).toEqual(expect.any(String));
    } finally {
      await again.close();
    }
  });
});
