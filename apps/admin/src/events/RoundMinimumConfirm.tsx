import { Alert, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { FormDataConsumer, type Validator, useInput, useRecordContext, useTranslate } from 'react-admin';
import type { EventDetailRecord } from '../shared/data/dataProvider';
import { ROUND_MINIMUM_CODE, roundMinimumProblem, type RoundValues } from '../shared/roundMinimum';

const Confirm = ({ values }: { values: RoundValues }) => {
  const translate = useTranslate();
  const record = useRecordContext<EventDetailRecord>();
  const mustAccept: Validator = (value: unknown, all: RoundValues) =>
    roundMinimumProblem(all, record) && !(Array.isArray(value) && value.includes(ROUND_MINIMUM_CODE))
      ? 'taikai.event.round_minimum_required'
      : undefined;
  const { field, fieldState } = useInput({ source: 'acceptWarnings', defaultValue: [], validate: mustAccept });
  const problem = roundMinimumProblem(values, record);
  if (!problem) return null;
  const accepted = Array.isArray(field.value) && field.value.includes(ROUND_MINIMUM_CODE);
  return (
    <Alert severity="warning" data-testid="round-minimum-warning" sx={{ width: '100%', boxSizing: 'border-box', mb: 1 }}>
      {translate('taikai.event.round_minimum', { minutes: problem.minutes, minimum: problem.minimum })}
      <FormControlLabel
        sx={{ display: 'flex', mt: 0.5 }}
        control={
          <Checkbox
            checked={accepted}
            onChange={(_, on) => field.onChange(on ? [ROUND_MINIMUM_CODE] : [])}
            slotProps={{ input: { 'data-testid': 'accept-round-minimum' } as never }}
          />
        }
        label={translate('taikai.event.round_minimum_accept')}
      />
      {fieldState.error?.message && !accepted ? <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText> : null}
    </Alert>
  );
};

/**
 * The confirm step for a round under the minimum: the form saves it only once the organizer ticks
 * the box, and the API records the accepted override on the event (Event.warnings, audited).
 */
export const RoundMinimumConfirm = () => (
  <FormDataConsumer<RoundValues>>{({ formData }) => <Confirm values={formData} />}</FormDataConsumer>
);
