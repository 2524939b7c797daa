import Add from '@mui/icons-material/Add';
import Groups from '@mui/icons-material/Groups';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { findTeamFormat } from '@taikai/engine';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import {
  CreateTeamDocument,
  DeleteTeamDocument,
  PlayersDocument,
  RefuseTeamNameDocument,
  type TeamFieldsFragment,
  TeamsDocument,
  UpdateTeamDocument,
} from '../generated/graphql';
import { useGql, useRun } from '../shared/data/GraphQLProvider';

type Team = TeamFieldsFragment;

const STATUS_COLOR = { COMPLETE: 'success', MISSING_SEATS: 'warning', DROPPED: 'default' } as const;

/** Who sits where: "A 佐藤 葵 (captain)", one line per seat, in seat order. */
const Members = ({ team }: { team: Team }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25}>
      {team.members.map((member) => (
        <Typography key={member.playerId} variant="body2" data-testid="team-member">
          <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
            {member.seat}
          </Box>
          {member.name}
          {member.captain ? ` (${translate('taikai.teams.captain')})` : ''}
          {member.dropped ? ` — ${translate('taikai.teams.member_dropped')}` : ''}
        </Typography>
      ))}
      {team.missingSeats.map((seat) => (
        <Typography key={seat} variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
            {seat}
          </Box>
          {translate('taikai.teams.seat_empty')}
        </Typography>
      ))}
    </Stack>
  );
};

/**
 * A team's name and its player in each seat (MTR 8.2: the seat order is named at registration).
 * Before round 1 the seats can change; after it only the name.
 */
