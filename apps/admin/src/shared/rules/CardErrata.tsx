import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGql } from '../data/GraphQLProvider';
import { type CardErrataQuery, CardErrataDocument } from '../../generated/graphql';
import { useOrganizations } from '../organizations/useOrganizations';

export type CardErratum = CardErrataQuery['cardErrata'][number];

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** The errata the organization's loaded errata list (特筆異状集) has for these card names, by name as asked. */
export function useCardErrata(names: readonly string[]): Map<string, CardErratum> {
  const { organizations } = useOrganizations();
  const organizationId = organizations[0]?.id;
  const distinct = useMemo(() => [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort().slice(0, 300), [names]);
  const { data } = useGql(
    CardErrataDocument,
    { organizationId: organizationId ?? '', names: distinct },
    { enabled: !!organizationId && distinct.length > 0 },
  );
  return useMemo(() => new Map((data?.cardErrata ?? []).map((entry) => [entry.query, entry])), [data]);
}

/** A small marker beside a card name with errata; it opens the erratum and links the list in the Rules page. */
export const ErratumMarker = ({ erratum }: { erratum: CardErratum | undefined }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!erratum) return null;
  const label = translate('taikai.rules_links.errata_for', { card: erratum.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" color="warning" aria-label={label} onClick={() => setOpen(true)} data-testid="erratum-marker">
          <ErrorOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="erratum-title">
          <DialogTitle id="erratum-title">
            {erratum.name}
            {erratum.english ? ` / ${erratum.english}` : ''}
            {erratum.set ? ` [${erratum.set}]` : ''}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="erratum">
            <Typography variant="body2" sx={WRAP}>
              {erratum.note}
            </Typography>
            {erratum.correctedText ? (
              <>
                <Typography variant="subtitle2" component="h3">
                  {translate('taikai.rules_links.corrected_text')}
                </Typography>
                <Typography variant="body2" sx={{ ...WRAP, fontFamily: 'monospace' }}>
                  {erratum.correctedText}
                </Typography>
              </>
            ) : null}
            <Link component={RouterLink} to={`/rules/${erratum.documentId}/${encodeURIComponent(erratum.section)}`}>
              {translate('taikai.rules_links.errata_list')}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
};

/** A search that names a card with errata: the erratum above the results (a ruling starts from the card as it should read). */
export const SearchErrata = ({ organizationId, query }: { organizationId: string; query: string }) => {
  const translate = useTranslate();
  const name = useDeferredValue(query.trim());
  const { data } = useGql(CardErrataDocument, { organizationId, names: [name] }, { enabled: name.length > 1 });
  const erratum = name ? data?.cardErrata[0] : undefined;
  if (!erratum) return null;
  return (
    <Alert severity="warning" data-testid="search-erratum" action={<ErratumMarker erratum={erratum} />}>
      {translate('taikai.rules_links.has_errata', { card: erratum.name })}
    </Alert>
  );
};
