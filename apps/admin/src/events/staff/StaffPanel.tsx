import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
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
import { useEventContext } from '../../event/useEvent';
import { useGql, useRun } from '../../shared/data/GraphQLProvider';
import { StaffAccountField } from '../../shared/staff/StaffAccountField';
import { AddEventStaffDocument, EventStaffDocument, RemoveEventStaffDocument, type StaffRole } from '../../generated/graphql';

export const STAFF_ROLES: StaffRole[] = ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'];

/** Who runs this event, and in which role (per-event roles decide what each can do). */
export const StaffPanel = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { data } = useGql(EventStaffDocument, { id: eventId });
  const { run, pending } = useRun();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('JUDGE');

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    const done = await run(AddEventStaffDocument, { eventId, email: email.trim(), role }, { success: 'taikai.staff.added' });
    if (done) setEmail('');
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.staff.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.staff.intro')}
        </Typography>
        <Table size="small" aria-label={translate('taikai.staff.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.staff.name')}</TableCell>
              <TableCell>{translate('taikai.staff.email')}</TableCell>
              <TableCell>{translate('taikai.staff.role')}</TableCell>
              <TableCell align="right">
                <span className="visually-hidden">{translate('ra.action.remove')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.event.staff ?? []).map((member) => (
              <TableRow key={`${member.userId}-${member.role}`}>
                <TableCell sx={{ fontWeight: 600 }}>{member.name}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={translate(`taikai.staff_roles.${member.role}`)} />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={translate('ra.action.remove')}>
                    <IconButton
                      aria-label={`${translate('ra.action.remove')} ${member.name}`}
                      onClick={() => run(RemoveEventStaffDocument, { eventId, userId: member.userId, role: member.role })}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {data && data.event.staff.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  {translate('taikai.staff.none')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {/* Account, role and button in one row on a laptop: the account field takes what is left, never less than a name. */}
        <Box
          component="form"
          onSubmit={add}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(240px, 1fr) minmax(160px, max-content) max-content' },
          }}
        >
          <StaffAccountField email={email} onChange={setEmail} />
          <TextField
            size="small"
            select
            label={translate('taikai.staff.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            slotProps={{ htmlInput: { 'data-testid': 'staff-role-select' } }}
          >
            {STAFF_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`taikai.staff_roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<PersonAdd />}
            disabled={pending}
            sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
          >
            {translate('taikai.staff.add')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
