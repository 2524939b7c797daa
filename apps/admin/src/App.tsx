import { Admin, Resource, localStorageStore } from 'react-admin';
import { createAuthProvider } from './auth/authProvider';
import { createTokenStorage } from './auth/tokenStorage';
import { Dashboard } from './dashboard/Dashboard';
import { createDataProvider } from './data/dataProvider';
import { createGraphQLClient } from './data/graphql';
import events from './events';
import { createI18nProvider, getCurrentLocale } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { darkTheme, lightTheme } from './theme';

const tokens = createTokenStorage(window.localStorage);
const request = createGraphQLClient({ endpoint: '/graphql', getToken: tokens.get, getLanguage: getCurrentLocale });

const i18nProvider = createI18nProvider();
const authProvider = createAuthProvider(request, tokens);
const dataProvider = createDataProvider(request, getCurrentLocale);
// Remembers the chosen language, theme and list preferences across reloads.
const store = localStorageStore(undefined, 'taikai-admin');

export const App = () => (
  <Admin
    title="Taikai"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    layout={Layout}
    loginPage={LoginPage}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    <Resource name="events" {...events} />
  </Admin>
);
