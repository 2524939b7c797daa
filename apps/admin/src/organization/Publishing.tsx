import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import {
  ClearPublishLinkDocument,
  CreatePublishTokenDocument,
  PublishStatusDocument,
  PublishTokensDocument,
  RevokePublishTokenDocument,
  SetPublishLinkDocument,
} from '../generated/graphql';

/** How often the status is asked again while shown: the lag it shows is seconds. */
const STATUS_REFRESH_MS = 2000;

const useTime = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'short', timeStyle: 'medium' });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '—');
};

/**
 * Venue side: the hosted Taikai every event of the organization publishes to (address and token,
 * the token never shown again), and per event what was pushed, what the hosted copy has, how far
 * behind it is and the last error.
 */
export const PublishLink = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const time = useTime();
  const { run, pending } = useRun();
  const { data } = useGql(PublishStatusDocument, { organizationId }, { refetchInterval: STATUS_REFRESH_MS });
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const status = data?.publishStatus;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(SetPublishLinkDocument, { organizationId, url, token }, { success: 'taikai.publishing.linked' })) setToken('');
  };
  return (
    <Card data-testid="publish-link">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.publishing.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.publishing.help')}
        </Typography>
        {status?.link ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography data-testid="publish-link-url">
              {translate('taikai.publishing.linked_to', { url: status.link.url, since: time(status.link.linkedAt) })}
            </Typography>
            <Button
              color="warning"
              disabled={pending}
              onClick={() => void run(ClearPublishLinkDocument, { organizationId }, { success: 'taikai.publishing.unlinked' })}
            >
              {translate('taikai.publishing.unlink')}
            </Button>
          </Box>
        ) : null}
        <Box
          component="form"
          onSubmit={save}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 1fr) minmax(200px, 1fr) max-content' },
          }}
        >
          <TextField
            size="small"
            label={translate('taikai.publishing.url')}
            placeholder="https://taikai.example.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'publish-url' } }}
          />
          <TextField
            size="small"
            type="password"
            autoComplete="off"
            label={translate('taikai.publishing.token')}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'publish-token' } }}
          />
          <Button type="submit" variant="contained" disabled={pending} sx={{ minHeight: 40 }}>
            {status?.link ? translate('taikai.publishing.relink') : translate('taikai.publishing.link')}
          </Button>
        </Box>
        {status?.link && status.events.length ? (
          <Box sx={{ overflowX: 'auto', mt: 2 }}>
            <Table size="small" data-testid="publish-events">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.publishing.event')}</TableCell>
                  <TableCell>{translate('taikai.publishing.state')}</TableCell>
                  <TableCell>{translate('taikai.publishing.last_publish')}</TableCell>
                  <TableCell align="right">{translate('taikai.publishing.pushed')}</TableCell>
                  <TableCell>{translate('taikai.publishing.last_error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {status.events.map((event) => (
                  <TableRow key={event.eventId} data-testid={`publish-event-${event.eventId}`}>
                    <TableCell>{event.name}</TableCell>
                    <TableCell>
                      {event.upToDate
                        ? translate('taikai.publishing.up_to_date')
                        : event.lagSeconds > 0
                          ? translate('taikai.publishing.behind', { seconds: Math.round(event.lagSeconds) })
                          : translate('taikai.publishing.waiting')}
                    </TableCell>
                    <TableCell>{time(event.lastPublishedAt)}</TableCell>
                    <TableCell align="right">{translate('taikai.publishing.seqs', { seq: event.seq, acked: event.ackedSeq })}</TableCell>
                    <TableCell>{event.lastError ? `${event.lastError} (${time(event.lastErrorAt)})` : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** Hosted side: the tokens venue servers publish into this organization with (each shown once, when made), and revoking them. */
export const PublishTokens = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const time = useTime();
  const { run, pending } = useRun();
  const { data } = useGql(PublishTokensDocument, { organizationId });
  const [name, setName] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const result = await run(CreatePublishTokenDocument, { organizationId, name });
    if (result) {
      setMade(result.createPublishToken.token);
      setName('');
    }
  };
  return (
    <Card data-testid="publish-tokens">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.publishing.tokens')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.publishing.tokens_help')}
        </Typography>
        {made ? (
          <Alert severity="success" sx={{ mb: 2, wordBreak: 'break-all' }} onClose={() => setMade(null)}>
            {translate('taikai.publishing.token_once')} <code data-testid="publish-new-token">{made}</code>
          </Alert>
        ) : null}
        <Box component="form" onSubmit={create} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            size="small"
            label={translate('taikai.publishing.token_name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'publish-token-name' } }}
          />
          <Button type="submit" variant="contained" disabled={pending} sx={{ minHeight: 40 }}>
            {translate('taikai.publishing.create_token')}
          </Button>
        </Box>
        {data?.publishTokens.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.publishing.token_name')}</TableCell>
                  <TableCell>{translate('taikai.publishing.created')}</TableCell>
                  <TableCell>{translate('taikai.publishing.last_used')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.publishTokens.map((token) => (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>{time(token.createdAt)}</TableCell>
                    <TableCell>{time(token.lastUsedAt)}</TableCell>
                    <TableCell align="right">
                      {token.revokedAt ? (
                        translate('taikai.publishing.revoked', { at: time(token.revokedAt) })
                      ) : (
                        <Button
                          color="warning"
                          disabled={pending}
                          onClick={() =>
                            void run(RevokePublishTokenDocument, { id: token.id }, { success: 'taikai.publishing.token_revoked' })
                          }
                        >
                          {translate('taikai.publishing.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
