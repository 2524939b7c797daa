import Cast from '@mui/icons-material/Cast';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Link, Title, useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventDetailDocument, EventRoundsDocument } from '../generated/graphql';
import { type LiveStatus, useEventLive } from './useEventLive';
import { tokens } from '../app/session';
import { EventStatusChip } from '../shared/chips/EventStatusChip';
import { bestOfLabel } from './eventFacts';
import { EventContext, type EventContextValue } from './useEvent';

const liveColors: Record<LiveStatus, string> = { live: '#23A455', connecting: '#C79A2D', offline: '#C7402D' };

export const LiveChip = ({ status }: { status: LiveStatus }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(`taikai.live.hint_${status}`)}>
      <Chip
        size="small"
        variant="outlined"
        data-testid="live-status"
        data-live={status}
        icon={<FiberManualRecord sx={{ fontSize: 12, color: `${liveColors[status]} !important` }} />}
        label={translate(`taikai.live.${status}`)}
      />
    </Tooltip>
  );
};

/** Rules the organizer overrode for this event (e.g. a round under appendix B's minimum), as accepted. */
const EventWarnings = ({
  warnings,
}: {
  warnings: readonly { code: string; message: string; acceptedAt: string; acceptedByName?: string | null }[];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!warnings.length) return null;
  const when = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert severity="warning" data-testid="event-warnings">
      <AlertTitle>{translate('taikai.event.warnings_title')}</AlertTitle>
      {warnings.map((w) => (
        <Typography key={w.code} variant="body2" data-testid={`event-warning-${w.code}`}>
          {w.message}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            (
            {w.acceptedByName
              ? translate('taikai.event.warning_accepted', { when: when.format(new Date(w.acceptedAt)), name: w.acceptedByName })
              : translate('taikai.event.warning_accepted_at', { when: when.format(new Date(w.acceptedAt)) })}
            )
          </Typography>
        </Typography>
      ))}
    </Alert>
  );
};

/**
 * Everything inside one event: loads the event and its rounds once, follows its live updates,
 * and shows a header with the facts staff check all day (status, round, players, clock).
 */
export const EventShell = ({
  eventId,
  title,
  children,
  actions,
}: {
  eventId: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const { data: detail } = useGql(EventDetailDocument, { id: eventId });
  const { data: roundsData } = useGql(EventRoundsDocument, { id: eventId });
  const live = useEventLive(eventId, tokens.get);
  const event = detail?.event;
  const rounds = useMemo(() => [...(roundsData?.event.rounds ?? [])].sort((a, b) => a.number - b.number), [roundsData]);
  const latest = rounds.at(-1);
  const value: EventContextValue = { eventId, event, rounds, latest, live };

  const facts = event
    ? [
        translate(`taikai.rule_profiles.${event.ruleProfile}`, { _: event.ruleProfile }),
        translate(`taikai.formats.${event.formatType}`),
        bestOfLabel(translate, event.bestOf),
        translate(`taikai.rel.${event.enforcementLevel}`),
        translate('taikai.event.minutes', { n: event.roundMinutes }),
        translate('taikai.event.players', { smart_count: event.playerCount }),
      ]
    : [];

  return (
    <EventContext.Provider value={value}>
      <Title title={event ? `${event.name} — ${title}` : title} />
      <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 4, display: 'grid', gap: 2 }}>
        <Card component="header">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: '16px !important' }}>
            <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {title}
              </Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h1" data-testid="event-name" sx={{ wordBreak: 'break-word' }}>
                  {event ? event.name : <Skeleton width={240} />}
                </Typography>
                {event ? <EventStatusChip status={event.status} /> : null}
                {event ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    data-testid="event-short-code"
                    label={translate('taikai.event.short_code', { code: event.shortCode })}
                  />
                ) : null}
                {latest ? (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    data-testid="current-round"
                    label={translate('taikai.rounds.round_n', { n: latest.number })}
                  />
                ) : null}
                <LiveChip status={live} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="event-facts">
                {facts.join(' · ')}
                {event?.venue ? ` · ${event.venue}` : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {actions}
              <Button
                component={Link}
                to={`/events/${eventId}/projector`}
                target="_blank"
                variant="outlined"
                startIcon={<Cast />}
                data-testid="open-projector"
              >
                {translate('taikai.projector.open')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        {event ? <EventWarnings warnings={event.warnings} /> : null}
        {children}
      </Box>
    </EventContext.Provider>
  );
};
