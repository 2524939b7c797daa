import CallSplit from '@mui/icons-material/CallSplit';
import { Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import { splitRounds, useEventContext } from '../event/useEvent';
import { StartPhaseDocument } from '../generated/graphql';
import { type CutRule, continuing } from './cut';
import type { StandingRow } from '../shared/exports/standings';

/**
 * Day 2 (or any further Swiss phase), once every result of the last round is in: the players
 * who continue keep their record; everyone else's tiebreakers freeze at this cut.
 */
export const NextPhaseCard = ({ rows }: { rows: readonly StandingRow[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { eventId, event, rounds } = useEventContext();
  const { run, pending } = useRun();
  const { swiss, playoff } = splitRounds(rounds);
  const last = swiss.at(-1);
  const lastDay = last?.day ?? 1;
  const [rule, setRule] = useState<CutRule>('points');
  const [threshold, setThreshold] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [plannedRounds, setPlannedRounds] = useState<number | ''>('');
  // Unset: the day after the last phase's (a day-2 Swiss); Warnings of earlier days do not count (IPG 2, 3).
  const [day, setDay] = useState<number | ''>('');
  if (!event || event.status === 'FINISHED' || !last || playoff.length > 0 || last.matches.some((m) => m.status !== 'FINAL')) return null;

  const selected = continuing(rows, rule, threshold);
  const playedOn = day === '' ? lastDay + 1 : day;
  const phaseName = name.trim() || translate('taikai.phase.default_name', { n: playedOn });
  const number = (value: string): number | '' => (value === '' ? '' : Math.max(0, Math.floor(Number(value))));
  const start = async () => {
    const input = {
      name: phaseName,
      playerIds: selected.map((row) => row.player.id),
      rounds: plannedRounds === '' ? null : plannedRounds,
      day: playedOn,
    };
    const started = await run(
      StartPhaseDocument,
      { eventId, input },
      { success: 'taikai.phase.started', successArgs: { name: phaseName, n: selected.length } },
    );
    if (started) navigate(`/events/${eventId}/rounds`);
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="next-phase">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.phase.title', { n: playedOn })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.phase.intro')}
        </Typography>
        <RadioGroup row value={rule} onChange={(_, value) => setRule(value as CutRule)}>
          <FormControlLabel value="points" control={<Radio />} label={translate('taikai.phase.by_points')} />
          <FormControlLabel
            value="rank"
            control={<Radio slotProps={{ input: { 'data-testid': 'cut-by-rank' } as never }} />}
            label={translate('taikai.phase.by_rank')}
          />
        </RadioGroup>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <TextField
            size="small"
            type="number"
            label={translate(rule === 'points' ? 'taikai.phase.min_points' : 'taikai.phase.top_n')}
            value={threshold}
            onChange={(e) => setThreshold(number(e.target.value))}
            slotProps={{ htmlInput: { min: rule === 'points' ? 0 : 2, 'data-testid': 'cut-threshold' } }}
            sx={{ width: 200 }}
          />
          <TextField
            size="small"
            label={translate('taikai.phase.name')}
            placeholder={translate('taikai.phase.default_name', { n: playedOn })}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'phase-name' }, inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
          <TextField
            size="small"
            type="number"
            label={translate('taikai.phase.rounds')}
            helperText={translate('taikai.phase.rounds_hint')}
            value={plannedRounds}
            onChange={(e) => setPlannedRounds(number(e.target.value))}
            slotProps={{ htmlInput: { min: 1, max: 20, 'data-testid': 'phase-rounds' } }}
            sx={{ width: 200 }}
          />
          <TextField
            size="small"
            type="number"
            label={translate('taikai.phase.day')}
            helperText={translate('taikai.phase.day_hint')}
            value={day}
            placeholder={String(lastDay + 1)}
            onChange={(e) => setDay(e.target.value === '' ? '' : Math.max(lastDay, number(e.target.value) || lastDay))}
            slotProps={{ htmlInput: { min: lastDay, max: 30, 'data-testid': 'phase-day' }, inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
        </Stack>
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="phase-count">
          {translate('taikai.phase.count', { smart_count: selected.length })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<CallSplit />}
          sx={{ mt: 1.5 }}
          disabled={pending || selected.length < 2}
          onClick={start}
          data-testid="start-phase"
        >
          {translate('taikai.phase.start', { name: phaseName })}
        </Button>
      </CardContent>
    </Card>
  );
};
