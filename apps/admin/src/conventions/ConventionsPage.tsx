import Badge from '@mui/icons-material/Badge';
import Dashboard from '@mui/icons-material/Dashboard';
import Print from '@mui/icons-material/Print';
import Cast from '@mui/icons-material/Cast';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
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
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { tokens } from '../app/session';
import { useConventionLive } from '../event/useEventLive';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { OrganizationPageHead } from '../shared/organizations/OrganizationPageHead';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { hallAreas } from '../shared/hallMap';
import { ConventionPublicPage } from './ConventionPublicPage';
import { ConventionQueues } from './ConventionQueues';
import {
  AddConventionEventDocument,
  type ConventionDetailFragment,
  ConventionEventChoicesDocument,
  ConventionHallDocument,
  ConventionsDocument,
  CreateConventionDocument,
  type HallTableFieldsFragment,
  ImportHallMapDocument,
  RemoveConventionEventDocument,
  SetHallMapDocument,
  SetHallTableInUseDocument,
} from '../generated/graphql';

/** The organization's conventions: list, create, and one convention's events and hall map. */
export const ConventionsPage = () => {
  const translate = useTranslate();
  const { conventionId } = useParams();
  const { organizations, loaded } = useOrganizations();
  const organizationId = organizations[0]?.id;
  const { data } = useGql(ConventionsDocument, { organizationId: organizationId ?? '' }, { enabled: !!organizationId });
  const [creating, setCreating] = useState(false);
  const list = data?.conventions ?? [];

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <OrganizationPageHead
        title="taikai.conventions.title"
        newLabel="taikai.conventions.new"
        newTestId="convention-new"
        onNew={() => setCreating(true)}
        organizationId={organizationId}
        loaded={loaded}
      />
      <Card>
        <Table size="small" aria-label={translate('taikai.conventions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.conventions.name')}</TableCell>
              <TableCell>{translate('taikai.conventions.venue')}</TableCell>
              <TableCell>{translate('taikai.conventions.events')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((convention) => (
              <TableRow key={convention.id} selected={convention.id === conventionId}>
                <TableCell>
                  <RouterLink to={`/conventions/${convention.id}`} data-testid="convention-link">
                    {convention.name}
                  </RouterLink>
                </TableCell>
                <TableCell>{convention.venue}</TableCell>
                <TableCell>{convention.events.length}</TableCell>
              </TableRow>
            ))}
            {data && list.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>{translate('taikai.conventions.none')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Card>
      {conventionId ? <ConventionHall conventionId={conventionId} /> : null}
      {creating && organizationId ? <CreateDialog organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
    </Box>
  );
};

const CreateDialog = ({ organizationId, onClose }: { organizationId: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [name, setName] = useState('');
  const [venue, setVenue] = useState('');
  const [publicPage, setPublicPage] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(
      CreateConventionDocument,
      { organizationId, input: { name, venue, publicPage } },
      { success: 'taikai.conventions.saved' },
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="convention-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="convention-dialog-title">{translate('taikai.conventions.new')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('taikai.conventions.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'convention-name' } }}
          />
          <TextField label={translate('taikai.conventions.venue')} value={venue} onChange={(e) => setVenue(e.target.value)} />
          <FormControlLabel
            control={<Checkbox checked={publicPage} onChange={(e) => setPublicPage(e.target.checked)} />}
            label={translate('taikai.conventions.public_page_switch')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="convention-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** One convention: its events (the main event marked) and its hall map by area and row. */
const ConventionHall = ({ conventionId }: { conventionId: string }) => {
  const translate = useTranslate();
  // Every event's pairings change which tables are used: the map follows the convention's stream.
  useConventionLive(conventionId, tokens.get);
  const { data } = useGql(ConventionHallDocument, { conventionId });
  const [importing, setImporting] = useState(false);
  const [chosen, setChosen] = useState<HallTableFieldsFragment | null>(null);
  const convention = data?.convention;
  const tables = data?.conventionHall ?? [];
  if (!convention) return null;
  return (
    <>
      <ConventionEvents convention={convention} />
      <ConventionPublicPage convention={convention} />
      <ConventionQueues
        conventionId={conventionId}
        organizationId={convention.organizationId}
        areas={hallAreas(tables).map((area) => area.area)}
      />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('taikai.conventions.hall', { name: convention.name })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                startIcon={<Dashboard />}
                component={RouterLink}
                to={`/conventions/${conventionId}/console`}
                data-testid="convention-console"
              >
                {translate('taikai.conventions.console')}
              </Button>
              <Button startIcon={<Badge />} component={RouterLink} to={`/conventions/${conventionId}/staff`} data-testid="convention-staff">
                {translate('taikai.conventions.staff')}
              </Button>
              <Button startIcon={<UploadFile />} onClick={() => setImporting(true)} data-testid="hall-import">
                {translate('taikai.conventions.import')}
              </Button>
              <Button startIcon={<Print />} component={RouterLink} to={`/conventions/${conventionId}/print`} target="_blank">
                {translate('taikai.conventions.print')}
              </Button>
              <Button
                startIcon={<Cast />}
                component={RouterLink}
                to={`/conventions/${conventionId}/projector`}
                target="_blank"
                data-testid="hall-projector-link"
              >
                {translate('taikai.conventions.projector')}
              </Button>
            </Stack>
          </Stack>
          {tables.length === 0 ? <Alert severity="info">{translate('taikai.conventions.no_map')}</Alert> : null}
          {hallAreas(tables).map((area) => (
            <Box key={area.area} component="section" aria-label={translate('taikai.conventions.area', { area: area.area })}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {translate('taikai.conventions.area', { area: area.area })}
              </Typography>
              {area.rows.map((row) => (
                <Stack
                  key={row.row}
                  direction="row"
                  sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}
                  data-testid="hall-row"
                >
                  <Typography variant="caption" sx={{ width: 56, flexShrink: 0 }}>
                    {translate('taikai.conventions.row', { row: row.row })}
                  </Typography>
                  {row.tables.map((table) => (
                    <Button
                      key={table.label}
                      variant={table.eventId ? 'contained' : 'outlined'}
                      color={table.inUse ? (table.feature ? 'secondary' : 'primary') : 'error'}
                      size="small"
                      onClick={() => setChosen(table)}
                      data-testid="hall-table"
                      data-label={table.label}
                      data-in-use={table.inUse}
                      sx={{
                        minWidth: 72,
                        px: 0.5,
                        display: 'grid',
                        lineHeight: 1.2,
                        textDecoration: table.inUse ? 'none' : 'line-through',
                      }}
                    >
                      <span style={{ fontWeight: 700 }}>{table.label}</span>
                      <span style={{ fontSize: 11, maxWidth: 88, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {!table.inUse
                          ? translate('taikai.conventions.out_of_use')
                          : table.eventName
                            ? `${table.eventName} R${table.roundNumber}`
                            : table.feature
                              ? translate('taikai.conventions.feature')
                              : '\u00a0'}
                      </span>
                    </Button>
                  ))}
                </Stack>
              ))}
            </Box>
          ))}
        </CardContent>
      </Card>
      {importing ? <ImportDialog conventionId={conventionId} onClose={() => setImporting(false)} /> : null}
      {chosen ? <TableDialog conventionId={conventionId} table={chosen} tables={tables} onClose={() => setChosen(null)} /> : null}
    </>
  );
};

/** What a screen reader says of a table: its label, and its state and event. */
function tableDescription(table: HallTableFieldsFragment, translate: (key: string, options?: object) => string): string {
  return [
    table.label,
    table.inUse ? null : translate('taikai.conventions.out_of_use'),
    table.feature ? translate('taikai.conventions.feature') : null,
    table.eventName ? translate('taikai.conventions.used_by', { event: table.eventName, round: table.roundNumber }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

const ConventionEvents = ({ convention }: { convention: ConventionDetailFragment }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data } = useGql(ConventionEventChoicesDocument, {});
  const [eventId, setEventId] = useState('');
  const [main, setMain] = useState(false);
  const inConvention = new Set(convention.events.map((event) => event.id));
  const choices = (data?.events ?? []).filter((event) => event.organizationId === convention.organizationId && !inConvention.has(event.id));
  const add = async () => {
    const done = await run(
      AddConventionEventDocument,
      { conventionId: convention.id, eventId, main },
      { success: 'taikai.conventions.saved' },
    );
    if (done) setEventId('');
  };
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('taikai.conventions.events')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="convention-events">
          {convention.events.map((event) => (
            <Chip
              key={event.id}
              label={event.main ? `${event.name} · ${translate('taikai.conventions.main')}` : event.name}
              color={event.main ? 'primary' : 'default'}
              onDelete={() => run(RemoveConventionEventDocument, { conventionId: convention.id, eventId: event.id })}
            />
          ))}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate('taikai.conventions.add_event')}
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
            sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'data-testid': 'convention-event-choice' } }}
          >
            {choices.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={main} onChange={(e) => setMain(e.target.checked)} />}
            label={translate('taikai.conventions.main')}
          />
          <Button variant="outlined" disabled={!eventId || pending} onClick={add} data-testid="convention-event-add">
            {translate('taikai.conventions.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const ImportDialog = ({ conventionId, onClose }: { conventionId: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [csv, setCsv] = useState('area,row,table,capacity,label\n');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(ImportHallMapDocument, { conventionId, csv }, { success: 'taikai.conventions.imported' });
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hall-import-title">
      <form onSubmit={submit}>
        <DialogTitle id="hall-import-title">{translate('taikai.conventions.import')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2">{translate('taikai.conventions.import_hint')}</Typography>
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            {translate('taikai.conventions.choose_file')}
            <input type="file" accept=".csv,text/csv" hidden onChange={async (e) => setCsv((await e.target.files?.[0]?.text()) ?? csv)} />
          </Button>
          <TextField
            multiline
            minRows={6}
            label="CSV"
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'hall-csv', style: { fontFamily: 'monospace' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="hall-import-save">
            {translate('taikai.conventions.import')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** One table: take it out of use (its match moves) or back, mark it a feature table or not. */
const TableDialog = ({
  conventionId,
  table,
  tables,
  onClose,
}: {
  conventionId: string;
  table: HallTableFieldsFragment;
  tables: readonly HallTableFieldsFragment[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const setInUse = async () => {
    const done = await run(
      SetHallTableInUseDocument,
      { conventionId, label: table.label, inUse: !table.inUse },
      { success: 'taikai.conventions.saved' },
    );
    if (done) onClose();
  };
  const setFeature = async () => {
    const map = tables.map(({ label, area, row, number, capacity, inUse, feature }) => ({
      label,
      area,
      row,
      number,
      capacity,
      inUse,
      feature: label === table.label ? !feature : feature,
    }));
    const done = await run(SetHallMapDocument, { conventionId, tables: map }, { success: 'taikai.conventions.saved' });
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="hall-table-title">
      <DialogTitle id="hall-table-title">{translate('taikai.conventions.table', { label: table.label })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{tableDescription(table, translate)}</Typography>
        {table.inUse && table.matchId ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('taikai.conventions.moves')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={setFeature} disabled={pending} data-testid="hall-table-feature">
          {translate(table.feature ? 'taikai.conventions.unmark_feature' : 'taikai.conventions.mark_feature')}
        </Button>
        <Button
          onClick={setInUse}
          variant="contained"
          color={table.inUse ? 'error' : 'primary'}
          disabled={pending}
          data-testid="hall-table-in-use"
        >
          {translate(table.inUse ? 'taikai.conventions.take_out' : 'taikai.conventions.put_back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
