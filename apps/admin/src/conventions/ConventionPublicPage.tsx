import { Alert, Box, Card, CardContent, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyableAddress } from '../shared/address/CopyableAddress';
import { useJoinAddress } from '../shared/address/useJoinAddress';
import { useRun } from '../shared/data/GraphQLProvider';
import { QrImage } from '../shared/qr/QrImage';
import { type ConventionDetailFragment, UpdateConventionDocument } from '../generated/graphql';

/**
 * The convention's public page (`/play/c/<id>`, no sign-in): switched on and off here (audited), and
 * while on, its address under the one phones use, to copy, with its QR code.
 */
export const ConventionPublicPage = ({ convention }: { convention: ConventionDetailFragment }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const join = useJoinAddress();
  const page = join && `${join.origin}/play/c/${convention.id}`;
  return (
    <Card data-testid="convention-public-page">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('taikai.conventions.public_page')}
        </Typography>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={convention.publicPage}
                disabled={pending}
                onChange={(event) =>
                  void run(
                    UpdateConventionDocument,
                    { id: convention.id, input: { publicPage: event.target.checked } },
                    { success: 'taikai.conventions.saved' },
                  )
                }
                slotProps={{ input: { 'aria-describedby': 'convention-public-help' } }}
                data-testid="convention-public-switch"
              />
            }
            label={translate('taikai.conventions.public_page_switch')}
          />
          <FormHelperText id="convention-public-help">{translate('taikai.conventions.public_page_switch_help')}</FormHelperText>
        </div>
        {convention.publicPage && page ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('taikai.conventions.public_page_help')}
            </Typography>
            {join.unreachable ? <Alert severity="warning">{translate('taikai.event.public_page_unreachable')}</Alert> : null}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) max-content' }, alignItems: 'center' }}
            >
              <CopyableAddress label={translate('taikai.conventions.public_page_address')} value={page} testId="convention-public-url" />
              <QrImage value={page} alt={translate('taikai.conventions.public_page_qr')} size="120px" />
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
