import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
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
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formattingLocale } from '../app/i18n/locale';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { fromLocalInput, toLocalInput } from '../shared/deckLogic';
import {
  AddConventionShiftDocument,
  type ConventionShiftFieldsFragment,
  ConventionStaffMembersDocument,
  ConventionStaffPoolDocument,
  type ConventionStaffPoolQuery,
  RemoveConventionShiftDocument,
  type ShiftRole,
  UpdateConventionShiftDocument,
} from '../generated/graphql';

/** The counts move with every call taken anywhere in the hall: polled, as the console is, but slower. */
const REFRESH_MS = 30_000;
const ROLES: ShiftRole[] = ['HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER', 'FLOOR_LEAD'];

/**
 * A convention's staff pool: every shift by start, in an area of the hall or at an event, with the
 * calls each person took and closed and the penalties they issued in the convention's events.
 */
export const ConventionStaffPool = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { conventionId = '' } = useParams();
  const { data, dataUpdatedAt } = useGql(ConventionStaffPoolDocument, { conventionId }, { refetchInterval: REFRESH_MS });
  const organizationId = data?.convention.organizationId ?? '';
  const { data: members } = useGql(ConventionStaffMembersDocument, { organizationId }, { enabled: !!organizationId });
  const { run, pending } = useRun();
  const [editing, setEditing] = useState<ConventionShiftFieldsFragment | 'new' | null>(null);
  const shifts = data?.conventionShifts ?? [];
  const counts = new Map((data?.conventionStaffCounts ?? []).map((count) => [count.userId, count]));
  const when = new Intl.DateTimeFormat(formattingLocale(locale), { month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const clock = new Intl.DateTimeFormat(formattingLocale(locale), { hour: 'numeric', minute: '2-digit' });
  // A shift ending the day it starts shows its end as a time only.
  const span = (startsAt: string, endsAt: string) => {
    const [start, end] = [new Date(startsAt), new Date(endsAt)];
    return `${when.format(start)}–${(start.toDateString() === end.toDateString() ? clock : when).format(end)}`;
  };
  // Which shifts are on now: as of the latest read (polled).
  const now = dataUpdatedAt;
  const name = data?.convention.name ?? '';
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('taikai.staff_pool.title', { name })} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('taikai.staff_pool.title', { name })}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <RouterLink to={`/conventions/${conventionId}`}>{translate('taikai.console.hall')}</RouterLink>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="shift-new">
            {translate('taikai.staff_pool.add')}
          </Button>
        </Stack>
      </Stack>
      {data && shifts.length === 0 ? <Alert severity="info">{translate('taikai.staff_pool.none')}</Alert> : null}
      {shifts.length ? (
        <Card>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            {translate('taikai.staff_pool.counts_help')}
          </Typography>
          <Table size="small" aria-label={translate('taikai.staff_pool.shifts')} sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.staff_pool.when')}</TableCell>
                <TableCell>{translate('taikai.staff_pool.place')}</TableCell>
                <TableCell>{translate('taikai.staff_pool.role')}</TableCell>
                <TableCell>{translate('taikai.staff_pool.person')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('taikai.staff_pool.calls_taken')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('taikai.staff_pool.calls_closed')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('taikai.staff_pool.penalties')}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {shifts.map((shift) => {
                const count = counts.get(shift.userId);
                const onNow = Date.parse(shift.startsAt) <= now && now < Date.parse(shift.endsAt);
                return (
                  <TableRow key={shift.id} data-testid="shift-row" selected={onNow}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {span(shift.startsAt, shift.endsAt)}
                      {onNow ? (
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {translate('taikai.staff_pool.on_now')}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                      {shift.area ? translate('taikai.console.area_n', { area: shift.area }) : shift.eventName}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`taikai.staff_pool.roles.${shift.role}`)}</TableCell>
                    <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{shift.userName}</TableCell>
                    <TableCell align="right" data-testid="shift-calls-taken">
                      {count?.callsTaken ?? 0}
                    </TableCell>
                    <TableCell align="right">{count?.callsClosed ?? 0}</TableCell>
                    <TableCell align="right" data-testid="shift-penalties">
                      {count?.penalties ?? 0}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`${translate('taikai.staff_pool.edit')} ${shift.userName}`}
                        onClick={() => setEditing(shift)}
                        data-testid="shift-edit"
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`${translate('taikai.staff_pool.remove')} ${shift.userName}`}
                        disabled={pending}
                        onClick={() =>
                          run(RemoveConventionShiftDocument, { conventionId, id: shift.id }, { success: 'taikai.staff_pool.removed' })
                        }
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Card>
      ) : null}
      {editing && data ? (
        <ShiftDialog
          conventionId={conventionId}
          shift={editing === 'new' ? null : editing}
          pool={data}
          members={members?.organization.members ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
};

interface ShiftDialogProps {
  conventionId: string;
  shift: ConventionShiftFieldsFragment | null;
  pool: ConventionStaffPoolQuery;
  members: { userId: string; name: string }[];
  onClose: () => void;
}

/** Adds a shift or changes one: who, as what, when, and an area of the hall or an event (one field: `area:A` or `event:<id>`). */
const ShiftDialog = ({ conventionId, shift, pool, members, onClose }: ShiftDialogProps) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [userId, setUserId] = useState(shift?.userId ?? '');
  const [role, setRole] = useState<ShiftRole>(shift?.role ?? 'JUDGE');
  const [startsAt, setStartsAt] = useState(toLocalInput(shift?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(shift?.endsAt ?? null));
  const [place, setPlace] = useState(shift ? (shift.area ? `area:${shift.area}` : `event:${shift.eventId}`) : '');
  const people = [...new Map(members.map((member) => [member.userId, member.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const areas = [...new Set(pool.conventionHall.map((table) => table.area))].sort();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [kind, value] = [place.slice(0, place.indexOf(':')), place.slice(place.indexOf(':') + 1)];
    const [starts, ends] = [fromLocalInput(startsAt), fromLocalInput(endsAt)];
    if (!starts || !ends) return;
    const input = {
      userId,
      role,
      startsAt: starts,
      endsAt: ends,
      area: kind === 'area' ? value : null,
      eventId: kind === 'event' ? value : null,
    };
    const done = shift
      ? await run(UpdateConventionShiftDocument, { conventionId, id: shift.id, input }, { success: 'taikai.staff_pool.saved' })
      : await run(AddConventionShiftDocument, { conventionId, input }, { success: 'taikai.staff_pool.saved' });
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shift-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="shift-dialog-title">{translate(shift ? 'taikai.staff_pool.edit_title' : 'taikai.staff_pool.add')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            required
            label={translate('taikai.staff_pool.person')}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'shift-person' } as object } }}
          >
            {people.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={translate('taikai.staff_pool.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as ShiftRole)}
          >
            {ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`taikai.staff_pool.roles.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              required
              fullWidth
              type="datetime-local"
              label={translate('taikai.staff_pool.starts')}
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'shift-starts' } }}
            />
            <TextField
              required
              fullWidth
              type="datetime-local"
              label={translate('taikai.staff_pool.ends')}
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'shift-ends' } }}
            />
          </Stack>
          <TextField
            select
            required
            label={translate('taikai.staff_pool.place')}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            helperText={translate('taikai.staff_pool.place_help')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'shift-place' } as object } }}
          >
            {areas.map((area) => (
              <MenuItem key={area} value={`area:${area}`}>
                {translate('taikai.console.area_n', { area })}
              </MenuItem>
            ))}
            {pool.convention.events.map((event) => (
              <MenuItem key={event.id} value={`event:${event.id}`}>
                {event.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="shift-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
