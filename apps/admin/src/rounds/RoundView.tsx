import Info from '@mui/icons-material/Info';
import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { RoundRecord } from '../event/useEvent';
import { MatchStatusChip } from '../shared/chips/MatchStatusChip';
import { byName, byTable, shownTable, withPoints } from '../shared/pairingLists';

/** Why the pairings are as they are, worded by the API in the staff's language. */
export const RoundNotes = ({ round }: { round: RoundRecord }) => {
  const translate = useTranslate();
  if (round.explanations.length === 0 && round.warnings.length === 0) return null;
  return (
    <Card>
      <CardContent sx={{ py: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate('taikai.rounds.explanations')}
        </Typography>
        <List dense data-testid="round-notes">
          {round.warnings.map((note, i) => (
            <ListItem key={`w${i}`} disableGutters data-testid="round-warning">
              <ListItemIcon sx={{ minWidth: 32 }}>
                <WarningAmber color="warning" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={note.message} />
            </ListItem>
          ))}
          {round.explanations.map((note, i) => (
            <ListItem key={`e${i}`} disableGutters data-testid="round-explanation">
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Info color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={note.message} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

type Match = RoundRecord['matches'][number];

const scoreText = (m: Match) =>
  m.status === 'PENDING' || m.status === 'DISPUTED' || !m.player2 ? '' : `${m.player1Wins}-${m.player2Wins}${m.draws ? `-${m.draws}` : ''}`;

type Paired = RoundRecord['matches'][number]['player1'];

/**
 * A playoff pairing's facts: the draft seat (MTR 10.4), and who chooses play or draw: player 1, the
 * better Swiss standing (MTR 2.2).
 */
const PlayoffFacts = ({ player, choosesPlayDraw }: { player: Paired; choosesPlayDraw: boolean }) => {
  const translate = useTranslate();
  if (!player.draftSeat && !choosesPlayDraw) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      {player.draftSeat ? (
        <Chip size="small" variant="outlined" label={translate('taikai.rounds.seat_n', { n: player.draftSeat })} />
      ) : null}
      {choosesPlayDraw ? (
        <Chip size="small" color="primary" variant="outlined" label={translate('taikai.rounds.chooses_play_draw')} />
      ) : null}
    </Stack>
  );
};

/** The two lists players look for: by table, and by name; `action`: what staff can do with a match (last column). */
export const PairingTables = ({ round, action }: { round: RoundRecord; action?: (match: Match) => ReactNode }) => {
  const translate = useTranslate();
  const playoff = round.phaseKind === 'SINGLE_ELIMINATION';
  const tables = useMemo(() => byTable(round.matches), [round]);
  const names = useMemo(() => byName(round.matches), [round]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3">
            {translate('taikai.rounds.by_table')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('taikai.rounds.points_hint')}
          </Typography>
          <Table size="small" data-testid="pairings-by-table" aria-label={translate('taikai.rounds.by_table')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }}>{translate('taikai.rounds.table')}</TableCell>
                <TableCell>{translate('taikai.rounds.player1')}</TableCell>
                <TableCell>{translate('taikai.rounds.player2')}</TableCell>
                <TableCell>{translate('taikai.rounds.result')}</TableCell>
                {action ? <TableCell sx={{ width: 40, px: 0.5 }} /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {tables.map((m) => (
                <TableRow key={m.id} data-testid="pairing-row" data-table={m.table}>
                  <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{shownTable(m)}</TableCell>
                  <TableCell sx={{ fontWeight: m.status === 'FINAL' && !m.doubleLoss && m.player1Wins > m.player2Wins ? 700 : 400 }}>
                    {withPoints(m.player1)}
                    {playoff ? <PlayoffFacts player={m.player1} choosesPlayDraw={!!m.player2} /> : null}
                  </TableCell>
                  <TableCell sx={{ fontWeight: m.status === 'FINAL' && !m.doubleLoss && m.player2Wins > m.player1Wins ? 700 : 400 }}>
                    {m.player2 ? withPoints(m.player2) : <Chip size="small" label={translate('taikai.rounds.bye')} />}
                    {playoff && m.player2 ? <PlayoffFacts player={m.player2} choosesPlayDraw={false} /> : null}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <MatchStatusChip status={m.status} bye={!m.player2} />
                      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                        {scoreText(m)}
                      </Typography>
                      {m.extensionMinutes ? <Chip size="small" variant="outlined" label={`+${m.extensionMinutes}′`} /> : null}
                      {m.doubleLoss ? (
                        <Chip size="small" color="warning" label={translate('taikai.placement.double_loss')} data-testid="double-loss" />
                      ) : null}
                    </Stack>
                  </TableCell>
                  {action ? <TableCell sx={{ px: 0.5 }}>{action(m)}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('taikai.rounds.by_name')}
          </Typography>
          <Table size="small" data-testid="pairings-by-name" aria-label={translate('taikai.rounds.by_name')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.rounds.name')}</TableCell>
                <TableCell sx={{ width: 64 }}>{translate('taikai.rounds.table')}</TableCell>
                <TableCell>{translate('taikai.rounds.opponent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {names.map((row) => (
                <TableRow key={row.playerId}>
                  <TableCell sx={{ fontWeight: 600 }}>{withPoints(row.player)}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.shownTable}</TableCell>
                  <TableCell>{row.opponent ? withPoints(row.opponent) : translate('taikai.rounds.bye')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
};
