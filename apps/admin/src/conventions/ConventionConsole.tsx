import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { tokens } from '../app/session';
import { useConventionLive } from '../event/useEventLive';
import { useGql } from '../shared/data/GraphQLProvider';
import { RoundClock } from '../shared/RoundClock';
import { SeatingConflicts } from '../shared/SeatingConflicts';
import { ConventionConsoleDocument, type ConventionConsoleQuery, ConventionSeatingConflictsDocument } from '../generated/graphql';
import { ConventionJudgeQueue } from './ConventionJudgeQueue';

type ConsoleEvent = ConventionConsoleQuery['conventionConsole'][number];

/** Outstanding tables shown by label before "+N more": a 600-player event's round would fill the screen. */
const LABELS_SHOWN = 30;

/** The floor's console: every running event of a convention, what needs a person first (the API's order). */
export const ConventionConsole = () => {
  const translate = useTranslate();
  const { conventionId = '' } = useParams();
  // One stream for every event of the convention (not one per event: 50 on each of 20 screens).
  useConventionLive(conventionId, tokens.get);
  const { data } = useGql(ConventionConsoleDocument, { conventionId });
  const { data: seating } = useGql(ConventionSeatingConflictsDocument, { conventionId });
  const events = data?.conventionConsole ?? [];
  const name = data?.convention.name ?? '';
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('taikai.console.title', { name })} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('taikai.console.title', { name })}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <RouterLink to={`/conventions/${conventionId}/judge-queue`} data-testid="console-queue-page">
            {translate('taikai.console.queue_page')}
          </RouterLink>
          <RouterLink to={`/conventions/${conventionId}/staff`}>{translate('taikai.conventions.staff')}</RouterLink>
          <RouterLink to={`/conventions/${conventionId}`}>{translate('taikai.console.hall')}</RouterLink>
        </Stack>
      </Stack>
      <SeatingConflicts conflicts={seating?.conventionSeatingConflicts ?? []} />
      <ConventionJudgeQueue conventionId={conventionId} />
      {data && events.length === 0 ? <Alert severity="info">{translate('taikai.console.none')}</Alert> : null}
      <Box
        component="ol"
        aria-label={translate('taikai.console.events')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
      >
        {events.map((event) => (
          <Box component="li" key={event.eventId} sx={{ minWidth: 0 }}>
            <ConsoleCard event={event} />
          </Box>
        ))}
      </Box>
    </Box>
  );
};

const ConsoleCard = ({ event }: { event: ConsoleEvent }) => {
  const translate = useTranslate();
  const needsPerson = event.disputed.length + event.openCalls > 0;
  const hidden = event.outstanding.length - LABELS_SHOWN;
  return (
    <Card
      data-testid="console-event"
      data-event-id={event.eventId}
      variant="outlined"
      sx={{ height: '100%', borderColor: needsPerson ? 'secondary.main' : undefined, borderWidth: needsPerson ? 2 : 1 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            <RouterLink to={`/events/${event.eventId}/rounds`} data-testid="console-event-link">
              {event.name}
            </RouterLink>
          </Typography>
          {event.main ? <Chip size="small" color="primary" label={translate('taikai.conventions.main')} /> : null}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {event.roundNumber
              ? translate(event.status === 'TOP_CUT' ? 'taikai.console.top_cut_round' : 'taikai.console.round', { n: event.roundNumber })
              : translate('taikai.console.not_paired')}
          </Typography>
          {event.roundNumber && !event.closedAt ? <RoundClock round={event} /> : null}
          {event.closedAt ? <Typography color="text.secondary">{translate('taikai.console.round_over')}</Typography> : null}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Chip
            data-testid="console-disputes"
            color={event.disputed.length ? 'error' : 'default'}
            label={translate('taikai.console.disputes', { smart_count: event.disputed.length })}
          />
          <Chip
            data-testid="console-calls"
            color={event.openCalls ? 'warning' : 'default'}
            label={translate('taikai.console.calls', { smart_count: event.openCalls })}
          />
          {event.takenCalls ? (
            <Chip variant="outlined" label={translate('taikai.console.taken', { smart_count: event.takenCalls })} />
          ) : null}
        </Stack>
        {event.disputed.length ? (
          <Typography variant="body2" data-testid="console-disputed-tables">
            {translate('taikai.console.disputed_at', { tables: event.disputed.join(', ') })}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="console-outstanding-count">
          {translate('taikai.console.outstanding', { n: event.outstanding.length, total: event.matches })}
        </Typography>
        {event.outstanding.length ? (
          <Box
            component="ul"
            aria-label={translate('taikai.console.outstanding_tables')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {event.outstanding.slice(0, LABELS_SHOWN).map((label) => (
              <Box
                component="li"
                key={label}
                data-testid="console-outstanding"
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  border: 1,
                  borderColor: event.disputed.includes(label) ? 'error.main' : 'divider',
                  fontVariantNumeric: 'tabular-nums',
                  fontSize: 14,
                }}
              >
                {label}
              </Box>
            ))}
            {hidden > 0 ? (
              <Box component="li" sx={{ fontSize: 14, px: 0.5 }}>
                {translate('taikai.console.more', { n: hidden })}
              </Box>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
