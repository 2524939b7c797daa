import { ALL_PARTS, type DataPart, type OwnChanges, createOwnChanges } from '@taikai/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Api, ApiError, type Registration } from './api';
import { type Problem, toProblem } from './errors';
import { type PendingReport, offlineStore } from './offlineStore';
import type { OwnScore } from './scores';
import { session } from './session';
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
  ReportInput,
  StandingsQuery,
  TeamStandingsQuery,
} from './generated/graphql';

export type PlayerEvent = PlayerEventQuery['event'];
export type MyMatch = MyMatchFragment;
export type MyMatchResult = MyMatchResultFragment;
export type StandingRow = StandingsQuery['standings'][number];
export type TeamStandingRow = TeamStandingsQuery['teamStandings'][number];
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
/** `teamRows`: a team event's standings by team (MTR appendix C), beside the players'. */
export type Standings =
  { published: true; rows: StandingRow[]; afterRound: number | null; teamRows?: TeamStandingRow[] } | { published: false };

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
  /** The server could not be reached the last time: what is shown is the last known state. */
  unreachable: boolean;
  /** When everything shown was last loaded from the server (kept on the phone across reloads). */
  savedAt: string | null;
  /** This player's reports waiting on the phone for the signal, oldest first. */
  pendingReports: PendingReport[];
  /** A kept report or confirmation the server refused once the signal returned (the round closed meanwhile…). */
  refusedReport: { matchId: string; problem: Problem; confirmation: boolean } | null;
  /**
   * Keeps a report (or, with `confirms`, a confirmation of that opponent's report) that could not
   * be sent; it is sent with its request key when the server answers again.
   */
  queueReport: (matchId: string, input: ReportInput, score: OwnScore, confirms?: string) => void;
  refresh: (parts: DataPart[]) => Promise<void>;
  /**
   * A report or confirmation on its way: its answer, the match after it (its result changes, its
   * players stay as paired), replaces the match, and `isOwnEcho` knows the update it publishes.
   */
  sendMatch: (matchId: string, sending: Promise<MyMatchResult>) => Promise<MyMatchResult>;
  /** Whether a live update only announces what `sendMatch` already applied: the matches need no refetch. */
  isOwnEcho: OwnChanges['isEcho'];
}

/** The parts of the player's data the phone keeps for a reload with no signal. */
export type KeptData = Partial<
  Pick<PlayerData, 'event' | 'matches' | 'state' | 'standings' | 'bracket' | 'announcements' | 'penalties' | 'judgeCalls' | 'decklist'>
>;

type Loaded<K extends keyof KeptData> = Exclude<KeptData[K], undefined>;

