import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGql } from '../data/GraphQLProvider';
import { InfractionCatalogDocument } from '../../generated/graphql';

/**
 * Which catalog the penalties follow, and who approves. Magic's catalogs are the publisher's
 * documents (IPG 1.2 says who approves); Taikai's own generic catalog, used for FFTCG events, is
 * named as Taikai's and never as the game's document (the API's note says so by name).
 */
export const CatalogNotice = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const { data } = useGql(InfractionCatalogDocument, { eventId });
  const catalog = data?.infractionCatalog;
  const own = catalog?.publisherDocument === false;
  return (
    <>
      {own ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="catalog-notice">
          <strong>{translate('taikai.judges.catalog', { name: catalog.name })}</strong>
          {catalog.note ? <Typography variant="body2">{catalog.note}</Typography> : null}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="approval-rule">
        {translate(own ? 'taikai.judges.approval_rule_taikai' : 'taikai.judges.approval_rule')}
      </Typography>
    </>
  );
};
