import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { EventRecord } from '../shared/data/dataProvider';
import { formattingLocale } from '../app/i18n/locale';

export function formatStartsAt(iso: string, uiLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(formattingLocale(uiLocale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Start time in the UI language's format (e.g. "12 Jul 2025, 10:00" / "2025/07/12 10:00"). */
export const StartsAtField = () => {
  const record = useRecordContext<EventRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.startsAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.events.not_scheduled')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="time" dateTime={record.startsAt} sx={{ whiteSpace: 'nowrap' }}>
      {formatStartsAt(record.startsAt, locale)}
    </Typography>
  );
};
