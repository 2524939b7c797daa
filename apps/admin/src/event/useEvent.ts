import { createContext, useContext } from 'react';
import type { EventDetailFragment, EventRoundsQuery, RoundFieldsFragment } from '../generated/graphql';
import type { LiveStatus } from './useEventLive';

export type RoundRecord = RoundFieldsFragment;
export type EventRoundsInfo = EventRoundsQuery['event'];

export interface EventContextValue {
  eventId: string;
  event: EventDetailFragment | undefined;
  rounds: RoundRecord[];
  /** The latest round (Swiss or playoff), if any. */
  latest: RoundRecord | undefined;
  live: LiveStatus;
}

export const EventContext = createContext<EventContextValue | null>(null);

export function useEventContext(): EventContextValue {
  const value = useContext(EventContext);
  if (!value) throw new Error('useEventContext needs <EventShell>');
  return value;
}

/** Swiss rounds (of every day) and the top cut's rounds, each in order, as the API labels them. */
export function splitRounds(rounds: readonly RoundRecord[]) {
  const sorted = [...rounds].sort((a, b) => a.number - b.number);
  return { swiss: sorted.filter((r) => r.phaseKind === 'SWISS'), playoff: sorted.filter((r) => r.phaseKind === 'SINGLE_ELIMINATION') };
}
