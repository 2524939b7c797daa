import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ShiftRole } from '../../generated/prisma/enums';

@ObjectType('ConventionEvent', { description: 'An event held in a convention.' })
export class ConventionEventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  status!: string;

  @Field({ description: 'The main event keeps its block of tables between its rounds.' })
  main!: boolean;
}

@ObjectType('Convention', { description: 'Events of one organization held together in one venue for some days, sharing one hall.' })
export class ConventionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organizationId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  venue!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startsOn!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  endsOn!: string | null;

  @Field({ description: 'Its public page (no sign-in) is on: it shows the convention and its events whose own public page is on.' })
  publicPage!: boolean;

  @Field(() => [ConventionEventModel], { description: 'Its events, the main event first.' })
  events!: ConventionEventModel[];
}

@ObjectType('HallTable', { description: "A table of the convention's hall, and the match of a running round sitting at it." })
export class HallTableModel {
  @Field({ description: 'As the hall writes it, e.g. "B-12".' })
  label!: string;

  @Field()
  area!: string;

  @Field(() => Int)
  row!: number;

  @Field(() => Int)
  number!: number;

  @Field(() => Int, { description: 'Seats: 2, or 4 for Two-Headed Giant.' })
  capacity!: number;

  @Field({ description: 'False while the table cannot be used.' })
  inUse!: boolean;

  @Field({ description: 'A feature or stream table: allocation never gives it.' })
  feature!: boolean;

  @Field(() => ID, { nullable: true, description: 'The event whose running round uses it.' })
  eventId!: string | null;

  @Field(() => String, { nullable: true })
  eventName!: string | null;

  @Field(() => Int, { nullable: true })
  roundNumber!: number | null;

  @Field(() => ID, { nullable: true })
  matchId!: string | null;
}

@ObjectType('ConflictSeat', { description: "One side of a seating conflict: the person's registration and match in one event." })
export class ConflictSeatModel {
  @Field(() => ID)
  playerId!: string;

  @Field({ description: "The registration's name in this event." })
  playerName!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field(() => Int)
  roundNumber!: number;

  @Field(() => ID)
  matchId!: string;

  @Field({ description: "The match's hall label (its table number when it has no hall seat)." })
  table!: string;
}

@ObjectType('SeatingConflict', {
  description:
    'A person seated in two running events of a convention at once: both registrations (of the same person) are at matches without a final result. Staff are warned; nothing is refused. Registrations not linked to a person are not matched.',
})
export class SeatingConflictModel {
  @Field(() => ID)
  personId!: string;

  @Field(() => ConflictSeatModel, { description: "The seat this list is read from (the round's own, on a round)." })
  seat!: ConflictSeatModel;

  @Field(() => ConflictSeatModel, { description: "The same person's seat in the other event." })
  other!: ConflictSeatModel;
}

@InputType()
export class ConventionInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty: none.' })
  venue?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty: none.' })
  startsOn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty: none.' })
  endsOn?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Its public page (no sign-in) is on. New conventions: off.' })
  publicPage?: boolean | null;
}

@InputType()
export class HallTableInput {
  @Field()
  label!: string;

  @Field()
  area!: string;

  @Field(() => Int)
  row!: number;

  @Field(() => Int)
  number!: number;

  @Field(() => Int, { defaultValue: 2 })
  capacity!: number;

  @Field({ defaultValue: true })
  inUse!: boolean;

  @Field({ defaultValue: false })
  feature!: boolean;
}

registerEnumType(ShiftRole, { name: 'ShiftRole', description: 'What a member of the staff pool does on a shift.' });

@ObjectType('ConventionShift', {
  description: 'A staff member of the organization on shift at a convention: in one area of the hall or at one of its events.',
})
export class ConventionShiftModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conventionId!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  userName!: string;

  @Field(() => ShiftRole)
  role!: ShiftRole;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date)
  endsAt!: Date;

  @Field(() => String, { nullable: true, description: 'The area of the hall ("B"); null: the shift is at an event.' })
  area!: string | null;

  @Field(() => ID, { nullable: true, description: 'The event of the convention; null: the shift is in an area.' })
  eventId!: string | null;

  @Field(() => String, { nullable: true })
  eventName!: string | null;
}

@InputType({ description: 'A shift: who, as what, when, and either an area of the hall or an event of the convention.' })
export class ConventionShiftInput {
  @Field(() => ID, { description: 'A staff member (user) of the organization.' })
  userId!: string;

  @Field(() => ShiftRole)
  role!: ShiftRole;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date)
  endsAt!: Date;

  @Field(() => String, { nullable: true })
  area?: string | null;

  @Field(() => ID, { nullable: true })
  eventId?: string | null;
}
