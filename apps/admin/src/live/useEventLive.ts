import { useQueryClient } from '@tanstack/react-query';
import { createClient } from 'graphql-sse';
import { print } from 'graphql/language/printer';
import { useEffect, useState } from 'react';
import { EventUpdatesDocument, type EventUpdatesSubscription } from '../generated/graphql';

export type LiveStatus = 'connecting' | 'live' | 'offline';
export type EventUpdate = EventUpdatesSubscription['eventUpdates'];

const SUBSCRIPTION = print(EventUpdatesDocument);

/**
 * Follows `eventUpdates(eventId)` over Server-Sent Events (graphql-sse, distinct connections,
 * bearer token in `Authorization`) and refreshes the open lists and pages on every update,
 * and when the stream reopens (updates may have been missed meanwhile). No page reload.
 */
export function useEventLive(eventId: string | undefined, getToken: () => string | null, onUpdate?: (update: EventUpdate) => void): { status: LiveStatus; last?: EventUpdate } {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [last, setLast] = useState<EventUpdate>();

  useEffect(() => {
    if (!eventId) return undefined;
    let disposed = false;
    const client = createClient({
      url: '/graphql',
      singleConnection: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: async (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(15000, 1000 * 2 ** Math.min(retries, 4)))),
      headers: (): Record<string, string> => {
        const token = getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      on: {
        connecting: (reconnecting) => {
          if (!disposed) setStatus(reconnecting ? 'offline' : 'connecting');
        },
        connected: (reconnected) => {
          if (disposed) return;
          setStatus('live');
          if (reconnected) void queryClient.invalidateQueries();
        },
      },
    });
    const unsubscribe = client.subscribe<EventUpdatesSubscription>(
      { query: SUBSCRIPTION, variables: { eventId } },
      {
        next: (message) => {
          const update = message.data?.eventUpdates;
          if (!update || disposed) return;
          setLast(update);
          onUpdate?.(update);
          void queryClient.invalidateQueries();
        },
        error: () => {
          if (!disposed) setStatus('offline');
        },
        complete: () => {
          if (!disposed) setStatus('offline');
        },
      },
    );
    return () => {
      disposed = true;
      unsubscribe();
      client.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, queryClient, getToken]);

  return { status, last };
}
