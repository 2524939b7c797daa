import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JudgeCallStatus } from '../../generated/prisma/enums';
import { EventUpdateKind } from '../../platform/live';

@ObjectType('ConsoleEvent', {
  description:
    "A running event of a convention on the floor's console: its current round, clock, outstanding tables and what waits for a person.",
})
export class ConsoleEventModel {
  @Field(() => ID)
  eventId!: string;

  @Field()
  name!: string;

  @Field({ description: 'RUNNING or TOP_CUT.' })
  status!: string;

  @Field({ description: 'The main event of the convention.' })
  main!: boolean;

  @Field(() => Int, { nullable: true, description: 'The latest round; null before round 1 is paired.' })
  roundNumber!: number | null;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the round ends; while paused, the time left is `endsAt - pausedAt`.' })
  endsAt!: Date | null;

  @Field(() => Date, { nullable: true })
  pausedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  closedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "Seconds left on the round's clock when read (negative: over time); null: not timed." })
  remainingSeconds!: number | null;

  @Field(() => Int, { description: "The round's matches with two players." })
  matches!: number;

  @Field(() => [String], {
    description: "Matches without a final result, by the hall's table label (the table number outside a hall), in hall order.",
  })
  outstanding!: string[];

  @Field(() => [String], { description: 'Disputed matches (the two reports disagree), by table label.' })
  disputed!: string[];

  @Field(() => Int, { description: 'Judge calls no judge has taken yet.' })
  openCalls!: number;

  @Field(() => Int, { description: 'Judge calls a judge is on.' })
  takenCalls!: number;
}

@ObjectType('ConventionJudgeCall', {
  description: "A judge call waiting, or with a judge, in one of a convention's running events: where in the hall, and who.",
})
export class ConventionJudgeCallModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field(() => JudgeCallStatus, { description: 'OPEN (waiting) or TAKEN.' })
  status!: JudgeCallStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  takenAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The match's table: its hall label (the table number outside a hall); null: no match named.",
  })
  table!: string | null;

  @Field(() => String, { nullable: true, description: "The hall area of the table; null outside the hall's map." })
  area!: string | null;

  @Field()
  playerName!: string;

  @Field(() => String, { nullable: true })
  takenByName!: string | null;
}

@ObjectType('ConventionUpdate', {
  description:
    "Something changed in a convention: in one of its events (`eventId`), or in its hall (`eventId` null, kind HALL_CHANGED). Refetch what `kind` names, as for an event's updates.",
})
export class ConventionUpdateModel {
  @Field(() => ID, { nullable: true, description: 'The event it happened in; null for a change of the hall itself.' })
  eventId!: string | null;

  @Field(() => EventUpdateKind)
  kind!: EventUpdateKind;

  @Field(() => Int, { nullable: true })
  roundNumber!: number | null;

  @Field(() => ID, { nullable: true })
  matchId!: string | null;

  @Field(() => Date, { description: 'When the update was published.' })
  at!: Date;
}

@ObjectType('ConventionStaffCount', {
  description:
    "A staff member of a convention's pool (or who worked its events): the judge calls they took and closed and the penalties they issued there.",
})
export class ConventionStaffCountModel {
  @Field(() => ID)
  userId!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: "Judge calls of the convention's events they took (closed ones included)." })
  callsTaken!: number;

  @Field(() => Int, { description: 'Of those, the calls now closed.' })
  callsClosed!: number;

  @Field(() => Int, { description: "Penalties they issued in the convention's events (revoked ones included)." })
  penalties!: number;
}
