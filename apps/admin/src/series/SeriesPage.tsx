import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGql, useGraphQL, useRun } from '../shared/data/GraphQLProvider';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import { shownName } from '../shared/forgottenName';
import { OrganizationPageHead } from '../shared/organizations/OrganizationPageHead';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import {
  CorrectSeriesPointsDocument,
  CreateSeriesDocument,
  DeleteSeriesCorrectionDocument,
  type SeriesDetailFragment,
  SeriesEventsDocument,
  SeriesListDocument,
  SeriesStandingsCsvDocument,
  SeriesStandingsDocument,
  type SeriesStandingsQuery,
  UpdateSeriesDocument,
} from '../generated/graphql';

export const SERIES_PRESETS = ['MATCH_POINTS', 'PLACEMENT', 'STORE_CREDIT_BY_RECORD'] as const;
const PAYOUT_PRESETS = ['', 'STORE_CREDIT_BY_RECORD', 'PRIZES_BY_PLACE'] as const;

/** The organization's series (seasons, leagues): list, create and edit, standings with corrections. */
export const SeriesPage = () => {
  const translate = useTranslate();
  const { seriesId } = useParams();
  const { organizations, loaded } = useOrganizations();
  const organizationId = organizations[0]?.id;
  const { data } = useGql(SeriesListDocument, { organizationId: organizationId ?? '' }, { enabled: !!organizationId });
  const [editing, setEditing] = useState<SeriesDetailFragment | 'new' | null>(null);
  const list = data?.seriesList ?? [];
  const current = list.find((series) => series.id === seriesId);

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <OrganizationPageHead
        title="taikai.series.title"
        newLabel="taikai.series.new"
        newTestId="series-new"
        onNew={() => setEditing('new')}
        organizationId={organizationId}
        loaded={loaded}
      />
      <Card>
        <Table size="small" aria-label={translate('taikai.series.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.series.name')}</TableCell>
              <TableCell>{translate('taikai.series.events')}</TableCell>
              <TableCell>{translate('taikai.series.period')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((series) => (
              <TableRow key={series.id} selected={series.id === seriesId}>
                <TableCell>
                  <RouterLink to={`/series/${series.id}`} data-testid="series-link">
                    {series.name}
                  </RouterLink>
                </TableCell>
                <TableCell>{series.events.length}</TableCell>
                <TableCell>{[series.startsOn, series.endsOn].filter(Boolean).join(' – ')}</TableCell>
                <TableCell align="right">
                  <Tooltip title={translate('taikai.series.edit')}>
                    <IconButton aria-label={translate('taikai.series.edit')} onClick={() => setEditing(series)}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {data && list.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{translate('taikai.series.none')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Card>
      {current ? <SeriesStandingsCard series={current} /> : null}
      {editing && organizationId ? (
        <SeriesDialog organizationId={organizationId} series={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Box>
  );
};

/** Create or edit: name, a preset (or the rule's numbers), best N, the payout preset, and the events counted. */
const SeriesDialog = ({
  organizationId,
  series,
  onClose,
}: {
  organizationId: string;
  series: SeriesDetailFragment | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data } = useGql(SeriesEventsDocument, {});
  const rule = series ? (JSON.parse(series.rule) as Record<string, unknown>) : null;
  const [name, setName] = useState(series?.name ?? '');
  const [preset, setPreset] = useState<string>(series ? '' : 'MATCH_POINTS');
  const [matchWin, setMatchWin] = useState(String(rule?.matchWin ?? 3));
  const [matchDraw, setMatchDraw] = useState(String(rule?.matchDraw ?? 1));
  const [attendance, setAttendance] = useState(String(rule?.attendance ?? 0));
  const [bestEvents, setBestEvents] = useState(rule?.bestEvents == null ? '' : String(rule.bestEvents));
  const [payoutPreset, setPayoutPreset] = useState('');
  const [eventIds, setEventIds] = useState<string[]>(series?.events.map((event) => event.id) ?? []);
  const events = (data?.events ?? []).filter((event) => event.organizationId === organizationId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A preset as it is, or the numbers typed over the current rule (its places and records kept).
    const typed = {
      ...(rule ?? {}),
      matchWin: Number(matchWin),
      matchDraw: Number(matchDraw),
      attendance: Number(attendance),
      bestEvents: bestEvents ? Number(bestEvents) : null,
    };
    const input = {
      name,
      eventIds,
      ...(preset ? { preset } : { rule: JSON.stringify(typed) }),
      ...(payoutPreset ? { payoutPreset } : {}),
    };
    const done = series
      ? await run(UpdateSeriesDocument, { id: series.id, input }, { success: 'taikai.series.saved' })
      : await run(CreateSeriesDocument, { organizationId, input }, { success: 'taikai.series.saved' });
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="series-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="series-dialog-title">{translate(series ? 'taikai.series.edit' : 'taikai.series.new')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('taikai.series.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'series-name' } }}
          />
          <TextField
            select
            label={translate('taikai.series.preset')}
            value={preset}
            onChange={(e) => setPreset(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'series-preset' } }}
          >
            <MenuItem value="">{translate('taikai.series.presets.CUSTOM')}</MenuItem>
            {SERIES_PRESETS.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`taikai.series.presets.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {preset ? null : (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {(
                [
                  ['match_win', matchWin, setMatchWin],
                  ['match_draw', matchDraw, setMatchDraw],
                  ['attendance', attendance, setAttendance],
                  ['best_events', bestEvents, setBestEvents],
                ] as const
              ).map(([key, value, set]) => (
                <TextField
                  key={key}
                  size="small"
                  type="number"
                  label={translate(`taikai.series.${key}`)}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  sx={{ width: 120 }}
                />
              ))}
            </Stack>
          )}
          <TextField
            select
            label={translate('taikai.series.payout')}
            value={payoutPreset}
            onChange={(e) => setPayoutPreset(e.target.value)}
          >
            {PAYOUT_PRESETS.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`taikai.series.payout_presets.${value || 'KEEP'}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box role="group" aria-label={translate('taikai.series.events')} sx={{ maxHeight: 220, overflowY: 'auto', display: 'grid' }}>
            <Typography variant="subtitle2">{translate('taikai.series.events')}</Typography>
            {events.map((event) => (
              <FormControlLabel
                key={event.id}
                control={
                  <Checkbox
                    checked={eventIds.includes(event.id)}
                    onChange={(e) => setEventIds((ids) => (e.target.checked ? [...ids, event.id] : ids.filter((id) => id !== event.id)))}
                  />
                }
                label={`${event.name}${event.startsAt ? ` (${event.startsAt.slice(0, 10)})` : ''}`}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !name.trim()} data-testid="series-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

type StandingRow = SeriesStandingsQuery['seriesStandings'][number];

/** The live standings: each event's points (struck through when not among the best N), corrections with their reasons. */
const SeriesStandingsCard = ({ series }: { series: SeriesDetailFragment }) => {
  const translate = useTranslate();
  const request = useGraphQL();
  const { run, pending } = useRun();
  const { data } = useGql(SeriesStandingsDocument, { seriesId: series.id });
  const [correcting, setCorrecting] = useState<StandingRow | null>(null);
  const rows = data?.seriesStandings ?? [];

  const downloadCsv = async () => {
    const { seriesStandingsCsv } = await request(SeriesStandingsCsvDocument, { seriesId: series.id });
    downloadFile(`${fileSlug(series.name)}-standings.csv`, `\uFEFF${seriesStandingsCsv}`);
  };

  return (
    <Card component="section" aria-labelledby="series-standings-title">
      <CardContent sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" id="series-standings-title">
            {translate('taikai.series.standings', { name: series.name })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<Download />} onClick={downloadCsv} data-testid="series-csv">
              {translate('taikai.series.csv')}
            </Button>
            <Button
              startIcon={<Print />}
              component={RouterLink}
              to={`/series/${series.id}/print`}
              target="_blank"
              data-testid="series-print"
            >
              {translate('taikai.series.print')}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="series-standings">
            <TableHead>
              <TableRow>
                <TableCell align="right">{translate('taikai.series.rank')}</TableCell>
                <TableCell>{translate('taikai.series.person')}</TableCell>
                <TableCell align="right">{translate('taikai.series.points')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('taikai.series.record')}
                </TableCell>
                <TableCell align="right">{translate('taikai.series.played')}</TableCell>
                <TableCell>{translate('taikai.series.corrections')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.personId}>
                  <TableCell align="right">{row.rank}</TableCell>
                  <TableCell>{shownName(row.name, translate)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {row.points}
                  </TableCell>
                  <TableCell align="right">{`${row.matchWins}-${row.matchLosses}-${row.matchDraws}`}</TableCell>
                  <TableCell align="right">{row.eventsPlayed}</TableCell>
                  <TableCell>
                    {row.corrections.map((correction) => (
                      <Box key={correction.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <span>{`${correction.points.startsWith('-') ? '' : '+'}${correction.points} ${correction.reason}`}</span>
                        <Button
                          size="small"
                          disabled={pending}
                          onClick={() =>
                            run(
                              DeleteSeriesCorrectionDocument,
                              { seriesId: series.id, correctionId: correction.id },
                              { success: 'taikai.series.correction_deleted' },
                            )
                          }
                        >
                          {translate('ra.action.delete')}
                        </Button>
                      </Box>
                    ))}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setCorrecting(row)} data-testid="series-correct">
                      {translate('taikai.series.correct')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {data && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>{translate('taikai.series.no_results')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      {correcting ? <CorrectionDialog seriesId={series.id} row={correcting} onClose={() => setCorrecting(null)} /> : null}
    </Card>
  );
};

const CorrectionDialog = ({ seriesId, row, onClose }: { seriesId: string; row: StandingRow; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(
      CorrectSeriesPointsDocument,
      { seriesId, personId: row.personId, points: points.trim(), reason },
      { success: 'taikai.series.corrected' },
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="series-correct-title">
      <form onSubmit={submit}>
        <DialogTitle id="series-correct-title">
          {translate('taikai.series.correct_title', { name: shownName(row.name, translate) })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('taikai.series.correction_points')}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'correction-points' } }}
          />
          <TextField
            label={translate('taikai.series.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            slotProps={{ htmlInput: { 'data-testid': 'correction-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !points.trim() || !reason.trim()} data-testid="correction-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
