import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { gameLossNotesFor } from './judgingGuides';

/**
 * What to tell the players after a Game Loss (IPG 1.1): who chooses play/draw for the next game,
 * and that after one given before the match no one sideboards in the first game actually played.
 * Nothing for other penalties.
 */
export const GameLossNotice = ({
  penalty,
  compact,
  ...context
}: { penalty: string; /** As captions, for a table row. */ compact?: boolean } & Parameters<typeof gameLossNotesFor>[1]) => {
  const translate = useTranslate();
  const notes = gameLossNotesFor(penalty, context);
  if (!notes.length) return null;
  if (compact)
    return (
      <>
        {notes.map((note) => (
          <Typography key={note} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} data-testid="game-loss-note">
            {translate(`taikai.game_loss.${note}`)}
          </Typography>
        ))}
      </>
    );
  return (
    <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="game-loss-notes">
      {notes.map((note) => (
        <Typography key={note} variant="body2">
          {translate(`taikai.game_loss.${note}`)}
        </Typography>
      ))}
    </Alert>
  );
};
