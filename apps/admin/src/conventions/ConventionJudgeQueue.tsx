import {
  Button,
  Card,
  CardContent,
  MenuItem,
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
import { formattingLocale } from '../app/i18n/locale';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { ConventionHallDocument, ConventionJudgeCallsDocument, TakeJudgeCallDocument } from '../generated/graphql';

/**
 * One judge queue for the hall: the calls of every running event of the convention, waiting first
 * and oldest first, at their hall labels; a judge keeps to their area. Taking a call is checked on
 * its event, as on the event's judge calls page. Refreshed by the console's stream of the convention.
 */
export const ConventionJudgeQueue = ({ conventionId }: { conventionId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [area, setArea] = useState('');
  const { data: hall } = useGql(ConventionHallDocument, { conventionId });
  const areas = [...new Set((hall?.conventionHall ?? []).map((table) => table.area))].sort();
  const { data } = useGql(ConventionJudgeCallsDocument, { conventionId, area: area || null });
  const { run, pending } = useRun();
  const calls = data?.conventionJudgeCalls ?? [];
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  return (
    <Card data-testid="judge-queue">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('taikai.console.judge_queue')}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('taikai.console.area')}
            value={area}
            onChange={(event) => setArea(event.target.value)}
            sx={{ width: 220 }}
            slotProps={{
              inputLabel: { shrink: true },
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'judge-queue-area' } as object },
            }}
          >
            <MenuItem value="">{translate('taikai.console.all_areas')}</MenuItem>
            {areas.map((name) => (
              <MenuItem key={name} value={name}>
                {translate('taikai.console.area_n', { area: name })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {data && calls.length === 0 ? <Typography color="text.secondary">{translate('taikai.console.no_calls')}</Typography> : null}
        {calls.length ? (
          <Table size="small" aria-label={translate('taikai.console.judge_queue')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.console.table')}</TableCell>
                <TableCell>{translate('taikai.console.event')}</TableCell>
                <TableCell>{translate('taikai.console.player')}</TableCell>
                <TableCell>{translate('taikai.console.called_at')}</TableCell>
                <TableCell>{translate('taikai.console.judge')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {calls.map((call) => (
                <TableRow key={call.id} data-testid="judge-queue-call" data-status={call.status}>
                  <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{call.table ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{call.eventName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{call.playerName}</TableCell>
                  <TableCell>{time.format(new Date(call.createdAt))}</TableCell>
                  <TableCell>
                    {call.status === 'OPEN' ? (
                      <Button
                        size="small"
                        variant="contained"
                        disabled={pending}
                        onClick={() => run(TakeJudgeCallDocument, { id: call.id }, { success: 'taikai.console.took' })}
                        data-testid="judge-queue-take"
                      >
                        {translate('taikai.console.take')}
                      </Button>
                    ) : (
                      (call.takenByName ?? translate('taikai.console.taken_call'))
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
};
