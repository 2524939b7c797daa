import LockOpen from '@mui/icons-material/LockOpen';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import { ReopenEventDocument } from '../generated/graphql';
import { useEventContext } from './useEvent';

/**
 * Shown instead of pairing and result entry once the event is finished; a head judge can reopen
 * it with a reason (the API refuses anyone else, and audits the reason).
 */
export const EventFinishedNotice = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reopen = async () => {
    if (await run(ReopenEventDocument, { id: eventId, reason }, { success: 'taikai.event.reopened' })) setOpen(false);
  };
  return (
    <>
      <Alert
        severity="info"
        data-testid="event-finished"
        action={
          <Button color="inherit" size="small" startIcon={<LockOpen />} onClick={() => setOpen(true)} data-testid="reopen-event">
            {translate('taikai.event.reopen')}
          </Button>
        }
      >
        {translate('taikai.event.finished_closed')}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reopen-title" fullWidth maxWidth="xs">
        <DialogTitle id="reopen-title">{translate('taikai.event.reopen_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('taikai.event.reopen_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={translate('taikai.event.reopen_hint')}
            slotProps={{ htmlInput: { 'data-testid': 'reopen-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={reopen} disabled={pending || !reason.trim()} data-testid="reopen-confirm">
            {translate('taikai.event.reopen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
