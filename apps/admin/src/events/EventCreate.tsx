import { Box } from '@mui/material';
import { Create } from 'react-admin';
import { getCurrentLocale } from '../app/i18n/i18nProvider';
import { EventForm } from './EventForm';

const defaults = {
  ruleProfile: 'magic',
  formatType: 'CONSTRUCTED',
  enforcementLevel: 'REGULAR',
  bestOf: 3,
  roundMinutes: 50,
  topCut: 8,
  lateEntryPolicy: 'LOSSES_FOR_MISSED_ROUNDS',
};

export const EventCreate = () => (
  <Box sx={{ mt: 2 }}>
    <Create
      record={{ ...defaults, locale: getCurrentLocale() === 'ja' ? 'ja-JP' : null }}
      redirect={(_resource?: string, id?: unknown) => `events/${String(id)}/desk`}
    >
      <EventForm creating />
    </Create>
  </Box>
);
