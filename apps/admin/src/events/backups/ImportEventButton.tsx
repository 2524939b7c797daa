import UploadFile from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useImportEvent } from './useImportEvent';

/** Site organizers: bring an event exported from another Taikai (or a backup) into this one. */
export const ImportEventButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions();
  const { importFile, pending } = useImportEvent();
  const fileInput = useRef<HTMLInputElement>(null);
  if (permissions !== 'ORGANIZER') return null;

  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    const eventId = file && (await importFile(file, false));
    if (eventId) navigate(`/events/${eventId}/setup`);
  };

  return (
    <>
      <Button
        variant="outlined"
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
