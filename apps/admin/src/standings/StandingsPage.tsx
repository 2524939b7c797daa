import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import { type StandingRow, standingsCsv } from '../shared/exports/standings';
import { StandingsDocument } from '../generated/graphql';
import { PublishStandingsSwitch } from './PublishStandingsSwitch';
import { NextPhaseCard } from './NextPhaseCard';
import { TeamStandingsBody } from './TeamStandings';
import { floorFootnote } from './floor';
import { playoffLabel, standingsTitle } from '../shared/standings/playoff';
import { formatRate, record } from '../shared/formats/rates';
import { shownPlayerName } from '../shared/forgottenName';

export const StandingsTable = ({ rows, dense = false }: { rows: readonly StandingRow[]; dense?: boolean }) => {
  const translate = useTranslate();
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table size="small" data-testid="standings-table" sx={dense ? { '& td, & th': { py: 0.25 } } : undefined}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }}>{translate('taikai.standings.rank')}</TableCell>
          <TableCell>{translate('taikai.standings.player')}</TableCell>
          <TableCell align="right">{translate('taikai.standings.points')}</TableCell>
          <TableCell align="right">{translate('taikai.standings.record')}</TableCell>
          <TableCell align="right">OMW%</TableCell>
          <TableCell align="right">GW%</TableCell>
          <TableCell align="right">OGW%</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.player.id} data-testid="standing-row" sx={row.dropped ? { '& td': { color: 'text.secondary' } } : undefined}>
            <TableCell sx={{ fontWeight: 700, ...num }}>{row.rank}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>
              {shownPlayerName(row.player, translate)}
              {playoffLabel(row, translate) ? (
                <Chip
                  size="small"
                  color={row.playoff === 'ELIMINATED' ? 'default' : 'primary'}
                  variant={row.playoff === 'CHAMPION' ? 'filled' : 'outlined'}
                  label={playoffLabel(row, translate)}
                  sx={{ ml: 1, height: 20 }}
                  data-testid="playoff-label"
                />
              ) : null}
              {row.dropped ? (
                <Chip size="small" label={translate('taikai.desk.dropped')} sx={{ ml: 1, height: 20 }} className="no-print-chip" />
              ) : null}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, ...num }}>
              {row.matchPoints}
            </TableCell>
            <TableCell align="right" sx={num}>
              {record(row)}
            </TableCell>
            <TableCell align="right" sx={num} data-testid="omw">
              {formatRate(row.omwExact, row.omw)}
            </TableCell>
            <TableCell align="right" sx={num}>
              {formatRate(row.gwExact, row.gw)}
            </TableCell>
            <TableCell align="right" sx={num}>
              {formatRate(row.ogwExact, row.ogw)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const StandingsBody = () => {
  const translate = useTranslate();
  const { eventId, event, rounds } = useEventContext();
  const [afterRound, setAfterRound] = useState<number | ''>('');
  const { data, isPending } = useGql(StandingsDocument, { eventId, afterRound: afterRound === '' ? null : afterRound });
  const rows = data?.standings ?? [];
  const finishedRounds = rounds.filter((r) => r.matches.every((m) => m.status === 'FINAL'));

  return (
    <>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Typography variant="h6" component="h2">
              {standingsTitle(translate, afterRound === '' ? null : afterRound, data?.event)}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <TextField
              select
              size="small"
              label={translate('taikai.standings.snapshot')}
              value={afterRound}
              onChange={(e) => setAfterRound(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ width: 240, flex: 'none' }}
              slotProps={{ htmlInput: { 'data-testid': 'after-round' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{translate('taikai.standings.current')}</MenuItem>
              {finishedRounds.map((r) => (
                <MenuItem key={r.number} value={r.number}>
                  {translate('taikai.standings.after_round', { n: r.number })}
                </MenuItem>
              ))}
            </TextField>
            <PublishStandingsSwitch />
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={rows.length === 0}
              data-testid="export-standings"
              onClick={() =>
                downloadFile(
                  `${fileSlug(event?.name ?? 'event')}-standings${afterRound ? `-r${afterRound}` : ''}.csv`,
                  standingsCsv(rows, translate),
                )
              }
            >
              CSV
            </Button>
            <Button
              component={Link}
              to={`/events/${eventId}/print/standings${afterRound ? `?afterRound=${afterRound}` : ''}`}
              target="_blank"
              variant="outlined"
              startIcon={<Print />}
            >
              {translate('taikai.print.print')}
            </Button>
          </Stack>
          {!isPending && rows.length === 0 ? (
            <Typography color="text.secondary">{translate('taikai.standings.empty')}</Typography>
          ) : (
            <StandingsTable rows={rows} />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
            {floorFootnote(event?.rules.percentageFloor ?? '1/3', translate)}
          </Typography>
        </CardContent>
      </Card>
      {afterRound === '' ? <NextPhaseCard rows={rows} /> : null}
    </>
  );
};

/** A team event ranks its teams (MTR appendix C); its players' own standings stay in the API. */
const StandingsOrTeams = () => {
  const { event } = useEventContext();
  return event?.teamFormat ? <TeamStandingsBody /> : <StandingsBody />;
};

export const StandingsPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.standings')}>
      <StandingsOrTeams />
    </EventShell>
  );
};
