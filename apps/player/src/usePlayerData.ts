import { ALL_PARTS, type DataPart, type OwnChanges, createOwnChanges } from '@taikai/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Api, ApiError, type Registration } from './api';
import { useLatest } from './useLatest';
import type {
  MyDecklistQuery,
  PlayerDecklistSettingsQuery,
  PublishedDecklistsQuery,
  AnnouncementsQuery,
  BracketQuery,
  MyJudgeCallsQuery,
  MyMatchFragment,
  MyMatchResultFragment,
  MyPenaltiesQuery,
  MyStateQuery,
  PlayerEventQuery,
  StandingsQuery,
} from './generated/graphql';

export type PlayerEvent = PlayerEventQuery['event'];
export type MyMatch = MyMatchFragment;
export type MyMatchResult = MyMatchResultFragment;
export type StandingRow = StandingsQuery['standings'][number];
export type BracketEvent = BracketQuery['event'];
export type Announcement = AnnouncementsQuery['announcements'][number];
export type Penalty = MyPenaltiesQuery['myPenalties'][number];
export type MyState = MyStateQuery['myState'];
export type JudgeCall = MyJudgeCallsQuery['myJudgeCalls'][number];
export type MyDecklist = NonNullable<MyDecklistQuery['myDecklist']>;
export type PublishedDecklist = PublishedDecklistsQuery['publishedDecklists'][number];
/** The event's decklist settings, the player's registered list, and the published top-N lists. */
export interface DecklistData {
  settings: PlayerDecklistSettingsQuery['decklistSettings'];
  mine: MyDecklist | null;
  published: PublishedDecklist[];
}
/** `afterRound`: the round the standings are after (a round in progress does not count yet); null before any. */
export type Standings = { published: true; rows: StandingRow[]; afterRound: number | null } | { published: false };

export interface PlayerData {
  event: PlayerEvent | null;
  matches: MyMatch[] | null;
  /** Where the player stands (playing, dropped, out of the cut, place…), as the API says. */
  state: MyState | null;
  standings: Standings | null;
  bracket: BracketEvent | null;
  announcements: Announcement[] | null;
  penalties: Penalty[] | null;
  /** My judge calls and those on my matches, newest first, as the server has them. */
  judgeCalls: JudgeCall[] | null;
  /** Null until loaded; `settings.requirement` OFF when the event collects no lists. */
  decklist: DecklistData | null;
  /** The first load failed (nothing to show yet). */
  failed: boolean;
  refresh: (parts: DataPart[]) => Promise<void>;
  /**
   * A report or confirmation on its way: its answer, the match after it (its result changes, its
   * players stay as paired), replaces the match, and `isOwnEcho` knows the update it publishes.
   */
  sendMatch: (matchId: string, sending: Promise<MyMatchResult>) => Promise<MyMatchResult>;
  /** Whether a live update only announces what `sendMatch` already applied: the matches need no refetch. */
  isOwnEcho: OwnChanges['isEcho'];
}

/** The top cut's rounds, as the API labels them. */
export function playoffRounds<T extends { phaseKind: string }>(rounds: T[]): T[] {
  return rounds.filter((round) => round.phaseKind === 'SINGLE_ELIMINATION');
}

/**
 * The signed-in player's data, refetched by part (what a live update names) or all at once
 * (catching up after a break). Requests for one part never overlap: a refetch asked for while
 * one is running runs once more after it, so the newest state always wins.
 */
