import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { GraphQLRequestError } from '@taikai/client';
import { CheckInMemberDocument, PlayersDocument, RegisterPlayerDocument, type PlayerFieldsFragment } from '../generated/graphql';
import { type DirectoryChoice, DirectoryList, useDeskDirectory } from './DeskDirectory';
import { type LateEntryPolicyInfo, lateEntryPolicyText } from './lateEntry';

/**
 * Refusals the desk can answer at once: correct the name or register a namesake; cancel, or (an
 * organizer) register a suspended person, or one more than the capacity, anyway.
 */
const REFUSALS = {
  sameName: {
    severity: 'warning',
    testId: 'same-name-warning',
    back: { label: 'taikai.desk.same_name_correct', testId: 'same-name-correct' },
    go: { label: 'taikai.desk.same_name_register', testId: 'same-name-register' },
  },
  suspended: {
    severity: 'error',
    testId: 'suspended-warning',
    back: { label: 'taikai.desk.suspended_cancel', testId: 'suspended-cancel' },
    go: { label: 'taikai.desk.suspended_override', testId: 'suspended-override' },
  },
  full: {
    severity: 'warning',
    testId: 'capacity-warning',
    back: { label: 'taikai.desk.suspended_cancel', testId: 'capacity-cancel' },
    go: { label: 'taikai.desk.capacity_override', testId: 'capacity-override' },
  },
} as const;
type Refusal = keyof typeof REFUSALS;
const REFUSAL_OF_CODE: Record<string, Refusal> = {
  SAME_NAME_REGISTERED: 'sameName',
  PERSON_SUSPENDED: 'suspended',
  EVENT_FULL: 'full',
};
/** Refusals only an organizer may override: others see the refusal and cancel. */
const ORGANIZERS_OVERRIDE: readonly Refusal[] = ['suspended', 'full'];
/** What registering again after a refusal says the desk accepted. */
type Accepted = { allowSameName?: boolean; overrideSuspension?: boolean; overrideCapacity?: boolean };
const ACCEPTS: Record<Refusal, keyof Accepted> = { sameName: 'allowSameName', suspended: 'overrideSuspension', full: 'overrideCapacity' };

/** What a member card's QR code holds (8 characters without look-alikes), as a USB scanner types it. */
const MEMBER_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
const looksLikeMemberCode = (typed: string) => MEMBER_CODE.test(typed.normalize('NFKC').trim().toUpperCase());

/**
 * Name (and ID), Enter: registered; a regular is found in the directory as the name is typed, and
 * Enter registers the highlighted match. Focus goes back to the name for the next player in line.
 * A finished event takes nobody, so it offers no form.
 */
export const QuickAdd = ({
  eventId,
  lateEntry,
  lateEntryPolicy,
  finished,
  canOverride,
}: {
  eventId: string;
  lateEntry: boolean;
  lateEntryPolicy?: LateEntryPolicyInfo;
  finished: boolean;
  canOverride: boolean;
}) => {
  const translate = useTranslate();
  if (finished)
    return (
      <Card>
        <CardContent>
          <Alert severity="info" data-testid="quick-add-finished">
            {translate('taikai.desk.add_finished')}
          </Alert>
        </CardContent>
      </Card>
    );
  return <QuickAddForm eventId={eventId} lateEntry={lateEntry} lateEntryPolicy={lateEntryPolicy} canOverride={canOverride} />;
};