const TeamDialog = ({ team, seats, onClose }: { team: Team | null; seats: readonly string[]; onClose: () => void }) => {
  const translate = useTranslate();
  const { eventId, rounds } = useEventContext();
  const { data: playerData } = useGql(PlayersDocument, { eventId });
  const { data: teamData } = useGql(TeamsDocument, { eventId });
  const { run, pending } = useRun();
  const fixed = rounds.length > 0;
  const [name, setName] = useState(team?.name ?? '');
  const [bySeat, setBySeat] = useState<Record<string, string>>(
    Object.fromEntries(team?.members.map((member) => [member.seat, member.playerId]) ?? []),
  );
  // A player already in another team is not offered (MTR 8.2: one team per event); the API refuses it too.
  const elsewhere = new Set(
    (teamData?.teams ?? []).filter((other) => other.id !== team?.id).flatMap((other) => other.members.map((member) => member.playerId)),
  );
  const choices = (playerData?.players ?? []).filter((player) => !player.dropped && !elsewhere.has(player.id));
  const members = seats.flatMap((seat) => (bySeat[seat] ? [{ playerId: bySeat[seat], seat }] : []));
  const save = async () => {
    const saved = team
      ? await run(
          UpdateTeamDocument,
          { teamId: team.id, name, members: fixed ? null : members },
          { success: 'taikai.teams.saved', successArgs: { name } },
        )
      : await run(CreateTeamDocument, { eventId, name, members }, { success: 'taikai.teams.saved', successArgs: { name } });
    if (saved) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(team ? 'taikai.teams.edit_title' : 'taikai.teams.new_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={translate('taikai.teams.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'team-name-input' } }}
        />
        {fixed ? <Alert severity="info">{translate('taikai.teams.seats_fixed')}</Alert> : null}
        {seats.map((seat) => (
          <TextField
            key={seat}
            select
            label={translate('taikai.teams.seat', { seat })}
            value={bySeat[seat] ?? ''}
            disabled={fixed}
            onChange={(event) => setBySeat((current) => ({ ...current, [seat]: event.target.value }))}
            data-testid={`team-seat-${seat}`}
          >
            <MenuItem value="">{translate('taikai.teams.seat_empty')}</MenuItem>
            {choices
              .filter((player) => player.id === bySeat[seat] || !Object.values(bySeat).includes(player.id))
              .map((player) => (
                <MenuItem key={player.id} value={player.id}>
                  {player.name}
                  {player.distinguishingId ? ` [${player.distinguishingId}]` : ''}
                </MenuItem>
              ))}
          </TextField>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={pending || !name.trim()} onClick={() => void save()} data-testid="team-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** MTR 8.1: staff may refuse an offensive name. The team gets the new name given, or "Team <code>"; the reason is audited. */
const RefuseNameDialog = ({ team, onClose }: { team: Team; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [reason, setReason] = useState('');
  const [newName, setNewName] = useState('');
  const refuse = async () => {
    const done = await run(
      RefuseTeamNameDocument,
      { teamId: team.id, reason, newName: newName.trim() || null },
      { success: 'taikai.teams.name_refused', successArgs: { name: team.name } },
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('taikai.teams.refuse_title', { name: team.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">{translate('taikai.teams.refuse_help', { code: team.joinCode })}</Typography>
        <TextField
          label={translate('taikai.teams.refuse_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { 'data-testid': 'team-refuse-reason' } }}
        />
        <TextField
          label={translate('taikai.teams.refuse_new_name')}
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="warning" variant="contained" disabled={pending || !reason.trim()} onClick={() => void refuse()}>
          {translate('taikai.teams.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const DeleteDialog = ({ team, onClose }: { team: Team; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const remove = async () => {
    const done = await run(DeleteTeamDocument, { teamId: team.id }, { success: 'taikai.teams.deleted', successArgs: { name: team.name } });
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{translate('taikai.teams.delete_title', { name: team.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('taikai.teams.delete_help')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={() => void remove()} data-testid="team-delete-confirm">
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

type Open = { kind: 'new' } | { kind: 'edit' | 'refuse' | 'delete'; team: Team } | null;

const TeamsBody = () => {
  const translate = useTranslate();
  const { eventId, event, rounds } = useEventContext();
  const { data } = useGql(TeamsDocument, { eventId });
  const [open, setOpen] = useState<Open>(null);
  const format = event?.teamFormat ? findTeamFormat(event.teamFormat) : undefined;
  if (event && !format) {
    return (
      <Alert severity="info" data-testid="teams-individual-event">
        {translate('taikai.teams.individual_event')} <Link to={`/events/${eventId}/setup`}>{translate('taikai.menu.setup')}</Link>
      </Alert>
    );
  }
  const teams = data?.teams ?? [];
  const fixed = rounds.length > 0;
  const close = () => setOpen(null);
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Groups color="primary" />
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('taikai.teams.count', { smart_count: teams.length })}
            {format ? ` · ${translate(`taikai.event.team_formats.${format.id}`)}` : ''}
          </Typography>
          <Button variant="contained" startIcon={<Add />} disabled={fixed} onClick={() => setOpen({ kind: 'new' })} data-testid="team-new">
            {translate('taikai.teams.new')}
          </Button>
        </Stack>
        {fixed ? <Alert severity="info">{translate('taikai.teams.seats_fixed')}</Alert> : null}
        {teams.length === 0 ? (
          <Typography color="text.secondary">{translate('taikai.teams.none')}</Typography>
        ) : (
          <Table size="small" data-testid="teams-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.teams.name')}</TableCell>
                <TableCell>{translate('taikai.teams.members')}</TableCell>
                <TableCell>{translate('taikai.teams.status')}</TableCell>
                <TableCell>{translate('taikai.teams.join_code')}</TableCell>
                <TableCell>{translate('taikai.desk.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {teams.map((team) => (
                <TableRow key={team.id} data-testid="team-row">
                  <TableCell sx={{ fontWeight: 600 }}>{team.name}</TableCell>
                  <TableCell>
                    <Members team={team} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOR[team.status]} label={translate(`taikai.teams.status_${team.status}`)} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{team.joinCode}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => setOpen({ kind: 'edit', team })}>
                        {translate('taikai.desk.edit')}
                      </Button>
                      <Button size="small" color="warning" onClick={() => setOpen({ kind: 'refuse', team })}>
                        {translate('taikai.teams.refuse')}
                      </Button>
                      <Button size="small" color="error" disabled={fixed} onClick={() => setOpen({ kind: 'delete', team })}>
                        {translate('ra.action.delete')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {open?.kind === 'new' && format ? <TeamDialog team={null} seats={format.seats} onClose={close} /> : null}
      {open?.kind === 'edit' && format ? <TeamDialog team={open.team} seats={format.seats} onClose={close} /> : null}
      {open?.kind === 'refuse' ? <RefuseNameDialog team={open.team} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteDialog team={open.team} onClose={close} /> : null}
    </Card>
  );
};

/** A team event's teams (MTR 8): who plays in which seat, whether every seat is filled, and the code teammates join with. */
export const TeamsPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.teams')}>
      <TeamsBody />
    </EventShell>
  );
};
