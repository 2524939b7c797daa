import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEventContext } from '../../event/useEvent';
import { useGql, useRun } from '../../shared/data/GraphQLProvider';
import { RoleHolders } from '../../shared/staff/RoleHolders';
import { AddEventStaffDocument, EventStaffDocument, RemoveEventStaffDocument, type StaffRole } from '../../generated/graphql';

export const STAFF_ROLES: StaffRole[] = ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'];

/** Who runs this event, and in which role (per-event roles decide what each can do). */
export const StaffPanel = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { data } = useGql(EventStaffDocument, { id: eventId });
  const { run, pending } = useRun();

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.staff.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.staff.intro')}
        </Typography>
        <RoleHolders
          label={translate('taikai.staff.title')}
          holders={data?.event.staff}
          roles={STAFF_ROLES}
          defaultRole="JUDGE"
          roleWords="taikai.staff_roles"
          roleLabel={translate('taikai.staff.role')}
          noneText={translate('taikai.staff.none')}
          addText={translate('taikai.staff.add')}
          canManage
          pending={pending}
          onAdd={async (email, role) => !!(await run(AddEventStaffDocument, { eventId, email, role }, { success: 'taikai.staff.added' }))}
          onRemove={(member) => run(RemoveEventStaffDocument, { eventId, userId: member.userId, role: member.role })}
          roleSelectTestId="staff-role-select"
        />
      </CardContent>
    </Card>
  );
};
