import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRun } from '../shared/data/GraphQLProvider';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { LoadRulesDocumentDocument, type RuleFieldsFragment, type RulesDocumentsQuery } from '../generated/graphql';
import { SearchErrata } from '../shared/rules/CardErrata';
import { HistoricalLabel } from '../shared/rules/HistoricalLabel';
import { OfflineCopyNote } from './offline/OfflineCopyNote';
import { useRule, useRulesDocuments, useSearchRules } from './offline/useOfflineRules';
import { QuickReferences } from './QuickReferences';

const KINDS = ['CR', 'MTR', 'IPG', 'JAR', 'FFTCG'] as const;
// Long rule texts and URLs wrap anywhere: no horizontal scroll at 360 px.
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

type LoadedDocument = RulesDocumentsQuery['rulesDocuments'][number];

/** The judge's rules reference: the organization's loaded texts, search, and a rule with its links. */
export const RulesPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { documentId, number } = useParams();
  const { organizations, loaded } = useOrganizations();
  const organizationId = organizations[0]?.id;
  // From the server, or from the copy kept on the device when there is no network (offline/).
  const { data, ...offlineCopy } = useRulesDocuments(organizationId);
  // `?load=1`: a link from where a text is missing (the infraction form without an IPG) opens the loading.
  const [loading, setLoading] = useState(useSearchParams()[0].has('load'));
  const [query, setQuery] = useState('');
  const documents = data?.rulesDocuments ?? [];
  // A kind in the id's place (`/rules/IPG/2.1`, a penalty's link) is its newest version (listed first).
  const chosen =
    documents.find((document) => document.id === documentId) ?? documents.find((document) => document.kind === documentId) ?? documents[0];

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('taikai.rules.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('taikai.rules.title')}
        </Typography>
        {organizationId ? (
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setLoading(true)} data-testid="rules-load">
            {translate('taikai.rules.load')}
          </Button>
        ) : null}
      </Stack>
      <OfflineCopyNote {...offlineCopy} />
      {loaded && !organizationId ? <Alert severity="info">{translate('taikai.organization.none')}</Alert> : null}
      {data && documents.length === 0 ? <Alert severity="info">{translate('taikai.rules.none_loaded')}</Alert> : null}
      {chosen ? (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 320px) minmax(0, 1fr)' } }}>
          <TextField
            select
            size="small"
            label={translate('taikai.rules.document')}
            value={chosen.id}
            onChange={(e) => navigate(`/rules/${e.target.value}`)}
            slotProps={{ htmlInput: { 'data-testid': 'rules-document' } }}
          >
            {documents.map((document) => (
              <MenuItem key={document.id} value={document.id}>
                {documentName(translate, document)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={translate('taikai.rules.search')}
            placeholder={translate('taikai.rules.search_hint')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'rules-search', maxLength: 200 } }}
          />
        </Box>
      ) : null}
      {organizationId ? <SearchErrata organizationId={organizationId} query={query} /> : null}
      {chosen?.changes ? <Changes document={chosen} /> : null}
      {chosen ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
          <Results documentId={chosen.id} query={query} />
          {number ? <RuleView documentId={chosen.id} number={number} /> : null}
        </Box>
      ) : null}
      {/* After the rule: a deep link (a penalty's IPG section) lands on the section, not on a pinned table. */}
      {organizationId && chosen ? <QuickReferences organizationId={organizationId} /> : null}
      {loading && organizationId ? <LoadDialog organizationId={organizationId} onClose={() => setLoading(false)} /> : null}
    </Box>
  );
};

function documentName(translate: ReturnType<typeof useTranslate>, document: Pick<LoadedDocument, 'kind' | 'version'>): string {
  return `${translate(`taikai.rules.kinds.${document.kind}`)} ${document.version}`;
}

const ruleLink = (documentId: string, number: string) => `/rules/${documentId}/${encodeURIComponent(number)}`;

const Results = ({ documentId, query }: { documentId: string; query: string }) => {
  const translate = useTranslate();
  const searched = useDeferredValue(query.trim());
  const { data } = useSearchRules(documentId, searched);
  if (!searched) return <Box />;
  const hits = data?.searchRules ?? [];
  return (
    <Card>
      <List dense aria-label={translate('taikai.rules.results')} data-testid="rules-results">
        {data && hits.length === 0 ? (
          <ListItem>
            <ListItemText primary={translate('taikai.rules.no_results')} />
          </ListItem>
        ) : null}
        {hits.map((hit) =>
          hit.kind === 'rule' && hit.number ? (
            <ListItem key={`r${hit.number}`} disablePadding data-testid="rules-hit">
              <ListItemButton component={RouterLink} to={ruleLink(documentId, hit.number)}>
                <ListItemText
                  primary={
                    <>
                      {`${hit.number} ${hit.title ?? ''}`} {hit.historical ? <HistoricalLabel /> : null}
                    </>
                  }
                  secondary={hit.text}
                  slotProps={{ secondary: { sx: WRAP } }}
                />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={`g${hit.term}`} data-testid="rules-hit">
              <ListItemText
                primary={
                  <>
                    {hit.term} {hit.obsolete ? <Chip size="small" label={translate('taikai.rules.obsolete')} /> : null}{' '}
                    {hit.historical ? <HistoricalLabel /> : null}
                  </>
                }
                secondary={hit.text}
                slotProps={{ secondary: { sx: WRAP } }}
              />
            </ListItem>
          ),
        )}
      </List>
    </Card>
  );
};

