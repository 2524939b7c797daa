import { useQueryClient } from '@tanstack/react-query';
import { connectLive } from '@taikai/client';
import { useEffect, useState } from 'react';
import { getCurrentLocale } from '../app/i18n/i18nProvider';
import { EventUpdatesDocument } from '../generated/graphql';
import { coalescedRefresh } from './liveRefresh';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * Follows `eventUpdates(eventId)` with the apps' shared live connection (`@taikai/client`: SSE,
 * bearer token, one back-off policy) and refreshes the open lists and pages an update touches
 * (`liveRefresh.ts`, at most once a second however many updates come), and all of them when the
 * stream reopens (updates may have been missed meanwhile). No page reload.
 */
export function useEventLive(eventId: string | undefined, getToken: () => string | null): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!eventId) return undefined;
    const refresh = coalescedRefresh((predicate) => void queryClient.invalidateQueries({ predicate }, { cancelRefetch: false }));
    const connection = connectLive({
      document: EventUpdatesDocument,
      eventId,
      getToken,
      getLanguage: getCurrentLocale,
      onUpdate: (update) => refresh.update(update.kind),
      onReconnected: () => void queryClient.invalidateQueries(),
      onStatus: (live) => setStatus(live === 'live' || live === 'connecting' ? live : 'offline'),
      // Signed out elsewhere: the next query finds out and react-admin signs out.
      onRefused: () => void queryClient.invalidateQueries(),
    });
    const online = () => connection.retryNow(true);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      connection.stop();
      refresh.stop();
    };
  }, [eventId, queryClient, getToken]);

  return status;
}