export function usePlayerData(api: Api, registration: Registration, onSessionEnded: (error: ApiError) => void): PlayerData {
  const eventId = registration.event.id;
  const [event, setEvent] = useState<PlayerEvent | null>(null);
  const [matches, setMatches] = useState<MyMatch[] | null>(null);
  const [state, setState] = useState<MyState | null>(null);
  const [standings, setStandings] = useState<Standings | null>(null);
  const [bracket, setBracket] = useState<BracketEvent | null>(null);
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);
  const [penalties, setPenalties] = useState<Penalty[] | null>(null);
  const [judgeCalls, setJudgeCalls] = useState<JudgeCall[] | null>(null);
  const [decklist, setDecklist] = useState<DecklistData | null>(null);
  const [failed, setFailed] = useState(false);
  const eventRef = useRef<PlayerEvent | null>(null);
  const sessionEnded = useLatest(onSessionEnded);
  const running = useRef(new Map<DataPart, Promise<void>>());
  const again = useRef(new Set<DataPart>());

  const load = useCallback(
    async (part: DataPart): Promise<void> => {
      switch (part) {
        case 'event': {
          const found = await api.event(eventId);
          eventRef.current = found;
          setEvent(found);
          return;
        }
        case 'matches':
          setMatches(await api.myMatches());
          return;
        case 'state':
          setState(await api.myState());
          return;
        case 'standings':
          try {
            setStandings({ published: true, ...(await api.standings(eventId)) });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'STANDINGS_NOT_PUBLISHED') setStandings({ published: false });
            else throw error;
          }
          return;
        case 'announcements':
          setAnnouncements(await api.announcements(eventId));
          return;
        case 'penalties':
          setPenalties(await api.myPenalties());
          return;
        case 'judgeCalls':
          setJudgeCalls(await api.myJudgeCalls());
          return;
        case 'decklist': {
          const settings = await api.decklistSettings(eventId);
          if (settings.requirement === 'OFF') {
            setDecklist({ settings, mine: null, published: [] });
            return;
          }
          const [mine, published] = await Promise.all([
            api.myDecklist(),
            settings.publishedTop ? api.publishedDecklists(eventId) : Promise.resolve([]),
          ]);
          setDecklist({ settings, mine, published });
          return;
        }
        case 'bracket': {
          const current = eventRef.current;
          if (current && playoffRounds(current.rounds).length === 0) {
            setBracket(null);
            return;
          }
          setBracket(await api.bracket(eventId));
          return;
        }
      }
    },
    [api, eventId],
  );

  const refreshPart = useCallback(
    (part: DataPart): Promise<void> => {
      const current = running.current.get(part);
      if (current) {
        again.current.add(part);
        return current;
      }
      const start = (): Promise<void> => {
        const run = load(part).finally(() => {
          running.current.delete(part);
          if (again.current.delete(part)) void start().catch(() => undefined);
        });
        running.current.set(part, run);
        return run;
      };
      return start();
    },
    [load],
  );

  const refresh = useCallback(
    async (parts: DataPart[]) => {
      // The bracket depends on the event's rounds: load the event first.
      const ordered = parts.includes('event') && parts.includes('bracket') ? parts.filter((p) => p !== 'bracket') : parts;
      const results = await Promise.allSettled(ordered.map(refreshPart));
      if (ordered !== parts) results.push(...(await Promise.allSettled([refreshPart('bracket')])));
      const problem = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (problem) {
        const error = problem.reason;
        if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) sessionEnded.current(error);
        if (!eventRef.current) setFailed(true);
        throw error;
      }
      setFailed(false);
    },
    [refreshPart, sessionEnded],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load: its parts are set as their requests answer
    void refresh(ALL_PARTS).catch(() => undefined);
  }, [refresh]);

  const [own] = useState(() => createOwnChanges());
  const sendMatch = useCallback(
    async (matchId: string, sending: Promise<MyMatchResult>) => {
      const match = await own.track(matchId, sending);
      setMatches((list) => list && list.map((m) => (m.id === match.id ? { ...m, ...match } : m)));
      return match;
    },
    [own],
  );

  return {
    event,
    matches,
    state,
    standings,
    bracket,
    announcements,
    penalties,
    judgeCalls,
    decklist,
    failed,
    refresh,
    sendMatch,
    isOwnEcho: own.isEcho,
  };
}
