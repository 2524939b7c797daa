import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Undo from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEventContext, type RoundRecord } from '../event/useEvent';
import {
  FeaturedMatchesDocument,
  type GameWinner,
  RecordFeatureGameDocument,
  SetMatchFeaturedDocument,
  UndoFeatureGameDocument,
} from '../generated/graphql';
import { CopyableAddress } from '../shared/address/CopyableAddress';
import { useJoinAddress } from '../shared/address/useJoinAddress';
import { useGql, useRun } from '../shared/data/GraphQLProvider';

type Match = RoundRecord['matches'][number];

/** The round's featured matches (coverage) by match id, with the games staff recorded. */
export function useFeaturedMatches(eventId: string, round: RoundRecord | undefined): Map<string, readonly GameWinner[]> {
  const { data } = useGql(
    FeaturedMatchesDocument,
    { eventId, roundId: round?.id ?? '' },
    { enabled: !!round && round.status !== 'PAIRED' },
  );
  return new Map((data?.featuredMatches ?? []).map((match) => [match.matchId, match.games]));
}

/** The star beside a match of a published round: featured on the stream overlay, or not. */
export const FeatureToggle = ({ match, featured }: { match: Match; featured: boolean }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const label = translate(featured ? 'taikai.coverage.unfeature' : 'taikai.coverage.feature', { table: match.table });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={featured}
        disabled={pending}
        onClick={() => void run(SetMatchFeaturedDocument, { matchId: match.id, featured: !featured })}
        data-testid="feature-toggle"
      >
        {featured ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};

/**
 * The featured matches of the round, each with its game score and the stream desk's big buttons
 * (a game to player A, to player B, drawn, take back the last), and the overlay's addresses to
 * paste into OBS as browser sources, which work while the event's public page is on.
 */
export const FeaturedMatchesPanel = ({ round, featured }: { round: RoundRecord; featured: Map<string, readonly GameWinner[]> }) => {
  const translate = useTranslate();
  const { event } = useEventContext();
  const join = useJoinAddress();
  const { run, pending } = useRun();
  const matches = round.matches.filter((match) => featured.has(match.id) && match.player2);
  if (!event) return null;
  const overlay = (query: string) =>
    `${join?.origin ?? location.origin}/play/overlay.html?event=${encodeURIComponent(event.shortCode)}${query}`;
  return (
    <Card data-testid="featured-matches" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.coverage.title')}
        </Typography>
        {matches.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('taikai.coverage.none')}
          </Typography>
        ) : null}
        {matches.map((match) => {
          const games = featured.get(match.id) ?? [];
          const count = (winner: GameWinner) => games.filter((game) => game === winner).length;
          const record = (winner: GameWinner) => void run(RecordFeatureGameDocument, { matchId: match.id, winner });
          return (
            <Box key={match.id} data-testid="featured-match" sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {translate('taikai.coverage.match', {
                  table: match.table,
                  a: match.player1.name,
                  b: match.player2?.name ?? '',
                  score: `${count('PLAYER1')}-${count('PLAYER2')}${count('DRAW') ? `-${count('DRAW')}` : ''}`,
                })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <Button size="large" variant="contained" disabled={pending} onClick={() => record('PLAYER1')} data-testid="game-player1">
                  {translate('taikai.coverage.won_game', { name: match.player1.name })}
                </Button>
                <Button size="large" variant="contained" disabled={pending} onClick={() => record('PLAYER2')} data-testid="game-player2">
                  {translate('taikai.coverage.won_game', { name: match.player2?.name ?? '' })}
                </Button>
                <Button size="large" variant="outlined" disabled={pending} onClick={() => record('DRAW')} data-testid="game-draw">
                  {translate('taikai.coverage.draw')}
                </Button>
                <Button
                  size="large"
                  variant="outlined"
                  startIcon={<Undo />}
                  disabled={pending || games.length === 0}
                  onClick={() => void run(UndoFeatureGameDocument, { matchId: match.id })}
                  data-testid="game-undo"
                >
                  {translate('taikai.coverage.undo')}
                </Button>
              </Stack>
            </Box>
          );
        })}
        {event.publicPage ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('taikai.coverage.public_page_off')}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('taikai.coverage.overlay_help')}
        </Typography>
        <Stack spacing={1.5}>
          <CopyableAddress label={translate('taikai.coverage.overlay_match')} value={overlay('')} testId="overlay-url" />
          <CopyableAddress
            label={translate('taikai.coverage.overlay_bracket')}
            value={overlay('&view=bracket')}
            testId="overlay-bracket-url"
          />
          <CopyableAddress
            label={translate('taikai.coverage.overlay_ticker')}
            value={overlay('&view=ticker')}
            testId="overlay-ticker-url"
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
