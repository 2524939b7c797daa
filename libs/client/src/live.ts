/**
 * Live updates: a subscription (`eventUpdates`, a convention's `conventionUpdates`) over
 * Server-Sent Events with the graphql-sse client (distinct connections mode; it sends
 * `Authorization`, which EventSource cannot). The stream is kept open
 * for as long as the page is signed in: when it drops (venue Wi-Fi, server restart) it comes
 * back with a randomised, growing wait (one policy for both apps, `backoffMs`), at once when the
 * device comes back online, and each time it (re)opens the page refetches everything, since
 * updates sent meanwhile are lost.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Client } from 'graphql-sse';
import { queryText } from './graphql-client';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** A subscription of one root field (`eventUpdates`, `conventionUpdates`) as each app's codegen types it. */
export type LiveDocument<TUpdate, TVariables> = TypedDocumentNode<Record<string, TUpdate>, TVariables>;

export interface LiveOptions<TUpdate, TVariables> {
  document: LiveDocument<TUpdate, TVariables>;
  variables: TVariables;
  getToken: () => string | null;
  getLanguage: () => string;
  onUpdate: (update: TUpdate) => void;
  /** The stream opened again after a break: refetch everything. */
  onReconnected: () => void;
  onStatus: (status: LiveStatus) => void;
  /** The server refused the stream (signed out, wrong event): not retried. */
  onRefused: (code: string) => void;
  url?: string;
}

/** Wait before reconnection attempt `attempt` (0-based): 1 s, 2 s, 4 s … up to 30 s, ± 30 %. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(30000, 1000 * 2 ** attempt);
  return Math.round(base * (0.7 + 0.6 * random()));
}

export function connectLive<TUpdate, TVariables extends Record<string, unknown>>(
  options: LiveOptions<TUpdate, TVariables>,
): { retryNow: (force?: boolean) => void; stop: () => void } {
  // The stream's library is loaded with the stream, not with the page: on venue Wi-Fi the page's
  // first screen does not wait for it. A failed load (no signal) is tried again with the stream.
  let loading: Promise<Client> | null = null;
  const client = (): Promise<Client> =>
    (loading ??= import('graphql-sse').then(
      ({ createClient }) =>
        createClient({
          url: options.url ?? '/graphql',
          singleConnection: false,
          // Reconnection is done here (below), around the whole subscription.
          retryAttempts: 0,
          headers: (): Record<string, string> => {
            const token = options.getToken();
            return { 'Accept-Language': options.getLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
          },
        }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  let stopped = false;
  let attempt = 0;
  let everConnected = false;
  let dispose: (() => void) | null = null;
  /** Ends the current attempt without retrying (replaced by a new one). */
  let abandon: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const open = () => {
    timer = null;
    if (stopped) return;
    options.onStatus(everConnected || attempt > 0 ? 'reconnecting' : 'connecting');
    let ended = false;
    abandon = () => {
      ended = true;
      dispose?.();
      dispose = null;
    };
    const end = (retry: boolean) => {
      if (ended) return;
      ended = true;
      dispose?.();
      dispose = null;
      if (stopped) return;
      if (!retry) {
        options.onStatus('stopped');
        return;
      }
      options.onStatus('reconnecting');
      timer = setTimeout(open, backoffMs(attempt++));
    };
    const subscribe = (loaded: Client) => {
      if (ended || stopped) return;
      dispose = loaded.subscribe<Record<string, TUpdate>>(
        { query: queryText(options.document), variables: options.variables },
        {
          next: (result) => {
            const error = result.errors?.[0] as { extensions?: { code?: string } } | undefined;
            if (error) {
              const code = error.extensions?.code ?? 'INTERNAL_ERROR';
              if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
                options.onRefused(code);
                end(false);
              } else end(true);
              return;
            }
            const update = result.data && Object.values(result.data)[0];
            if (update) options.onUpdate(update);
          },
          error: () => end(true),
          // The server ended the stream (restart, shutdown): open it again.
          complete: () => end(true),
        },
        {
          connected: () => {
            const again = everConnected || attempt > 0;
            everConnected = true;
            attempt = 0;
            options.onStatus('live');
            if (again) options.onReconnected();
          },
        },
      );
    };
    void client().then(subscribe, () => end(true));
  };
  open();

  return {
    /**
     * Back online: a waiting reconnection happens now; with `force`, an open stream is replaced
     * too (after a network change it may be half-open and silent for minutes).
     */
    retryNow(force = false) {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      else if (!force) return;
      else abandon?.();
      timer = null;
      attempt = 0;
      open();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      dispose?.();
      void loading?.then(
        (loaded) => loaded.dispose(),
        () => undefined,
      );
    },
  };
}
