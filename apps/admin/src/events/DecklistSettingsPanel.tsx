import Style from '@mui/icons-material/Style';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useOnChange } from '../shared/useOnChange';
import { useEventContext } from '../event/useEvent';
import {
  DecklistSettingsDocument,
  type DecklistRequirement,
  type DecklistSubmitter,
  ReplaceCardDatabaseDocument,
  SetDecklistSettingsDocument,
} from '../generated/graphql';
import { fromLocalInput, rulesText, toLocalInput } from '../shared/deckLogic';

const REQUIREMENTS: DecklistRequirement[] = ['OFF', 'SWISS', 'TOP_CUT'];
const SUBMITTERS: DecklistSubmitter[] = ['PLAYER', 'STAFF'];

/** Event setup: whether and until when decklists are collected, who enters them, the legality format, the card database. */
export const DecklistSettingsPanel = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { permissions } = usePermissions();
  const { data } = useGql(DecklistSettingsDocument, { eventId });
  const { run, pending } = useRun();
  const notify = useNotify();
  const settings = data?.decklistSettings;
  const [requirement, setRequirement] = useState<DecklistRequirement>('OFF');
  const [submitter, setSubmitter] = useState<DecklistSubmitter>('PLAYER');
  const [deadline, setDeadline] = useState('');
  const [legalityFormat, setLegalityFormat] = useState('');
  useOnChange([settings], () => {
    if (!settings) return;
    setRequirement(settings.requirement);
    setSubmitter(settings.submitter);
    setDeadline(toLocalInput(settings.deadline));
    setLegalityFormat(settings.legalityFormat ?? '');
  });

  const save = () =>
    run(
      SetDecklistSettingsDocument,
      { eventId, input: { requirement, submitter, deadline: fromLocalInput(deadline), legalityFormat: legalityFormat.trim() || null } },
      { success: 'taikai.decklists.settings_saved' },
    );

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const loaded = await run(ReplaceCardDatabaseDocument, { json: await file.text() });
    if (loaded) notify('taikai.decklists.cards_loaded', { type: 'success', messageArgs: { n: loaded.replaceCardDatabase } });
  };

  if (!settings) return null;
  return (
    <Card data-testid="decklist-settings">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Style color="primary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.decklists.settings_title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {rulesText(settings.rules, translate)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            select
            label={translate('taikai.decklists.requirement')}
            value={requirement}
            onChange={(e) => setRequirement(e.target.value as DecklistRequirement)}
            slotProps={{ htmlInput: { 'data-testid': 'decklist-requirement' } }}
          >
            {REQUIREMENTS.map((value) => (
              <MenuItem key={value} value={value} data-testid={`decklist-requirement-${value}`}>
                {translate(`taikai.decklists.requirements.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('taikai.decklists.submitter')}
            value={submitter}
            onChange={(e) => setSubmitter(e.target.value as DecklistSubmitter)}
          >
            {SUBMITTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`taikai.decklists.submitters.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={translate('taikai.decklists.deadline')}
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
            helperText={translate('taikai.decklists.deadline_help')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'decklist-deadline' } }}
          />
          <TextField
            label={translate('taikai.decklists.legality_format')}
            value={legalityFormat}
            onChange={(e) => setLegalityFormat(e.target.value)}
            helperText={translate('taikai.decklists.legality_help')}
          />
        </Box>
        {settings.locked ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="decklists-locked">
            {translate('taikai.decklists.locked_since', { time: new Date(settings.locksAt ?? '').toLocaleString() })}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Button variant="contained" onClick={save} disabled={pending} data-testid="save-decklist-settings">
            {translate('taikai.decklists.save_settings')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="card-database-size">
            {settings.cardDatabaseSize
              ? translate('taikai.decklists.cards_known', { n: settings.cardDatabaseSize })
              : translate('taikai.decklists.no_cards')}
          </Typography>
          {permissions === 'ORGANIZER' ? (
            <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={pending}>
              {translate('taikai.decklists.upload_cards')}
              <input type="file" accept=".json,application/json" hidden onChange={upload} data-testid="card-database-file" />
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
