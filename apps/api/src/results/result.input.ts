import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class ResultInput {
  @Field(() => Int)
  player1Wins!: number;

  @Field(() => Int)
  player2Wins!: number;

  @Field(() => Int, { defaultValue: 0 })
  draws!: number;

  @Field(() => String, { nullable: true, description: 'Staff only: records an irregular score as written, with this reason.' })
  overrideReason?: string | null;
}

@InputType()
export class ReportInput {
  @Field(() => Int)
  player1Wins!: number;

  @Field(() => Int)
  player2Wins!: number;

  @Field(() => Int, { defaultValue: 0 })
  draws!: number;

  @Field({ defaultValue: false, description: 'Drop from the event after this match.' })
  drop!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Chosen by the client once per report; a retry with the same key is stored once.',
  })
  requestKey?: string | null;
}
