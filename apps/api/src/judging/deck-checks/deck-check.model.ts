import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DeckCheckOutcome } from '../../generated/prisma/enums';

registerEnumType(DeckCheckOutcome, {
  name: 'DeckCheckOutcome',
  description:
    'OK; DECKLIST_PROBLEM: the registered list is illegal or wrong (IPG 3.4); DECK_PROBLEM: the deck presented differs from the list (IPG 3.5).',
});

@ObjectType('DeckCheck', { description: "A judge's check of one player's deck against the registered list." })
export class DeckCheckModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  matchId!: string;

  @Field(() => Int)
  roundNumber!: number;

  @Field(() => Int)
  table!: number;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field(() => Int, { description: 'Time the check took; given back to the match as an extension.' })
  minutes!: number;

  @Field(() => DeckCheckOutcome)
  outcome!: DeckCheckOutcome;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => GraphQLISODateTime)
  checkedAt!: Date;
}

@InputType()
export class DeckCheckInput {
  @Field(() => ID)
  matchId!: string;

  @Field(() => ID, { description: 'One of the two players of the match.' })
  playerId!: string;

  @Field(() => Int, { description: 'Minutes the check took (0–60); the match gets them as an extension.' })
  minutes!: number;

  @Field(() => DeckCheckOutcome)
  outcome!: DeckCheckOutcome;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
