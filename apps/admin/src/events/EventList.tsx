import { CreateButton, DataTable, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ImportEventButton } from './backups/ImportEventButton';
import { EVENT_STATUSES, type EventRecord } from '../shared/data/dataProvider';
import { EventStatusField } from '../shared/chips/EventStatusChip';
import { StartsAtField } from './StartsAtField';

const statusChoices = EVENT_STATUSES.map((status) => ({ id: status, name: `resources.events.statuses.${status}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="ra.action.clear_input_value" />,
];

const actions = (
  <TopToolbar>
    <ImportEventButton />
    <CreateButton variant="contained" label="taikai.menu.new_event" />
  </TopToolbar>
);

/** Opens an event where it is in its life: the registration desk before round 1, the rounds after. */
const openEvent = (id: unknown, _resource: string, record: EventRecord) =>
  record.status === 'REGISTRATION' ? `/events/${String(id)}/desk` : `/events/${String(id)}/rounds`;

export const EventList = () => (
  <List<EventRecord> filters={filters} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false} actions={actions}>
    <DataTable<EventRecord> rowClick={openEvent as never} bulkActionButtons={false}>
      <DataTable.Col source="name" sx={{ fontWeight: 600 }} />
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
