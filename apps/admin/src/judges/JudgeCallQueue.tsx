import PanTool from '@mui/icons-material/PanTool';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { formattingLocale } from '../app/i18n/locale';
import { CloseJudgeCallDocument, JudgeCallsDocument, TakeJudgeCallDocument } from '../generated/graphql';
import { useServerNow } from '../shared/RoundClock';
import { InfractionForm } from '../shared/judging/InfractionForm';
import { extensionMinutes } from './procedures';
import { shownRowPlayerName } from '../shared/forgottenName';

/**
 * Players' judge calls, oldest first: take one, then close it, or log the infraction found there,
 * which closes the call with the penalty linked to it. Either way the judge may give the match
 * back the minutes the call took (MTR 2.6), in the same form.
 */
export const JudgeCallQueue = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useRun();
  const { data } = useGql(JudgeCallsDocument, { eventId, statuses: ['OPEN', 'TAKEN'] });
  const now = useServerNow(5000);
  const [logging, setLogging] = useState<{ id: string; playerId: string; playerName: string; table: number | null } | null>(null);
  const [minutes, setMinutes] = useState<Record<string, string>>({});
  const extensionOf = (callId: string) => extensionMinutes(minutes[callId]);
  const calls = [...(data?.judgeCalls ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  if (calls.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 1 }} data-testid="no-judge-calls">
        {translate('taikai.calls.none')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0,1fr))', lg: 'repeat(3, minmax(0,1fr))' } }}
      data-testid="judge-calls"
    >
      {calls.map((call) => {
        const waiting = Math.max(0, Math.floor((now - Date.parse(call.createdAt)) / 60000));
        return (
          <Card key={call.id} data-testid="judge-call" sx={{ borderColor: call.status === 'OPEN' ? '#E8B4AA' : undefined }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <PanTool color={call.status === 'OPEN' ? 'secondary' : 'action'} fontSize="small" />
                <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
                  {call.table ? `${translate('taikai.rounds.table')} ${call.table}` : translate('taikai.calls.no_table')}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <Chip
                  size="small"
                  label={translate(`taikai.calls.status_${call.status}`)}
                  color={call.status === 'OPEN' ? 'secondary' : 'default'}
                />
              </Stack>
              <Typography sx={{ fontWeight: 600 }}>{shownRowPlayerName(call, translate)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {translate('taikai.calls.waiting', { time: time.format(new Date(call.createdAt)), smart_count: waiting })}
              </Typography>
              {call.status === 'OPEN' ? (
                <Button
                  variant="contained"
                  disabled={pending}
                  onClick={() => run(TakeJudgeCallDocument, { id: call.id })}
                  data-testid="take-call"
                >
                  {translate('taikai.calls.take')}
                </Button>
              ) : (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {call.table ? (
                    <TextField
                      size="small"
                      type="number"
                      sx={{ width: 150 }}
                      label={translate('taikai.calls.extension')}
                      value={minutes[call.id] ?? ''}
                      onChange={(e) => setMinutes({ ...minutes, [call.id]: e.target.value })}
                      slotProps={{ htmlInput: { min: 0, max: 60, 'data-testid': 'call-extension' } }}
                    />
                  ) : null}
                  <Button
                    variant="contained"
                    disabled={pending}
                    onClick={() =>
                      setLogging({
                        id: call.id,
                        playerId: call.playerId,
                        playerName: shownRowPlayerName(call, translate),
                        table: call.table ?? null,
                      })
                    }
                    data-testid="log-for-call"
                  >
                    {translate('taikai.calls.log_for_call')}
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={pending}
                    onClick={() =>
                      run(
                        CloseJudgeCallDocument,
                        { id: call.id, penaltyId: null, extensionMinutes: extensionOf(call.id) },
                        { success: 'taikai.calls.closed' },
                      )
                    }
                    data-testid="close-call"
                  >
                    {translate('taikai.calls.close')}
                  </Button>
                </Stack>
              )}
            </CardContent>
          </Card>
        );
      })}
      <Dialog open={logging !== null} onClose={() => setLogging(null)} maxWidth="md" fullWidth>
        <DialogTitle>
          {logging?.table
            ? translate('taikai.calls.log_for_call_title_table', { name: logging.playerName, table: logging.table })
            : translate('taikai.calls.log_for_call_title', { name: logging?.playerName ?? '' })}
        </DialogTitle>
        <DialogContent>
          {logging ? (
            <InfractionForm
              eventId={eventId}
              playerId={logging.playerId}
              onLogged={async (penaltyId) => {
                setLogging(null);
                await run(
                  CloseJudgeCallDocument,
                  { id: logging.id, penaltyId, extensionMinutes: extensionOf(logging.id) },
                  { success: 'taikai.calls.closed_with_penalty' },
                );
              }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLogging(null)}>{translate('taikai.calls.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
