import type { AuthProvider, UserIdentity } from 'react-admin';
import { type GraphQLRequest, isGraphQLRequestError } from '@taikai/client';
import { LoginDocument, MeDocument } from '../../generated/graphql';
import { takeRouteAfterSignIn } from './signedOutStart';
import type { TokenStorage } from './tokenStorage';

export type StaffRole = 'ORGANIZER' | 'STAFF';

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffIdentity extends UserIdentity {
  email: string;
  role: StaffRole;
}

export interface LoginParams {
  email?: string;
  /** react-admin's stock login form calls it username. */
  username?: string;
  password?: string;
}

/** Errors that mean the token is missing, expired or revoked: sign the user out. */
export function isSessionError(error: unknown): boolean {
  if (isGraphQLRequestError(error)) return error.code === 'UNAUTHENTICATED' || error.status === 401;
  const maybe = error as { status?: number } | null | undefined;
  return maybe?.status === 401;
}

/**
 * Staff authentication: `login` mutation → bearer token in localStorage; `me` for the identity.
 */
export function createAuthProvider(request: GraphQLRequest, tokens: TokenStorage): AuthProvider {
  // One `me` request per token, shared by getIdentity and getPermissions.
  let cached: { token: string; user: Promise<StaffUser> } | undefined;
  const currentUser = (): Promise<StaffUser> => {
    const token = tokens.get();
    if (!token) return Promise.reject(new Error('ra.auth.auth_check_error'));
    if (cached?.token !== token) {
      const user = request(MeDocument).then((data) => data.me as StaffUser);
      cached = { token, user };
      user.catch(() => {
        if (cached?.user === user) cached = undefined;
      });
    }
    return cached.user;
  };

  return {
    async login(params: LoginParams) {
      const email = (params.email ?? params.username ?? '').trim();
      const password = params.password ?? '';
      const data = await request(LoginDocument, { email, password });
      tokens.set(data.login.token);
      cached = undefined;
      // The page a signed-out visit asked for (signedOutStart.ts); otherwise react-admin's own choice.
      const route = takeRouteAfterSignIn();
      return route ? { redirectTo: route } : undefined;
    },

    async logout() {
      tokens.clear();
      cached = undefined;
    },

    async checkAuth() {
      // `message: false`: a first visit goes to the login page without a "please sign in" toast.
      if (!tokens.get()) throw { message: false };
    },

    async checkError(error: unknown) {
      // Rejecting makes react-admin call logout() (which drops the token) and show the
      // server's translated message ("Sign in first.").
      if (isSessionError(error)) throw error;
      // FORBIDDEN and everything else: stay signed in, react-admin shows the message.
    },

    async getIdentity(): Promise<StaffIdentity> {
      const user = await currentUser();
      return { id: user.id, fullName: user.name, email: user.email, role: user.role };
    },

    async getPermissions() {
      if (!tokens.get()) return undefined;
      const user = await currentUser();
      return user.role;
    },
  };
}
