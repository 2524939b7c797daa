/** A round's clock from the server's round (and match) fields; times in server milliseconds. */
export interface ClockInput {
  startedAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
  closedAt?: string | null;
  /** Extra minutes for one match (a judge's time extension). */
  extensionMinutes?: number;
}

export type ClockState =
  | { kind: 'notStarted' }
  | { kind: 'untimed' }
  | { kind: 'closed' }
  | { kind: 'running' | 'paused'; remainingMs: number }
  | { kind: 'time'; overMs: number; paused: boolean };

/**
 * The round clock as the server keeps it: it ends at `endsAt` (plus the match's extension); while
 * paused, the time left is frozen at `endsAt - pausedAt` (resuming moves `endsAt` on). `serverNow`
 * is the server's time (`serverClock.now()`).
 */
export function clockState(round: ClockInput | null | undefined, serverNow: number): ClockState {
  if (round?.closedAt) return { kind: 'closed' };
  if (!round?.startedAt) return { kind: 'notStarted' };
  if (!round.endsAt) return { kind: 'untimed' };
  const end = Date.parse(round.endsAt) + (round.extensionMinutes ?? 0) * 60000;
  const paused = Boolean(round.pausedAt);
  const at = round.pausedAt ? Date.parse(round.pausedAt) : serverNow;
  const remainingMs = end - at;
  if (remainingMs <= 0) return { kind: 'time', overMs: -remainingMs, paused };
  return { kind: paused ? 'paused' : 'running', remainingMs };
}

/** "49:05", "1:02:03" past an hour; overtime "-0:12". Rounded up while running, so 0:00 means time. */
export function formatRemaining(ms: number): string {
  const negative = ms < 0;
  const total = negative ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours ? String(minutes).padStart(2, '0') : String(minutes);
  const text = `${hours ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
  return negative && total > 0 ? `-${text}` : text;
}
