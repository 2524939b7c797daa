import { GraphQLRequestError, type GraphQLRequest } from '@taikai/client';
import { createAuthProvider } from './authProvider';
import { createTokenStorage } from './tokenStorage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('authProvider', () => {
  it('stores the token on login and clears it on logout', async () => {
    const tokens = createTokenStorage(memoryStorage());
    const request = jest.fn(async () => ({ login: { token: 'abc' } })) as unknown as GraphQLRequest;
    const auth = createAuthProvider(request, tokens);
    await auth.login({ email: ' staff@example.com ', password: 'pw' });
    expect(tokens.get()).toBe('abc');
    expect((request as jest.Mock).mock.calls[0][1]).toEqual({ email: 'staff@example.com', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await auth.logout({});
    expect(tokens.get()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('rejects checkError only for session errors', async () => {
    const auth = createAuthProvider(jest.fn() as unknown as GraphQLRequest, createTokenStorage(memoryStorage()));
    await expect(auth.checkError(new GraphQLRequestError('UNAUTHENTICATED', 'Sign in first.', 200))).rejects.toBeInstanceOf(
      GraphQLRequestError,
    );
    await expect(auth.checkError(new GraphQLRequestError('FORBIDDEN', 'No.', 200))).resolves.toBeUndefined();
    await expect(auth.checkError(new GraphQLRequestError('NETWORK_ERROR', '', 0, 'taikai.errors.network'))).resolves.toBeUndefined();
  });

  it('builds the identity from `me`, one request per token', async () => {
    const tokens = createTokenStorage(memoryStorage());
    tokens.set('t1');
    const request = jest.fn(async () => ({
      me: { id: 'u1', email: 'a@b.c', name: '山田 太郎', role: 'ORGANIZER' },
    })) as unknown as GraphQLRequest;
    const auth = createAuthProvider(request, tokens);
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: '山田 太郎', email: 'a@b.c', role: 'ORGANIZER' });
    await expect(auth.getPermissions!({})).resolves.toBe('ORGANIZER');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
