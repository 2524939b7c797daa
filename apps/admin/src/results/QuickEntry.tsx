import Bolt from '@mui/icons-material/Bolt';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
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
import { type FormEvent, type KeyboardEvent, type ReactElement, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import type { RoundRecord } from '../event/useEvent';
import { RecordResultDocument } from '../generated/graphql';
import { formatScore, parseScore, parseTable } from '../shared/formats/score';
import { initialQuickEntry, queuedAfter, quickEntry, type QuickField, type QuickResult } from './quickEntryKeys';
import { shownPlayerName } from '../shared/forgottenName';

const RESULT_ICONS: Record<QuickResult['state'], ReactElement> = {
  queued: <HourglassTop color="action" fontSize="small" />,
  saved: <CheckCircle color="success" fontSize="small" />,
  failed: <ErrorOutline color="error" fontSize="small" />,
};

/**
 * Keyboard-first result entry from the slips: table, Enter (or Tab), score ("2-1", "2 1 0",
 * "21"), Enter. Typing never waits for the server: each result is queued and saved in typed
 * order (quickEntryKeys.ts) while focus is already back on the table field for the next slip.
 */
export const QuickEntry = ({ round }: { round: RoundRecord | undefined }) => {
  const translate = useTranslate();
  const { run } = useRun();
  const [state, dispatch] = useReducer(quickEntry, initialQuickEntry);
  const tableRef = useRef<HTMLInputElement>(null);
  const scoreRef = useRef<HTMLInputElement>(null);
  const matches = round?.matches ?? [];

  // Focus follows the machine before the next key arrives.
  useLayoutEffect(() => {
    const input = (state.field === 'table' ? tableRef : scoreRef).current;
    if (input && document.activeElement !== input) input.focus();
  }, [state.field]);

  // Each result's save is chained after the one typed before it, so they land in typed order,
  // and the chain goes on if the page is left with results still queued.
  const lastStarted = useRef(0);
  const saves = useRef(Promise.resolve());
  useEffect(() => {
    for (const result of queuedAfter(state, lastStarted.current)) {
      lastStarted.current = result.key;
      saves.current = saves.current
        .then(() => run(RecordResultDocument, { matchId: result.matchId, input: result.score }, { quiet: true }))
        .then(
          () => dispatch({ type: 'saved', key: result.key }),
          (error: unknown) => dispatch({ type: 'failed', key: result.key, message: (error as Error).message }),
        );
    }
  }, [state, run]);

  const enter = (field: QuickField) => dispatch({ type: 'enter', field, matches });
  const onKeyDown = (field: QuickField) => (e: KeyboardEvent) => {
    // An Enter that confirms the IME's conversion is not the scorekeeper's Enter.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    enter(field);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enter('score');
  };

  const tableNumber = parseTable(state.table);
  const match = tableNumber ? matches.find((m) => m.table === tableNumber) : undefined;
  const parsed = parseScore(state.score);

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
              value={state.table}
              onChange={(e) => dispatch({ type: 'edit', field: 'table', text: e.target.value })}
              onFocus={() => dispatch({ type: 'focus', field: 'table' })}
              onKeyDown={onKeyDown('table')}
              autoFocus
              label={translate('taikai.quick.table')}
              sx={{ width: { sm: 120 } }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'quick-table' } }}
            />
            <TextField
              inputRef={scoreRef}
              value={state.score}
              onChange={(e) => dispatch({ type: 'edit', field: 'score', text: e.target.value })}
              onFocus={() => dispatch({ type: 'focus', field: 'score' })}
              onKeyDown={onKeyDown('score')}
              label={translate('taikai.quick.score')}
              placeholder="2-1"
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
                  {shownPlayerName(match.player1, translate)}
                  <Box component="span" sx={{ mx: 1, fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
                    {parsed ? formatScore(parsed) : 'vs'}
                  </Box>
                  {match.player2 ? shownPlayerName(match.player2, translate) : translate('taikai.rounds.bye')}
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
            <Button type="submit" variant="contained" size="large" disabled={!round} sx={{ minHeight: 56 }} data-testid="quick-submit">
              {translate('taikai.quick.record')}
            </Button>
          </Stack>
        </Box>
        {state.error ? (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="quick-error">
            {translate(`taikai.quick.${state.error.key}`, { n: state.error.n ?? '' })}
          </Alert>
        ) : null}
        {state.results.length > 0 ? (
          <List dense data-testid="quick-history" sx={{ mt: 1 }}>
            {state.results.map((result) => (
              <ListItem key={result.key} disableGutters data-state={result.state}>
                <ListItemIcon sx={{ minWidth: 32 }}>{RESULT_ICONS[result.state]}</ListItemIcon>
                <ListItemText
                  primary={`${translate('taikai.rounds.table')} ${result.table}: ${result.player1} ${formatScore(result.score)} ${result.player2}`}
                  secondary={
                    result.state === 'queued' ? translate('taikai.quick.saving') : result.state === 'failed' ? result.message : undefined
                  }
                  slotProps={{ secondary: { color: result.state === 'failed' ? 'error' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
};
