import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Campaign from '@mui/icons-material/Campaign';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import PushPin from '@mui/icons-material/PushPin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useGql, useGraphQL, useRun } from '../shared/data/GraphQLProvider';
import { formattingLocale } from '../app/i18n/locale';
import {
  type AnnouncementFieldsFragment,
  AnnouncementsDocument,
  ComposeAnnouncementDocument,
  CreateAnnouncementDocument,
  PinAnnouncementDocument,
  PublishAnnouncementDocument,
  UpdateAnnouncementDocument,
} from '../generated/graphql';

/** The head judge's announcement: template from the event → edit → preview → publish (and pin for the projector). */
export const AnnouncementComposer = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const request = useGraphQL();
  const notify = useNotify();
  const { run, pending } = useRun();
  const [language, setLanguage] = useState(uiLocale === 'ja' ? 'ja' : 'en');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(true);

  const prefill = async () => {
    try {
      const { composeAnnouncement } = await request(ComposeAnnouncementDocument, { eventId, language });
      setTitle(composeAnnouncement.title);
      setBody(composeAnnouncement.body);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  const save = async (publish: boolean) => {
    const created = await run(
      CreateAnnouncementDocument,
      { eventId, input: { title: title.trim(), body, language, pinned } },
      publish ? {} : { success: 'taikai.announce.saved' },
    );
    if (!created) return;
    if (publish) await run(PublishAnnouncementDocument, { id: created.createAnnouncement.id }, { success: 'taikai.announce.published' });
    setTitle('');
    setBody('');
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Campaign color="primary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.announce.compose')}
          </Typography>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5}>
              <TextField
                select
                size="small"
                label={translate('taikai.language')}
                value={language}
                onChange={(e) => setLanguage(e.target.value)}
                sx={{ width: 140, flex: 'none' }}
              >
                <MenuItem value="ja">日本語</MenuItem>
                <MenuItem value="en">English</MenuItem>
              </TextField>
              <Button
                variant="outlined"
                startIcon={<AutoFixHigh />}
                onClick={prefill}
                data-testid="compose-template"
                sx={{ whiteSpace: 'nowrap', flex: 'none' }}
              >
                {translate('taikai.announce.template')}
              </Button>
            </Stack>
            <TextField
              label={translate('taikai.announce.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'announcement-title' } }}
            />
            <TextField
              label={translate('taikai.announce.body')}
              multiline
              minRows={8}
              maxRows={18}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'announcement-body' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={pinned} onChange={(_, v) => setPinned(v)} />}
              label={translate('taikai.announce.pin')}
            />
            <Stack direction="row" spacing={1.5}>
              <Button
                variant="contained"
                color="secondary"
                disabled={pending || !title.trim() || !body.trim()}
                onClick={() => save(true)}
                data-testid="publish-announcement"
              >
                {translate('taikai.announce.publish_now')}
              </Button>
              <Button variant="outlined" disabled={pending || !title.trim() || !body.trim()} onClick={() => save(false)}>
                {translate('taikai.announce.save_draft')}
              </Button>
            </Stack>
          </Stack>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {translate('taikai.announce.preview')}
            </Typography>
            <Box
              sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2.5, bgcolor: 'background.default', minHeight: 240 }}
              data-testid="announcement-preview"
              lang={language}
            >
              <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                {title || translate('taikai.announce.preview_empty')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{body}</Typography>
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

export const AnnouncementList = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useRun();
  const { data } = useGql(AnnouncementsDocument, { eventId });
  const rows = data?.announcements ?? [];
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'short', timeStyle: 'short' });
  const [editing, setEditing] = useState<{ id: string; title: string; body: string } | null>(null);
  const [history, setHistory] = useState<AnnouncementFieldsFragment | null>(null);
  const save = async () => {
    if (
      editing &&
      (await run(
        UpdateAnnouncementDocument,
        { id: editing.id, input: { title: editing.title, body: editing.body } },
        { success: 'taikai.announce.updated' },
      ))
    )
      setEditing(null);
  };
  return (
    <Stack spacing={1.5} data-testid="announcement-list">
      {rows.length === 0 ? <Typography color="text.secondary">{translate('taikai.announce.none')}</Typography> : null}
      {rows.map((a) => (
        <Card key={a.id} data-testid="announcement">
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{a.title}</Typography>
                <Chip
                  size="small"
                  label={a.publishedAt ? translate('taikai.announce.status_published') : translate('taikai.announce.status_draft')}
                  color={a.publishedAt ? 'primary' : 'default'}
                />
                <Chip size="small" variant="outlined" label={a.language === 'ja' ? '日本語' : 'English'} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', maxHeight: 96, overflow: 'hidden' }}>
                {a.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {time.format(new Date(a.publishedAt ?? a.createdAt))}
              </Typography>
            </Box>
            <Tooltip title={translate(a.pinned ? 'taikai.announce.unpin' : 'taikai.announce.pin')}>
              <IconButton
                aria-label={translate(a.pinned ? 'taikai.announce.unpin' : 'taikai.announce.pin')}
                aria-pressed={a.pinned}
                color={a.pinned ? 'secondary' : 'default'}
                disabled={pending}
                onClick={() => run(PinAnnouncementDocument, { id: a.id, pinned: !a.pinned })}
              >
                <PushPin />
              </IconButton>
            </Tooltip>
            <Stack sx={{ gap: 0.5, alignItems: 'flex-end' }}>
              {!a.publishedAt ? (
                <Button
                  variant="contained"
                  disabled={pending}
                  onClick={() => run(PublishAnnouncementDocument, { id: a.id }, { success: 'taikai.announce.published' })}
                >
                  {translate('taikai.announce.publish')}
                </Button>
              ) : null}
              <Button
                size="small"
                startIcon={<Edit />}
                onClick={() => setEditing({ id: a.id, title: a.title, body: a.body })}
                data-testid="edit-announcement"
              >
                {translate('taikai.announce.edit')}
              </Button>
              {a.history.length ? (
                <Button size="small" startIcon={<History />} onClick={() => setHistory(a)} data-testid="announcement-history">
                  {translate('taikai.announce.history', { smart_count: a.history.length })}
                </Button>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm" aria-labelledby="edit-announcement-title">
        <DialogTitle id="edit-announcement-title">{translate('taikai.announce.edit_title')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('taikai.announce.title')}
            value={editing?.title ?? ''}
            onChange={(e) => setEditing((current) => (current ? { ...current, title: e.target.value } : current))}
            slotProps={{ htmlInput: { 'data-testid': 'edit-announcement-title' } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={6}
            margin="dense"
            label={translate('taikai.announce.body')}
            value={editing?.body ?? ''}
            onChange={(e) => setEditing((current) => (current ? { ...current, body: e.target.value } : current))}
            slotProps={{ htmlInput: { 'data-testid': 'edit-announcement-body' } }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('taikai.announce.edit_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={pending || !editing?.title.trim() || !editing?.body.trim()}
            onClick={save}
            data-testid="save-announcement"
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={history !== null} onClose={() => setHistory(null)} fullWidth maxWidth="sm" aria-labelledby="announcement-history-title">
        <DialogTitle id="announcement-history-title">
          {translate('taikai.announce.history_title', { title: history?.title ?? '' })}
        </DialogTitle>
        {/* A long history scrolls: keyboard users reach it as a region. */}
        <DialogContent data-testid="announcement-history-list" tabIndex={0} role="region" aria-labelledby="announcement-history-title">
          {[...(history?.history ?? [])].reverse().map((revision, i) => (
            <Box key={revision.editedAt + i} sx={{ py: 1.5 }}>
              {i > 0 ? <Divider sx={{ mb: 1.5 }} /> : null}
              <Typography variant="caption" color="text.secondary">
                {translate('taikai.announce.replaced_at', { time: time.format(new Date(revision.editedAt)) })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{revision.title}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {revision.body}
              </Typography>
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHistory(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
