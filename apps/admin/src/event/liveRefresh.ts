import type { Query, QueryKey } from '@tanstack/react-query';
import type { EventUpdateKind } from '../generated/graphql';
import { TAIKAI_QUERY } from '../shared/data/queryKeys';

/**
 * What a live update changes on the staff pages, as `partsFor` says it for the player page: each
 * kind names the parts of an event it touches, and each part the react-admin resources and the
 * typed queries (by operation name) that show it. At a round end a report then refreshes the
 * matches and rounds, not every open list on every staff laptop.
 */
export type StaffPart =
  'event' | 'rounds' | 'standings' | 'players' | 'penalties' | 'judgeCalls' | 'announcements' | 'decklists' | 'backups';

export const STAFF_PARTS: Record<StaffPart, { resources: readonly string[]; queries: readonly string[] }> = {
  // `playerCount` is part of the event.
  event: { resources: ['events'], queries: ['Events', 'EventDetail'] },
  // The feature tables' menu shows who sits at each hall table.
  // Featured matches (coverage) and their games are shown beside the round's pairings.
  rounds: {
    resources: ['matches'],
    queries: ['EventRounds', 'Matches', 'MatchDetail', 'SlipExtraTurns', 'FeatureTables', 'FeaturedMatches', 'SocialImage'],
  },
  // A person's history: their places and records (a penalty's update refreshes the standings too).
  // A series' standings and payouts are computed from its events' results.
  standings: {
    resources: ['standings'],
    queries: [
      'Standings',
      'TeamStandings',
      'TopCutCandidates',
      'PersonHistory',
      'SeriesStandings',
      'SeriesPayout',
      'EventPayout',
      'Metagame',
    ],
  },
  // A registration changes which people of the directory the desk shows as registered.
  // Teams are players' registrations too (a member's drop drops the team): PLAYER_CHANGED names them.
  players: {
    resources: ['players'],
    queries: ['Players', 'PreviewPlayerImport', 'ProposedNameReadings', 'DeskPeople', 'EventWaitlist', 'Teams'],
  },
  penalties: {
    resources: [],
    queries: ['Penalties', 'Investigation', 'DisqualificationReport', 'SuggestPenalty', 'EarlierPenalties'],
  },
  judgeCalls: { resources: [], queries: ['JudgeCalls'] },
  announcements: { resources: [], queries: ['Announcements'] },
  decklists: {
    resources: [],
    queries: ['DecklistSettings', 'DeskDecklists', 'PlayerDecklist', 'CheckDeskDecklist', 'DeskPublishedDecklists', 'DeckChecks'],
  },
  backups: { resources: [], queries: ['EventBackups'] },
};

/** Queries no update changes (the catalogue, the signed-in user, staff accounts) or that pages send themselves rather than cache. */
export const NOT_LIVE: readonly string[] = [
  'Me',
  'Users',
  'EventStaff',
  // An organization's name and members change only by the dashboard's own mutations, which refresh them.
  'Organizations',
  'Organization',
  'ServerInfo',
  'Infractions',
  'InfractionCatalog',
  'ComposeAnnouncement',
  'ExportEvent',
  'EventBackupFile',
  'PenaltyReport',
  'ExportPerson',
  'ExportOrganization',
  'OrganizationPenaltyReport',
  // The organization's directory: no event's update changes it.
  'People',
  'Person',
  // A series and its list change only by the dashboard's own mutations; the CSV is sent when asked for.
  'SeriesList',
  'SeriesEvents',
  'SeriesStandingsCsv',
  // A convention's list changes by the dashboard's own mutations; its hall follows the convention's stream.
  'Conventions',
  'ConventionHall',
  // Rules texts change only when an organizer loads one (the dashboard's own mutation); a loaded version never changes.
  'RulesDocuments',
  'SearchRules',
  'Rule',
  'RulesOfflineCopy',
  'RulesSection',
  'CardErrata',
  // The penalty table is Taikai's catalog: it changes with a release, not with an event.
  'PenaltyTable',
  'ConventionEventChoices',
  // The print's areas: the hall's map and an event's convention change only by the dashboard's own mutations.
  'EventConventionOf',
  'HallAreas',
  // The console, its judge queue and the hall map follow the convention's own stream (`conventionTouches`), not an event's.
  'ConventionConsole',
  'ConventionJudgeCalls',
  'ConventionSeatingConflicts',
  // On-demand queues fill from phones (no event's update): the convention page polls them.
  'OnDemandQueues',
  // The staff pool polls its counts; its shifts and the organization's members change by the dashboard's own mutations.
  'MyConventionShift',
  'ConventionStaffPool',
  'ConventionStaffMembers',
  // Publishing to a hosted Taikai: the Organization page polls the status itself; tokens change by its own mutations.
  'PublishStatus',
  'PublishTokens',
  // Webhooks change by the Organization page's own mutations; the card polls its deliveries itself (a new event shows on the next visit).
  'Webhooks',
  'WebhookEvents',
];

const ALL_STAFF_PARTS = Object.keys(STAFF_PARTS) as StaffPart[];

