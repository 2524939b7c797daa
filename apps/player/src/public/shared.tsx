import { clockState, formatRemaining, serverClock } from '@taikai/client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NotPublic, type PublicRound, type PublicSide } from './data';
import styles from './public.css?inline';
import { type publicWordsOf, searchForm } from './words';

// Like the organization page's, the styles come inside the public pages' chunks.
const sheet = document.createElement('style');
sheet.textContent = styles;
document.head.append(sheet);

export type W = ReturnType<typeof publicWordsOf>;

/**
 * How often a visible page asks again. Polling with the ETag rather than a live stream: 10,000
 * viewers holding a connection each would cost the venue's server memory and the per-address
 * stream cap (a whole hall behind one address), while a revalidation is a 304 of a few bytes that
 * a CDN in front can answer for everyone; a hidden page asks nothing and catches up when shown.
 */
const REFRESH_MS = 15_000;

/** A count that goes up whenever a visible public page should ask again (its effects depend on it). */
export function useRefreshes(): number {
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setRefreshes((n) => n + 1);
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('online', refresh);
    };
  }, []);
  return refreshes;
}

/**
 * A public page's own data (an event's summary, a convention's), asked again on every refresh:
 * `missing` once the server says it is not public, `failed` while it cannot be reached (the last
 * page stays shown). `load` is a module's fetch function, the same on every render.
 */
export function usePublicPage<T>(load: (key: string) => Promise<T>, key: string, refreshes: number) {
  const [page, setPage] = useState<T | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    load(key).then(
      (loaded) => {
        if (cancelled) return;
        setPage(loaded);
        setFailed(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof NotPublic) setMissing(true);
        else setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, key, refreshes]);
  return { page, missing, failed };
}

/** Whether a side's name or reading holds the search (`wanted`, already in `searchForm`). */
export const nameMatches = (side: PublicSide | null | undefined, wanted: string): boolean =>
  Boolean(side && (searchForm(side.name).includes(wanted) || (side.reading && searchForm(side.reading).includes(wanted))));

/** A round's clock, on the server's time (the `Date` of its answers); `compact`: one line, in a list. */
export function PublicClock({ round, w, compact = false }: { round: Omit<PublicRound, 'phaseKind'> | undefined; w: W; compact?: boolean }) {
  const offset = useSyncExternalStore(serverClock.subscribe, serverClock.offset, serverClock.offset);
  const ticking = Boolean(round?.startedAt && round.endsAt && !round.pausedAt && !round.closedAt);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset);
    tick();
    if (!ticking) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ticking, offset]);
  if (!round) return <p className="hint">{w('pub.noRound')}</p>;
  const state = clockState(round, now);
  const label =
    state.kind === 'running'
      ? w('pub.clock.running', { number: round.number })
      : state.kind === 'paused'
        ? w('pub.clock.paused', { number: round.number })
        : state.kind === 'time'
          ? w('pub.clock.time', { number: round.number })
          : state.kind === 'closed'
            ? w('pub.clock.closed', { number: round.number })
            : w('pub.clock.notStarted');
  const showsTime = state.kind === 'running' || state.kind === 'paused';
  if (compact)
    return (
      <p className="public-facts" data-testid="public-clock">
        {label}
        {showsTime ? (
          <>
            {' '}
            <span className="public-time" role="timer" aria-label={label}>
              {formatRemaining(state.remainingMs)}
            </span>
          </>
        ) : null}
      </p>
    );
  return (
    <div className={`clock clock--${state.kind}`} data-testid="public-clock">
      <p className="clock-state">{label}</p>
      {showsTime ? (
        <p className="clock-time" role="timer" aria-label={label}>
          {formatRemaining(state.remainingMs)}
        </p>
      ) : null}
    </div>
  );
}
