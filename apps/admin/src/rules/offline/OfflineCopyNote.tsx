import CloudOff from '@mui/icons-material/CloudOff';
import OfflinePin from '@mui/icons-material/OfflinePin';
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfflineRulesState } from './useOfflineRules';

/**
 * Which versions the device keeps and, with no network, that the page reads them: a judge reading
 * offline must see which version answers (`CR 20231110.0`), since a newer one may be loaded since.
 */
export const OfflineCopyNote = ({ copy, offline }: OfflineRulesState) => {
  const translate = useTranslate();
  if (!copy?.documents.length) return null;
  const documents = copy.documents.map(({ document }) => `${document.kind} ${document.version}`).join(', ');
  if (offline)
    return (
      <Alert severity="warning" icon={<CloudOff />} data-testid="rules-offline-copy" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
        {translate('taikai.rules.offline_copy', { documents })}
      </Alert>
    );
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="rules-kept-copy"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
    >
      <OfflinePin fontSize="small" aria-hidden />
      {translate('taikai.rules.kept_copy', { documents })}
    </Typography>
  );
};
