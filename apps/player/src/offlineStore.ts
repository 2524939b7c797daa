import type { Registration } from './api';
import type { ReportInput } from './generated/graphql';
import type { OwnScore } from './scores';
import type { KeptData } from './usePlayerData';

/**
 * What the phone keeps for a reload with no signal (localStorage: it works on plain HTTP too,
 * where browsers offer no service worker): the last known state of the signed-in player, the
 * reports not sent yet (the outbox), and the report being checked before sending (the draft).
 */
export const LAST_KNOWN_KEY = 'taikai.player.lastKnown';
export const OUTBOX_KEY = 'taikai.player.outbox';
export const DRAFT_KEY = 'taikai.player.reportDraft';

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LastKnown {
  /** The session these were loaded with: another sign-in on this phone starts afresh. */
  token: string;
  registration: Registration;
  data: KeptData;
  /** When everything shown was last loaded from the server; null until once. */
  savedAt: string | null;
}

/**
 * A report, or a confirmation of the opponent's report, that could not be sent; resent with its
 * own `input.requestKey`, so the server stores it once.
 */
export interface PendingReport {
  playerId: string;
  matchId: string;
  input: ReportInput;
  /** Set for a confirmation: the opponent's report it confirms (`input` is that report's score). */
  confirms?: string;
  /** The score from the player's side, to say what is waiting. */
  score: OwnScore;
  savedAt: string;
}

/** The score being checked before sending, with the request key the send will use. */
export interface ReportDraft {
  playerId: string;
  matchId: string;
  score: OwnScore;
  requestKey: string;
}

function browserStorage(): KeyValue | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createOfflineStore(storage: KeyValue | null) {
  const read = <T>(key: string): T | null => {
    try {
      const raw = storage?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the page works, it only cannot keep this
    }
  };
  const outbox = () => read<PendingReport[]>(OUTBOX_KEY) ?? [];

  return {
    lastKnown(token: string | null): LastKnown | null {
      const kept = read<LastKnown>(LAST_KNOWN_KEY);
      return token && kept?.token === token ? kept : null;
    },
    keepRegistration(token: string, registration: Registration): void {
      const kept = read<LastKnown>(LAST_KNOWN_KEY);
      const same = kept?.token === token && kept.registration.id === registration.id;
      write(LAST_KNOWN_KEY, same ? { ...kept, registration } : { token, registration, data: {}, savedAt: null });
    },
    /** Keeps `data` for the player `playerId` (if the kept session is theirs); `savedAt` when it is all fresh. */
    keepData(playerId: string, data: KeptData, savedAt?: string): void {
      const kept = read<LastKnown>(LAST_KNOWN_KEY);
      if (kept?.registration.id !== playerId) return;
      write(LAST_KNOWN_KEY, { ...kept, data: { ...kept.data, ...data }, savedAt: savedAt ?? kept.savedAt });
    },
    /** Signed out: nothing of this player's event stays on screen (their unsent reports stay, for when they sign in again). */
    forgetLastKnown(): void {
      write(LAST_KNOWN_KEY, null);
      write(DRAFT_KEY, null);
    },
    pendingReports(playerId: string): PendingReport[] {
      return outbox().filter((report) => report.playerId === playerId);
    },
    /** A newer report or confirmation of the same match replaces one not sent yet (the server would take the newer anyway). */
    queueReport(report: PendingReport): void {
      write(OUTBOX_KEY, [...outbox().filter((r) => !(r.playerId === report.playerId && r.matchId === report.matchId)), report]);
    },
    removeReport(requestKey: string): void {
      const left = outbox().filter((report) => report.input.requestKey !== requestKey);
      write(OUTBOX_KEY, left.length ? left : null);
    },
    draft(playerId: string, matchId: string): ReportDraft | null {
      const draft = read<ReportDraft>(DRAFT_KEY);
      return draft?.playerId === playerId && draft.matchId === matchId ? draft : null;
    },
    keepDraft(draft: ReportDraft | null): void {
      write(DRAFT_KEY, draft);
    },
  };
}

export type OfflineStore = ReturnType<typeof createOfflineStore>;
export const offlineStore = createOfflineStore(typeof window === 'undefined' ? null : browserStorage());
