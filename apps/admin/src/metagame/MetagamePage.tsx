import Download from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import { MetagameDocument, PublishMetagameDocument } from '../generated/graphql';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import {
  type ArchetypeLine,
  archetypeName,
  type Metagame,
  metagameMatrixCsv,
  metagameRate,
  metagameSharesCsv,
} from '../shared/exports/metagame';
import { record } from '../shared/formats/rates';
import { SocialImages } from '../shared/socialImages/SocialImages';

/** The matrix shows the most played archetypes; the CSV has every pair. Eight columns fit a 1024-pixel screen. */
const MATRIX_SIZE = 8;
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const BAR = '#3f6fb5';
/** Read by screen readers, not shown (a table's caption, a matrix column's full name). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Horizontal bars drawn in SVG (no chart library: three simple charts, each with its table beside
 * it, which is what screen readers read; the picture is labelled and its bars are not announced twice).
 */
const BarChart = ({ title, bars }: { title: string; bars: readonly { label: string; value: number; text: string }[] }) => {
  const titleId = useId();
  const rowHeight = 26;
  const labelWidth = 130;
  const width = 340;
  const barSpace = width - labelWidth - 58;
  const top = Math.max(...bars.map((bar) => bar.value), 0.0001);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${bars.length * rowHeight + 4}`}
      width="100%"
      style={{ maxWidth: width, display: 'block' }}
      data-testid="metagame-chart"
    >
      <title id={titleId}>{title}</title>
      {bars.map((bar, index) => {
        const y = index * rowHeight + 4;
        const label = bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label;
        return (
          <g key={index} aria-hidden="true">
            <text x={labelWidth - 6} y={y + 15} textAnchor="end" fontSize="12" fill="#1f2937">
              {label}
            </text>
            <rect x={labelWidth} y={y + 3} width={Math.max(1, (bar.value / top) * barSpace)} height={rowHeight - 8} fill={BAR} rx="2" />
            <text x={labelWidth + (bar.value / top) * barSpace + 6} y={y + 15} fontSize="12" fill="#1f2937">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
};

/** A light background from red (0%) through white (50%) to green (100%): dark text stays readable on each. */
function heat(rate: number | null): string | undefined {
  if (rate === null) return undefined;
  const strength = Math.min(1, Math.abs(rate - 0.5) * 2);
  const lightness = 97 - strength * 17;
  return rate >= 0.5 ? `hsl(140, 55%, ${lightness}%)` : `hsl(5, 75%, ${lightness}%)`;
}

const SharesCard = ({ metagame }: { metagame: Metagame }) => {
  const translate = useTranslate();
  const name = (line: ArchetypeLine) => archetypeName(line, translate);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('taikai.metagame.shares_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.metagame.field', { players: metagame.players, archetypes: metagame.archetypes.length })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 300px', maxWidth: 380, minWidth: 0 }}>
            <BarChart
              title={translate('taikai.metagame.shares_chart')}
              bars={metagame.archetypes.map((line) => ({
                label: name(line),
                value: line.share,
                text: metagameRate(line.shareExact, line.share),
              }))}
            />
          </Box>
          <Box sx={{ flex: '1 1 440px', minWidth: 0 }}>
            <Table size="small" data-testid="metagame-shares">
              <caption style={visuallyHidden}>{translate('taikai.metagame.shares_title')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.metagame.archetype')}</TableCell>
                  <TableCell align="right">{translate('taikai.metagame.players')}</TableCell>
                  <TableCell align="right">{translate('taikai.metagame.share')}</TableCell>
                  <TableCell align="right">{translate('taikai.metagame.record')}</TableCell>
                  <TableCell align="right">{translate('taikai.metagame.win_rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {metagame.archetypes.map((line) => (
                  <TableRow key={line.key} data-testid="metagame-share-row">
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {name(line)}
                    </TableCell>
                    <TableCell align="right" sx={num}>
                      {line.players}
                    </TableCell>
                    <TableCell align="right" sx={num}>
                      {metagameRate(line.shareExact, line.share)}
                    </TableCell>
                    <TableCell align="right" sx={num}>
                      {record(line)}
                    </TableCell>
                    <TableCell align="right" sx={num}>
                      {metagameRate(line.winRateExact, line.winRate)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

const ConversionCard = ({ metagame }: { metagame: Metagame }) => {
  const translate = useTranslate();
  const name = (line: ArchetypeLine) => archetypeName(line, translate);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('taikai.metagame.conversion_title', { size: metagame.topCutSize })}
        </Typography>
        {metagame.topCutSize === 0 ? (
          <Typography color="text.secondary">{translate('taikai.metagame.no_top_cut')}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 300px', maxWidth: 380, minWidth: 0 }}>
              <BarChart
                title={translate('taikai.metagame.conversion_chart')}
                bars={metagame.archetypes.map((line) => ({
                  label: name(line),
                  value: line.conversion ?? 0,
                  text: metagameRate(null, line.conversion),
                }))}
              />
            </Box>
            <Box sx={{ flex: '1 1 440px', minWidth: 0 }}>
              <Table size="small" data-testid="metagame-conversion">
                <caption style={visuallyHidden}>{translate('taikai.metagame.conversion_title', { size: metagame.topCutSize })}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('taikai.metagame.archetype')}</TableCell>
                    <TableCell align="right">{translate('taikai.metagame.in_top_cut')}</TableCell>
                    <TableCell align="right">{translate('taikai.metagame.top_cut_share')}</TableCell>
                    <TableCell align="right">{translate('taikai.metagame.conversion')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {metagame.archetypes.map((line) => (
                    <TableRow key={line.key}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {name(line)}
                      </TableCell>
                      <TableCell align="right" sx={num}>
                        {line.topCut} / {line.players}
                      </TableCell>
                      <TableCell align="right" sx={num}>
                        {metagameRate(null, line.topCutShare)}
                      </TableCell>
                      <TableCell align="right" sx={num}>
                        {metagameRate(null, line.conversion)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The matrix as a table whose cells are coloured by win rate (the heat map and its accessible
 * table in one): rows the archetype, columns its opponent, numbered to fit, the full name read out.
 */
const MatrixCard = ({ metagame }: { metagame: Metagame }) => {
  const translate = useTranslate();
  const shown = metagame.archetypes.slice(0, MATRIX_SIZE);
  const cells = new Map(metagame.matchups.map((cell) => [`${cell.archetype}\u0000${cell.opponent}`, cell]));
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('taikai.metagame.matrix_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.metagame.matrix_note', { mirrors: metagame.mirrorMatches })}
        </Typography>
        {metagame.matchups.length === 0 ? (
          <Typography color="text.secondary">{translate('taikai.metagame.no_matches')}</Typography>
        ) : (
          <Table size="small" data-testid="metagame-matrix" sx={{ tableLayout: 'fixed', '& td, & th': { px: 0.5 } }}>
            <caption style={visuallyHidden}>{translate('taikai.metagame.matrix_title')}</caption>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 170 }}>{translate('taikai.metagame.archetype_vs')}</TableCell>
                {shown.map((line, index) => (
                  <TableCell key={line.key} align="center" scope="col">
                    <span aria-hidden="true">{index + 1}</span>
                    <span style={visuallyHidden}>{archetypeName(line, translate)}</span>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((line, row) => (
                <TableRow key={line.key} data-testid="metagame-matrix-row">
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {row + 1}. {archetypeName(line, translate)}
                  </TableCell>
                  {shown.map((opponent) => {
                    const cell = cells.get(`${line.key}\u0000${opponent.key}`);
                    const mirror = opponent.key === line.key;
                    return (
                      <TableCell
                        key={opponent.key}
                        align="center"
                        sx={{ ...num, bgcolor: mirror ? 'action.hover' : heat(cell?.winRate ?? null), fontSize: 12, lineHeight: 1.3 }}
                      >
                        {mirror ? (
                          <span title={translate('taikai.metagame.mirror')}>—</span>
                        ) : cell ? (
                          <>
                            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                              {metagameRate(cell.winRateExact, cell.winRate)}
                            </Box>
                            {record(cell)}
                          </>
                        ) : (
                          ''
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {metagame.archetypes.length > MATRIX_SIZE ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {translate('taikai.metagame.matrix_more', { shown: MATRIX_SIZE, count: metagame.archetypes.length })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};

const MetagameBody = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { data } = useGql(MetagameDocument, { eventId });
  const { run, pending } = useRun();
  if (!data) return null;
  const { metagame, event } = data;
  const slug = fileSlug(event.name);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={event.publicMetagame}
                  disabled={pending}
                  onChange={(_, published) =>
                    run(
                      PublishMetagameDocument,
                      { id: event.id, published },
                      { success: published ? 'taikai.metagame.published' : 'taikai.metagame.unpublished' },
                    )
                  }
                  slotProps={{ input: { 'data-testid': 'publish-metagame' } as never }}
                />
              }
              label={translate('taikai.metagame.publish')}
            />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={metagame.archetypes.length === 0}
              data-testid="export-metagame-shares"
              onClick={() => downloadFile(`${slug}-metagame.csv`, metagameSharesCsv(metagame, translate))}
            >
              {translate('taikai.metagame.csv_shares')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={metagame.matchups.length === 0}
              data-testid="export-metagame-matrix"
              onClick={() => downloadFile(`${slug}-metagame-matrix.csv`, metagameMatrixCsv(metagame, translate))}
            >
              {translate('taikai.metagame.csv_matrix')}
            </Button>
          </Stack>
          {event.publicMetagame && !event.publicPage ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('taikai.metagame.page_off')}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      {metagame.archetypes.length === 0 ? (
        <Typography color="text.secondary">{translate('taikai.metagame.empty')}</Typography>
      ) : (
        <>
          <SharesCard metagame={metagame} />
          <ConversionCard metagame={metagame} />
          <MatrixCard metagame={metagame} />
          {metagame.archetypes.some((line) => line.name !== null) ? (
            <SocialImages
              eventId={event.id}
              eventName={event.name}
              locale={event.locale}
              kinds={['METAGAME']}
              help="taikai.social_images.help_metagame"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
};

export const MetagamePage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.metagame')}>
      <MetagameBody />
    </EventShell>
  );
};
