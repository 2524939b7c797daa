import Download from '@mui/icons-material/Download';
import PersonOff from '@mui/icons-material/PersonOff';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ExportPersonDocument, ForgetPersonDocument } from '../generated/graphql';
import { useGraphQL, useRun } from '../shared/data/GraphQLProvider';
import { downloadFile } from '../shared/exports/csv';

/**
 * APPI and GDPR requests: download everything held about the person (JSON), or forget them
 * (personal data removed, results kept under an anonymous name), after a confirmation.
 */
export const PersonPrivacyActions = ({ personId }: { personId: string }) => {
  const translate = useTranslate();
  const request = useGraphQL();
  const notify = useNotify();
  const { run, pending } = useRun();
  const [confirming, setConfirming] = useState(false);

  // A read, not a change: nothing to refresh afterwards.
  const exportPerson = async () => {
    try {
      const { exportPerson: file } = await request(ExportPersonDocument, { personId });
      downloadFile(`person-${personId}.json`, file, 'application/json;charset=utf-8');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const forget = async () => {
    const data = await run(ForgetPersonDocument, { personId }, { success: 'taikai.person_records.forgotten' });
    if (data) setConfirming(false);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="person-privacy">
      <Button startIcon={<Download />} onClick={exportPerson} disabled={pending} data-testid="export-person">
        {translate('taikai.person_records.export')}
      </Button>
      <Button color="error" startIcon={<PersonOff />} onClick={() => setConfirming(true)} disabled={pending} data-testid="forget-person">
        {translate('taikai.person_records.forget')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="forget-person-title">
        <DialogTitle id="forget-person-title">{translate('taikai.person_records.forget_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('taikai.person_records.forget_explained')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={forget} disabled={pending} data-testid="forget-person-confirm">
            {translate('taikai.person_records.forget_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
