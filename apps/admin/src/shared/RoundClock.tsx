import { Box, type SxProps, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ClockInput, clockState, formatRemaining, serverClock } from '@taikai/client';

/** Re-renders every quarter second with the server's time. */
export function useServerNow(intervalMs = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export const RoundClock = ({
  round,
  extraMinutes = 0,
  size = 'normal',
  sx,
}: {
  round: ClockInput | null | undefined;
  extraMinutes?: number;
  size?: 'normal' | 'huge';
  sx?: SxProps;
}) => {
  const translate = useTranslate();
  const now = useServerNow();
  // Staff see a closed round's clock as it stood: its closing is shown elsewhere.
  const state = clockState(round && { ...round, closedAt: null, extensionMinutes: extraMinutes }, now);
  const huge = size === 'huge';
  if (state.kind === 'notStarted' || state.kind === 'untimed' || state.kind === 'closed') {
    const name = state.kind === 'untimed' ? 'untimed' : 'not_started';
    return (
      <Typography
        data-testid="round-clock"
        data-state={name}
        sx={{ fontSize: huge ? '6vw' : '1.6rem', fontWeight: 700, color: 'text.secondary', ...sx }}
      >
        {translate(`taikai.clock.${name}`)}
      </Typography>
    );
  }
  const over = state.kind === 'time';
  const paused = over ? state.paused : state.kind === 'paused';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1.5, ...sx }}>
      <Typography
        component="time"
        data-testid="round-clock"
        data-state={over ? (paused ? 'paused' : 'running') : state.kind}
        role="timer"
        aria-live="off"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 800,
          letterSpacing: '-0.02em',
          lineHeight: 1,
          fontSize: huge ? 'min(26vw, 46vh)' : '2.4rem',
          color: over ? 'secondary.main' : 'inherit',
          opacity: paused ? 0.6 : 1,
        }}
      >
        {over ? translate('taikai.clock.time') : formatRemaining(state.remainingMs)}
      </Typography>
      {paused ? (
        <Typography sx={{ fontWeight: 700, fontSize: huge ? '3vw' : '0.95rem', color: 'secondary.main' }}>
          {translate('taikai.clock.paused')}
        </Typography>
      ) : null}
    </Box>
  );
};
