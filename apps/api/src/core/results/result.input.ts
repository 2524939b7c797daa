import { Field, InputType, Int } from '@nestjs/graphql';

/** Games won by each player and drawn games, as on a result slip. */
@InputType({ isAbstract: true })
abstract class ScoreInput {
  @Field(() => Int)
  player1Wins!: number;

  @Field(() => Int)
  player2Wins!: number;

  @Field(() => Int, { defaultValue: 0 })
  draws!: number;
}

@InputType()
export class ResultInput extends ScoreInput {
  @Field(() => String, { nullable: true, description: 'Staff only: records an irregular score as written, with this reason.' })
  overrideReason?: string | null;
}

@InputType()
export class ReportInput extends ScoreInput {
  @Field({ defaultValue: false, description: 'Drop from the event after this match.' })
  drop!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Chosen by the client once per report; a retry with the same key is stored once.',
  })
  requestKey?: string | null;
}
