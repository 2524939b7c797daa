import { Box, Chip } from '@mui/material';
import {
  Create,
  CreateButton,
  DataTable,
  List,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  email,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const RoleField = () => {
  const record = useRecordContext<{ role: string }>();
  const translate = useTranslate();
  return record ? <Chip size="small" variant="outlined" label={translate(`taikai.roles.${record.role}`)} /> : null;
};

/** Staff accounts of the site (organizers only). */
export const UserList = () => (
  <List
    resource="users"
    title="taikai.users.title"
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton resource="users" variant="contained" />
      </TopToolbar>
    }
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="name" label="taikai.staff.name" sx={{ fontWeight: 600 }} />
      <DataTable.Col source="email" label="taikai.staff.email" />
      <DataTable.Col source="role" label="taikai.staff.role">
        <RoleField />
      </DataTable.Col>
    </DataTable>
  </List>
);

const roleChoices = [
  { id: 'STAFF', name: 'taikai.roles.STAFF' },
  { id: 'ORGANIZER', name: 'taikai.roles.ORGANIZER' },
];

export const UserCreate = () => (
  <Box sx={{ mt: 2 }}>
    <Create resource="users" title="taikai.users.create" redirect="list">
      <SimpleForm defaultValues={{ role: 'STAFF' }} sx={{ maxWidth: 520 }}>
        <TextInput source="name" label="taikai.staff.name" validate={required()} fullWidth />
        <TextInput source="email" type="email" label="taikai.staff.email" validate={[required(), email()]} fullWidth />
        <PasswordInput source="password" label="taikai.users.password" validate={[required(), minLength(10)]} fullWidth />
        <SelectInput source="role" label="taikai.staff.role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  </Box>
);