const UNREACHABLE = new Set(['NETWORK_ERROR', 'HTTP_ERROR']);
/** The parts the table shows, loaded together in one request when both are asked. */
const TABLE_PARTS: DataPart[] = ['event', 'matches'];
/** What one request loads: a part, or the table's two parts at once. */
type Load = DataPart | 'table';
/** A kept report is kept on these: the server was not reached, or it must wait for the player to sign in again. */
const KEEP_PENDING = new Set([...UNREACHABLE, 'UNAUTHENTICATED']);

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
  const playerId = registration.id;
  // What this phone last knew, shown until the server answers (or instead of it, offline).
  const [lastKnown] = useState(() => offlineStore.lastKnown(session.get()));
  const kept: KeptData = lastKnown?.registration.id === playerId ? lastKnown.data : {};
  const [event, setEvent] = useState<PlayerEvent | null>(kept.event ?? null);
  const [matches, setMatches] = useState<MyMatch[] | null>(kept.matches ?? null);
  const [state, setState] = useState<MyState | null>(kept.state ?? null);
  const [standings, setStandings] = useState<Standings | null>(kept.standings ?? null);
  const [bracket, setBracket] = useState<BracketEvent | null>(kept.bracket ?? null);
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(kept.announcements ?? null);
  const [penalties, setPenalties] = useState<Penalty[] | null>(kept.penalties ?? null);
  const [judgeCalls, setJudgeCalls] = useState<JudgeCall[] | null>(kept.judgeCalls ?? null);
  const [decklist, setDecklist] = useState<DecklistData | null>(kept.decklist ?? null);
  const [failed, setFailed] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(lastKnown?.registration.id === playerId ? lastKnown.savedAt : null);
  const [pendingReports, setPendingReports] = useState(() => offlineStore.pendingReports(playerId));
  const [refusedReport, setRefusedReport] = useState<PlayerData['refusedReport']>(null);
  const eventRef = useRef<PlayerEvent | null>(kept.event ?? null);
  const sessionEnded = useLatest(onSessionEnded);
  const running = useRef(new Map<Load, Promise<void>>());
  const again = useRef(new Set<Load>());

  const load = useCallback(
    async (part: Load): Promise<void> => {
      // Shown, and kept on the phone for a reload with no signal.
      const keep = <K extends keyof KeptData>(name: K, value: Loaded<K>, show: (value: Loaded<K>) => void) => {
        show(value);
        offlineStore.keepData(playerId, { [name]: value });
      };
      switch (part) {
        case 'table': {
          const table = await api.table(eventId);
          eventRef.current = table.event;
          keep('event', table.event, setEvent);
          keep('matches', table.matches, setMatches);
          return;
        }
        case 'event': {
          const found = await api.event(eventId);
          eventRef.current = found;
          keep('event', found, setEvent);
          return;
        }
        case 'matches':
          keep('matches', await api.myMatches(), setMatches);
          return;
        case 'state':
          keep('state', await api.myState(), setState);
          return;
        case 'standings':
          try {
            const teamEvent = Boolean(eventRef.current?.teamFormat);
            const [players, teamRows] = await Promise.all([
              api.standings(eventId),
              teamEvent ? api.teamStandings(eventId) : Promise.resolve(undefined),
            ]);
            keep('standings', { published: true, ...players, ...(teamRows ? { teamRows } : {}) }, setStandings);
          } catch (error) {
            if (error instanceof ApiError && error.code === 'STANDINGS_NOT_PUBLISHED')
              keep('standings', { published: false }, setStandings);
            else throw error;
          }
          return;
        case 'announcements':
          keep('announcements', await api.announcements(eventId), setAnnouncements);
          return;
        case 'penalties':
          keep('penalties', await api.myPenalties(), setPenalties);
          return;
        case 'judgeCalls':
          keep('judgeCalls', await api.myJudgeCalls(), setJudgeCalls);
          return;
        case 'decklist': {
          const settings = await api.decklistSettings(eventId);
          if (settings.requirement === 'OFF') {
            keep('decklist', { settings, mine: null, published: [] }, setDecklist);
            return;
          }
          const [mine, published] = await Promise.all([
            api.myDecklist(),
            settings.publishedTop ? api.publishedDecklists(eventId) : Promise.resolve([]),
          ]);
          keep('decklist', { settings, mine, published }, setDecklist);
          return;
        }
        case 'bracket': {
          const current = eventRef.current;
          if (current && playoffRounds(current.rounds).length === 0) {
            keep('bracket', null, setBracket);
            return;
          }
          keep('bracket', await api.bracket(eventId), setBracket);
          return;
        }
      }
    },
    [api, eventId, playerId],
  );

  const refreshPart = useCallback(
    (part: Load): Promise<void> => {
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

  const [own] = useState(() => createOwnChanges());
  const sendMatch = useCallback(
    async (matchId: string, sending: Promise<MyMatchResult>) => {
      const match = await own.track(matchId, sending);
      setMatches((list) => {
        const updated = list && list.map((m) => (m.id === match.id ? { ...m, ...match } : m));
        offlineStore.keepData(playerId, { matches: updated });
        return updated;
      });
      return match;
    },
    [own, playerId],
  );

  const queueReport = useCallback(
    (matchId: string, input: ReportInput, score: OwnScore, confirms?: string) => {
      offlineStore.queueReport({ playerId, matchId, input, score, confirms, savedAt: new Date().toISOString() });
      setPendingReports(offlineStore.pendingReports(playerId));
      setRefusedReport(null);
    },
    [playerId],
  );

  // Sends the kept reports and confirmations, oldest first, each with its own request key: one the server did
  // receive before the signal dropped is answered as already stored, never stored twice.
  const flushing = useRef(false);
  const sendPendingReports = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const report of offlineStore.pendingReports(playerId)) {
        try {
          const requestKey = report.input.requestKey ?? '';
          await sendMatch(
            report.matchId,
            report.confirms
              ? api.confirmResult(report.matchId, report.confirms, requestKey)
              : api.reportResult(report.matchId, report.input),
          );
        } catch (error) {
          if (!(error instanceof ApiError) || KEEP_PENDING.has(error.code)) break;
          setRefusedReport({ matchId: report.matchId, problem: toProblem(error), confirmation: Boolean(report.confirms) });
        }
        offlineStore.removeReport(report.input.requestKey ?? '');
        setPendingReports(offlineStore.pendingReports(playerId));
      }
    } finally {
      flushing.current = false;
    }
  }, [api, playerId, sendMatch]);

  const refresh = useCallback(
    async (parts: DataPart[]) => {
      // The table first, in one request, and the rest once it is in: on venue Wi-Fi nothing else
      // shares the bandwidth or the connections with what the phone shows first. The bracket
      // depends on the event's rounds: it waits for the event.
      const withTable = TABLE_PARTS.every((part) => parts.includes(part));
      const waitsForEvent = (part: DataPart) => part === 'bracket' && parts.includes('event');
      const first: Load[] = withTable ? ['table'] : parts.filter((part) => !waitsForEvent(part));
      const then = withTable ? parts.filter((part) => !TABLE_PARTS.includes(part)) : parts.filter(waitsForEvent);
      const results = await Promise.allSettled(first.map(refreshPart));
      if (then.length) results.push(...(await Promise.allSettled(then.map(refreshPart))));
      const problem = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (problem) {
        const error = problem.reason;
        if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) sessionEnded.current(error);
        if (!eventRef.current) setFailed(true);
        setUnreachable(error instanceof ApiError && UNREACHABLE.has(error.code));
        throw error;
      }
      setFailed(false);
      setUnreachable(false);
      if (ALL_PARTS.every((part) => parts.includes(part))) {
        const now = new Date().toISOString();
        offlineStore.keepData(playerId, {}, now);
        setSavedAt(now);
      }
      // The server answers again: what waited on the phone goes now.
      void sendPendingReports();
    },
    [refreshPart, sessionEnded, playerId, sendPendingReports],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load: its parts are set as their requests answer
    void refresh(ALL_PARTS).catch(() => undefined);
  }, [refresh]);

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
    unreachable,
    savedAt,
    pendingReports,
    refusedReport,
    queueReport,
    refresh,
    sendMatch,
    isOwnEcho: own.isEcho,
  };
}
