import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** A read-only address with a copy button: what the store pastes on its site or posts on X. */
export const CopyableAddress = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={label}
        value={value}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
        onFocus={(e) => e.target.select()}
      />
      <Button
        startIcon={<ContentCopy />}
        aria-label={translate('taikai.organization.copy_named', { name: label })}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => notify('taikai.organization.copied', { type: 'info' }),
            () => notify('taikai.organization.copy_failed', { type: 'warning' }),
          )
        }
      >
        {translate('taikai.organization.copy')}
      </Button>
    </Stack>
  );
};
