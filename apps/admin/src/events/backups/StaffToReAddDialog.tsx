import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddEventStaffDocument, type StaffRole } from '../../generated/graphql';
import { useRun } from '../../shared/data/GraphQLProvider';

export interface StaffToReAdd {
  name: string;
  email: string;
  role: StaffRole;
}

/**
 * After an import: the staff roles of the file that were not brought over (their accounts are not
 * on this server; passwords never travel in a file). One click gives each role back once its
 * account exists here (created under Staff accounts, or added since).
 */
export const StaffToReAddDialog = ({ eventId, staff, onClose }: { eventId: string; staff: StaffToReAdd[]; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [added, setAdded] = useState<Set<number>>(new Set());
  const readd = async (index: number) => {
    const member = staff[index];
    const done = await run(AddEventStaffDocument, { eventId, email: member.email, role: member.role });
    if (done) setAdded((before) => new Set(before).add(index));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="staff-to-readd-title" data-testid="staff-to-readd">
      <DialogTitle id="staff-to-readd-title">{translate('taikai.backups.staff_title', { smart_count: staff.length })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('taikai.backups.staff_intro')}
        </Alert>
        <List dense>
          {staff.map((member, index) => (
            <ListItem
              key={`${member.email}-${member.role}`}
              data-testid="staff-to-readd-row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                added.has(index) ? (
                  <Alert severity="success" sx={{ py: 0 }}>
                    {translate('taikai.backups.staff_added')}
                  </Alert>
                ) : (
                  <Button size="small" variant="outlined" startIcon={<PersonAdd />} disabled={pending} onClick={() => void readd(index)}>
                    {translate('taikai.backups.staff_readd')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: 16 }}
                primary={`${member.name || member.email} — ${translate(`taikai.staff_roles.${member.role}`)}`}
                secondary={member.email}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/users/create" target="_blank">
          {translate('taikai.backups.staff_create_accounts')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="staff-to-readd-close">
          {translate('taikai.backups.staff_continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** On the event setup page after an import or restore: the staff to re-add, from the navigation's state. */
export const StaffToReAddAfterImport = ({ eventId }: { eventId: string }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const staff = (location.state as { staffToReAdd?: StaffToReAdd[] } | null)?.staffToReAdd ?? [];
  if (staff.length === 0) return null;
  return <StaffToReAddDialog eventId={eventId} staff={staff} onClose={() => navigate(location.pathname, { replace: true, state: null })} />;
};
