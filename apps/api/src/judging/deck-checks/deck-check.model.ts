import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DeckCheckOutcome } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

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
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field(() => Int, { description: 'Time the check took.' })
  minutes!: number;

  @Field(() => Int, {
    description: "Minutes given back to the match: the time taken plus the profile's extra minutes (MTR 2.6: 3), none for 0 minutes.",
  })
  extensionMinutes!: number;

  @Field(() => DeckCheckOutcome)
  outcome!: DeckCheckOutcome;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => DateTimeScalar)
  checkedAt!: Date;
}

@InputType()
export class DeckCheckInput {
  @Field(() => ID)
  matchId!: string;

  @Field(() => ID, { description: 'One of the two players of the match.' })
  playerId!: string;

  @Field(() => Int, {
    description:
      'Minutes the check stopped the match (0–60); the match gets them plus 3 (MTR 2.6) as an extension. 0: it did not stop the match.',
  })
  minutes!: number;

  @Field(() => DeckCheckOutcome)
  outcome!: DeckCheckOutcome;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