export function staffPartsFor(kind: EventUpdateKind | (string & {})): readonly StaffPart[] {
  switch (kind) {
    case 'PAIRINGS_POSTED':
      // Also sent when an event is reopened or restored from a backup: a new state of everything.
      return ALL_STAFF_PARTS;
    case 'MATCH_REPORTED':
    case 'MATCH_DISPUTED':
      // A dispute's judge call and a report's drop come as their own updates.
      return ['rounds'];
    case 'MATCH_CONFIRMED':
    case 'RESULT_RECORDED':
      // A final result counts in the standings; the last one of a top cut can finish the event.
      return ['rounds', 'standings', 'event'];
    case 'CLOCK_CHANGED':
      // Also sent for a round's start, pause and close: starting round 1 locks the decklists, closing
      // the last round can finish the event, a deck check's extra time comes as a clock change.
      return ['rounds', 'event', 'decklists'];
    case 'STANDINGS_PUBLISHED':
      return ['standings', 'event'];
    case 'PLAYER_CHANGED':
      return ['players', 'event', 'rounds', 'standings', 'decklists'];
    case 'MATCH_MOVED':
      // A convention's table was taken out of use: the match's new hall table.
      return ['rounds'];
    case 'FEATURE_CHANGED':
      // A match featured or not, a game recorded or undone (another laptop at the stream desk).
      return ['rounds'];
    case 'JUDGE_CALLED':
      return ['judgeCalls'];
    case 'ANNOUNCEMENT_PUBLISHED':
      return ['announcements'];
    case 'DECKLISTS_CHANGED':
      return ['decklists'];
    case 'EVENT_CHANGED':
      // Settings saved (on this dashboard or another): the event, its setup form and public page card.
      return ['event'];
    case 'PENALTY_CHANGED':
      // A penalty can change a match's result, add time to it, or disqualify (drop) a player.
      return ['penalties', 'rounds', 'standings', 'players', 'event'];
    default:
      // A kind this build does not know yet: refresh as before, everything.
      return ALL_STAFF_PARTS;
  }
}

/**
 * Whether a cached query shows data an update of this kind changes. Keys are react-admin's
 * (`[resource, method, params]`) or `useGql`'s (`[TAIKAI_QUERY, operationName, variables, locale]`);
 * a typed query this table does not name is refreshed on every update, react-admin's own
 * (identity, permissions) on none.
 */
export function touches(kind: string, queryKey: QueryKey): boolean {
  const parts = staffPartsFor(kind).map((part) => STAFF_PARTS[part]);
  const [first, second] = queryKey;
  if (first === TAIKAI_QUERY) {
    const name = String(second);
    if (NOT_LIVE.includes(name)) return false;
    const known = ALL_STAFF_PARTS.some((part) => STAFF_PARTS[part].queries.includes(name));
    return !known || parts.some((part) => part.queries.includes(name));
  }
  return parts.some((part) => part.resources.includes(String(first)));
}

/** The queries of a convention's screens: the console, its judge queue, the hall map (and the projector's). */
const CONVENTION_QUERIES = ['ConventionConsole', 'ConventionJudgeCalls', 'ConventionHall', 'ConventionSeatingConflicts'] as const;

/**
 * Whether a query of a convention's screens shows what an update on the convention's stream
 * changed. A report changes the console's outstanding tables, not which tables a round holds (a final
 * one can end a seating conflict); a dispute and a judge call change the queue too; the convention's
 * own settings its page; pairings, clocks, moves and the hall itself change all.
 */
export function conventionTouches(kind: string, queryKey: QueryKey): boolean {
  const [first, name] = queryKey;
  if (first !== TAIKAI_QUERY) return false;
  switch (kind) {
    case 'MATCH_REPORTED':
      return name === 'ConventionConsole';
    case 'MATCH_CONFIRMED':
    case 'RESULT_RECORDED':
      return name === 'ConventionConsole' || name === 'ConventionSeatingConflicts';
    case 'MATCH_DISPUTED':
    case 'JUDGE_CALLED':
      return name === 'ConventionConsole' || name === 'ConventionJudgeCalls';
    case 'CONVENTION_CHANGED':
      // Its settings (read with the hall map); its queues' counts are polled.
      return name === 'ConventionHall';
    default:
      return (CONVENTION_QUERIES as readonly unknown[]).includes(name);
  }
}

/**
 * How often, at most, the convention's stream refetches: the console reads every running event in
 * one statement (about 70 ms for 50 events, docs/BENCHMARKS.md), so 20 screens at a round end send
 * about seven a second, as many as the 5-second poll it replaced sent all day, and none when idle.
 */
export const CONVENTION_REFRESH_INTERVAL_MS = 3000;

/** How often, at most, an update refetches the queries it touches (a round end sends hundreds a second). */
export const REFRESH_INTERVAL_MS = 1000;

/**
 * Refreshes what updates touch at most once per `intervalMs`: the first update at once, the ones
 * after it together at the end of the interval, each query once for all the kinds that touch it.
 * A refetch already on its way is left to finish, not cancelled and sent again. At a round end a
 * staff laptop then sends about one request per open list a second, not one per report.
 */
export function coalescedRefresh(
  invalidate: (predicate: (query: Query) => boolean) => void,
  intervalMs = REFRESH_INTERVAL_MS,
  touchesQuery: (kind: string, queryKey: QueryKey) => boolean = touches,
): { update(kind: string): void; stop(): void } {
  let pending = new Set<string>();
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    lastAt = Date.now();
    const kinds = [...pending];
    pending = new Set();
    invalidate((query) => kinds.some((kind) => touchesQuery(kind, query.queryKey)));
  };
  return {
    update(kind) {
      pending.add(kind);
      if (timer) return;
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
