import Lightbulb from '@mui/icons-material/Lightbulb';
import { TEAM_FORMATS } from '@taikai/engine';
import { Alert, Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { EventDetailRecord } from '../shared/data/dataProvider';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { asksPlayoffDrawPolicy } from './playoffDraws';
import { RULE_PROFILES } from './ruleProfiles';
import { RoundMinimumConfirm } from './RoundMinimumConfirm';

export const FORMAT_TYPES = ['CONSTRUCTED', 'LIMITED', 'SEALED', 'DRAFT'] as const;
export const ENFORCEMENT_LEVELS = ['REGULAR', 'COMPETITIVE', 'PROFESSIONAL'] as const;
export const TOP_CUT_SIZES = [0, 2, 4, 8, 16] as const;

const ruleChoices = RULE_PROFILES.map((id) => ({ id, name: `taikai.rule_profiles.${id}` }));
const formatChoices = FORMAT_TYPES.map((id) => ({ id, name: `taikai.formats.${id}` }));
const relChoices = ENFORCEMENT_LEVELS.map((id) => ({ id, name: `taikai.rel.${id}` }));
/** Team events (MTR 8, 9): none is an individual event. */
const teamFormatChoices = TEAM_FORMATS.map(({ id }) => ({ id, name: `taikai.event.team_formats.${id}` }));
const bestOfChoices = [1, 3, 5].map((id) => ({ id, name: `taikai.event.best_of_choice_${id}` }));
/** Where an event can be held (the API accepts the same list): decides the paper its prints default to. */
export const EVENT_LOCALES = ['ja-JP', 'en-US', 'en-GB', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'ko-KR', 'zh-TW', 'en-AU', 'en-CA'] as const;
const LocaleInput = () => {
  const [uiLocale] = useLocaleState();
  const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
  return <SelectInput source="locale" choices={EVENT_LOCALES.map((id) => ({ id, name: names.of(id) ?? id }))} translateChoice={false} />;
};
const playoffDrawChoices = (['PLAY_ANOTHER_GAME', 'HIGHER_SEED_ADVANCES'] as const).map((id) => ({
  id,
  name: `taikai.event.playoff_draw_policies.${id}`,
}));

/**
 * What a drawn playoff game leads to, only for a game whose rules let a game end in a draw
 * (FFTCG 3.3): the organizer's policy, and the form says so. Magic never asks (MTR 2.5).
 */
const PlayoffDrawPolicyInput = () => (
  <FormDataConsumer<{ ruleProfile?: string }>>
    {({ formData }) =>
      asksPlayoffDrawPolicy(formData.ruleProfile) ? (
        <SelectInput
          source="playoffDrawPolicy"
          choices={playoffDrawChoices}
          defaultValue="PLAY_ANOTHER_GAME"
          validate={required()}
          helperText="taikai.event.playoff_draw_policy_help"
          data-testid="playoff-draw-policy"
          fullWidth
        />
      ) : null
    }
  </FormDataConsumer>
);

/** Pre-registration closes at the start at the latest (the API refuses it too: PREREGISTRATION_CLOSES_AFTER_START). */
const closesBeforeStart = (value: string | null | undefined, values: { startsAt?: string | null }) =>
  value && values.startsAt && new Date(value) > new Date(values.startsAt) ? 'taikai.event.preregistration_closes_after_start' : undefined;

/** The organizer's late-entry policy (not an MTR rule). */
export const LATE_ENTRY_POLICIES = ['LOSSES_FOR_MISSED_ROUNDS', 'CLOSED'] as const;
const lateEntryChoices = LATE_ENTRY_POLICIES.map((id) => ({ id, name: `taikai.event.late_entry_${id}` }));
const publicStandingsChoices = ['NEVER', 'AFTER_EACH_ROUND', 'WHEN_PUBLISHED'].map((id) => ({
  id,
  name: `taikai.event.public_standings_${id}`,
}));
const publicDecklistsChoices = ['NEVER', 'TOP_CUT', 'ALL_AFTER_EVENT'].map((id) => ({ id, name: `taikai.event.public_decklists_${id}` }));
const topCutChoices = TOP_CUT_SIZES.map((id) => ({ id, name: id ? `taikai.event.top_n_${id}` : 'taikai.event.no_top_cut' }));

/** What the rules recommend for the players registered now (MTR appendix E and friends). */
export const RecommendedStructure = () => {
  const record = useRecordContext<EventDetailRecord>();
  const translate = useTranslate();
  if (!record?.recommendedStructure) return null;
  const rec = record.recommendedStructure;
  const text = rec.singleEliminationRounds
    ? translate('taikai.event.recommended_single_elim', { players: rec.effectivePlayers, rounds: rec.singleEliminationRounds })
    : rec.swissRounds
      ? translate('taikai.event.recommended_swiss', {
          players: rec.effectivePlayers,
          rounds: rec.swissRounds,
          cut: rec.topCut ? translate(`taikai.event.top_n_${rec.topCut}`) : translate('taikai.event.no_top_cut'),
        })
      : translate('taikai.event.recommended_none', { players: rec.effectivePlayers });
  return (
    <Alert severity="info" icon={<Lightbulb />} data-testid="recommended-structure" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      {text}
    </Alert>
  );
};

const LateEntryHelp = () => useTranslate()('taikai.event.late_entry_help');

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1, mb: 0.5, width: '100%' }}>
      {translate(title)}
    </Typography>
  );
};

const row = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  width: '100%',
};

