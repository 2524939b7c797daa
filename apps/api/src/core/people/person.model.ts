import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('PersonIdentifier', { description: 'A player ID a publisher gave the person.' })
export class PersonIdentifierModel {
  @Field({ description: 'Whose ID: WIZARDS, POKEMON, BANDAI, KONAMI, SQUARE_ENIX, or another publisher’s name.' })
  kind!: string;

  @Field()
  value!: string;
}

@ObjectType('Suspension', { description: 'An organizer’s suspension: registering the person needs an organizer’s override until it ends.' })
export class SuspensionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => DateTimeScalar)
  until!: Date;

  @Field()
  reason!: string;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Set when an organizer lifted it before its end.' })
  liftedAt!: Date | null;
}

@ObjectType('Person', { description: 'Someone who plays at the organization’s events: its directory entry.' })
export class PersonModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organizationId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The reading of the name (フリガナ).' })
  nameReading!: string | null;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => [PersonIdentifierModel])
  identifiers!: PersonIdentifierModel[];

  @Field(() => String, { nullable: true, description: 'null unless the caller may read private data (people.readPrivate).' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Staff notes; null unless the caller may read private data (people.readPrivate).' })
  notes!: string | null;

  @Field(() => SuspensionModel, { nullable: true, description: 'The suspension in force now, if any.' })
  activeSuspension!: SuspensionModel | null;

  @Field(() => [SuspensionModel], { description: 'Every suspension, latest first.' })
  suspensions!: SuspensionModel[];

  @Field(() => Int, { description: 'Events the person is registered in.' })
  eventsCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'What their member card’s QR code carries (issueMemberCode makes it); null: no card yet.',
  })
  memberCode!: string | null;
}

@InputType()
export class PersonIdentifierInput {
  @Field()
  kind!: string;

  @Field()
  value!: string;
}

@InputType()
export class PersonInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: 'The reading (フリガナ); empty or null: none.' })
  nameReading?: string | null;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: 'Needs people.readPrivate to set.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Needs people.readPrivate to set.' })
  notes?: string | null;

  @Field(() => [PersonIdentifierInput], {
    nullable: true,
    description: 'The person’s player IDs, all of them (replaces those held); omitted: unchanged.',
  })
  identifiers?: PersonIdentifierInput[];
}

@ObjectType({ description: 'The directory’s person a CSV row would be registered as.' })
export class PersonMatch {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'What matched: PLAYER_ID or EMAIL.' })
  matchedBy!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Set when the person is suspended now: the import is refused.' })
  suspendedUntil!: Date | null;
}
