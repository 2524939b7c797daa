import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Player', { description: 'A registration of one person in one event.' })
export class PlayerModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'Wizards account, Play! Pokémon ID, …' })
  externalId!: string | null;

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

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@InputType()
export class PlayerInput {
  @Field({ nullable: true })
  name?: string;

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
