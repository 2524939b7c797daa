import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyableAddress } from '../shared/address/CopyableAddress';
import { useJoinAddress } from '../shared/address/useJoinAddress';
import { QrImage } from '../shared/qr/QrImage';
import { useEventContext } from '../event/useEvent';

/**
 * The event's public page (`/play/e/<shortCode>`, no sign-in) under the address phones use: what
 * the organizer posts on X or prints by the pairings board, with its QR code, and its rounds' iCal feed. Shown while the page is on.
 */
export const PublicPageLink = () => {
  const translate = useTranslate();
  const { event } = useEventContext();
  const join = useJoinAddress();
  if (!join || !event) return null;
  const page = `${join.origin}/play/e/${encodeURIComponent(event.shortCode)}`;
  return (
    <Card data-testid="public-page-link" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.event.public_page')}
        </Typography>
        {event.publicPage ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('taikai.event.public_page_help')}
            </Typography>
            {join.unreachable ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('taikai.event.public_page_unreachable')}
              </Alert>
            ) : null}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) max-content' }, alignItems: 'center' }}
            >
              <Stack spacing={2}>
                <CopyableAddress label={translate('taikai.event.public_page_address')} value={page} testId="public-page-url" />
                <CopyableAddress
                  label={translate('taikai.event.public_calendar')}
                  value={`${join.origin}/calendar/events/${encodeURIComponent(event.shortCode)}.ics`}
                  testId="public-calendar-url"
                />
              </Stack>
              <QrImage value={page} alt={translate('taikai.event.public_page_qr')} size="120px" />
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('taikai.event.public_page_off')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
