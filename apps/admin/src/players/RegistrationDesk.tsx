import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DataTable, Link, List, SearchInput, SelectInput, TextField, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import type { PlayerRecord } from '../shared/data/dataProvider';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import { PlayersDocument } from '../generated/graphql';
import {
  AccessCodeField,
  ByesField,
  CheckInField,
  DeleteRegistrationButton,
  DropButton,
  EditPlayerButton,
  PlayerStatusField,
} from './PlayerActions';
import { CsvImport } from './CsvImport';
import { ProposedReadings } from './ProposedReadings';
import { QuickAdd } from './QuickAdd';
import { WaitlistPanel } from './WaitlistPanel';
import { shownPlayerName } from '../shared/forgottenName';

const statusChoices = ['active', 'checked_in', 'not_checked_in', 'preregistered', 'dropped'].map((id) => ({
  id,
  name: `taikai.desk.filter_${id}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="taikai.desk.status"
    choices={statusChoices}
    alwaysOn
    emptyText="taikai.desk.filter_all"
  />,
];

const Counts = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { data } = useGql(PlayersDocument, { eventId });
  const players = data?.players ?? [];
  const active = players.filter((p) => !p.dropped);
  const items = [
    { key: 'registered', value: players.length },
    { key: 'checked_in', value: active.filter((p) => p.checkedIn).length },
    { key: 'active', value: active.length },
    { key: 'dropped', value: players.length - active.length },
  ];
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      {items.map(({ key, value }) => (
        <Box
          key={key}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1, minWidth: 112, bgcolor: 'background.paper' }}
          data-testid={`count-${key}`}
        >
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`taikai.desk.count_${key}`)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/** "12 pre-registered, 9 checked in": how many of those who pre-registered from their phones have come (none: nothing shown). */
const PreregisteredCount = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { data } = useGql(PlayersDocument, { eventId });
  const preregistered = (data?.players ?? []).filter((p) => p.preregisteredAt && !p.dropped);
  if (preregistered.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="preregistered-count">
      {translate('taikai.desk.preregistered_count', {
        smart_count: preregistered.length,
        checked: preregistered.filter((p) => p.checkedIn).length,
      })}
    </Typography>
  );
};

/**
 * The desk's search and status filter are kept per event (also across a reload), so say plainly
 * when one is on and how many players it hides, with one click to clear it.
 */
const FilterNotice = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const { filterValues, setFilters, total } = useListContext<PlayerRecord>();
  const { data } = useGql(PlayersDocument, { eventId });
  const on = Object.entries(filterValues ?? {}).filter(([key, value]) => key !== 'eventId' && value !== undefined && value !== '');
  if (on.length === 0) return null;
  return (
    <Alert
      severity="info"
      data-testid="filter-notice"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters({}, [])} data-testid="filter-clear">
          {translate('taikai.desk.filter_clear')}
        </Button>
      }
    >
      {translate('taikai.desk.filter_on', { shown: total ?? 0, smart_count: data?.players.length ?? 0 })}
    </Alert>
  );
};

/** The name, and under it its reading (the list is sorted by it where registered) and the deck's name (EventLink's Deck). */
const NameField = () => {
  const player = useRecordContext<PlayerRecord>();
  const translate = useTranslate();
  if (!player) return null;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600, display: 'block' }} data-testid="player-name">
        {shownPlayerName(player, translate)}
      </Box>
      {player.preregisteredAt ? (
        <Chip
          size="small"
          variant="outlined"
          color={player.checkedIn ? 'success' : 'default'}
          label={translate(player.checkedIn ? 'taikai.desk.preregistered_arrived' : 'taikai.desk.preregistered')}
          sx={{ mt: 0.25 }}
          data-testid="preregistered-mark"
        />
      ) : null}
      {player.nameReading ? (
        <Typography variant="caption" color="text.secondary" lang="ja" data-testid="player-reading">
          {player.nameReading}
        </Typography>
      ) : null}
      {player.deckName ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="player-deck-name">
          {translate('taikai.desk.deck_name', { name: player.deckName })}
        </Typography>
      ) : null}
    </>
  );
};

const DeskBody = () => {
  const translate = useTranslate();
  const { eventId, rounds, event } = useEventContext();
  const lateEntry = rounds.length > 0;
  const finished = event?.status === 'FINISHED';
  const policy = event ? { policy: event.lateEntryPolicy, lastRound: event.lateEntryLastRound ?? null } : undefined;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'stretch' }}>
        <QuickAdd
          eventId={eventId}
          lateEntry={lateEntry}
          lateEntryPolicy={policy}
          finished={finished}
          canOverride={event?.viewerCanOverride ?? false}
        />
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Counts />
            <PreregisteredCount />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {finished ? null : <CsvImport eventId={eventId} />}
              <ProposedReadings eventId={eventId} />
              <Button
                component={Link}
                to={`/events/${eventId}/print/codes`}
                target="_blank"
                variant="outlined"
                startIcon={<Print />}
                data-testid="print-codes"
              >
                {translate('taikai.desk.print_codes')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ mt: 2 }}>
        <WaitlistPanel eventId={eventId} />
      </Box>
      <List<PlayerRecord>
        resource="players"
        filter={{ eventId }}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        exporter={false}
        actions={false}
        disableSyncWithLocation
        storeKey={`players.${eventId}`}
        title={false}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <FilterNotice />
        {/* Seven columns fit a 1024 px laptop beside the menu only with half the default cell padding. */}
        <DataTable<PlayerRecord>
          rowClick={false}
          bulkActionButtons={false}
          data-testid="players-table"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <DataTable.Col source="name" label="taikai.desk.name">
            <NameField />
          </DataTable.Col>
          <DataTable.Col source="externalId" label="taikai.desk.external_id">
            <TextField source="externalId" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="checkedIn" label="taikai.desk.checked_in">
            <CheckInField />
          </DataTable.Col>
          <DataTable.Col source="dropped" label="taikai.desk.status" disableSort>
            <PlayerStatusField />
          </DataTable.Col>
          <DataTable.Col source="awardedByes" label="taikai.desk.byes">
            <ByesField />
          </DataTable.Col>
          <DataTable.Col source="accessCode" label="taikai.desk.access_code" disableSort>
            <AccessCodeField />
          </DataTable.Col>
          <DataTable.Col label="taikai.desk.actions" disableSort>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              <EditPlayerButton />
              <DropButton />
              <DeleteRegistrationButton />
            </Stack>
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};

export const RegistrationDesk = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.desk')}>
      <DeskBody />
    </EventShell>
  );
};
