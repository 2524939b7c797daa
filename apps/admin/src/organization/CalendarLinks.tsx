import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyableAddress } from '../shared/address/CopyableAddress';
import { useJoinAddress } from '../shared/address/useJoinAddress';
import { QrImage } from '../shared/qr/QrImage';

/**
 * The organization's calendar as the store links it: the iCal feed (`/calendar/<slug>.ics`) and
 * the phone's organization page (`/play/o/<slug>`, with its QR code for the counter), under the
 * address phones use.
 */
export const CalendarLinks = ({ slug }: { slug: string }) => {
  const translate = useTranslate();
  const join = useJoinAddress();
  if (!join) return null;
  const feed = `${join.origin}/calendar/${encodeURIComponent(slug)}.ics`;
  const page = `${join.origin}/play/o/${encodeURIComponent(slug)}`;
  return (
    <Card data-testid="calendar-links">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.organization.calendar')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.organization.calendar_help')}
        </Typography>
        {join.unreachable ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('taikai.organization.calendar_unreachable')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) max-content' }, alignItems: 'center' }}>
          <Stack spacing={2}>
            <CopyableAddress label={translate('taikai.organization.calendar_feed')} value={feed} testId="calendar-feed-url" />
            <CopyableAddress label={translate('taikai.organization.calendar_page')} value={page} testId="calendar-page-url" />
          </Stack>
          <QrImage value={page} alt={translate('taikai.organization.calendar_page_qr')} size="120px" />
        </Box>
      </CardContent>
    </Card>
  );
};
