import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Logout from '@mui/icons-material/Logout';
import Replay from '@mui/icons-material/Replay';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import type { PlayerRecord } from '../shared/data/dataProvider';
import { useEventContext } from '../event/useEvent';
import {
  CheckInPlayerDocument,
  DeletePlayerDocument,
  DropPlayerDocument,
  ReenterPlayerDocument,
  UpdatePlayerDocument,
} from '../generated/graphql';
import { shownPlayerName } from '../shared/forgottenName';

export const CheckInField = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  const { run, pending } = useRun();
  if (!player) return null;
  return (
    <Switch
      checked={player.checkedIn}
      disabled={pending || player.dropped}
      onClick={(e) => e.stopPropagation()}
      onChange={(_, checked) => run(CheckInPlayerDocument, { playerId: player.id, checkedIn: checked })}
      slotProps={{
        input: {
          'aria-label': translate('taikai.desk.check_in_name', { name: shownPlayerName(player, translate) }),
          'data-testid': `check-in-${player.name}`,
        } as never,
      }}
    />
  );
};

export const PlayerStatusField = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  if (!player) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {player.disqualified ? <Chip size="small" color="error" label={translate('taikai.desk.disqualified')} /> : null}
      {player.dropped && !player.disqualified ? (
        <Tooltip title={player.dropReason ?? ''}>
          <Chip size="small" sx={{ bgcolor: '#FDE8E4', color: '#8A2414' }} label={translate('taikai.desk.dropped')} />
        </Tooltip>
      ) : null}
      {!player.dropped ? <Chip size="small" sx={{ bgcolor: '#E1F4E8', color: '#16562F' }} label={translate('taikai.desk.active')} /> : null}
      {player.joinedAtRound > 1 ? (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          data-testid="late-entry"
          label={translate('taikai.desk.joined_at', { n: player.joinedAtRound })}
        />
      ) : null}
    </Stack>
  );
};

export const ByesField = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  const { run } = useRun();
  if (!player) return null;
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={player.awardedByes}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) =>
        run(
          UpdatePlayerDocument,
          { playerId: player.id, input: { awardedByes: Number(e.target.value) } },
          { success: 'taikai.desk.byes_saved' },
        )
      }
      slotProps={{ htmlInput: { 'aria-label': translate('taikai.desk.byes_for', { name: shownPlayerName(player, translate) }) } }}
      sx={{ minWidth: 56 }}
    >
      {[0, 1, 2, 3].map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const AccessCodeField = () => {
  const player = useRecordContext<PlayerRecord>();
  return player ? (
    <code
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.92em', letterSpacing: '0.06em' }}
      data-testid="access-code"
    >
      {player.accessCode}
    </code>
  ) : null;
};

/** Drop (with the reason the player gives) or re-enter. */
export const DropButton = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!player) return null;
  if (player.dropped) {
    return (
      <Button
        size="small"
        startIcon={<Replay />}
        disabled={pending || player.disqualified}
        onClick={() =>
          run(
            ReenterPlayerDocument,
            { playerId: player.id },
            { success: 'taikai.desk.reentered', successArgs: { name: shownPlayerName(player, translate) } },
          )
        }
      >
        {translate('taikai.desk.reenter')}
      </Button>
    );
  }
  const submit = async () => {
    const done = await run(
      DropPlayerDocument,
      { playerId: player.id, reason: reason.trim() || null },
      { success: 'taikai.desk.dropped_done', successArgs: { name: shownPlayerName(player, translate) } },
    );
    if (done) setOpen(false);
  };
  return (
    <>
      <Button size="small" color="secondary" startIcon={<Logout />} onClick={() => setOpen(true)} data-testid={`drop-${player.name}`}>
        {translate('taikai.desk.drop')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="drop-title" fullWidth maxWidth="xs">
        <DialogTitle id="drop-title">{translate('taikai.desk.drop_title', { name: shownPlayerName(player, translate) })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('taikai.desk.drop_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
            helperText={translate('taikai.desk.drop_hint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="secondary" onClick={submit} disabled={pending} data-testid="drop-confirm">
            {translate('taikai.desk.drop')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** A mistaken registration goes away entirely while the player is in no match; after that, drop. */
export const DeleteRegistrationButton = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  const { rounds } = useEventContext();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  if (!player || rounds.some((round) => round.matches.some((m) => m.player1.id === player.id || m.player2?.id === player.id))) return null;
  const confirm = async () => {
    if (
      await run(
        DeletePlayerDocument,
        { playerId: player.id },
        { success: 'taikai.desk.deleted', successArgs: { name: shownPlayerName(player, translate) } },
      )
    )
      setOpen(false);
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)} data-testid={`delete-${player.name}`}>
        {translate('taikai.desk.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title" fullWidth maxWidth="xs">
        <DialogTitle id="delete-title">{translate('taikai.desk.delete_title', { name: shownPlayerName(player, translate) })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('taikai.desk.delete_hint')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={pending} data-testid="delete-confirm">
            {translate('taikai.desk.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Correct a registration: a misspelt name, its reading, the deck's name, the player ID, the email, a draft pod or a fixed table. */
export const EditPlayerButton = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [form, setForm] = useState<{
    name: string;
    nameReading: string;
    deckName: string;
    externalId: string;
    email: string;
    pod: string;
    fixedTable: string;
  } | null>(null);
  if (!player) return null;
  const open = () =>
    setForm({
      name: player.name,
      nameReading: player.nameReading ?? '',
      deckName: player.deckName ?? '',
      externalId: player.externalId ?? '',
      email: player.email ?? '',
      pod: player.pod ?? '',
      fixedTable: player.fixedTable ? String(player.fixedTable) : '',
    });
  const save = async () => {
    if (!form) return;
    const input = {
      name: form.name,
      nameReading: form.nameReading.trim() || null,
      deckName: form.deckName.trim() || null,
      externalId: form.externalId.trim() || null,
      email: form.email.trim() || null,
      pod: form.pod.trim() || null,
      fixedTable: form.fixedTable ? Number(form.fixedTable) : null,
    };
    if (
      await run(
        UpdatePlayerDocument,
        { playerId: player.id, input },
        { success: 'taikai.desk.edit_saved', successArgs: { name: form.name.trim() } },
      )
    )
      setForm(null);
  };
  const field = (key: keyof NonNullable<typeof form>, type = 'text') => (
    <TextField
      fullWidth
      margin="dense"
      type={type}
      label={translate(`taikai.desk.edit_${key}`)}
      value={form?.[key] ?? ''}
      onChange={(e) => setForm((current) => (current ? { ...current, [key]: e.target.value } : current))}
      slotProps={{ htmlInput: { 'data-testid': `edit-${key}` } }}
    />
  );
  return (
    <>
      <Button size="small" startIcon={<Edit />} onClick={open} data-testid={`edit-${player.name}`}>
        {translate('taikai.desk.edit')}
      </Button>
      <Dialog open={form !== null} onClose={() => setForm(null)} aria-labelledby="edit-player-title" fullWidth maxWidth="xs">
        <DialogTitle id="edit-player-title">
          {translate('taikai.desk.edit_title', { name: shownPlayerName(player, translate) })}
        </DialogTitle>
        <DialogContent>
          {field('name')}
          {field('nameReading')}
          {field('deckName')}
          {field('externalId')}
          {field('email', 'email')}
          {field('pod')}
          {field('fixedTable', 'number')}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setForm(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={pending || !form?.name.trim()} data-testid="edit-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
