import { type Query, useQueryClient } from '@tanstack/react-query';
import { connectLive, type LiveDocument } from '@taikai/client';
import { useEffect, useState } from 'react';
import { getCurrentLocale } from '../app/i18n/i18nProvider';
import { ConventionUpdatesDocument, EventUpdatesDocument } from '../generated/graphql';
import { CONVENTION_REFRESH_INTERVAL_MS, coalescedRefresh, conventionTouches, REFRESH_INTERVAL_MS, touches } from './liveRefresh';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * Follows `eventUpdates(eventId)` with the apps' shared live connection (`@taikai/client`: SSE,
 * bearer token, one back-off policy) and refreshes the open lists and pages an update touches
 * (`liveRefresh.ts`, at most once a second however many updates come), and all of them when the
 * stream reopens (updates may have been missed meanwhile). No page reload.
 */
export function useEventLive(eventId: string | undefined, getToken: () => string | null): LiveStatus {
  return useLive(EventUpdatesDocument, eventId && { eventId }, getToken, touches, REFRESH_INTERVAL_MS);
}

/**
 * Follows `conventionUpdates(conventionId)`, every event of a convention and its hall on one stream,
 * as `useEventLive` follows one event: the console, its judge queue and the hall map refresh what an
 * update touches (`conventionTouches`), at most once every few seconds at a round end.
 */
export function useConventionLive(conventionId: string | undefined, getToken: () => string | null): LiveStatus {
  return useLive(ConventionUpdatesDocument, conventionId && { conventionId }, getToken, conventionTouches, CONVENTION_REFRESH_INTERVAL_MS);
}

function useLive<TVariables extends Record<string, string>>(
  document: LiveDocument<{ kind: string }, TVariables>,
  variables: TVariables | '' | undefined,
  getToken: () => string | null,
  touchesQuery: (kind: string, queryKey: Query['queryKey']) => boolean,
  intervalMs: number,
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The stream is opened again only when what it follows changes, not on each render's new object.
  const key = variables ? JSON.stringify(variables) : '';

  useEffect(() => {
    if (!key) return undefined;
    const refresh = coalescedRefresh(
      (predicate) => void queryClient.invalidateQueries({ predicate }, { cancelRefetch: false }),
      intervalMs,
      touchesQuery,
    );
    const connection = connectLive({
      document,
      variables: JSON.parse(key) as TVariables,
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
  }, [key, document, queryClient, getToken, touchesQuery, intervalMs]);

  return status;
}