/** One text per language: an announcement reads its own, else the other one, marked (lang for screen readers). */
const AnnouncementText = ({ source, language, help }: { source: string; language: 'en' | 'ja'; help: string }) => (
  <TextInput source={source} multiline minRows={2} helperText={help} slotProps={{ htmlInput: { lang: language } }} />
);

// The live refresh refetches the event while the organizer types: what they typed stays.
const keepTypedValues = { keepDirtyValues: true };

/** Which organization a new event belongs to, asked only of staff of several (the API takes the only one otherwise). */
const OrganizationInput = () => {
  const { organizations, several } = useOrganizations();
  return several ? (
    <SelectInput
      source="organizationId"
      label="taikai.organization.column"
      choices={organizations}
      translateChoice={false}
      validate={required()}
      data-testid="event-organization"
    />
  ) : null;
};

export const EventForm = ({ started = false, creating = false }: { started?: boolean; creating?: boolean }) => (
  <SimpleForm sx={{ maxWidth: 880 }} resetOptions={keepTypedValues}>
    <RecommendedStructure />
    <Section title="taikai.event.section_basics" />
    {creating ? <OrganizationInput /> : null}
    <TextInput source="name" validate={required()} fullWidth />
    <Box sx={row}>
      <TextInput source="venue" />
      <LocaleInput />
      <DateTimeInput source="startsAt" />
    </Box>
    <Section title="taikai.event.section_rules" />
    {/* A game's full name (マジック：ザ・ギャザリング) needs the widest column. */}
    <Box
      sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 3fr) repeat(2, minmax(0, 2fr))' } }}
    >
      <SelectInput source="ruleProfile" choices={ruleChoices} validate={required()} disabled={started} />
      <SelectInput source="formatType" choices={formatChoices} validate={required()} />
      <SelectInput source="enforcementLevel" choices={relChoices} validate={required()} />
    </Box>
    {/* MTR 8.2: teams and their seats are fixed for the whole event, so the format is chosen before round 1. */}
    <SelectInput
      source="teamFormat"
      choices={teamFormatChoices}
      emptyText="taikai.event.team_format_individual"
      disabled={started}
      helperText="taikai.event.team_format_help"
      data-testid="event-team-format"
      sx={{ minWidth: 320 }}
    />
    <Section title="taikai.event.section_structure" />
    <Box sx={row}>
      <SelectInput source="bestOf" choices={bestOfChoices} validate={required()} disabled={started} />
      <NumberInput source="roundMinutes" validate={[required(), minValue(10), maxValue(240)]} step={5} />
      <NumberInput
        source="plannedRounds"
        validate={[minValue(1), maxValue(20)]}
        disabled={started}
        helperText="taikai.event.planned_rounds_help"
      />
      <SelectInput source="topCut" choices={topCutChoices} validate={required()} />
    </Box>
    <PlayoffDrawPolicyInput />
    <Section title="taikai.event.section_late_entry" />
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {/* The organizer's policy, said plainly: the MTR has no late-entry rule. */}
      <LateEntryHelp />
    </Typography>
    {/* The policy's choices are sentences: they get two thirds of the row. */}
    <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <SelectInput source="lateEntryPolicy" choices={lateEntryChoices} validate={required()} />
      <NumberInput
        source="lateEntryLastRound"
        validate={[minValue(2), maxValue(20)]}
        helperText="taikai.event.late_entry_last_round_help"
      />
    </Box>
    <RoundMinimumConfirm />
    <Section title="taikai.event.section_calendar" />
    <Box sx={row} data-testid="event-calendar-settings">
      <TextInput source="formatName" helperText="taikai.event.format_name_help" />
      <TextInput source="entryFee" helperText="taikai.event.entry_fee_help" />
      <NumberInput source="capacity" validate={[minValue(2), maxValue(10000)]} helperText="taikai.event.capacity_help" />
    </Box>
    <Box sx={row}>
      <BooleanInput source="onCalendar" defaultValue helperText="taikai.event.on_calendar_help" />
      <BooleanInput source="preregistrationOpen" defaultValue={false} helperText="taikai.event.preregistration_open_help" />
      <DateTimeInput source="preregistrationClosesAt" validate={closesBeforeStart} helperText="taikai.event.preregistration_closes_help" />
    </Box>
    <Section title="taikai.event.section_public" />
    <Box sx={row} data-testid="event-public-settings">
      <BooleanInput source="publicPage" defaultValue helperText="taikai.event.public_page_switch_help" />
      <BooleanInput source="publicPairings" defaultValue helperText="taikai.event.public_pairings_help" />
    </Box>
    {/* Two wide columns: the choices are sentences ("The top cut’s, once published"). */}
    <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <SelectInput
        source="publicStandings"
        choices={publicStandingsChoices}
        defaultValue="WHEN_PUBLISHED"
        validate={required()}
        fullWidth
      />
      <SelectInput source="publicDecklists" choices={publicDecklistsChoices} defaultValue="NEVER" validate={required()} fullWidth />
    </Box>
    <Section title="taikai.event.section_announcement" />
    <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }} data-testid="event-announcement-texts">
      <AnnouncementText source="prizesEn" language="en" help="taikai.event.prizes_help" />
      <AnnouncementText source="prizesJa" language="ja" help="taikai.event.prizes_ja_help" />
      <AnnouncementText source="venueNotesEn" language="en" help="taikai.event.venue_notes_help" />
      <AnnouncementText source="venueNotesJa" language="ja" help="taikai.event.venue_notes_ja_help" />
    </Box>
  </SimpleForm>
);
