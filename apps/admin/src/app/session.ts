import { createTokenStorage } from './auth/tokenStorage';
import { createGraphQLClient } from '@taikai/client';
import { getCurrentLocale } from './i18n/i18nProvider';

/** The staff session and the GraphQL client the whole app shares. */
export const tokens = createTokenStorage(window.localStorage);
export const request = createGraphQLClient({
  endpoint: '/graphql',
  getToken: tokens.get,
  getLanguage: getCurrentLocale,
  // Translation keys: react-admin's notifications translate them.
  clientErrorMessage: (code) => (code === 'NETWORK_ERROR' ? 'taikai.errors.network' : 'taikai.errors.http'),
});
