import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Alert, AlertTitle, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGraphQL } from '../shared/data/GraphQLProvider';
import { EventShell } from '../event/EventShell';
import { splitRounds, useEventContext } from '../event/useEvent';
import { downloadFile, fileSlug, toCsv } from '../shared/exports/csv';
import { StandingsDocument } from '../generated/graphql';
import { pairingsCsvRows } from '../shared/pairingLists';
import { standingsCsv } from '../shared/exports/standings';
import { penaltiesCsv } from '../shared/exports/penalties';
import { PRINT_KINDS } from './PrintPage';
import { useJoinAddress } from '../shared/address/useJoinAddress';

/** Sheets a team event prints by team (TeamPrints): described as such on their cards. */
const TEAM_SHEETS = new Set<string>(['pairings-table', 'pairings-name', 'slips', 'standings']);

const PrintBody = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const request = useGraphQL();
  const queryClient = useQueryClient();
  const { eventId, event, latest, rounds } = useEventContext();
  const slug = fileSlug(event?.name ?? 'event');
  const join = useJoinAddress();

  const exportStandings = async () => {
    const { standings } = await queryClient.fetchQuery({
      queryKey: ['taikai', 'Standings', { eventId, afterRound: null }],
      queryFn: () => request(StandingsDocument, { eventId, afterRound: null }),
    });
    downloadFile(`${slug}-standings.csv`, standingsCsv(standings, translate));
  };
  const exportPairings = () => {
    const { header, rows } = pairingsCsvRows(rounds, translate);
    downloadFile(`${slug}-pairings.csv`, toCsv(header, rows));
  };
  const exportPenalties = async () => {
    try {
      downloadFile(`${slug}-penalties.csv`, await penaltiesCsv(request, eventId));
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  const needsRound = new Set(['pairings-table', 'pairings-name', 'slips']);
  const cutStarted = splitRounds(rounds).playoff.length > 0;
  return (
    <>
      {join?.unreachable ? (
        <Alert severity="warning" data-testid="join-unreachable">
          <AlertTitle>{translate('taikai.print.join_unreachable_title')}</AlertTitle>
          {translate('taikai.print.join_unreachable', { url: join.origin })}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0,1fr))', lg: 'repeat(3, minmax(0,1fr))' } }}
      >
        {PRINT_KINDS.map((kind) => (
          <Card key={kind} sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Typography variant="h6" component="h2">
                {translate(`taikai.print.kinds.${kind}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(
                  event?.teamFormat && TEAM_SHEETS.has(kind) ? `taikai.print.describe_team.${kind}` : `taikai.print.describe.${kind}`,
                  { n: latest?.number ?? '—' },
                )}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                component={Link}
                to={`/events/${eventId}/print/${kind}`}
                target="_blank"
                variant="outlined"
                startIcon={<Print />}
                disabled={(needsRound.has(kind) && !latest) || (kind === 'bracket' && !cutStarted)}
                data-testid={`print-${kind}`}
              >
                {translate('taikai.print.open')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('taikai.exports.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('taikai.exports.intro')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Download />} onClick={exportStandings} data-testid="csv-standings">
              {translate('taikai.exports.standings')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Download />}
              onClick={exportPairings}
              disabled={rounds.length === 0}
              data-testid="csv-pairings"
            >
              {translate('taikai.exports.pairings')}
            </Button>
            <Button variant="contained" startIcon={<Download />} onClick={exportPenalties} data-testid="csv-penalties">
              {translate('taikai.exports.penalties')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
};

export const PrintCenter = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.print')}>
      <PrintBody />
    </EventShell>
  );
};
