import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useOnChange } from '../shared/useOnChange';
import {
  CheckDeskDecklistDocument,
  type DeskDecklistsQuery,
  DeskDecklistsDocument,
  EnterDecklistDocument,
  PlayerDecklistDocument,
} from '../generated/graphql';
import { shownRowPlayerName } from '../shared/forgottenName';

type Row = DeskDecklistsQuery['decklists'][number];
type Filter = 'all' | 'MISSING' | 'PROBLEMS' | 'changed';

const STATE_COLORS = { MISSING: 'warning', PROBLEMS: 'error', OK: 'success' } as const;

/** Staff enter a list from a paper sheet or correct one, always with the reason; checked as they type. */
const EntryDialog = ({ eventId, row, onClose }: { eventId: string; row: Row; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data: current } = useGql(PlayerDecklistDocument, { playerId: row.playerId });
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  useOnChange([current], () => {
    if (current?.decklist) setText(current.decklist.text);
  });
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: check } = useGql(CheckDeskDecklistDocument, { eventId, text: typed }, { enabled: !!typed.trim() });
  const save = async () => {
    if (
      await run(
        EnterDecklistDocument,
        { playerId: row.playerId, text, reason: reason.trim() },
        { success: 'taikai.decklists.entered', successArgs: { name: shownRowPlayerName(row, translate) } },
      )
    )
      onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="decklist-entry-title">
      <DialogTitle id="decklist-entry-title">
        {translate('taikai.decklists.entry_title', { name: shownRowPlayerName(row, translate) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            multiline
            minRows={10}
            label={translate('taikai.decklists.list_text')}
            helperText={translate('taikai.decklists.list_help')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'entry-text', spellCheck: false } }}
          />
          {check && typed.trim() ? (
            <Box aria-live="polite">
              <Typography sx={{ fontWeight: 700 }} data-testid="entry-counts">
                {translate('taikai.decklists.counts', { main: check.checkDecklist.mainCount, side: check.checkDecklist.sideboardCount })}
              </Typography>
              {check.checkDecklist.problems.map((p, i) => (
                <Alert key={`${p.code}-${i}`} severity="error" sx={{ mt: 1 }}>
                  {p.message}
                </Alert>
              ))}
            </Box>
          ) : null}
          <TextField
            required
            label={translate('taikai.decklists.reason')}
            helperText={translate('taikai.decklists.reason_help')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'entry-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={pending || !text.trim() || !reason.trim()} data-testid="entry-save">
          {translate('taikai.decklists.save_list')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The desk's view: every player's list state, the rule a list breaks, lists changed after the deadline; staff entry. */
export const DecklistDesk = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const { data } = useGql(DeskDecklistsDocument, { eventId });
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<Row | null>(null);
  const rows = data?.decklists ?? [];
  const count = (f: Filter) => rows.filter((row) => matches(row, f)).length;
  const shown = rows.filter((row) => matches(row, filter));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, value: Filter | null) => value && setFilter(value)}
          aria-label={translate('taikai.decklists.filter')}
        >
          {(['all', 'MISSING', 'PROBLEMS', 'changed'] as const).map((f) => (
            <ToggleButton key={f} value={f} data-testid={`decklist-filter-${f}`}>
              {translate(`taikai.decklists.filters.${f}`, { n: count(f) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={`/events/${eventId}/print/decklists-missing`} target="_blank" startIcon={<Print />} variant="outlined">
          {translate('taikai.decklists.print_missing')}
        </Button>
      </Stack>
      <Table size="small" aria-label={translate('taikai.decklists.desk_title')} data-testid="decklist-desk">
        <TableHead>
          <TableRow>
            <TableCell>{translate('taikai.judges.player')}</TableCell>
            <TableCell>{translate('taikai.desk.status')}</TableCell>
            <TableCell align="right">{translate('taikai.decklists.main')}</TableCell>
            <TableCell align="right">{translate('taikai.decklists.side')}</TableCell>
            <TableCell>{translate('taikai.decklists.problems')}</TableCell>
            <TableCell align="right">
              <span className="visually-hidden">{translate('taikai.decklists.enter')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.playerId} data-testid="decklist-row" data-player={row.playerName} data-state={row.state}>
              <TableCell sx={{ fontWeight: 600 }}>
                {shownRowPlayerName(row, translate)}
                {/* The player ID, unless the name already carries it. */}
                {row.externalId && row.externalId !== row.distinguishingId ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {row.externalId}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATE_COLORS[row.state]} label={translate(`taikai.decklists.states.${row.state}`)} />
                {row.changedAfterDeadlineAt ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    sx={{ ml: 1 }}
                    label={translate('taikai.decklists.changed_after_deadline')}
                    data-testid="changed-after-deadline"
                  />
                ) : null}
              </TableCell>
              <TableCell align="right">{row.mainCount ?? '—'}</TableCell>
              <TableCell align="right">{row.sideboardCount ?? '—'}</TableCell>
              <TableCell>
                {row.problems.map((p, i) => (
                  <Typography key={`${p.code}-${i}`} variant="body2" color="error" data-testid="decklist-problem" data-code={p.code}>
                    {p.message}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  startIcon={<Edit />}
                  onClick={() => setEditing(row)}
                  data-testid={`enter-decklist-${row.playerName}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translate(row.state === 'MISSING' ? 'taikai.decklists.enter' : 'taikai.decklists.correct')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{translate('taikai.decklists.none_here')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {editing ? <EntryDialog eventId={eventId} row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
};

function matches(row: Row, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'changed') return row.changedAfterDeadlineAt !== null;
  return row.state === filter;
}
