import ArrowForward from '@mui/icons-material/ArrowForward';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link, Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import type { StaffIdentity } from '../app/auth/authProvider';
import { EVENT_STATUSES, type EventRecord } from '../shared/data/dataProvider';
import { EventStatusChip } from '../shared/chips/EventStatusChip';
import { BrandMark } from '../app/layout/BrandMark';
import { ImportEventButton } from '../shared/backups/ImportEventButton';

/** Home page: a welcome with the signed-in name and a glance at the events. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const staff = identity as StaffIdentity | undefined;
  const {
    data: events,
    total,
    isPending: eventsPending,
  } = useGetList<EventRecord>('events', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'startsAt', order: 'DESC' },
  });

  const counts = EVENT_STATUSES.map((status) => ({ status, count: events?.filter((event) => event.status === status).length ?? 0 }));

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2.5, alignItems: 'center', p: { xs: 2.5, sm: 4 } }}>
          <BrandMark size={56} />
          <Box>
            <Typography variant="h4" component="h1" data-testid="welcome">
              {isPending ? (
                <Skeleton width={280} />
              ) : staff?.fullName ? (
                translate('taikai.dashboard.welcome', { name: staff.fullName })
              ) : (
                translate('taikai.dashboard.welcome_anonymous')
              )}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('taikai.dashboard.intro')}
            </Typography>
            {staff?.role ? (
              <Chip
                size="small"
                variant="outlined"
                color="primary"
                data-testid="staff-role"
                label={translate('taikai.dashboard.role', { role: translate(`taikai.roles.${staff.role}`) })}
                sx={{ mt: 1.5 }}
              />
            ) : null}
          </Box>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <EmojiEvents color="primary" />
            <Typography variant="h6" component="h2">
              {translate('resources.events.name', { smart_count: 2 })}
            </Typography>
            <Typography variant="h6" component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {eventsPending ? '' : (total ?? 0)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('taikai.dashboard.events_hint')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
            {counts.map(({ status, count }) => (
              <Stack
                key={status}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}
              >
                <EventStatusChip status={status} />
                <Typography sx={{ fontWeight: 700, minWidth: 16 }}>{eventsPending ? '–' : count}</Typography>
              </Stack>
            ))}
          </Stack>
          {!eventsPending && (total ?? 0) === 0 ? (
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="dashboard-no-events">
              {translate('taikai.dashboard.no_events')}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button component={Link} to="/events" variant="contained" endIcon={<ArrowForward />} sx={{ minHeight: 44 }}>
              {translate('taikai.dashboard.open_events')}
            </Button>
            <ImportEventButton />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
