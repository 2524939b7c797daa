import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import { type MatchesQuery, RecordResultDocument } from '../generated/graphql';
import { formatScore } from '../shared/formats/score';

type DisputedMatch = MatchesQuery['matches'][number];

/** Disputed matches: both players' reports side by side; accept one, or enter the right score. */
export const ConflictQueue = ({ matches, onOpen }: { matches: DisputedMatch[]; onOpen: (matchId: string) => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  if (matches.length === 0) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', p: 2 }} data-testid="conflicts-empty">
        <CheckCircleOutline color="success" />
        <Typography>{translate('taikai.conflicts.none')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} data-testid="conflict-queue">
      {matches.map((match) => {
        // A player who reported several times: their latest report counts, the others stay on record.
        const side = (player: DisputedMatch['player1'] | DisputedMatch['player2'], playerId: string | null | undefined) => ({
          player,
          report: match.reports.find((r) => r.playerId === playerId && r.counts),
          sent: match.reports.filter((r) => r.playerId === playerId).length,
        });
        const sides = [side(match.player1, match.player1Id), side(match.player2, match.player2Id)];
        return (
          <Card key={match.id} data-testid="conflict" data-table={match.table} sx={{ borderColor: '#E8B4AA' }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                <Chip size="small" sx={{ bgcolor: '#FDE8E4', color: '#8A2414' }} label={translate('taikai.match_status.DISPUTED')} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {translate('taikai.conflicts.heading', { table: match.table, round: match.roundNumber })}
                </Typography>
              </Stack>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'stretch' }}>
                {sides.map(({ player, report, sent }, index) => (
                  <Box
                    key={index}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
                    data-testid={`report-${index === 0 ? 'a' : 'b'}`}
                  >
                    <Typography variant="caption" color="text.secondary">
                      {translate('taikai.conflicts.report_by', { name: player?.name ?? '' })}
                    </Typography>
                    <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                      {report ? formatScore(report) : '—'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                      {translate('taikai.results.score_order', { p1: match.player1.name, p2: match.player2?.name ?? '' })}
                      {report?.drop ? ` · ${translate('taikai.conflicts.wants_drop')}` : ''}
                      {sent > 1 ? ` · ${translate('taikai.conflicts.latest_of', { count: sent })}` : ''}
                    </Typography>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={pending || !report}
                      data-testid={`accept-${index === 0 ? 'a' : 'b'}`}
                      onClick={() =>
                        report &&
                        run(
                          RecordResultDocument,
                          {
                            matchId: match.id,
                            input: { player1Wins: report.player1Wins, player2Wins: report.player2Wins, draws: report.draws },
                          },
                          { success: 'taikai.conflicts.resolved', successArgs: { table: match.table } },
                        )
                      }
                    >
                      {translate('taikai.conflicts.accept', { name: player?.name ?? '' })}
                    </Button>
                  </Box>
                ))}
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Button variant="outlined" onClick={() => onOpen(match.id)} data-testid="conflict-enter">
                    {translate('taikai.conflicts.enter_other')}
                  </Button>
                </Box>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
};
