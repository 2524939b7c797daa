import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  EnforcementLevel,
  EventStatus,
  FormatType,
  LateEntryPolicy,
  PlayoffDrawPolicy,
  PublicDecklists,
  PublicStandings,
  StaffRole,
} from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(EventStatus, { name: 'EventStatus' });
registerEnumType(FormatType, { name: 'FormatType' });
registerEnumType(EnforcementLevel, { name: 'EnforcementLevel' });
registerEnumType(LateEntryPolicy, {
  name: 'LateEntryPolicy',
  description: "The organizer's late-entry policy (not an MTR rule).",
  valuesMap: {
    LOSSES_FOR_MISSED_ROUNDS: {
      description: 'Players may join after round 1; each round missed is a match loss with no games (MTR appendix C).',
    },
    CLOSED: { description: 'Nobody joins once round 1 has been paired.' },
  },
});
registerEnumType(StaffRole, { name: 'StaffRole' });
registerEnumType(PublicStandings, {
  name: 'PublicStandings',
  description: "When the event's public page shows the standings (the organizer's choice).",
  valuesMap: {
    NEVER: { description: 'Never.' },
    AFTER_EACH_ROUND: { description: 'Through the last completed round, as each round completes.' },
    WHEN_PUBLISHED: { description: 'Once staff publish them (standingsPublished), as players see them.' },
  },
});
registerEnumType(PublicDecklists, {
  name: 'PublicDecklists',
  description: "Which decklists the event's public page shows (the organizer's choice).",
  valuesMap: {
    NEVER: { description: 'None.' },
    TOP_CUT: { description: "The top cut's lists, once staff publish them (publishDecklists)." },
    ALL_AFTER_EVENT: { description: 'Every list, once the event is finished.' },
  },
});
registerEnumType(PlayoffDrawPolicy, {
  name: 'PlayoffDrawPolicy',
  description: "The organizer's policy for a drawn playoff game (where the game allows drawn games, FFTCG 3.3).",
  valuesMap: {
    PLAY_ANOTHER_GAME: { description: 'The match goes on with another game until it has a winner.' },
    HIGHER_SEED_ADVANCES: { description: 'The better seed advances.' },
  },
});

@ObjectType('StaffMember')
export class StaffMemberModel {
  @Field(() => ID)
  userId!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => StaffRole)
  role!: StaffRole;
}

@ObjectType('Event')
export class EventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => ID, { description: 'The organization the event belongs to: its roles count here.' })
  organizationId!: string;

  @Field({ description: 'What players type to join by hand (with their access code): 5 characters without 0/O/1/I/L.' })
  shortCode!: string;

  @Field({ description: 'Rule profile id, e.g. "magic".' })
  ruleProfile!: string;

  @Field(() => FormatType)
  formatType!: FormatType;

  @Field(() => EnforcementLevel)
  enforcementLevel!: EnforcementLevel;

  @Field(() => Int)
  bestOf!: number;

  @Field(() => Int)
  roundMinutes!: number;

  @Field(() => Int, { nullable: true, description: 'Swiss rounds as set by the organizer; null until set or fixed at round 1.' })
  plannedRounds!: number | null;

  @Field(() => Int)
  topCut!: number;

  @Field(() => EventStatus)
  status!: EventStatus;

  @Field()
  standingsPublished!: boolean;

  @Field(() => String, { nullable: true })
  venue!: string | null;

  @Field(() => String, { nullable: true, description: "The prizes in English, as the head judge's announcement reads them out." })
  prizesEn!: string | null;

  @Field(() => String, { nullable: true, description: "The prizes in Japanese, as the head judge's announcement reads them out." })
  prizesJa!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Venue notes for the announcement in English: food, trading, the organizer's words.",
  })
  venueNotesEn!: string | null;

  @Field(() => String, { nullable: true, description: 'Venue notes for the announcement in Japanese.' })
  venueNotesJa!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the event is held, as a locale (ja-JP, en-US…): what its prints default to.' })
  locale!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  startsAt!: Date | null;

  @Field(() => LateEntryPolicy, {
    description: "The organizer's late-entry policy (not an MTR rule): whether players may join after round 1.",
  })
  lateEntryPolicy!: LateEntryPolicy;

  @Field(() => Int, { nullable: true, description: 'The last round a late entry may join in; null: any Swiss round.' })
  lateEntryLastRound!: number | null;

  @Field(() => Int)
  playerCount!: number;

  @Field(() => String, { nullable: true, description: "The format as the calendar names it, in the organizer's words." })
  formatName!: string | null;

  @Field(() => Int, { nullable: true, description: 'How many players may register (desk and pre-registration together); null: no limit.' })
  capacity!: number | null;

  @Field(() => String, { nullable: true, description: 'The entry fee as the organizer writes it: text, Taikai takes no payments.' })
  entryFee!: string | null;

  @Field({ description: "Shown on the organization's calendar page and iCal feed." })
  onCalendar!: boolean;

  @Field({ description: 'Players may pre-register from their phones until preregistrationClosesAt.' })
  preregistrationOpen!: boolean;

  @Field({ description: 'The public page (/play/e/<shortCode>, no sign-in) is on; its announcements and round clock follow it.' })
  publicPage!: boolean;

  @Field({ description: "The public page shows the published rounds' pairings." })
  publicPairings!: boolean;

  @Field(() => PublicStandings, { description: 'When the public page shows the standings.' })
  publicStandings!: PublicStandings;

  @Field(() => PublicDecklists, { description: 'Which decklists the public page shows.' })
  publicDecklists!: PublicDecklists;

  @Field({ description: 'The public page shows the metagame (archetype shares, conversion to the top cut, win rates).' })
  publicMetagame!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When pre-registration closes; null: when the event starts (startsAt).' })
  preregistrationClosesAt!: Date | null;

  @Field(() => PlayoffDrawPolicy, {
    description:
      "The organizer's policy for a drawn playoff game; applies only where the game's rules let a game be drawn (playoffDrawsFollowPolicy).",
  })
  playoffDrawPolicy!: PlayoffDrawPolicy;

  @Field(() => String, {
    nullable: true,
    description: "A team event's format (magic-trios, magic-two-headed-giant, team-3on3); null: an individual event.",
  })
  teamFormat!: string | null;
}

@ObjectType()
export class EventStructureModel {
  @Field(() => Int, { description: 'Players as the recommendation counts them (byes weigh double).' })
  effectivePlayers!: number;

  @Field(() => Int, { nullable: true })
  swissRounds!: number | null;

  @Field(() => Int)
  topCut!: number;

  @Field(() => Int, { nullable: true, description: 'For 5–8 players: single elimination rounds, no Swiss.' })
  singleEliminationRounds!: number | null;
}

@ObjectType('EventWarning', {
  description: 'A rule the organizer overrode for this event, accepted explicitly (e.g. a round under the minimum).',
})
export class EventWarningModel {
  @Field({ description: 'e.g. ROUND_SHORTER_THAN_MINIMUM (MTR appendix B).' })
  code!: string;

  @Field({ description: "What the rules say and what was set, in the caller's language." })
  message!: string;

  @Field(() => DateTimeScalar)
  acceptedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who accepted it.' })
  acceptedByName!: string | null;
}
