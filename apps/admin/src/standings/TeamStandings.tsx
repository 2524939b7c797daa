import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { useEventContext } from '../event/useEvent';
import { TeamsDocument, TeamStandingsDocument } from '../generated/graphql';
import { PublishStandingsSwitch } from './PublishStandingsSwitch';
import { formatRate, record } from '../shared/formats/rates';
import { teamMemberNames, teamStandingsFootnote } from '../shared/teamPairings';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import { teamStandingsCsv } from '../shared/exports/standings';

/** A team event's standings: match points, then OMW% — no game points in team play (MTR appendix C). */
export const TeamStandingsBody = () => {
  const translate = useTranslate();
  const { eventId, event } = useEventContext();
  const { data, isPending } = useGql(TeamStandingsDocument, { eventId });
  const { data: teamsData, isPending: teamsPending } = useGql(TeamsDocument, { eventId });
  // Rows wait for the members too: a row that gets its members a moment later moves under the reader.
  const rows = teamsData ? (data?.teamStandings ?? []) : [];
  const members = teamMemberNames(teamsData?.teams ?? []);
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('taikai.team_rounds.standings')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <PublishStandingsSwitch />
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={rows.length === 0}
            data-testid="export-team-standings"
            onClick={() =>
              downloadFile(`${fileSlug(event?.name ?? 'event')}-team-standings.csv`, teamStandingsCsv(rows, members, translate))
            }
          >
            CSV
          </Button>
          <Button component={Link} to={`/events/${eventId}/print/standings`} target="_blank" variant="outlined" startIcon={<Print />}>
            {translate('taikai.print.print')}
          </Button>
        </Stack>
        {!isPending && !teamsPending && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('taikai.standings.empty')}</Typography>
        ) : (
          <Table size="small" data-testid="team-standings-table">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>{translate('taikai.standings.rank')}</TableCell>
                <TableCell>{translate('taikai.team_rounds.team')}</TableCell>
                <TableCell>{translate('taikai.team_rounds.members')}</TableCell>
                <TableCell align="right" sx={num}>
                  {translate('taikai.standings.points')}
                </TableCell>
                <TableCell align="right" sx={num}>
                  {translate('taikai.standings.record')}
                </TableCell>
                <TableCell align="right" sx={num}>
                  OMW%
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.team.id}
                  data-testid="team-standing-row"
                  sx={row.dropped ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  <TableCell sx={{ fontWeight: 700, ...num }}>{row.rank}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {row.team.name}
                    {row.dropped ? <Chip size="small" label={translate('taikai.teams.status_DROPPED')} sx={{ ml: 1, height: 20 }} /> : null}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" color="text.secondary" data-testid="team-members">
                      {(members.get(row.team.id) ?? []).map((member, i) => (
                        // A name never breaks from its seat letter; the list breaks between players.
                        <Box component="span" key={member} sx={{ whiteSpace: 'nowrap' }}>
                          {i > 0 ? ' · ' : ''}
                          {member}
                        </Box>
                      ))}
                    </Typography>
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
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
          {teamStandingsFootnote(event?.rules.percentageFloor ?? '1/3', translate)}
        </Typography>
      </CardContent>
    </Card>
  );
};
