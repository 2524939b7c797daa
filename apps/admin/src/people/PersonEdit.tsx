import Badge from '@mui/icons-material/Badge';
import { Box, Button, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  Confirm,
  Create,
  Edit,
  Link,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  email,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import type { PersonRecord } from '../shared/data/dataProvider';
import { LiftSuspensionDocument, MergePeopleDocument, PeopleDocument, SuspendPersonDocument } from '../generated/graphql';
import { PersonHistoryPanel } from './PersonHistoryPanel';
import { PersonPrivacyActions } from './PersonPrivacyActions';

const KINDS = ['WIZARDS', 'POKEMON', 'BANDAI', 'KONAMI', 'SQUARE_ENIX'];

const PersonForm = () => {
  const translate = useTranslate();
  const kinds = KINDS.map((kind) => ({ id: kind, name: translate(`taikai.people.kinds.${kind}`) }));
  return (
    // No delete: a person leaves the directory by a merge or by being forgotten, both audited.
    <SimpleForm
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" label="taikai.people.name" validate={required()} fullWidth />
      <TextInput source="nameReading" label="taikai.people.reading" fullWidth />
      <TextInput source="displayName" label="taikai.people.display_name" fullWidth />
      <TextInput source="email" type="email" label="taikai.people.email" validate={email()} fullWidth />
      <TextInput source="notes" label="taikai.people.notes" multiline minRows={2} fullWidth />
      <ArrayInput source="identifiers" label="taikai.people.identifiers">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="kind" label="taikai.people.kind" choices={kinds} validate={required()} />
          <TextInput source="value" label="taikai.people.value" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};

const day = (date: string) => new Date(date).toLocaleDateString();

/** Suspensions, latest first: an organizer adds one (until a day, with a reason) or lifts one. */
const SuspensionsPanel = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  if (!person) return null;
  const suspend = async () => {
    // To the end of the chosen day, where the desk is.
    const done = await run(SuspendPersonDocument, { personId: person.id, until: new Date(`${until}T23:59:59`).toISOString(), reason });
    if (done) {
      setUntil('');
      setReason('');
    }
  };
  return (
    <CardContent component="section" aria-labelledby="suspensions-title" data-testid="suspensions">
      <Typography variant="h6" component="h2" id="suspensions-title">
        {translate('taikai.people.suspensions')}
      </Typography>
      {person.suspensions.length ? (
        <List dense>
          {person.suspensions.map((suspension) => {
            const active = person.activeSuspension?.id === suspension.id;
            return (
              <ListItem
                key={suspension.id}
                disableGutters
                secondaryAction={
                  active ? (
                    <Button
                      size="small"
                      disabled={pending}
                      onClick={() => void run(LiftSuspensionDocument, { id: suspension.id })}
                      data-testid="lift-suspension"
                    >
                      {translate('taikai.people.lift')}
                    </Button>
                  ) : null
                }
              >
                <ListItemText
                  primary={translate('taikai.people.suspended_until', { date: day(suspension.until), reason: suspension.reason })}
                  secondary={
                    suspension.liftedAt
                      ? translate('taikai.people.lifted', { date: day(suspension.liftedAt) })
                      : active
                        ? null
                        : translate('taikai.people.ended')
                  }
                  sx={{ pr: active ? 8 : 0 }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('taikai.people.no_suspensions')}</Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <TextField
          type="date"
          size="small"
          label={translate('taikai.people.suspend_until')}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'suspend-until' } }}
        />
        <TextField
          size="small"
          label={translate('taikai.people.suspend_reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { 'data-testid': 'suspend-reason' } }}
        />
        <Button
          variant="outlined"
          color="error"
          disabled={pending || !until || !reason.trim()}
          onClick={() => void suspend()}
          data-testid="suspend"
        >
          {translate('taikai.people.suspend')}
        </Button>
      </Stack>
    </CardContent>
  );
};

/** Finds a duplicate of this person and merges it in, after a confirmation that says what moves. */
const MergePanel = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [search, setSearch] = useState('');
  const [duplicate, setDuplicate] = useState<{ id: string; name: string } | null>(null);
  const { data } = useGql(PeopleDocument, { search: search.trim(), first: 6 }, { enabled: search.trim().length > 0 });
  if (!person) return null;
  const candidates = search.trim() ? (data?.people ?? []).filter((candidate) => candidate.id !== person.id) : [];
  return (
    <CardContent component="section" aria-labelledby="merge-title">
      <Typography variant="h6" component="h2" id="merge-title">
        {translate('taikai.people.merge')}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={translate('taikai.people.merge_search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'merge-search', autoComplete: 'off' } }}
      />
      <List dense>
        {candidates.map((candidate) => (
          <ListItem
            key={candidate.id}
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => setDuplicate(candidate)} data-testid="merge-choose">
                {translate('taikai.people.merge_choose')}
              </Button>
            }
          >
            <ListItemText
              primary={candidate.name}
              secondary={[candidate.nameReading, ...candidate.identifiers.map((identifier) => identifier.value)]
                .filter(Boolean)
                .join(' · ')}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={duplicate !== null}
        loading={pending}
        title={translate('taikai.people.merge_title', { merged: duplicate?.name ?? '', kept: person.name })}
        content={translate('taikai.people.merge_confirm', { merged: duplicate?.name ?? '', kept: person.name })}
        onConfirm={async () => {
          const merged = await run(
            MergePeopleDocument,
            { keepId: person.id, mergeId: duplicate!.id },
            { success: 'taikai.people.merge_done', successArgs: { name: person.name } },
          );
          if (merged) setSearch('');
          setDuplicate(null);
        }}
        onClose={() => setDuplicate(null)}
      />
    </CardContent>
  );
};

const PersonTitle = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  return <>{person ? translate('taikai.people.edit_title', { name: person.name }) : ''}</>;
};

/** The person's events, places and penalties here, and what the privacy laws let them ask for. */
const RecordsPanel = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  if (!person) return null;
  return (
    <CardContent sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          component={Link}
          to={`/member-cards?ids=${person.id}`}
          target="_blank"
          variant="outlined"
          startIcon={<Badge />}
          data-testid="print-member-card"
        >
          {translate('taikai.member_cards.print_one')}
        </Button>
      </Box>
      <PersonHistoryPanel personId={person.id} />
      <PersonPrivacyActions personId={person.id} />
    </CardContent>
  );
};

/** A person: their fields and player IDs, suspensions, merging a duplicate into them, their history. */
export const PersonEdit = () => (
  <Edit resource="people" title={<PersonTitle />} mutationMode="pessimistic" redirect={false}>
    <PersonForm />
    <SuspensionsPanel />
    <MergePanel />
    <RecordsPanel />
  </Edit>
);

export const PersonCreate = () => (
  <Box sx={{ mt: 2 }}>
    <Create resource="people" title="taikai.people.create" redirect="edit">
      <PersonForm />
    </Create>
  </Box>
);
