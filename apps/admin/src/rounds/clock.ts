export interface ClockRound {
  startedAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
}

export type ClockState = { kind: 'not_started' } | { kind: 'untimed' } | { kind: 'running' | 'paused'; remainingMs: number };

/**
 * The round clock as the server keeps it: it ends at `endsAt`; while paused, the time left is
 * frozen at `endsAt - pausedAt` (resuming moves `endsAt` on). `now` is the server's time
 * (our clock plus the offset measured from the HTTP Date header). Extra minutes: one match's extension.
 */
export function clockState(round: ClockRound | null | undefined, now: number, extraMinutes = 0): ClockState {
  if (!round?.startedAt) return { kind: 'not_started' };
  if (!round.endsAt) return { kind: 'untimed' };
  const end = Date.parse(round.endsAt) + extraMinutes * 60000;
  if (round.pausedAt) return { kind: 'paused', remainingMs: end - Date.parse(round.pausedAt) };
  return { kind: 'running', remainingMs: end - now };
}

/** "49:59", "1:02:03"; time over: "-0:12". Rounded up while running, so 0:00 means over. */
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
