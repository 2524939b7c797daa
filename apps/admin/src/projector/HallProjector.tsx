import Fullscreen from '@mui/icons-material/Fullscreen';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { BrandMark } from '../app/layout/BrandMark';
import { tokens } from '../app/session';
import { brand } from '../app/theme';
import { useConventionLive } from '../event/useEventLive';
import { useGql } from '../shared/data/GraphQLProvider';
import { FloorTable, HallFloor } from '../shared/HallFloor';
import { ConventionHallDocument } from '../generated/graphql';
import { projectorBackdrop } from './projectorBackdrop';

/** Light enough for dark type on the navy ground; each event also has a shape, so colour is never the only sign. */
const COLOURS = ['#FFB74D', '#4DD0E1', '#AED581', '#F48FB1', '#B39DDB', '#FFF176', '#90CAF9', '#FF8A65'];
const SHAPES = ['●', '▲', '■', '◆', '★', '✚', '▼', '⬟'];

/** The n-th event of the convention's mark: 64 distinct pairs of colour and shape before one repeats. */
function markOf(index: number) {
  return { colour: COLOURS[(index + Math.floor(index / COLOURS.length)) % COLOURS.length], shape: SHAPES[index % SHAPES.length] };
}

/**
 * The hall map for the venue's projector: every area and row, the tables of the running rounds
 * (or of one event's, `?event=<id>`) in their event's colour and shape with a legend naming the
 * events, tables out of use marked. Follows the convention's stream; no dashboard around it.
 */
export const HallProjector = () => {
  const translate = useTranslate();
  const { conventionId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  useConventionLive(conventionId, tokens.get);
  const { data } = useGql(ConventionHallDocument, { conventionId });
  const convention = data?.convention;
  const tables = data?.conventionHall ?? [];
  // Marks follow the convention's order of events, so an event keeps its colour from round to round.
  const marks = new Map((convention?.events ?? []).map((event, index) => [event.id, markOf(index)]));
  const running = (convention?.events ?? []).flatMap((event) => {
    const at = tables.filter((table) => table.eventId === event.id);
    return at.length ? [{ id: event.id, name: event.name, round: at[0].roundNumber, tables: at.length, ...marks.get(event.id)! }] : [];
  });
  const chosen = running.find((event) => event.id === search.get('event'))?.id ?? '';
  const shown = chosen ? running.filter((event) => event.id === chosen) : running;
  const markOfTable = (eventId: string | null | undefined) =>
    eventId && shown.some((event) => event.id === eventId) ? marks.get(eventId) : undefined;
  return (
    <Box
      component="main"
      data-testid="hall-projector"
      sx={{
        height: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto auto 1fr',
        overflow: 'hidden',
        ...projectorBackdrop,
        '& .floor-areas': {
          display: 'flex',
          flexWrap: 'wrap',
          alignContent: 'flex-start',
          gap: '1.5vh 3vw',
          px: '3vw',
          pb: '2vh',
          overflow: 'auto',
          minHeight: 0,
        },
        '& .floor-area h2': { fontSize: 'clamp(1.1rem, 1.8vw, 2.2rem)', m: 0, mb: '0.6vh', color: brand.vermilionLight },
        '& .floor-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5vw', mb: '0.6vh' },
        '& .row-name': { minWidth: '4.5em', fontSize: 'clamp(0.8rem, 1.1vw, 1.4rem)', color: 'rgba(255,255,255,0.75)' },
        '& .floor-table': {
          minWidth: '5.5em',
          maxWidth: '9em',
          px: '0.4em',
          py: '0.2em',
          border: '2px solid rgba(255,255,255,0.6)',
          borderRadius: 1,
          textAlign: 'center',
          fontSize: 'clamp(0.8rem, 1.05vw, 1.35rem)',
          lineHeight: 1.25,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          color: 'rgba(255,255,255,0.8)',
        },
        '& .floor-table strong': { display: 'block', fontSize: '1.35em', color: 'inherit' },
        '& .floor-table.used': { color: '#111', fontWeight: 700 },
        '& .floor-table.out': { borderStyle: 'dashed', textDecoration: 'line-through', color: 'rgba(255,255,255,0.7)' },
        '& .floor-table.feature': { borderWidth: 4 },
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, px: '3vw', pt: '2vh' }}>
        <BrandMark size={44} />
        <Typography component="h1" sx={{ fontSize: 'clamp(1.4rem, 2.4vw, 2.8rem)', fontWeight: 700, flex: 1, minWidth: 0 }}>
          {convention ? translate('taikai.projector.hall_title', { name: convention.name }) : ''}
        </Typography>
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 'clamp(0.9rem, 1.1vw, 1.3rem)' }}>
          {translate('taikai.projector.rounds_shown')}
          <select
            value={chosen}
            onChange={(event) => setSearch(event.target.value ? { event: event.target.value } : {}, { replace: true })}
            data-testid="hall-projector-round"
            style={{ font: 'inherit', padding: '0.2em 0.4em' }}
          >
            <option value="">{translate('taikai.projector.all_rounds')}</option>
            {running.map((event) => (
              <option key={event.id} value={event.id}>
                {translate('taikai.conventions.used_by', { event: event.name, round: event.round })}
              </option>
            ))}
          </select>
        </Box>
        <Tooltip title={translate('taikai.projector.fullscreen')}>
          <IconButton
            aria-label={translate('taikai.projector.fullscreen')}
            onClick={() => void document.documentElement.requestFullscreen?.()}
            sx={{ color: 'rgba(255,255,255,0.75)' }}
          >
            <Fullscreen />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        component="ul"
        aria-label={translate('taikai.projector.legend')}
        sx={{
          listStyle: 'none',
          m: 0,
          px: '3vw',
          py: '1.5vh',
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.8vh 2.5vw',
          fontSize: 'clamp(1rem, 1.4vw, 1.8rem)',
        }}
      >
        {data && !running.length ? <li>{translate('taikai.projector.no_round')}</li> : null}
        {shown.map((event) => (
          <Box component="li" key={event.id} data-testid="hall-legend" sx={{ display: 'flex', alignItems: 'center', gap: '0.5em' }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                bgcolor: event.colour,
                color: '#111',
                borderRadius: 1,
                px: '0.35em',
                fontWeight: 700,
                minWidth: '1.6em',
                textAlign: 'center',
              }}
            >
              {event.shape}
            </Box>
            <span>
              {translate('taikai.conventions.used_by', { event: event.name, round: event.round })} ·{' '}
              {translate('taikai.projector.tables_n', { smart_count: event.tables })}
            </span>
          </Box>
        ))}
      </Box>
      <div className="floor-areas">
        <HallFloor
          tables={tables}
          renderTable={(table) => {
            const mark = markOfTable(table.eventId);
            return (
              <FloorTable
                table={table}
                used={!!mark}
                style={mark ? { background: mark.colour, borderColor: mark.colour } : undefined}
                note={mark ? `${mark.shape} ${table.eventName}` : table.feature ? translate('taikai.conventions.feature') : '\u00a0'}
              />
            );
          }}
        />
      </div>
    </Box>
  );
};
