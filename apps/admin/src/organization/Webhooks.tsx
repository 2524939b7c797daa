import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
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
  AddWebhookDocument,
  RemoveWebhookDocument,
  SetWebhookEnabledDocument,
  TestWebhookDocument,
  WebhookEventsDocument,
  WebhooksDocument,
} from '../generated/graphql';

const KINDS = ['PAIRINGS_POSTED', 'STANDINGS_PUBLISHED', 'TOP_CUT', 'CHAMPION', 'DECKLISTS_PUBLISHED'] as const;
/** Deliveries are retried with back-off in the background: asked again this often while shown. */
const DELIVERIES_REFRESH_MS = 5000;

type Delivery = {
  attempts: number;
  lastStatus?: number | null;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  deliveredAt?: string | null;
};

/**
 * The organization's webhooks (every event's news to a Discord channel or a JSON endpoint): adding
 * one shows its signing secret once; each can be tested, paused or removed; the latest deliveries show
 * whether they arrived, are being retried or were given up, and why.
 */
export const Webhooks = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'short', timeStyle: 'medium' });
  const { run, pending } = useRun();
  const { data, refetch } = useGql(WebhooksDocument, { organizationId }, { refetchInterval: DELIVERIES_REFRESH_MS });
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<'DISCORD' | 'JSON'>('DISCORD');
  const [kinds, setKinds] = useState<string[]>(['PAIRINGS_POSTED', 'TOP_CUT', 'CHAMPION']);
  // One event's news (a store's one stream channel for its championship), or every event's.
  const { data: eventsData } = useGql(WebhookEventsDocument, {});
  const events = (eventsData?.events ?? []).filter((event) => event.organizationId === organizationId);
  const eventName = new Map(events.map((event) => [event.id, event.name]));
  const [eventId, setEventId] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const result = await run(AddWebhookDocument, { input: { organizationId, eventId: eventId || null, url, format, kinds } });
    if (result) {
      setSecret(result.addWebhook.secret);
      setUrl('');
      void refetch();
    }
  };
  const status = (delivery: Delivery) => {
    if (delivery.deliveredAt) return translate('taikai.webhooks.delivered');
    if (delivery.nextAttemptAt)
      return delivery.attempts
        ? translate('taikai.webhooks.retrying', { attempts: delivery.attempts + 1 })
        : translate('taikai.webhooks.waiting');
    return translate('taikai.webhooks.failed', { attempts: delivery.attempts });
  };
  const hostOf = new Map(data?.webhooks.map((webhook) => [webhook.id, new URL(webhook.url).host]));
  return (
    <Card data-testid="webhooks">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.webhooks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.webhooks.help')}
        </Typography>
        {secret ? (
          <Alert severity="success" sx={{ mb: 2, wordBreak: 'break-all' }} onClose={() => setSecret(null)}>
            {translate('taikai.webhooks.secret_once')} <code data-testid="webhook-secret">{secret}</code>
          </Alert>
        ) : null}
        <Box component="form" onSubmit={add} sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 1fr) 180px 120px max-content' } }}>
            <TextField
              size="small"
              label={translate('taikai.webhooks.url')}
              placeholder="https://discord.com/api/webhooks/…"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              slotProps={{ htmlInput: { 'data-testid': 'webhook-url' } }}
            />
            <TextField
              select
              size="small"
              label={translate('taikai.webhooks.event')}
              value={eventId}
              onChange={(e) => setEventId(e.target.value)}
            >
              <MenuItem value="">{translate('taikai.webhooks.every_event')}</MenuItem>
              {events
                .filter((event) => event.status !== 'FINISHED')
                .map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {event.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('taikai.webhooks.format')}
              value={format}
              onChange={(e) => setFormat(e.target.value as 'DISCORD' | 'JSON')}
            >
              {(['DISCORD', 'JSON'] as const).map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`taikai.webhooks.formats.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={pending || !kinds.length} sx={{ minHeight: 40 }}>
              {translate('taikai.webhooks.add')}
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox
                    size="small"
                    checked={kinds.includes(kind)}
                    onChange={(e) => setKinds(e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))}
                  />
                }
                label={translate(`taikai.webhooks.kinds.${kind}`)}
              />
            ))}
          </Box>
        </Box>
        {data?.webhooks.length ? (
          <Box sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" data-testid="webhook-list">
              <TableBody>
                {data.webhooks.map((webhook) => (
                  <TableRow key={webhook.id}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{new URL(webhook.url).host}</TableCell>
                    <TableCell>
                      {webhook.eventId ? (eventName.get(webhook.eventId) ?? webhook.eventId) : translate('taikai.webhooks.every_event')}
                    </TableCell>
                    <TableCell>
                      {translate(`taikai.webhooks.formats.${webhook.format}`)}
                      {webhook.enabled ? '' : ` (${translate('taikai.webhooks.paused')})`}
                    </TableCell>
                    <TableCell>{webhook.kinds.map((kind) => translate(`taikai.webhooks.kinds.${kind}`)).join(', ')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        disabled={pending}
                        onClick={() =>
                          void run(TestWebhookDocument, { id: webhook.id }, { success: 'taikai.webhooks.tested' }).then(() => refetch())
                        }
                      >
                        {translate('taikai.webhooks.test')}
                      </Button>
                      <Button
                        size="small"
                        disabled={pending}
                        onClick={() =>
                          void run(SetWebhookEnabledDocument, { id: webhook.id, enabled: !webhook.enabled }).then(() => refetch())
                        }
                      >
                        {translate(webhook.enabled ? 'taikai.webhooks.pause' : 'taikai.webhooks.resume')}
                      </Button>
                      <Button
                        size="small"
                        color="warning"
                        disabled={pending}
                        onClick={() =>
                          void run(RemoveWebhookDocument, { id: webhook.id }, { success: 'taikai.webhooks.removed' }).then(() => refetch())
                        }
                      >
                        {translate('taikai.webhooks.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        {data?.webhookDeliveries.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Typography variant="subtitle2" component="h3">
              {translate('taikai.webhooks.deliveries')}
            </Typography>
            <Table size="small" data-testid="webhook-deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.webhooks.when')}</TableCell>
                  <TableCell>{translate('taikai.webhooks.kind')}</TableCell>
                  <TableCell>{translate('taikai.webhooks.url')}</TableCell>
                  <TableCell>{translate('taikai.webhooks.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.webhookDeliveries.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>{time.format(new Date(delivery.createdAt))}</TableCell>
                    <TableCell>{translate(`taikai.webhooks.kinds.${delivery.kind}`)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{hostOf.get(delivery.webhookId) ?? '—'}</TableCell>
                    <TableCell>
                      {status(delivery)}
                      {delivery.lastError && !delivery.deliveredAt ? ` — ${delivery.lastError}` : ''}
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
