import UploadFile from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useImportEvent } from './useImportEvent';

/**
 * Site organizers: bring an event exported from another Taikai (or a backup) into this one; its
 * setup page then lists the staff roles of the file whose accounts are not here, to re-add.
 */
export const ImportEventButton = ({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions();
  const { importFile, pending } = useImportEvent();
  const fileInput = useRef<HTMLInputElement>(null);
  if (permissions !== 'ORGANIZER') return null;

  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    const imported = file && (await importFile(file, false));
    // The event setup page lists the staff to re-add (StaffToReAddDialog).
    if (imported) navigate(`/events/${imported.eventId}/setup`, { state: { staffToReAdd: imported.staffToReAdd } });
  };

  return (
    <>
      <Button
        variant={variant}
        startIcon={<UploadFile />}
        disabled={pending}
        data-testid="import-event"
        onClick={() => fileInput.current?.click()}
      >
        {translate('taikai.backups.import')}
      </Button>
      <input ref={fileInput} type="file" accept=".json,application/json" hidden data-testid="import-event-file" onChange={chosen} />
    </>
  );
};