const RuleView = ({ documentId, number }: { documentId: string; number: string }) => {
  const translate = useTranslate();
  const { data, error } = useRule(documentId, number);
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  const rule = data?.rule;
  if (!rule) return <Box />;
  return (
    <Card data-testid="rules-rule">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        {rule.historical ? <HistoricalLabel /> : null}
        <RuleText documentId={documentId} rule={rule} heading />
        {rule.glossary.map((entry) => (
          <Alert
            key={entry.term}
            severity={entry.obsolete ? 'warning' : 'info'}
            icon={false}
            sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
          >
            <Typography variant="subtitle2">
              {translate('taikai.rules.glossary')}: {entry.term}
              {entry.reading ? `（${entry.reading}）` : ''}
              {entry.english ? ` / ${entry.english}` : ''}
              {entry.obsolete ? ` — ${translate('taikai.rules.obsolete')}` : ''}
            </Typography>
            <Typography variant="body2" sx={WRAP}>
              {entry.text}
            </Typography>
          </Alert>
        ))}
        {rule.subrules.map((subrule) => (
          <RuleText key={subrule.number} documentId={documentId} rule={subrule} />
        ))}
      </CardContent>
    </Card>
  );
};

const RuleText = ({ documentId, rule, heading = false }: { documentId: string; rule: RuleFieldsFragment; heading?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant={heading ? 'h6' : 'body2'} component={heading ? 'h2' : 'p'} sx={WRAP}>
        <Link component={RouterLink} to={ruleLink(documentId, rule.number)} sx={{ fontWeight: 'bold', mr: 1 }}>
          {rule.number}
        </Link>
        {rule.text}
      </Typography>
      {rule.examples.map((example, index) => (
        <Typography key={index} variant="body2" color="text.secondary" sx={{ ...WRAP, pl: 2 }}>
          {example}
        </Typography>
      ))}
      {rule.references.length ? (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="caption">{translate('taikai.rules.references')}</Typography>
          {rule.references.map((reference) => (
            <Chip key={reference} size="small" clickable component={RouterLink} to={ruleLink(documentId, reference)} label={reference} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
};

const Changes = ({ document }: { document: LoadedDocument }) => {
  const translate = useTranslate();
  const changes = document.changes!;
  const lists = [
    ['added', changes.added],
    ['changed', changes.changed],
    ['removed', changes.removed],
  ] as const;
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { minWidth: 0 } }} data-testid="rules-changes">
      <Typography variant="subtitle2">{translate('taikai.rules.changes', { previous: changes.previousVersion })}</Typography>
      {lists.map(([key, numbers]) => (
        <Typography key={key} variant="body2" sx={WRAP}>
          {translate(`taikai.rules.${key}`, { n: numbers.length })}
          {numbers.slice(0, 40).map((number) =>
            key === 'removed' ? (
              ` ${number}`
            ) : (
              <Link key={number} component={RouterLink} to={ruleLink(document.id, number)} sx={{ ml: 0.5 }}>
                {number}
              </Link>
            ),
          )}
          {numbers.length > 40 ? ' …' : ''}
        </Typography>
      ))}
    </Alert>
  );
};

const LoadDialog = ({ organizationId, onClose }: { organizationId: string; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { run, pending } = useRun();
  const [documentKind, setDocumentKind] = useState<string>('CR');
  const [version, setVersion] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const content = await file.text();
    const done = await run(
      LoadRulesDocumentDocument,
      { organizationId, documentKind, version, content },
      { success: 'taikai.rules.loaded' },
    );
    if (done) {
      onClose();
      navigate(`/rules/${done.loadRulesDocument.id}`);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rules-load-title">
      <form onSubmit={submit}>
        <DialogTitle id="rules-load-title">{translate('taikai.rules.load')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2">{translate('taikai.rules.load_hint')}</Typography>
          <TextField select label={translate('taikai.rules.kind')} value={documentKind} onChange={(e) => setDocumentKind(e.target.value)}>
            {KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {translate(`taikai.rules.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={translate('taikai.rules.version')}
            placeholder="20230901.0"
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'rules-version' } }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            {file ? file.name : translate('taikai.rules.choose_file')}
            <input type="file" accept=".txt,text/plain" hidden onChange={(e) => setFile(e.target.files?.[0])} data-testid="rules-file" />
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !file || !version.trim()} data-testid="rules-load-save">
            {translate('taikai.rules.load')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
