import { createContext, useContext } from 'react';
import type { EventDetailFragment, EventRoundsQuery, RoundFieldsFragment } from '../generated/graphql';
import type { LiveStatus } from '../live/useEventLive';

export type RoundRecord = RoundFieldsFragment;
export type EventRoundsInfo = EventRoundsQuery['event'];

export interface EventContextValue {
  eventId: string;
  event: EventDetailFragment | undefined;
  rounds: RoundRecord[];
  /** The latest round (Swiss or playoff), if any. */
  latest: RoundRecord | undefined;
  /** Number of Swiss rounds (fixed once round 1 is paired). */
  swissRounds: number | null;
  live: LiveStatus;
}

export const EventContext = createContext<EventContextValue | null>(null);

export function useEventContext(): EventContextValue {
  const value = useContext(EventContext);
  if (!value) throw new Error('useEventContext needs <EventShell>');
  return value;
}

/**
 * Playoff rounds are the rounds after the Swiss ones once the top cut has started (the API
 * numbers them on: a 5-round Swiss with a top 8 has playoff rounds 6, 7 and 8).
 */
export function splitRounds(rounds: readonly RoundRecord[], plannedRounds: number | null | undefined, status: string | undefined) {
  const cutStarted = status === 'TOP_CUT' || status === 'FINISHED';
  const swissCount = plannedRounds ?? rounds.length;
  const sorted = [...rounds].sort((a, b) => a.number - b.number);
  if (!cutStarted) return { swiss: sorted, playoff: [] as RoundRecord[] };
  return { swiss: sorted.filter((r) => r.number <= swissCount), playoff: sorted.filter((r) => r.number > swissCount) };
}
