import Fullscreen from '@mui/icons-material/Fullscreen';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventDetailDocument, EventRoundsDocument } from '../generated/graphql';
import { BrandMark } from '../app/layout/BrandMark';
import { useEventLive } from '../event/useEventLive';
import { RoundClock } from '../shared/RoundClock';
import { byName, withPoints } from '../shared/pairingLists';
import { tokens } from '../app/session';
import { brand } from '../app/theme';
import { ProjectorAnnouncements } from './ProjectorAnnouncements';
import { projectorBackdrop } from './projectorBackdrop';

/** How long each screenful of the pairings stays up. */
const PAGE_SECONDS = 12;

/**
 * Full screen for the venue's projector: the round clock as big as it goes, the round, its
 * pairings by name with match points, the pinned announcements. Follows live updates; the
 * clock runs on the server's time.
 */
export const ProjectorView = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  const { data: detail } = useGql(EventDetailDocument, { id: eventId });
  const { data } = useGql(EventRoundsDocument, { id: eventId }, { refetchInterval: 60000 });
  useEventLive(eventId, tokens.get);
  const latest = useMemo(() => [...(data?.event.rounds ?? [])].sort((a, b) => b.number - a.number)[0], [data]);
  const shown = latest && latest.status !== 'PAIRED' ? latest : undefined;
  const names = useMemo(() => (shown ? byName(shown.matches) : []), [shown]);
  const pairingsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // A big room's list is taller than the screen: it turns a screenful every few seconds.
    const list = pairingsRef.current;
    if (!list) return;
    const timer = window.setInterval(() => {
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
      list.scrollTo({ top: atEnd ? 0 : list.scrollTop + list.clientHeight, behavior: 'smooth' });
    }, PAGE_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [names]);

  return (
    <Box
      component="main"
      data-testid="projector"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto auto',
        ...projectorBackdrop,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: '3vw', pt: '2.5vh' }}>
        <BrandMark size={48} />
        <Typography component="h1" sx={{ fontSize: 'clamp(1.4rem, 2.6vw, 3rem)', fontWeight: 700, flex: 1 }} data-testid="projector-event">
          {detail?.event.name ?? ''}
        </Typography>
        {detail ? (
          <Typography
            sx={{ fontSize: 'clamp(1.2rem, 2.2vw, 2.6rem)', fontWeight: 700, letterSpacing: '0.08em' }}
            data-testid="projector-short-code"
          >
            {translate('taikai.event.short_code', { code: detail.event.shortCode })}
          </Typography>
        ) : null}
        <Tooltip title={translate('taikai.projector.fullscreen')}>
          <IconButton
            aria-label={translate('taikai.projector.fullscreen')}
            onClick={() => void document.documentElement.requestFullscreen?.()}
            sx={{ color: 'rgba(255,255,255,0.7)' }}
          >
            <Fullscreen />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
        <Typography
          sx={{ fontSize: 'clamp(1.6rem, 4.5vw, 5rem)', fontWeight: 700, letterSpacing: '0.04em', color: brand.vermilionLight }}
          data-testid="projector-round"
        >
          {shown ? translate('taikai.rounds.round_n', { n: shown.number }) : translate('taikai.projector.waiting')}
        </Typography>
        {shown ? <RoundClock round={shown} size="huge" sx={{ color: '#fff' }} /> : null}
      </Box>
      {names.length ? (
        <Box
          component="section"
          ref={pairingsRef}
          tabIndex={0}
          aria-label={translate('taikai.rounds.by_name')}
          data-testid="projector-pairings"
          sx={{
            px: '3vw',
            pb: '2vh',
            maxHeight: '45vh',
            overflowY: 'auto',
            columnWidth: '26rem',
            columnGap: '3vw',
            fontSize: 'clamp(1rem, 1.4vw, 1.6rem)',
          }}
        >
          {names.map((row) => (
            <Box
              key={row.playerId}
              sx={{ display: 'flex', gap: '1ch', breakInside: 'avoid', py: '0.15em', borderBottom: '1px solid rgba(255,255,255,0.15)' }}
            >
              <Box
                component="span"
                sx={{
                  minWidth: '3ch',
                  textAlign: 'right',
                  fontWeight: 800,
                  color: brand.vermilionLight,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {row.table}
              </Box>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {withPoints(row.player)}
              </Box>
              <Box component="span" sx={{ color: 'rgba(255,255,255,0.75)' }}>
                – {row.opponent ? withPoints(row.opponent) : translate('taikai.rounds.bye')}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <ProjectorAnnouncements eventId={eventId} />
    </Box>
  );
};
