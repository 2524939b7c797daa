import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType()
export class PhaseInput {
  @Field()
  name!: string;

  @Field(() => [ID], { description: 'Exactly the players who continue; everyone else’s event ends at this cut.' })
  playerIds!: string[];

  @Field(() => Int, { nullable: true, description: 'Swiss rounds in this phase; unset: as many as staff pair.' })
  rounds?: number | null;
}
