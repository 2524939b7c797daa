import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Seat {
  eventName: string;
  roundNumber: number;
  table: string;
}

/** A person seated in two events of a convention at once, as the API names them. */
export interface SeatingConflict {
  personId: string;
  seat: Seat & { playerName: string };
  other: Seat;
}

/** A warning naming each player seated twice, both events and both tables (nothing was refused). */
export const SeatingConflicts = ({ conflicts }: { conflicts: readonly SeatingConflict[] }) => {
  const translate = useTranslate();
  if (conflicts.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="seating-conflicts">
      <AlertTitle>{translate('taikai.seating.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {conflicts.map((c) => (
          <li key={`${c.personId}:${c.seat.table}:${c.other.table}`} data-testid="seating-conflict">
            {translate('taikai.seating.conflict', {
              player: c.seat.playerName,
              event: c.seat.eventName,
              round: c.seat.roundNumber,
              table: c.seat.table,
              other_event: c.other.eventName,
              other_round: c.other.roundNumber,
              other_table: c.other.table,
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
