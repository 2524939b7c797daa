import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from './app/auth/authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { DecklistsPage } from './decklists';
import { GraphQLProvider } from './shared/data/GraphQLProvider';
import { createDataProvider } from './shared/data/dataProvider';
import events from './events';
import { EventEdit } from './events/EventEdit';
import { createI18nProvider, getCurrentLocale } from './app/i18n/i18nProvider';
import { JudgesPage } from './judges/JudgesPage';
import { Layout } from './app/layout/Layout';
import { LoginPage } from './app/login/LoginPage';
import { OrganizationPage } from './organization/OrganizationPage';
import people from './people';
import players from './players';
import { RegistrationDesk } from './players/RegistrationDesk';
import { TeamsPage } from './teams/TeamsPage';
import { PrintCenter } from './printing/PrintCenter';
import { PrintPage } from './printing/PrintPage';
import { MemberCardsPage } from './membercards';
import { ProjectorView } from './projector/ProjectorView';
import { HallProjector } from './projector/HallProjector';
import { ResultsPage } from './results/ResultsPage';
import { SeriesPage } from './series/SeriesPage';
import { SeriesPrint } from './printing/SeriesPrint';
import { ConventionConsole } from './conventions/ConventionConsole';
import { ConventionJudgeQueuePage } from './conventions/ConventionJudgeQueuePage';
import { ConventionStaffPool } from './conventions/ConventionStaffPool';
import { ConventionsPage } from './conventions/ConventionsPage';
import { RulesPage } from './rules/RulesPage';
import { ConventionPrint } from './printing/ConventionPrint';
import { RoundsPage } from './rounds/RoundsPage';
import { request, tokens } from './app/session';
import { StandingsPage } from './standings/StandingsPage';
import { MetagamePage } from './metagame/MetagamePage';
import { darkTheme, lightTheme } from './app/theme';
import { TopCutPage } from './topcut/TopCutPage';
import users from './users';

const i18nProvider = createI18nProvider();
const authProvider = createAuthProvider(request, tokens);
const dataProvider = createDataProvider(request, getCurrentLocale);
// Remembers the chosen language, theme and list preferences across reloads.
const store = localStorageStore(undefined, 'taikai-admin');

export const App = () => (
  <GraphQLProvider request={request}>
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
      <Resource name="players" {...players} />
      <Resource name="people" {...people} />
      <Resource name="users" {...users} />
      <CustomRoutes>
        <Route path="/organization" element={<OrganizationPage />} />
        <Route path="/series" element={<SeriesPage />} />
        <Route path="/series/:seriesId" element={<SeriesPage />} />
        <Route path="/conventions" element={<ConventionsPage />} />
        <Route path="/rules" element={<RulesPage />} />
        <Route path="/rules/:documentId" element={<RulesPage />} />
        <Route path="/rules/:documentId/:number" element={<RulesPage />} />
        <Route path="/conventions/:conventionId" element={<ConventionsPage />} />
        <Route path="/conventions/:conventionId/console" element={<ConventionConsole />} />
        <Route path="/conventions/:conventionId/judge-queue" element={<ConventionJudgeQueuePage />} />
        <Route path="/conventions/:conventionId/staff" element={<ConventionStaffPool />} />
        <Route path="/events/:eventId/setup" element={<EventEdit />} />
        <Route path="/events/:eventId/desk" element={<RegistrationDesk />} />
        <Route path="/events/:eventId/teams" element={<TeamsPage />} />
        <Route path="/events/:eventId/rounds" element={<RoundsPage />} />
        <Route path="/events/:eventId/results" element={<ResultsPage />} />
        <Route path="/events/:eventId/standings" element={<StandingsPage />} />
        <Route path="/events/:eventId/topcut" element={<TopCutPage />} />
        <Route path="/events/:eventId/judges" element={<JudgesPage />} />
        <Route path="/events/:eventId/decklists" element={<DecklistsPage />} />
        <Route path="/events/:eventId/metagame" element={<MetagamePage />} />
        <Route path="/events/:eventId/print" element={<PrintCenter />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/events/:eventId/projector" element={<ProjectorView />} />
        <Route path="/events/:eventId/print/:kind" element={<PrintPage />} />
        <Route path="/series/:seriesId/print" element={<SeriesPrint />} />
        <Route path="/conventions/:conventionId/print" element={<ConventionPrint />} />
        <Route path="/conventions/:conventionId/projector" element={<HallProjector />} />
        <Route path="/member-cards" element={<MemberCardsPage />} />
      </CustomRoutes>
    </Admin>
  </GraphQLProvider>
);
