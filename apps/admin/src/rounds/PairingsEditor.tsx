import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useOnChange } from '../shared/useOnChange';
import { CreateRoundDocument, EditPairingsDocument, PlayersDocument } from '../generated/graphql';
import type { RoundRecord } from '../event/useEvent';
import { sortByName } from '../shared/nameOrder';

interface Row {
  table: number;
  player1Id: string;
  player2Id: string | null;
}

const BYE = '__bye__';

/**
 * Manual pairings: change the latest round (editPairings) or make a whole round by hand
 * (createRound). Rule problems (rematches, …) are accepted and come back as warnings.
 */
export const PairingsEditor = ({
  eventId,
  round,
  open,
  onClose,
}: {
  eventId: string;
  round: RoundRecord | null;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data } = useGql(PlayersDocument, { eventId }, { enabled: open });
  const active = useMemo(() => sortByName((data?.players ?? []).filter((p) => !p.dropped)), [data]);
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string>();

  useOnChange([open, round, active], () => {
    if (!open) return;
    setError(undefined);
    if (round) {
      setRows(
        [...round.matches]
          .sort((a, b) => a.table - b.table)
          .map((m) => ({ table: m.table, player1Id: m.player1Id, player2Id: m.player2Id ?? null })),
      );
    } else {
      const rowsFromPlayers: Row[] = [];
      for (let i = 0; i < active.length; i += 2)
        rowsFromPlayers.push({ table: i / 2 + 1, player1Id: active[i].id, player2Id: active[i + 1]?.id ?? null });
      setRows(rowsFromPlayers);
    }
  });

  const used = new Map<string, number>();
  for (const row of rows) for (const id of [row.player1Id, row.player2Id]) if (id) used.set(id, (used.get(id) ?? 0) + 1);
  const unpaired = active.filter((p) => !used.has(p.id));
  const duplicates = [...used.entries()].filter(([, n]) => n > 1).map(([id]) => active.find((p) => p.id === id)?.name ?? id);

  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const save = async () => {
    const pairings = rows.map((row) => ({ table: row.table, player1Id: row.player1Id, player2Id: row.player2Id }));
    try {
      const done = round
        ? await run(EditPairingsDocument, { roundId: round.id, pairings }, { success: 'taikai.rounds.pairings_saved', quiet: true })
        : await run(CreateRoundDocument, { eventId, pairings }, { success: 'taikai.rounds.pairings_saved', quiet: true });
      if (done) onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const playerSelect = (value: string | null, onChange: (id: string | null) => void, label: string, allowBye: boolean) => (
    <TextField
      select
      size="small"
      fullWidth
      value={value ?? BYE}
      onChange={(e) => onChange(e.target.value === BYE ? null : e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    >
      {allowBye ? <MenuItem value={BYE}>{translate('taikai.rounds.bye')}</MenuItem> : null}
      {active.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="pairings-editor-title">
      <DialogTitle id="pairings-editor-title">
        {translate(round ? 'taikai.rounds.edit_title' : 'taikai.rounds.create_title', { n: round?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('taikai.rounds.edit_intro')}
        </Alert>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }}>{translate('taikai.rounds.table')}</TableCell>
              <TableCell>{translate('taikai.rounds.player1')}</TableCell>
              <TableCell>{translate('taikai.rounds.player2')}</TableCell>
              <TableCell sx={{ width: 48 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                <TableCell>
                  <TextField
                    size="small"
                    type="number"
                    value={row.table}
                    onChange={(e) => update(index, { table: Number(e.target.value) })}
                    slotProps={{ htmlInput: { min: 1, 'aria-label': translate('taikai.rounds.table') } }}
                  />
                </TableCell>
                <TableCell>
                  {playerSelect(row.player1Id, (id) => id && update(index, { player1Id: id }), translate('taikai.rounds.player1'), false)}
                </TableCell>
                <TableCell>
                  {playerSelect(row.player2Id, (id) => update(index, { player2Id: id }), translate('taikai.rounds.player2'), true)}
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={translate('ra.action.remove')}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button
          startIcon={<Add />}
          sx={{ mt: 1 }}
          disabled={unpaired.length === 0}
          onClick={() =>
            setRows((current) => [
              ...current,
              { table: Math.max(0, ...current.map((r) => r.table)) + 1, player1Id: unpaired[0].id, player2Id: unpaired[1]?.id ?? null },
            ])
          }
        >
          {translate('taikai.rounds.add_table')}
        </Button>
        {unpaired.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('taikai.rounds.unpaired', { names: unpaired.map((p) => p.name).join(', ') })}
          </Alert>
        ) : null}
        {duplicates.length > 0 ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('taikai.rounds.duplicates', { names: duplicates.join(', ') })}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={pending || duplicates.length > 0 || rows.length === 0}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
