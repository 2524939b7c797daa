import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import {
  CloseJudgeCallDocument,
  ConventionHallDocument,
  ConventionJudgeCallsDocument,
  MyConventionShiftDocument,
  TakeJudgeCallDocument,
} from '../generated/graphql';

/** Fingers, not pointers: judges take and close calls on their phones (48 px, Material's touch target). */
const TOUCH = { minHeight: 48, minWidth: 96 };

/**
 * One judge queue for the hall: the calls of every running event of the convention, waiting first
 * and oldest first, at their hall labels. It opens on the area of the signed-in judge's shift now
 * (they can switch to all). Taking and closing a call are checked on its event, as on the event's
 * judge calls page. Cards, not a table, so it fits a phone 360 px wide. Refreshed by the convention's
 * stream, which the page showing it follows.
 */
export const ConventionJudgeQueue = ({ conventionId }: { conventionId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // null until the judge chooses: the area of their shift, or all areas off shift.
  const [chosen, setChosen] = useState<string | null>(null);
  const { data: hall } = useGql(ConventionHallDocument, { conventionId });
  const { data: shift, isFetched: shiftRead } = useGql(MyConventionShiftDocument, { conventionId });
  const shiftArea = shift?.myConventionShift?.area ?? '';
  const area = chosen ?? shiftArea;
  // The shift's area is a choice before the hall's map arrives: the select never shows a value it has no option for.
  const areas = [...new Set([...(shiftArea ? [shiftArea] : []), ...(hall?.conventionHall ?? []).map((table) => table.area)])].sort();
  const { data } = useGql(ConventionJudgeCallsDocument, { conventionId, area: area || null }, { enabled: shiftRead || chosen !== null });
  const { run, pending } = useRun();
  const calls = data?.conventionJudgeCalls ?? [];
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  return (
    <Card data-testid="judge-queue" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, px: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('taikai.console.judge_queue')}
          </Typography>
          <TextField
            select
            label={translate('taikai.console.area')}
            value={area}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ width: { xs: '100%', sm: 220 } }}
            helperText={shiftArea ? translate('taikai.console.your_area', { area: shiftArea }) : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'judge-queue-area' } as object },
            }}
          >
            <MenuItem value="" sx={TOUCH}>
              {translate('taikai.console.all_areas')}
            </MenuItem>
            {areas.map((name) => (
              <MenuItem key={name} value={name} sx={TOUCH}>
                {translate('taikai.console.area_n', { area: name })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {data && calls.length === 0 ? <Typography color="text.secondary">{translate('taikai.console.no_calls')}</Typography> : null}
        {calls.length ? (
          <Box
            component="ol"
            aria-label={translate('taikai.console.judge_queue')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
            }}
          >
            {calls.map((call) => (
              <Box
                component="li"
                key={call.id}
                data-testid="judge-queue-call"
                data-status={call.status}
                sx={{
                  minWidth: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  alignItems: 'center',
                  columnGap: 1.5,
                  rowGap: 1,
                  p: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: call.status === 'OPEN' ? 'warning.main' : 'divider',
                }}
              >
                <Typography
                  data-testid="judge-queue-table"
                  sx={{ fontWeight: 700, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums', minWidth: '3ch' }}
                >
                  {call.table ?? '—'}
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography data-testid="judge-queue-player" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {call.playerName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    <span data-testid="judge-queue-event">{call.eventName}</span> ·{' '}
                    {translate('taikai.console.called_at_time', { time: time.format(new Date(call.createdAt)) })}
                  </Typography>
                </Box>
                <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {call.status === 'OPEN'
                      ? translate('taikai.console.waiting')
                      : translate('taikai.console.taken_by', { name: call.takenByName ?? translate('taikai.console.judge') })}
                  </Typography>
                  {call.status === 'OPEN' ? (
                    <Button
                      variant="contained"
                      disabled={pending}
                      sx={TOUCH}
                      onClick={() => run(TakeJudgeCallDocument, { id: call.id }, { success: 'taikai.console.took' })}
                      data-testid="judge-queue-take"
                    >
                      {translate('taikai.console.take')}
                    </Button>
                  ) : (
                    <Button
                      variant="outlined"
                      disabled={pending}
                      sx={TOUCH}
                      onClick={() => run(CloseJudgeCallDocument, { id: call.id }, { success: 'taikai.console.closed' })}
                      data-testid="judge-queue-close"
                    >
                      {translate('taikai.console.close')}
                    </Button>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
