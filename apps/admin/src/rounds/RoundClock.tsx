import { Box, type SxProps, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { serverClock } from '../data/graphql';
import { type ClockRound, clockState, formatRemaining } from './clock';

/** Re-renders every quarter second with the server's time. */
export function useServerNow(intervalMs = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export const RoundClock = ({ round, extraMinutes = 0, size = 'normal', sx }: { round: ClockRound | null | undefined; extraMinutes?: number; size?: 'normal' | 'huge'; sx?: SxProps }) => {
  const translate = useTranslate();
  const now = useServerNow();
  const state = clockState(round, now, extraMinutes);
  const huge = size === 'huge';
  if (state.kind === 'not_started' || state.kind === 'untimed') {
    return (
      <Typography data-testid="round-clock" data-state={state.kind} sx={{ fontSize: huge ? '6vw' : '1.6rem', fontWeight: 700, color: 'text.secondary', ...sx }}>
        {translate(`taikai.clock.${state.kind}`)}
      </Typography>
    );
  }
  const over = state.remainingMs <= 0;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1.5, ...sx }}>
      <Typography
        component="time"
        data-testid="round-clock"
        data-state={state.kind}
        role="timer"
        aria-live="off"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 800,
          letterSpacing: '-0.02em',
          lineHeight: 1,
          fontSize: huge ? 'min(26vw, 46vh)' : '2.4rem',
          color: over ? 'secondary.main' : 'inherit',
          opacity: state.kind === 'paused' ? 0.6 : 1,
        }}
      >
        {over ? translate('taikai.clock.time') : formatRemaining(state.remainingMs)}
      </Typography>
      {state.kind === 'paused' ? (
        <Typography sx={{ fontWeight: 700, fontSize: huge ? '3vw' : '0.95rem', color: 'secondary.main' }}>{translate('taikai.clock.paused')}</Typography>
      ) : null}
    </Box>
  );
};
