import History from '@mui/icons-material/History';
import MoreTime from '@mui/icons-material/MoreTime';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useGql, useRun } from '../data/GraphQLProvider';
import { useOnChange } from '../useOnChange';
import { formattingLocale } from '../../app/i18n/locale';
import { ExtendMatchDocument, MatchDetailDocument, type MatchDetailQuery, RecordResultDocument } from '../../generated/graphql';
import { formatScore, parseScore } from '../formats/score';

const OVERRIDABLE = new Set(['RESULT_TOO_MANY_WINS', 'RESULT_BOTH_REACHED_TARGET', 'RESULT_TOO_MANY_DRAWS', 'RESULT_NO_GAMES']);

type Translate = (key: string, options?: object) => string;

/** A match's state in the history; the stored score of a match not yet final is a placeholder (0-0), so it is left out. */
function describe(value: unknown, translate: Translate): string {
  if (!value || typeof value !== 'object') return '';
  const v = value as Record<string, unknown>;
  const parts: string[] = [];
  const scored = typeof v.status !== 'string' || v.status === 'FINAL';
  if (scored && typeof v.player1Wins === 'number' && typeof v.player2Wins === 'number')
    parts.push(formatScore({ player1Wins: v.player1Wins, player2Wins: v.player2Wins, draws: Number(v.draws ?? 0) }));
  if (typeof v.status === 'string') parts.push(translate(`taikai.match_status.${v.status}`, { _: v.status }));
  if (typeof v.extensionMinutes === 'number' && v.extensionMinutes) parts.push(`+${v.extensionMinutes}′`);
  if (typeof v.overrideReason === 'string' && v.overrideReason) parts.push(`“${v.overrideReason}”`);
  return parts.join(' · ');
}

type Report = MatchDetailQuery['match']['reports'][number];

/**
 * The report a player's entry in the history records (stored in the same change, so the nearest in
 * time of that player's reports), worded with its score.
 */
function reportOf(
  entry: { actorKind: string; actorId?: string | null; createdAt: string },
  reports: Report[],
  name: string,
  translate: Translate,
) {
  if (entry.actorKind !== 'player') return '';
  const at = new Date(entry.createdAt).getTime();
  const theirs = reports.filter((report) => report.playerId === entry.actorId);
  const nearest = theirs.sort((a, b) => Math.abs(new Date(a.createdAt).getTime() - at) - Math.abs(new Date(b.createdAt).getTime() - at))[0];
  return nearest ? translate('taikai.results.reported_by', { name, score: formatScore(nearest) }) : '';
}

/** One match: correct the result (irregular scores need a reason), extend its time, see every change. */
export const MatchDialog = ({ eventId, matchId, onClose }: { eventId: string; matchId: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useRun();
  const { data } = useGql(MatchDetailDocument, { id: matchId ?? '', eventId }, { enabled: !!matchId });
  const match = data?.match;
  const [score, setScore] = useState('');
  const [irregular, setIrregular] = useState(false);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(3);
  const [error, setError] = useState<string>();

  useOnChange([match?.id], () => {
    if (!match) return;
    setScore(match.status === 'PENDING' ? '' : formatScore(match));
    setIrregular(!!match.overrideReason);
    setReason(match.overrideReason ?? '');
    setError(undefined);
  });

  const save = async () => {
    const parsed = parseScore(score);
    if (!match || !parsed) return setError(translate('taikai.quick.bad_score'));
    try {
      await run(
        RecordResultDocument,
        { matchId: match.id, input: { ...parsed, overrideReason: irregular ? reason.trim() || null : null } },
        { quiet: true, success: 'taikai.results.saved' },
      );
      onClose();
    } catch (e) {
      setError((e as Error).message);
      // A score the rules do not allow can still be recorded as written, with a reason.
      if (OVERRIDABLE.has((e as { code?: string }).code ?? '')) setIrregular(true);
    }
  };

  const dateFormat = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'medium', dateStyle: 'short' });

  return (
    <Dialog open={!!matchId} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="match-dialog-title">
      <DialogTitle id="match-dialog-title">
        {match
          ? translate('taikai.results.match_title', {
              table: match.table,
              round: match.roundNumber,
              p1: match.player1.name,
              p2: match.player2?.name ?? translate('taikai.rounds.bye'),
            })
          : '…'}
      </DialogTitle>
      <DialogContent>
        {match ? (
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {translate('taikai.results.correct')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={translate('taikai.quick.score')}
                value={score}
                onChange={(e) => setScore(e.target.value)}
                helperText={translate('taikai.results.score_order', { p1: match.player1.name, p2: match.player2?.name ?? '' })}
                slotProps={{ htmlInput: { 'data-testid': 'correct-score' } }}
              />
              <FormControlLabel
                control={<Checkbox checked={irregular} onChange={(_, v) => setIrregular(v)} />}
                label={translate('taikai.results.irregular')}
              />
            </Stack>
            {irregular ? (
              <TextField
                label={translate('taikai.results.override_reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                helperText={translate('taikai.results.override_help')}
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'override-reason' } }}
              />
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Divider />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <MoreTime color="action" />
              <Typography sx={{ fontWeight: 600 }}>{translate('taikai.results.extension', { n: match.extensionMinutes })}</Typography>
              {typeof match.extraTurns === 'number' ? (
                <Typography sx={{ fontWeight: 600 }} data-testid="match-extra-turns" title={translate('taikai.results.extra_turns_help')}>
                  · {translate('taikai.results.extra_turns', { n: match.extraTurns })}
                </Typography>
              ) : null}
              <TextField
                size="small"
                type="number"
                label={translate('taikai.clock.minutes')}
                value={minutes}
                onChange={(e) => setMinutes(Number(e.target.value))}
                sx={{ width: 120, flexShrink: 0 }}
              />
              <Button
                variant="outlined"
                disabled={pending}
                onClick={() => run(ExtendMatchDocument, { matchId: match.id, minutes }, { success: 'taikai.results.extended' })}
                data-testid="extend-match"
              >
                {translate('taikai.results.extend')}
              </Button>
            </Stack>
            <Divider />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <History color="action" />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {translate('taikai.results.history')}
              </Typography>
            </Stack>
            <Table size="small" data-testid="audit-history">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.results.when')}</TableCell>
                  <TableCell>{translate('taikai.results.action')}</TableCell>
                  <TableCell>{translate('taikai.results.by')}</TableCell>
                  <TableCell>{translate('taikai.results.before')}</TableCell>
                  <TableCell>{translate('taikai.results.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(data?.auditLog ?? []).map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(entry.createdAt))}</TableCell>
                    <TableCell>{translate(`taikai.audit.${entry.action.replace(/\./g, '_')}`, { _: entry.action })}</TableCell>
                    <TableCell data-testid="history-actor">
                      {entry.actorName
                        ? `${entry.actorName} (${translate(`taikai.audit.actor_${entry.actorKind}`, { _: entry.actorKind })})`
                        : translate(`taikai.audit.actor_${entry.actorKind}`, { _: entry.actorKind })}
                      {entry.imported ? (
                        <Box component="span" data-testid="history-imported" sx={{ display: 'block', color: 'text.secondary' }}>
                          {translate('taikai.audit.imported')}
                        </Box>
                      ) : null}
                    </TableCell>
                    <TableCell>{describe(entry.before, translate)}</TableCell>
                    <TableCell>
                      {[describe(entry.after, translate), reportOf(entry, match.reports, entry.actorName ?? '', translate)]
                        .filter(Boolean)
                        .join(' · ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" onClick={save} disabled={pending || !match?.player2} data-testid="correct-save">
          {translate('taikai.results.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
