import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EventRecord, EventStatus } from '../data/dataProvider';

// Soft fills with dark text: readable (WCAG AA) in the light theme, distinct at a glance.
const palette: Record<EventStatus, { bg: string; fg: string; dot: string }> = {
  REGISTRATION: { bg: '#E3ECFD', fg: '#173F8A', dot: '#2F6FE0' },
  RUNNING: { bg: '#E1F4E8', fg: '#16562F', dot: '#23A455' },
  TOP_CUT: { bg: '#FDE8E4', fg: '#8A2414', dot: '#C7402D' },
  FINISHED: { bg: '#ECEDF2', fg: '#3C4055', dot: '#8A8FA6' },
};

export const EventStatusChip = ({ status }: { status: EventStatus }) => {
  const translate = useTranslate();
  const colors = palette[status] ?? palette.FINISHED;
  return (
    <Chip
      size="small"
      data-status={status}
      label={translate(`resources.events.statuses.${status}`, { _: status })}
      sx={{
        bgcolor: colors.bg,
        color: colors.fg,
        '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: colors.dot, ml: 1, mr: -0.25, flex: 'none' },
      }}
    />
  );
};

/** Field version for lists: reads the record from context. */
export const EventStatusField = () => {
  const record = useRecordContext<EventRecord>();
  return record ? <EventStatusChip status={record.status} /> : null;
};
