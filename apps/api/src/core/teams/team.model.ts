import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

/** Where a team stands in its registration. */
export enum TeamStatus {
  COMPLETE = 'COMPLETE',
  MISSING_SEATS = 'MISSING_SEATS',
  DROPPED = 'DROPPED',
}

registerEnumType(TeamStatus, {
  name: 'TeamStatus',
  description: 'Where a team stands.',
  valuesMap: {
    COMPLETE: { description: 'Every seat of the format has a player.' },
    MISSING_SEATS: { description: 'Some seats have nobody yet (missingSeats).' },
    DROPPED: { description: 'The team dropped from the event (MTR 8.2: a member’s drop drops the whole team).' },
  },
});

@ObjectType('TeamMember', { description: 'A player of a team, in their seat.' })
export class TeamMemberModel {
  @Field(() => ID)
  playerId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'The reading of the name (フリガナ).' })
  nameReading!: string | null;

  @Field({ description: 'A, B or C: player A plays the other team’s player A (MTR 8.2).' })
  seat!: string;

  @Field({ description: 'The team’s captain (who made it on their phone).' })
  captain!: boolean;

  @Field()
  dropped!: boolean;
}

@ObjectType('Team', { description: 'A team of a team event (MTR 8): its players in their seats.' })
export class TeamModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  name!: string;

  @Field({ description: 'What teammates type on their phones to join (6 characters): staff and the team’s players only.' })
  joinCode!: string;

  @Field(() => ID, { nullable: true, description: 'The captain’s registration; null when staff made the team.' })
  captainId!: string | null;

  @Field(() => [TeamMemberModel], { description: 'By seat.' })
  members!: TeamMemberModel[];

  @Field(() => TeamStatus)
  status!: TeamStatus;

  @Field(() => [String], { description: 'The seats of the format nobody holds yet.' })
  missingSeats!: string[];

  @Field(() => DateTimeScalar, { nullable: true })
  droppedAt!: Date | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@InputType({ description: 'A player of a team and their seat.' })
export class TeamMemberInput {
  @Field(() => ID)
  playerId!: string;

  @Field(() => String, { nullable: true, description: 'A, B or C; left out: the first free seat, in the order members are listed.' })
  seat?: string | null;
}
