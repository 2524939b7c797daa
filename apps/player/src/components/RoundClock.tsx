import { useEffect, useState, useSyncExternalStore } from 'react';
import { type ClockInput, clockState, formatRemaining, serverClock } from '@taikai/client';
import { useI18n } from '../i18n/I18nProvider';

/** Re-renders once a second, on the second of the server's clock. */
function useServerNow(active: boolean): number {
  const offset = useSyncExternalStore(serverClock.subscribe, serverClock.offset, serverClock.offset);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    // Once now (the offset or the state changed), then on every second while it ticks.
    const tick = () => {
      const at = Date.now() + offset;
      setNow(at);
      if (active) timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    let timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [active, offset]);
  return now;
}

/**
 * The round clock, synced with the server (start, end, pause, this match's extension). A timer
 * role is not announced every second; the state line (paused, time) is, politely.
 */
export function RoundClock({ round }: { round: ClockInput & { extensionMinutes: number; extraTurns?: number | null } }) {
  const { t } = useI18n();
  const ticking = Boolean(round.startedAt && round.endsAt && !round.pausedAt && !round.closedAt);
  const now = useServerNow(ticking);
  const state = clockState(round, now);
  const showsTime = state.kind === 'running' || state.kind === 'paused' || state.kind === 'time';
  const stateText =
    state.kind === 'running'
      ? t('clock.running')
      : state.kind === 'paused'
        ? t('clock.paused')
        : state.kind === 'time'
          ? t('clock.time')
          : state.kind === 'notStarted'
            ? t('clock.notStarted')
            : state.kind === 'untimed'
              ? t('clock.untimed')
              : t('clock.closed');

  return (
    <div className={`clock clock--${state.kind}`} data-testid="round-clock" data-state={state.kind}>
      <p className="clock-state" aria-live="polite" data-testid="clock-state">
        {state.kind === 'paused' ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="M6 19h4V5H6v14zm8-14v14h4V5h-4z" />
          </svg>
        ) : null}
        {stateText}
      </p>
      {showsTime ? (
        <p className="clock-time" role="timer" aria-label={t('clock.label')} data-testid="clock-time">
          {state.kind === 'time' ? '0:00' : formatRemaining(state.remainingMs)}
        </p>
      ) : null}
      {round.extensionMinutes > 0 && showsTime ? (
        <p className="clock-extension">{t('clock.extension', { minutes: round.extensionMinutes })}</p>
      ) : null}
      {typeof round.extraTurns === 'number' && state.kind !== 'untimed' && state.kind !== 'closed' ? (
        <p className="clock-extension" data-testid="extra-turns">
          {t('clock.extraTurns', { turns: round.extraTurns })}
        </p>
      ) : null}
    </div>
  );
}
