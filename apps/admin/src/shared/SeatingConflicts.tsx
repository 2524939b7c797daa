import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The sides of a person seated in two events of a convention at once, as the API names them. */
export interface SeatingConflict {
  personId: string;
  playerName: string;
  eventName: string;
  roundNumber: number;
  table: string;
  otherEventName: string;
  otherRoundNumber: number;
  otherTable: string;
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
          <li key={`${c.personId}:${c.table}:${c.otherTable}`} data-testid="seating-conflict">
            {translate('taikai.seating.conflict', {
              player: c.playerName,
              event: c.eventName,
              round: c.roundNumber,
              table: c.table,
              other_event: c.otherEventName,
              other_round: c.otherRoundNumber,
              other_table: c.otherTable,
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
