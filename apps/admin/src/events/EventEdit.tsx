import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackupPanel } from './backups/BackupPanel';
import { StaffToReAddAfterImport } from './backups/StaffToReAddDialog';
import { DecklistSettingsPanel } from './DecklistSettingsPanel';
import { PublicPageLink } from './PublicPageLink';
import { StaffPanel } from './staff/StaffPanel';
import { EventForm } from './EventForm';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';

const EditBody = () => {
  const { event, eventId } = useEventContext();
  return (
    <>
      <Edit
        resource="events"
        id={eventId}
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        title={false}
        sx={{ '& .RaEdit-main': { mt: 0 } }}
      >
        <EventForm started={!!event && event.status !== 'REGISTRATION'} />
      </Edit>
      <PublicPageLink />
      <DecklistSettingsPanel />
      <StaffPanel />
      <BackupPanel />
      <StaffToReAddAfterImport eventId={eventId} />
    </>
  );
};

/** Event setup: the event's rules and structure, and who runs it. */
export const EventEdit = () => {
  // /events/:id (react-admin's edit route) or /events/:eventId/setup (the event menu).
  const params = useParams();
  const id = params.eventId ?? params.id ?? '';
  const translate = useTranslate();
  return (
    <EventShell eventId={id} title={translate('taikai.menu.setup')}>
      <EditBody />
    </EventShell>
  );
};
