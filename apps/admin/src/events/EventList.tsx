import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Box, Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, TextField, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import { ImportEventButton } from '../shared/backups/ImportEventButton';
import { EVENT_STATUSES, type EventRecord } from '../shared/data/dataProvider';
import { EventStatusField } from '../shared/chips/EventStatusChip';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { StartsAtField } from './StartsAtField';

const statusChoices = EVENT_STATUSES.map((status) => ({ id: status, name: `resources.events.statuses.${status}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="ra.action.clear_input_value" />,
];

/** Staff of several organizations see whose each event is, and may show one organization's only. */
function organizationFilter(organizations: { id: string; name: string }[]) {
  return (
    <SelectInput
      key="organizationId"
      source="organizationId"
      label="taikai.organization.column"
      choices={organizations}
      translateChoice={false}
      alwaysOn
      emptyText="ra.action.clear_input_value"
    />
  );
}

const actions = (
  <TopToolbar>
    <ImportEventButton />
    <CreateButton variant="contained" label="taikai.menu.new_event" />
  </TopToolbar>
);

/**
 * No events yet (a new server, or the spare laptop the day the venue's dies): react-admin's empty
 * page replaces the toolbar, so it offers both ways in itself: a new event, or an export or backup file.
 */
const NoEvents = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Box sx={{ textAlign: 'center', mt: 4, mx: 'auto', maxWidth: 560, px: 2 }} data-testid="events-empty">
      <EmojiEvents color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate('taikai.events_empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate(permissions === 'ORGANIZER' ? 'taikai.events_empty.organizer' : 'taikai.events_empty.staff')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <ImportEventButton variant="contained" />
        <CreateButton variant="outlined" label="taikai.menu.new_event" />
      </Stack>
    </Box>
  );
};

/** Opens an event where it is in its life: the registration desk before round 1, the rounds after. */
const openEvent = (id: unknown, _resource: string, record: EventRecord) =>
  record.status === 'REGISTRATION' ? `/events/${String(id)}/desk` : `/events/${String(id)}/rounds`;

export const EventList = () => {
  const { organizations, several } = useOrganizations();
  return (
    <List<EventRecord>
      filters={several ? [...filters, organizationFilter(organizations)] : filters}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={actions}
      empty={<NoEvents />}
    >
      <DataTable<EventRecord> rowClick={openEvent as never} bulkActionButtons={false}>
        <DataTable.Col source="name" sx={{ fontWeight: 600 }} />
        {several ? <DataTable.Col source="organization.name" label="taikai.organization.column" disableSort /> : null}
        <DataTable.Col source="status">
          <EventStatusField />
        </DataTable.Col>
        <DataTable.Col source="venue">
          <TextField source="venue" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="startsAt">
          <StartsAtField />
        </DataTable.Col>
        <DataTable.NumberCol source="playerCount" />
      </DataTable>
    </List>
  );
};
