import type { JudgeCall, MyMatch, PlayerEvent } from './usePlayerData';

export type AlertKind = 'pairings' | 'confirm' | 'judge';

export interface AlertSnapshot {
  event: Pick<PlayerEvent, 'rounds'> | null;
  matches: readonly Pick<MyMatch, 'id' | 'status' | 'reports'>[] | null;
  judgeCalls: readonly Pick<JudgeCall, 'id' | 'status'>[] | null;
}

/**
 * What is new for the player between two loads of their data: a round posted, a result of the
 * opponent to confirm, a judge's answer to a call (taken or closed). Nothing on the first load.
 */
export function alertsBetween(before: AlertSnapshot, after: AlertSnapshot, myId: string): AlertKind[] {
  const alerts: AlertKind[] = [];
  if (before.event && after.event) {
    const posted = (event: Pick<PlayerEvent, 'rounds'>) => event.rounds.filter((round) => round.publishedAt).length;
    if (posted(after.event) > posted(before.event)) alerts.push('pairings');
  }
  if (before.matches && after.matches) {
    const toConfirm = (matches: NonNullable<AlertSnapshot['matches']>) =>
      new Set(
        matches
          .filter((match) => match.status === 'REPORTED' && match.reports.length > 0 && match.reports.at(-1)!.playerId !== myId)
          .map((match) => match.reports.at(-1)!.id),
      );
    const earlier = toConfirm(before.matches);
    if ([...toConfirm(after.matches)].some((id) => !earlier.has(id))) alerts.push('confirm');
  }
  if (before.judgeCalls && after.judgeCalls) {
    const earlier = new Map(before.judgeCalls.map((call) => [call.id, call.status]));
    if (after.judgeCalls.some((call) => call.status !== 'OPEN' && earlier.has(call.id) && earlier.get(call.id) !== call.status))
      alerts.push('judge');
  }
  return alerts;
}
