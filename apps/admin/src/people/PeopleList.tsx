import Badge from '@mui/icons-material/Badge';
import { Box, Button, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, Link, List, SearchInput, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { PersonRecord } from '../shared/data/dataProvider';

/** The name, and under it its reading. */
const NameField = () => {
  const person = useRecordContext<PersonRecord>();
  if (!person) return null;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600, display: 'block' }} data-testid="person-name">
        {person.name}
      </Box>
      {person.nameReading ? (
        <Typography variant="caption" color="text.secondary" lang="ja">
          {person.nameReading}
        </Typography>
      ) : null}
    </>
  );
};

const IdentifiersField = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  if (!person?.identifiers.length) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      {person.identifiers.map((identifier) => (
        <span key={`${identifier.kind}:${identifier.value}`}>
          {translate(`taikai.people.kinds.${identifier.kind}`, { _: identifier.kind })}: {identifier.value}
        </span>
      ))}
    </Box>
  );
};

const SuspensionField = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  if (!person?.activeSuspension) return null;
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      label={translate('taikai.people.suspended_until', {
        date: new Date(person.activeSuspension.until).toLocaleDateString(),
        reason: person.activeSuspension.reason,
      })}
    />
  );
};

/**
 * Member cards of the people the list shows (the search selects them: "さとう", a new member's
 * name), on a sheet of their own; codes are made there when missing.
 */
const PrintMemberCardsButton = () => {
  const { data } = useListContext<PersonRecord>();
  const translate = useTranslate();
  const ids = (data ?? []).map((person) => person.id);
  if (ids.length === 0) return null;
  return (
    <Button
      component={Link}
      to={`/member-cards?ids=${ids.join(',')}`}
      target="_blank"
      startIcon={<Badge />}
      data-testid="print-member-cards"
    >
      {translate('taikai.member_cards.print_selected', { smart_count: ids.length })}
    </Button>
  );
};

/** The organization's people: search by name, reading (either kana), player ID or e-mail. */
export const PeopleList = () => (
  <List<PersonRecord>
    resource="people"
    title="taikai.people.title"
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    perPage={50}
    exporter={false}
    disableSyncWithLocation
    actions={
      <TopToolbar>
        <PrintMemberCardsButton />
        <CreateButton resource="people" label="taikai.people.create" variant="contained" />
      </TopToolbar>
    }
  >
    <DataTable<PersonRecord> rowClick="edit" bulkActionButtons={false} data-testid="people-table">
      <DataTable.Col source="name" label="taikai.people.name" disableSort>
        <NameField />
      </DataTable.Col>
      <DataTable.Col source="identifiers" label="taikai.people.identifiers" disableSort>
        <IdentifiersField />
      </DataTable.Col>
      <DataTable.Col source="eventsCount" label="taikai.people.events_count" disableSort />
      <DataTable.Col label="taikai.people.suspensions" disableSort>
        <SuspensionField />
      </DataTable.Col>
    </DataTable>
  </List>
);
