import { Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RoundRecord } from '../event/useEvent';
import { MatchStatusChip } from '../shared/chips/MatchStatusChip';
import { formatScore } from '../shared/formats/score';
import { shownPlayerName } from '../shared/forgottenName';
import { MatchDialog } from '../shared/results/MatchDialog';
import { seatWins, tableRange, teamPairings, teamStatusColors } from '../shared/teamPairings';

/**
 * A team round: each team match (its tables, the teams, where it stands and who won) over its seat
 * matches (player A plays player A, MTR 8.2), each of which staff open to enter or correct a result.
 */
export const TeamPairingTables = ({ round, eventId }: { round: RoundRecord; eventId: string }) => {
  const translate = useTranslate();
  const pairings = useMemo(() => teamPairings(round), [round]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {translate('taikai.team_rounds.by_team')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="team-pairings" aria-label={translate('taikai.team_rounds.by_team')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 88 }}>{translate('taikai.team_rounds.tables')}</TableCell>
                <TableCell>{translate('taikai.team_rounds.team1')}</TableCell>
                <TableCell>{translate('taikai.team_rounds.team2')}</TableCell>
                <TableCell>{translate('taikai.rounds.result')}</TableCell>
                <TableCell align="right">
                  <span className="visually-hidden">{translate('taikai.desk.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pairings.map((p) => {
                const { teamMatch: tm } = p;
                const wins = seatWins(p.seats);
                const bye = !tm.team2;
                return (
                  <Fragment key={tm.id}>
                    <TableRow
                      data-testid="team-match-row"
                      data-status={tm.status}
                      sx={{ bgcolor: 'action.hover', '& td': { borderBottomColor: 'divider' } }}
                    >
                      <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {tableRange(p)}
                      </TableCell>
                      <TableCell sx={{ fontWeight: tm.outcome === 'TEAM1' ? 800 : 600 }}>{tm.team1.name}</TableCell>
                      <TableCell sx={{ fontWeight: tm.outcome === 'TEAM2' ? 800 : 600 }}>
                        {tm.team2 ? tm.team2.name : <Chip size="small" label={translate('taikai.rounds.bye')} />}
                      </TableCell>
                      <TableCell colSpan={2}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                          <Chip
                            size="small"
                            color={teamStatusColors[tm.status]}
                            label={translate(`taikai.team_rounds.status_${tm.status}`)}
                            data-testid="team-match-status"
                          />
                          {bye ? null : (
                            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                              {wins.team1}-{wins.team2}
                            </Typography>
                          )}
                          {tm.outcome && !bye ? (
                            <Typography variant="body2" data-testid="team-match-outcome">
                              {tm.outcome === 'DRAW'
                                ? translate('taikai.team_rounds.outcome_draw')
                                : translate('taikai.team_rounds.outcome_win', {
                                    name: (tm.outcome === 'TEAM1' ? tm.team1 : tm.team2)?.name ?? '',
                                  })}
                            </Typography>
                          ) : null}
                        </Stack>
                      </TableCell>
                    </TableRow>
                    {p.seats.map((m) => (
                      <TableRow key={m.id} data-testid="seat-match-row" data-seat={m.teamSlot} data-table={m.table}>
                        <TableCell sx={{ pl: 3, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                            {m.teamSlot === 'SHARED' ? translate('taikai.team_rounds.shared') : m.teamSlot}
                          </Typography>{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            {translate('taikai.team_rounds.table_n', { n: m.table })}
                          </Typography>
                        </TableCell>
                        <TableCell>{shownPlayerName(m.player1, translate)}</TableCell>
                        <TableCell>{m.player2 ? shownPlayerName(m.player2, translate) : translate('taikai.rounds.bye')}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <MatchStatusChip status={m.status} bye={!m.player2} />
                            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                              {m.status === 'PENDING' || m.status === 'DISPUTED' || !m.player2 ? '' : formatScore(m)}
                            </Typography>
                          </Stack>
                        </TableCell>
                        <TableCell align="right">
                          {m.player2 ? (
                            <Button size="small" onClick={() => setOpen(m.id)} data-testid={`open-match-${m.table}`}>
                              {translate('taikai.results.open')}
                            </Button>
                          ) : null}
                        </TableCell>
                      </TableRow>
                    ))}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      <MatchDialog eventId={eventId} matchId={open} onClose={() => setOpen(null)} />
    </Card>
  );
};