const QuickAddForm = ({
  eventId,
  lateEntry,
  lateEntryPolicy,
  canOverride,
}: {
  eventId: string;
  lateEntry: boolean;
  lateEntryPolicy?: LateEntryPolicyInfo;
  canOverride: boolean;
}) => {
  const translate = useTranslate();
  const { data: roster } = useGql(PlayersDocument, { eventId });
  const playing = roster?.players.filter((p) => !p.dropped).length ?? 0;
  const { run, pending } = useRun();
  const [name, setName] = useState('');
  const [nameReading, setNameReading] = useState('');
  const [externalId, setExternalId] = useState('');
  const [last, setLast] = useState<PlayerFieldsFragment>();
  const [scanned, setScanned] = useState<{ name: string; registered: boolean }>();
  const nameRef = useRef<HTMLInputElement>(null);

  const [refusal, setRefusal] = useState<{ kind: Refusal; message: string; choice: DirectoryChoice; accepted: Accepted } | null>(null);
  const notify = useNotify();
  const registered = useMemo(
    () => new Set(roster?.players.flatMap((player) => (player.personId ? [player.personId] : [])) ?? []),
    [roster],
  );

  /**
   * A name already registered is a warning: the desk corrects it or registers a second player with
   * it. A suspended person, or one more than the capacity, is refused until an organizer overrides
   * it (the server checks who asks); what was accepted before stays accepted.
   */
  const register = async (choice: DirectoryChoice, accepted: Accepted = {}) => {
    setRefusal(null);
    const personId = choice.kind === 'person' ? choice.person.id : null;
    try {
      const data = await run(
        RegisterPlayerDocument,
        {
          eventId,
          input: personId ? {} : { name: name.trim(), nameReading: nameReading.trim() || null, externalId: externalId.trim() || null },
          allowSameName: accepted.allowSameName ?? false,
          personId,
          overrideSuspension: accepted.overrideSuspension ?? false,
          overrideCapacity: accepted.overrideCapacity ?? false,
        },
        { quiet: true },
      );
      if (data) {
        setScanned(undefined);
        setLast(data.registerPlayer);
        setName('');
        setNameReading('');
        setExternalId('');
      }
    } catch (error) {
      const kind = error instanceof GraphQLRequestError ? REFUSAL_OF_CODE[error.code ?? ''] : undefined;
      if (kind) setRefusal({ kind, message: (error as Error).message, choice, accepted });
      else notify((error as Error).message, { type: 'error' });
    }
    nameRef.current?.focus();
  };
  const directory = useDeskDirectory(eventId, name, registered, (choice) => void register(choice));
  /**
   * A scanned member card (its code, then Enter) registers its person if needed and checks them
   * in, in one step. Only when the directory finds nobody by that text: a name is never taken for a code.
   */
  const scan = async (memberCode: string) => {
    setRefusal(null);
    setLast(undefined);
    setScanned(undefined);
    try {
      const data = await run(CheckInMemberDocument, { eventId, memberCode: memberCode.trim() }, { quiet: true });
      if (data) {
        setScanned({ name: data.checkInMember.player.name, registered: data.checkInMember.registered });
        setName('');
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    nameRef.current?.focus();
  };
  const onNameKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const nobodyFound = directory.choices.every((choice) => choice.kind === 'new');
    if (event.key === 'Enter' && nobodyFound && looksLikeMemberCode(name)) {
      event.preventDefault();
      void scan(name);
      return;
    }
    directory.onKeyDown(event);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return nameRef.current?.focus();
    await register({ kind: 'new' });
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <PersonAddAlt1 color="primary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.desk.add_title')}
          </Typography>
        </Stack>
        <Box component="form" onSubmit={submit} data-testid="quick-add">
          {/* Name and reading side by side, ID and the button below: each label readable at a desk's width. */}
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <TextField
              inputRef={nameRef}
              autoFocus
              label={translate('taikai.desk.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={onNameKeyDown}
              slotProps={{ htmlInput: { 'data-testid': 'quick-add-name', autoComplete: 'off', ...directory.comboboxProps } }}
            />
            <TextField
              label={translate('taikai.desk.reading')}
              value={nameReading}
              onChange={(e) => setNameReading(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'quick-add-reading', autoComplete: 'off', lang: 'ja' } }}
            />
            <TextField
              label={translate('taikai.desk.external_id')}
              value={externalId}
              onChange={(e) => setExternalId(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'quick-add-id', autoComplete: 'off' } }}
            />
            <Button type="submit" variant="contained" disabled={pending}>
              {translate(lateEntry ? 'taikai.desk.add_late' : 'taikai.desk.add')}
            </Button>
          </Box>
          <DirectoryList directory={directory} typedName={name} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
            {translate(lateEntry ? 'taikai.desk.add_hint_late' : 'taikai.desk.add_hint')}
          </Typography>
          {lateEntry && lateEntryPolicy ? (
            <Typography
              variant="caption"
              color={lateEntryPolicy.policy === 'CLOSED' ? 'warning.main' : 'text.secondary'}
              sx={{ display: 'block', mt: 0.5 }}
              data-testid="late-entry-policy"
            >
              {lateEntryPolicyText(lateEntryPolicy, translate)}
            </Typography>
          ) : null}
        </Box>
        {refusal ? (
          <Alert
            severity={REFUSALS[refusal.kind].severity}
            sx={{ mt: 1.5 }}
            data-testid={REFUSALS[refusal.kind].testId}
            action={
              <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap', flexWrap: 'wrap' }}>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    setRefusal(null);
                    nameRef.current?.select();
                  }}
                  data-testid={REFUSALS[refusal.kind].back.testId}
                >
                  {translate(REFUSALS[refusal.kind].back.label)}
                </Button>
                {canOverride || !ORGANIZERS_OVERRIDE.includes(refusal.kind) ? (
                  <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    disabled={pending}
                    onClick={() => void register(refusal.choice, { ...refusal.accepted, [ACCEPTS[refusal.kind]]: true })}
                    data-testid={REFUSALS[refusal.kind].go.testId}
                  >
                    {translate(REFUSALS[refusal.kind].go.label)}
                  </Button>
                ) : null}
              </Stack>
            }
          >
            {refusal.message}
          </Alert>
        ) : null}
        {scanned ? (
          <Alert severity="success" sx={{ mt: 1.5 }} data-testid="member-scanned">
            {translate(scanned.registered ? 'taikai.desk.member_registered' : 'taikai.desk.member_checked_in', { name: scanned.name })}
          </Alert>
        ) : null}
        {last ? (
          <Alert severity="success" sx={{ mt: 1.5 }} data-testid="quick-add-last">
            {translate('taikai.desk.added', { name: last.name, code: last.accessCode })}
            {last.joinedAtRound > 1 ? ` ${translate('taikai.desk.joined_at', { n: last.joinedAtRound })}` : ''}
          </Alert>
        ) : null}
        {/* MTR 2.10: the bye goes to the lowest-ranked player who has not had one, and a late entry joins with no points. */}
        {last && last.joinedAtRound > 1 && playing % 2 === 1 ? (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="late-entry-bye">
            {translate('taikai.desk.late_entry_bye', { name: last.name, n: last.joinedAtRound, count: playing })}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
};
