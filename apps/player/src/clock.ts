/** The round clock from the server's round and match fields; times in server milliseconds. */
export interface ClockInput {
  startedAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
  closedAt: string | null;
  extensionMinutes: number;
}

export type ClockState =
  | { kind: 'notStarted' }
  | { kind: 'untimed' }
  | { kind: 'closed' }
  | { kind: 'running' | 'paused'; remainingMs: number }
  | { kind: 'time'; overMs: number };

export function clockState(round: ClockInput, serverNow: number): ClockState {
  if (round.closedAt) return { kind: 'closed' };
  if (!round.startedAt) return { kind: 'notStarted' };
  if (!round.endsAt) return { kind: 'untimed' };
  const end = Date.parse(round.endsAt) + round.extensionMinutes * 60000;
  const at = round.pausedAt ? Date.parse(round.pausedAt) : serverNow;
  const remainingMs = end - at;
  if (remainingMs <= 0) return { kind: 'time', overMs: -remainingMs };
  return { kind: round.pausedAt ? 'paused' : 'running', remainingMs };
}

/** 49:05, or 1:02:03 past an hour. Rounds up so the display reads 0:00 only at time. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}
