/** Taikai's own admin messages (react-admin's `ra.*` come from ra-language-english). */
export const en = {
  taikai: {
    title: 'Taikai 大会',
    tagline: 'Tournament operations for trading-card-game events',
    language: 'Language',
    login: {
      heading: 'Staff sign-in',
      intro: 'Sign in with your organizer or staff account to run your events.',
      features: {
        pairings: 'Swiss pairings and standings',
        results: 'Results from the players’ phones',
        bilingual: 'Japanese and English from day one',
      },
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      welcome_anonymous: 'Welcome',
      intro: 'Here is where you prepare and run your tournaments.',
      role: 'Signed in as %{role}',
      open_events: 'Open events',
      events_hint: 'See every event, its status, venue and player count.',
    },
    roles: {
      ORGANIZER: 'organizer',
      STAFF: 'staff',
    },
    errors: {
      network: 'Could not reach the Taikai server. Check your connection and try again.',
      http: 'The server sent an unexpected answer. Please try again.',
    },
  },
  resources: {
    events: {
      name: 'Event |||| Events',
      fields: {
        name: 'Name',
        status: 'Status',
        venue: 'Venue',
        startsAt: 'Starts',
        playerCount: 'Players',
      },
      statuses: {
        REGISTRATION: 'Registration',
        RUNNING: 'Running',
        TOP_CUT: 'Top cut',
        FINISHED: 'Finished',
      },
      not_scheduled: 'Not scheduled',
      no_venue: '—',
      search: 'Search',
      empty: 'No events yet',
    },
  },
};

type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
/** Every language must translate every key English has. */
export type TaikaiMessages = MessageShape<typeof en>;
