import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

export enum EntryStatus {
  REGISTERED = 'REGISTERED',
  WAITLISTED = 'WAITLISTED',
}
registerEnumType(EntryStatus, {
  name: 'EntryStatus',
  description: 'REGISTERED: a place in the event; WAITLISTED: in line for a place freed by a cancellation.',
});

export enum MyEventWhen {
  UPCOMING = 'UPCOMING',
  CURRENT = 'CURRENT',
  PAST = 'PAST',
}
registerEnumType(MyEventWhen, { name: 'MyEventWhen', description: 'UPCOMING: registering; CURRENT: running; PAST: finished.' });

@ObjectType('CalendarEvent', { description: "An event on an organization's public calendar." })
export class CalendarEventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The format in the organizer\'s words ("Modern", "スタンダード").' })
  formatName!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  startsAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the event is held, as a locale (ja-JP…): the phone shows its times as there.',
  })
  locale!: string | null;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  capacity!: number | null;

  @Field(() => Int, { nullable: true, description: 'Places not taken (desk registrations and pre-registrations); null: no limit.' })
  placesLeft!: number | null;

  @Field(() => Int, { description: 'People waiting for a place.' })
  waitlistCount!: number;

  @Field(() => String, { nullable: true, description: 'As the organizer writes it ("¥1,000"): text, Taikai takes no payments.' })
  entryFee!: string | null;

  @Field({ description: 'Whether a phone may pre-register now (open, before its closing time, still registering).' })
  preregistrationOpen!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When pre-registration closes (the start when none was set).' })
  preregistrationClosesAt!: Date | null;
}

@ObjectType('OrganizationCalendar', { description: "An organization's public page: its upcoming events on the calendar." })
export class OrganizationCalendarModel {
  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => [CalendarEventModel], { description: 'Not finished, soonest first.' })
  events!: CalendarEventModel[];
}

@ObjectType('MyEvent', { description: "One of the person token's events: a registration or a place in a waitlist." })
export class MyEventModel {
  @Field(() => CalendarEventModel)
  event!: CalendarEventModel;

  @Field(() => MyEventWhen)
  when!: MyEventWhen;

  @Field(() => EntryStatus)
  status!: EntryStatus;

  @Field({ description: 'Registered from a phone before the day (the desk checks them in).' })
  preregistered!: boolean;

  @Field(() => Int, { nullable: true, description: 'Place in the waitlist, 1 first; null when registered.' })
  waitlistPosition!: number | null;

  @Field({ description: 'Dropped (or dropped as a no-show at round 1).' })
  dropped!: boolean;

  @Field(() => Int, { nullable: true, description: 'Place in the final standings; null before the first round.' })
  place!: number | null;

  @Field(() => Int)
  wins!: number;

  @Field(() => Int)
  losses!: number;

  @Field(() => Int)
  draws!: number;
}

@ObjectType('MyEvents', { description: "What the person token reaches: the person's events at the organization." })
export class MyEventsModel {
  @Field()
  name!: string;

  @Field(() => OrganizationCalendarModel, { description: 'The organization and its calendar.' })
  organization!: OrganizationCalendarModel;

  @Field(() => [MyEventModel], { description: 'Upcoming soonest first, then current, then past newest first.' })
  events!: MyEventModel[];
}

@ObjectType('PreRegistration', { description: 'A pre-registration from a phone: a place, or a place in the waitlist.' })
export class PreRegistrationModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => EntryStatus)
  status!: EntryStatus;

  @Field(() => Int, { nullable: true, description: 'Place in the waitlist, 1 first.' })
  waitlistPosition!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A person token for this phone, when pre-registering without one made a new person (an existing person's phone signs in with an access code once).",
  })
  personToken!: string | null;
}

@InputType({ description: 'Who pre-registers from a phone without a person token.' })
export class PreRegistrationInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The reading (フリガナ).' })
  nameReading?: string | null;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true, description: "The player ID of the event's game." })
  playerId?: string | null;
}

@ObjectType('PersonDevice', { description: 'A phone a person signed in from: its person token works until it is revoked.' })
export class PersonDeviceModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'What the phone said it is (its browser).' })
  label!: string | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true })
  revokedAt!: Date | null;
}
