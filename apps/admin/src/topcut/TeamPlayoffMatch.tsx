import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Card, Chip, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MatchStatusChip } from '../shared/chips/MatchStatusChip';
import { formatScore } from '../shared/formats/score';
import { shownPlayerName } from '../shared/forgottenName';
import { seatWins, type TeamPairing, teamStatusColors } from '../shared/teamPairings';
import { SeedLabel } from './SeedLabel';
import { teamWinnerOf } from '../shared/bracket/winner';

/**
 * A team event's playoff match in the bracket: the teams with their seeds (team 1 the better seed,
 * MTR 2.2), where it stands and the seat score; it opens to its seat matches, each of which staff
 * open to enter a result, as on the rounds page.
 */
export const TeamPlayoffMatch = ({ pairing, onOpenMatch }: { pairing: TeamPairing; onOpenMatch: (matchId: string) => void }) => {
  const translate = useTranslate();
  const { teamMatch: tm, seats } = pairing;
  // Open while seats are still to be reported; a finished team match folds to its score.
  const [open, setOpen] = useState(tm.status !== 'FINAL');
  const wins = seatWins(seats);
  const winner = teamWinnerOf(tm);
  const seatsId = `team-match-${tm.id}-seats`;
  const side = (team: { id: string; name: string } | null, seed: number | null, score: number, index: 1 | 2) => (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', px: 1.5, py: 1, bgcolor: winner && team && winner.id === team.id ? 'rgba(45,58,140,0.08)' : undefined }}
    >
      <Typography
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: winner && team && winner.id === team.id ? 800 : 500 }}
        data-testid={`bracket-team${index}`}
      >
        {seed ? <SeedLabel seed={seed} index={index} /> : null}
        {team ? team.name : translate('taikai.rounds.bye')}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 20, textAlign: 'right' }}>
        {tm.team2 && tm.status !== 'PENDING' ? score : ''}
      </Typography>
    </Stack>
  );
  return (
    <Card data-testid="bracket-team-match" data-table={tm.table} data-status={tm.status} sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {translate('taikai.topcut.team_match_n', { n: tm.table })}
        </Typography>
        {tm.team2 ? (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }} data-testid="bracket-seat-score">
            {wins.team1}-{wins.team2}
          </Typography>
        ) : null}
        <Chip
          size="small"
          color={teamStatusColors[tm.status]}
          label={tm.team2 ? translate(`taikai.team_rounds.status_${tm.status}`) : translate('taikai.rounds.bye')}
          data-testid="team-match-status"
        />
      </Stack>
      {side(tm.team1, tm.team1Seed, wins.team1, 1)}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
      {side(tm.team2, tm.team2Seed, wins.team2, 2)}
      {winner && tm.team2 ? (
        <Typography variant="body2" sx={{ px: 1.5, pb: 0.5, fontWeight: 600 }} data-testid="team-match-outcome">
          {translate('taikai.team_rounds.outcome_win', { name: winner.name })}
        </Typography>
      ) : null}
      {tm.team2 && tm.status !== 'FINAL' ? (
        // Team 1 is the better seed in every playoff team match (MTR 2.2).
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 1.5, pb: 0.5 }} data-testid="chooses-play-draw">
          {translate('taikai.topcut.chooses_play_draw', { name: tm.team1.name })}
        </Typography>
      ) : null}
      {tm.team2 ? (
        <>
          <Button
            size="small"
            fullWidth
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={seatsId}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ borderTop: 1, borderColor: 'divider', borderRadius: 0, justifyContent: 'space-between', px: 1.5 }}
            data-testid="toggle-seat-matches"
          >
            {translate('taikai.topcut.seat_matches', { smart_count: seats.length })}
          </Button>
          <Collapse in={open} id={seatsId}>
            {seats.map((m) => (
              <Stack
                key={m.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', px: 1.5, py: 0.75, borderTop: 1, borderColor: 'divider' }}
                data-testid="bracket-seat-match"
                data-seat={m.teamSlot}
                data-table={m.table}
              >
                <Typography variant="body2" sx={{ fontWeight: 700, width: 20, flexShrink: 0 }}>
                  {m.teamSlot === 'SHARED' ? '' : m.teamSlot}
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {shownPlayerName(m.player1, translate)} –{' '}
                    {m.player2 ? shownPlayerName(m.player2, translate) : translate('taikai.rounds.bye')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="caption" color="text.secondary">
                      {translate('taikai.team_rounds.table_n', { n: m.table })}
                    </Typography>
                    <MatchStatusChip status={m.status} bye={!m.player2} />
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {m.status === 'PENDING' || m.status === 'DISPUTED' || !m.player2 ? '' : formatScore(m)}
                    </Typography>
                  </Stack>
                </Box>
                {m.player2 ? (
                  <Button size="small" onClick={() => onOpenMatch(m.id)} data-testid={`open-match-${m.table}`}>
                    {translate('taikai.results.open')}
                  </Button>
                ) : null}
              </Stack>
            ))}
          </Collapse>
        </>
      ) : null}
    </Card>
  );
};
