import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType()
export class PhaseInput {
  @Field()
  name!: string;

  @Field(() => [ID], { description: 'Exactly the players who continue; everyone else’s event ends at this cut.' })
  playerIds!: string[];

  @Field(() => Int, { nullable: true, description: 'Swiss rounds in this phase; unset: as many as staff pair.' })
  rounds?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The day of the event this phase is played on; unset: the day after the previous phase's (a day-2 Swiss).",
  })
  day?: number | null;
}
