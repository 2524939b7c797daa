import Add from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * The head of a page of the organization's things (its series, its conventions): the title, a
 * "new" button once the organization is known, and a note when the user belongs to none.
 */
export const OrganizationPageHead = ({
  title,
  newLabel,
  newTestId,
  onNew,
  organizationId,
  loaded,
}: {
  title: string;
  newLabel: string;
  newTestId: string;
  onNew: () => void;
  organizationId: string | undefined;
  loaded: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(title)} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        {organizationId ? (
          <Button variant="contained" startIcon={<Add />} onClick={onNew} data-testid={newTestId}>
            {translate(newLabel)}
          </Button>
        ) : null}
      </Stack>
      {loaded && !organizationId ? <Alert severity="info">{translate('taikai.organization.none')}</Alert> : null}
    </>
  );
};
