import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PersonMatch } from '../people';
import { DateTimeScalar } from '../../platform/graphql';

/** What a column of a player CSV fills. */
export enum PlayerImportField {
  NAME = 'NAME',
  FIRST_NAME = 'FIRST_NAME',
  LAST_NAME = 'LAST_NAME',
  NAME_READING = 'NAME_READING',
  DECK_NAME = 'DECK_NAME',
  EXTERNAL_ID = 'EXTERNAL_ID',
  EMAIL = 'EMAIL',
  AWARDED_BYES = 'AWARDED_BYES',
  POD = 'POD',
  TEAM = 'TEAM',
  SEAT = 'SEAT',
}

registerEnumType(PlayerImportField, {
  name: 'PlayerImportField',
  description: 'What a column of a player CSV fills.',
  valuesMap: {
    FIRST_NAME: { description: 'Joined with LAST_NAME into the name.' },
    LAST_NAME: { description: 'Joined with FIRST_NAME into the name.' },
    TEAM: { description: "The player's team in a team event: rows with the same team name form a team." },
    SEAT: { description: 'The seat in the team (A, B or C); empty: the free seats in row order.' },
  },
});

@ObjectType({
  description: "A reading (フリガナ) proposed for a player's name; nothing is saved until the desk confirms it with updatePlayer.",
})
export class NameReadingProposal {
  @Field(() => ID)
  playerId!: string;

  @Field()
  name!: string;

  @Field({ description: 'In katakana, e.g. 山田太郎 → ヤマダタロウ.' })
  reading!: string;
}

@ObjectType('Player', { description: 'A registration of one person in one event.' })
export class PlayerModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ID, { nullable: true, description: 'The organization’s person this registration is of.' })
  personId!: string | null;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The reading of the name (フリガナ); by-name lists sort by it when present.' })
  nameReading!: string | null;

  @Field(() => String, { nullable: true, description: 'Wizards account, Play! Pokémon ID, …' })
  externalId!: string | null;

  @Field(() => String, { nullable: true, description: "The deck's name as registered (EventLink's Deck column)." })
  deckName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field({ description: 'Code for the player page; staff only.' })
  accessCode!: string;

  @Field()
  checkedIn!: boolean;

  @Field(() => Int)
  awardedByes!: number;

  @Field(() => String, { nullable: true })
  pod!: string | null;

  @Field(() => Int, { nullable: true })
  fixedTable!: number | null;

  @Field(() => Int, { description: 'First round the player is paired in (late entries: later than 1).' })
  joinedAtRound!: number;

  @Field()
  dropped!: boolean;

  @Field(() => String, { nullable: true })
  dropReason!: string | null;

  @Field()
  disqualified!: boolean;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the player pre-registered from their phone (null: registered at the desk); the desk checks them in on the day.',
  })
  preregisteredAt!: Date | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@ObjectType('MemberCheckIn', { description: 'What scanning a member card at the desk did.' })
export class MemberCheckInModel {
  @Field(() => PlayerModel, { description: 'Their registration, checked in.' })
  player!: PlayerModel;

  @Field({ description: 'True when the scan registered them (they were not registered yet); false: only checked in.' })
  registered!: boolean;
}

@ObjectType('WaitlistEntry', { description: 'A person waiting for a place in a full event, in the order they joined.' })
export class WaitlistEntryModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  personId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The reading of the name (フリガナ).' })
  nameReading!: string | null;

  @Field(() => Int, { description: 'Their place in line: 1 is promoted first.' })
  position!: number;

  @Field(() => DateTimeScalar, { description: 'When they joined the waitlist.' })
  joinedAt!: Date;
}

@InputType()
export class PlayerInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: 'The reading of the name (フリガナ); empty or null: none.' })
  nameReading?: string | null;

  @Field(() => String, { nullable: true, description: "The deck's name; empty or null: none." })
  deckName?: string | null;

  @Field(() => String, { nullable: true })
  externalId?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Int, { nullable: true })
  awardedByes?: number;

  @Field(() => String, { nullable: true })
  pod?: string | null;

  @Field(() => Int, { nullable: true })
  fixedTable?: number | null;
}

@ObjectType()
export class ImportRowError {
  @Field(() => Int, { description: '1-based line in the file.' })
  line!: number;

  @Field()
  code!: string;

  @Field()
  message!: string;
}

@ObjectType()
export class PlayerImportResult {
  @Field(() => [PlayerModel], { description: 'Created players; none when any row has an error.' })
  created!: PlayerModel[];

  @Field(() => [ImportRowError])
  errors!: ImportRowError[];
}

@ObjectType()
export class PlayerImportColumn {
  @Field(() => Int, { description: '1-based, as spreadsheets count.' })
  position!: number;

  @Field({ description: 'The title in the header row, as written.' })
  title!: string;

  @Field(() => PlayerImportField, { nullable: true, description: 'null: the column is ignored.' })
  field!: PlayerImportField | null;
}

@ObjectType({ description: 'One player of a CSV, as it would be registered.' })
export class PlayerImportRow {
  @Field(() => Int)
  line!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  nameReading!: string | null;

  @Field(() => String, { nullable: true })
  deckName!: string | null;

  @Field(() => String, { nullable: true })
  externalId!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Int)
  awardedByes!: number;

  @Field(() => String, { nullable: true })
  pod!: string | null;

  @Field(() => String, { nullable: true, description: 'The team the row forms or joins (team events).' })
  team!: string | null;

  @Field(() => String, { nullable: true, description: 'The seat in the team, given or assigned in row order.' })
  seat!: string | null;

  @Field(() => PersonMatch, {
    nullable: true,
    description: 'The directory’s person the row matched (by player ID, then e-mail); null: a new person.',
  })
  person!: PersonMatch | null;
}

@ObjectType({ description: 'How importPlayers would read a CSV; reading it changes nothing.' })
export class PlayerImportPreview {
  @Field(() => [PlayerImportColumn], { description: 'The columns that fill a field.' })
  columns!: PlayerImportColumn[];

  @Field(() => [PlayerImportColumn], { description: 'The columns that will be ignored.' })
  ignoredColumns!: PlayerImportColumn[];

  @Field(() => Int, { description: 'Players in the file (rows below the header that are not empty).' })
  rows!: number;

  @Field(() => [PlayerImportRow], { description: 'The first players, as they would be registered.' })
  sample!: PlayerImportRow[];

  @Field(() => Int, { description: 'Players of the file who are not in the directory yet: importing adds them.' })
  newPeople!: number;

  @Field(() => [ImportRowError], { description: 'Every problem of the file; importPlayers imports nothing while there is one.' })
  problems!: ImportRowError[];
}
