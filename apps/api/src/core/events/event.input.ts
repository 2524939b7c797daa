import { Field, InputType, Int } from '@nestjs/graphql';
import {
  EnforcementLevel,
  FormatType,
  LateEntryPolicy,
  PlayoffDrawPolicy,
  PublicDecklists,
  PublicStandings,
} from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

@InputType()
export class EventInput {
  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true, description: 'Rule profile id: magic, fftcg, pokemon.' })
  ruleProfile?: string;

  @Field(() => FormatType, { nullable: true })
  formatType?: FormatType;

  @Field(() => EnforcementLevel, { nullable: true })
  enforcementLevel?: EnforcementLevel;

  @Field(() => Int, { nullable: true })
  bestOf?: number;

  @Field(() => Int, { nullable: true })
  roundMinutes?: number;

  @Field(() => Int, { nullable: true, description: 'Swiss rounds; unset means the recommended number.' })
  plannedRounds?: number | null;

  @Field(() => Int, { nullable: true, description: 'Top cut size: 0 (none), 2, 4, 8 or 16.' })
  topCut?: number;

  @Field(() => DateTimeScalar, { nullable: true })
  startsAt?: Date | null;

  @Field(() => String, { nullable: true })
  venue?: string | null;

  @Field(() => String, { nullable: true, description: "The prizes in English, as the head judge's announcement reads them out." })
  prizesEn?: string | null;

  @Field(() => String, { nullable: true, description: "The prizes in Japanese, as the head judge's announcement reads them out." })
  prizesJa?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Venue notes for the announcement in English: food, trading, the organizer's words.",
  })
  venueNotesEn?: string | null;

  @Field(() => String, { nullable: true, description: 'Venue notes for the announcement in Japanese.' })
  venueNotesJa?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the event is held, as a locale: ja-JP, en-US, en-GB, de-DE, fr-FR, it-IT, es-ES, ko-KR, zh-TW, en-AU or en-CA.',
  })
  locale?: string | null;

  @Field(() => PlayoffDrawPolicy, {
    nullable: true,
    description:
      "The organizer's policy for a drawn playoff game, where the game's rules let a game be drawn (FFTCG 3.3); not a rule of the game. Magic ignores it (MTR 2.5: no draws in single elimination).",
  })
  playoffDrawPolicy?: PlayoffDrawPolicy;
  @Field(() => LateEntryPolicy, { nullable: true, description: "The organizer's late-entry policy (not an MTR rule)." })
  lateEntryPolicy?: LateEntryPolicy;

  @Field(() => Int, { nullable: true, description: 'The last round a late entry may join in (2 or later); null: any Swiss round.' })
  lateEntryLastRound?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The format as the calendar names it, in the organizer\'s words ("Modern", "スタンダード").',
  })
  formatName?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How many players may register (desk and pre-registration together), 2 or more; null: no limit.',
  })
  capacity?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The entry fee as the organizer writes it ("¥1,000", "Free"): text, Taikai takes no payments.',
  })
  entryFee?: string | null;

  @Field({ nullable: true, description: "Shown on the organization's calendar page and iCal feed." })
  onCalendar?: boolean;

  @Field({ nullable: true, description: 'Players may pre-register from their phones until preregistrationClosesAt.' })
  preregistrationOpen?: boolean;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When pre-registration closes (not after startsAt); null: when the event starts.',
  })
  preregistrationClosesAt?: Date | null;

  @Field({
    nullable: true,
    description: 'The public page (/play/e/<shortCode>, no sign-in) is on (default); its announcements and round clock follow it.',
  })
  publicPage?: boolean;

  @Field({ nullable: true, description: "The public page shows the published rounds' pairings (default)." })
  publicPairings?: boolean;

  @Field(() => PublicStandings, { nullable: true, description: 'When the public page shows the standings (default WHEN_PUBLISHED).' })
  publicStandings?: PublicStandings;

  @Field(() => PublicDecklists, { nullable: true, description: 'Which decklists the public page shows (default NEVER).' })
  publicDecklists?: PublicDecklists;

  @Field({
    nullable: true,
    description: 'The public page shows the metagame: archetype shares, conversion to the top cut, win rates (default false).',
  })
  publicMetagame?: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "A team event's format: magic-trios (MTR 8), magic-two-headed-giant (MTR 9), team-3on3; null: an individual event. " +
      'Only while the event is in registration and no round is paired (else TEAM_FORMAT_FIXED).',
  })
  teamFormat?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Rule warnings the organizer accepts for these settings (e.g. ROUND_SHORTER_THAN_MINIMUM, MTR appendix B): without it such a ' +
      'setting is refused with that code; accepted, it is recorded in Event.warnings and audited.',
  })
  acceptWarnings?: string[] | null;
}
