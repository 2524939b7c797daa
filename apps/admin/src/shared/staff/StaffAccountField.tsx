import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useGql } from '../data/GraphQLProvider';
import { UsersDocument, type UsersQuery } from '../../generated/graphql';

type Account = UsersQuery['users'][number];

/**
 * A staff account's e-mail, to give it a role (in an event or an organization). Site organizers
 * pick from the accounts by name or e-mail; others, who may not list the server's accounts, type it.
 */
export const StaffAccountField = ({ email, onChange }: { email: string; onChange: (email: string) => void }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { data: accounts } = useGql(UsersDocument, {}, { enabled: permissions === 'ORGANIZER' });
  return (
    <Autocomplete<Account, false, false, true>
      freeSolo
      options={accounts?.users ?? []}
      getOptionLabel={(account) => (typeof account === 'string' ? account : account.email)}
      filterOptions={(options, { inputValue }) => {
        const wanted = inputValue.trim().toLowerCase();
        return options.filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(wanted));
      }}
      // The field holds an address: a picked account fills in its e-mail, and any address may be typed.
      value={null}
      inputValue={email}
      onInputChange={(_, value) => onChange(value)}
      renderOption={({ key, ...props }, account) => (
        <li key={key} {...props} data-testid="staff-account-option">
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {account.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {account.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          type="email"
          label={translate('taikai.staff.account')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'staff-account' } }}
        />
      )}
    />
  );
};
