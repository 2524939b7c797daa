import Bolt from '@mui/icons-material/Bolt';
import CheckCircle from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { playerName } from '@taikai/client';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import type { RoundRecord } from '../event/useEvent';
import { RecordResultDocument } from '../generated/graphql';
import { formatScore, parseScore, parseTable } from '../shared/formats/score';

interface Entry {
  table: number;
  text: string;
}

/**
 * Keyboard-first result entry from the slips: table, Enter (or Tab), score ("2-1", "2 1 0",
 * "21"), Enter. Focus returns to the table field for the next slip.
 */
export const QuickEntry = ({ round }: { round: RoundRecord | undefined }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [table, setTable] = useState('');
  const [score, setScore] = useState('');
  const [error, setError] = useState<string>();
  const [entries, setEntries] = useState<Entry[]>([]);
  const tableRef = useRef<HTMLInputElement>(null);
  const scoreRef = useRef<HTMLInputElement>(null);

  const tableNumber = parseTable(table);
  const match = tableNumber ? round?.matches.find((m) => m.table === tableNumber) : undefined;
  const parsed = parseScore(score);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setError(undefined);
    if (!match) {
      setError(translate(tableNumber ? 'taikai.quick.no_table' : 'taikai.quick.enter_table', { n: tableNumber ?? '' }));
      return tableRef.current?.focus();
    }
    if (!match.player2) {
      setError(translate('taikai.quick.bye'));
      return tableRef.current?.focus();
    }
    if (!parsed) {
      setError(translate('taikai.quick.bad_score'));
      return scoreRef.current?.focus();
    }
    try {
      await run(RecordResultDocument, { matchId: match.id, input: parsed }, { quiet: true });
      setEntries((list) =>
        [
          {
            table: match.table,
            text: `${playerName(match.player1)} ${formatScore(parsed)} ${match.player2 ? playerName(match.player2) : ''}`,
          },
          ...list,
        ].slice(0, 8),
      );
      setTable('');
      setScore('');
      tableRef.current?.focus();
    } catch (err) {
      setError((err as Error).message);
      scoreRef.current?.focus();
    }
  };

  const onTableKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      scoreRef.current?.focus();
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Bolt color="secondary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.quick.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {round ? translate('taikai.quick.intro', { n: round.number }) : translate('taikai.quick.no_round')}
        </Typography>
        <Box component="form" onSubmit={submit} data-testid="quick-entry">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              inputRef={tableRef}
              autoFocus
              label={translate('taikai.quick.table')}
              value={table}
              onChange={(e) => setTable(e.target.value)}
              onKeyDown={onTableKey}
              sx={{ width: { sm: 120 } }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'quick-table' } }}
            />
            <TextField
              inputRef={scoreRef}
              label={translate('taikai.quick.score')}
              placeholder="2-1"
              value={score}
              onChange={(e) => setScore(e.target.value)}
              sx={{ width: { sm: 140 } }}
              helperText={translate('taikai.quick.score_help')}
              slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'quick-score' } }}
            />
            <Box
              sx={{ flex: 1, minHeight: 56, display: 'flex', alignItems: 'center', px: 2, borderRadius: 2, bgcolor: 'action.hover' }}
              data-testid="quick-preview"
              aria-live="polite"
            >
              {match ? (
                <Typography sx={{ fontWeight: 600 }}>
                  <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                    {translate('taikai.rounds.table')} {match.table}
                  </Box>
                  {playerName(match.player1)}
                  <Box component="span" sx={{ mx: 1, fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
                    {parsed ? formatScore(parsed) : 'vs'}
                  </Box>
                  {match.player2 ? playerName(match.player2) : translate('taikai.rounds.bye')}
                  {match.status === 'FINAL' ? (
                    <Box component="span" sx={{ ml: 1, color: 'secondary.main', fontWeight: 500 }}>
                      ({translate('taikai.quick.correction')})
                    </Box>
                  ) : null}
                </Typography>
              ) : (
                <Typography color="text.secondary">{translate('taikai.quick.preview_empty')}</Typography>
              )}
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={pending || !round}
              sx={{ minHeight: 56 }}
              data-testid="quick-submit"
            >
              {translate('taikai.quick.record')}
            </Button>
          </Stack>
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="quick-error">
            {error}
          </Alert>
        ) : null}
        {entries.length > 0 ? (
          <List dense data-testid="quick-history" sx={{ mt: 1 }}>
            {entries.map((entry, i) => (
              <ListItem key={`${entry.table}-${i}`} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircle color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={`${translate('taikai.rounds.table')} ${entry.table}: ${entry.text}`} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
};
