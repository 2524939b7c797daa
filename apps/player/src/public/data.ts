import { serverClock } from '@taikai/client';

/** What `GET /public/events/<code>` answers (apps/api/src/ops/public-pages). */
export interface PublicSummary {
  event: {
    shortCode: string;
    name: string;
    status: string;
    startsAt: string | null;
    venue: string | null;
    formatName: string | null;
    players: number;
    topCut: number;
  };
  shows: { pairings: boolean; standings: boolean; bracket: boolean; decklists: boolean; metagame?: boolean };
  rounds: {
    number: number;
    phaseKind: string;
    startedAt: string | null;
    endsAt: string | null;
    pausedAt: string | null;
    closedAt: string | null;
  }[];
  announcements: { id: string; title: string; body: string; pinned: boolean; publishedAt: string | null; language: string }[];
}

export interface PublicSide {
  name: string;
  reading?: string | null;
  points?: number;
  seed: number | null;
}

export interface PublicTable {
  table: number;
  /** The hall's label ("B-12") when the event is in a convention. */
  hall?: string;
  player1: PublicSide;
  player2: PublicSide | null;
  /** A team event's seat: A, B, C, or SHARED (the one Two-Headed Giant game). */
  teamSlot?: string;
  /** A SHARED game's other players, beside player 1 and player 2 (MTR 9.1). */
  partner1?: PublicSide | null;
  partner2?: PublicSide | null;
}

export interface PublicPairings {
  round: number;
  phaseKind: string;
  tables: PublicTable[];
  /** A team event's round by team match (team 2 null: a bye), each with its seats' tables. */
  teamMatches?: { table: number; team1: string; team2: string | null; seats: PublicTable[] }[];
}

/** One standings line's results (by player, or by team). */
interface PublicRecord {
  rank: number;
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  omw: number;
  dropped: boolean;
}

export interface PublicStandings {
  afterRound: number | null;
  lines: (PublicRecord & { player: { name: string } })[];
  /** A team event's standings by team (MTR appendix C). */
  teamLines?: (PublicRecord & { team: { name: string } })[];
}

export interface PublicBracket {
  size: number;
  rounds: {
    number: number;
    matches: {
      table: number;
      status: string;
      player1: PublicSide;
      player2: PublicSide | null;
      player1Wins: number;
      player2Wins: number;
      draws: number;
    }[];
  }[];
}

export interface PublicDecklists {
  decklists: { rank: number; name: string; mainCount: number; sideboardCount: number; main: Card[]; sideboard: Card[] }[];
}
interface Card {
  count: number;
  name: string;
}

/** A round's clock as the public pages give it. */
export type PublicRound = PublicSummary['rounds'][number];

/** What `GET /public/conventions/<id>` answers: only the events whose own public page is on. */
export interface PublicConvention {
  convention: { name: string; venue: string | null; startsOn: string | null; endsOn: string | null };
  events: {
    shortCode: string;
    name: string;
    status: string;
    formatName: string | null;
    main: boolean;
    round: Omit<PublicRound, 'phaseKind'> | null;
  }[];
  queues: { name: string; formatName: string | null; podSize: number; waiting: number }[];
}

/** What `GET /public/conventions/<id>/tables` answers: the running rounds' tables of the events whose pairings are public. */
export interface PublicConventionTables {
  events: { shortCode: string; name: string; round: number; tables: (PublicTable & { hall: string | null })[] }[];
}

export class NotPublic extends Error {}

/** One part of an event's public page. */
export const fetchPart = <T>(code: string, part?: string): Promise<T> =>
  fetchPublic<T>(`/public/events/${encodeURIComponent(code)}${part ? `/${part}` : ''}`);

/** One part of a convention's public page. */
export const fetchConventionPart = <T>(id: string, part?: 'tables'): Promise<T> =>
  fetchPublic<T>(`/public/conventions/${encodeURIComponent(id)}${part ? `/${part}` : ''}`);

/**
 * The browser's own cache revalidates a public part (`no-cache`: it sends the ETag it holds and
 * mostly gets 304, a few bytes); the server's `Date` keeps the round clock right.
 */
async function fetchPublic<T>(path: string): Promise<T> {
  const sentAt = Date.now();
  const response = await fetch(path, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  serverClock.note(response.headers.get('date'), sentAt, Date.now());
  if (response.status === 404) throw new NotPublic();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}
