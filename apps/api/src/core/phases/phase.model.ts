import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PhaseKind } from '../../generated/prisma/enums';

registerEnumType(PhaseKind, { name: 'PhaseKind' });

@ObjectType('Phase', { description: 'A Swiss stage or a playoff; multi-day events have several.' })
export class PhaseModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  number!: number;

  @Field()
  name!: string;

  @Field(() => PhaseKind)
  kind!: PhaseKind;

  @Field(() => Int, { nullable: true })
  plannedRounds!: number | null;

  @Field(() => Int, { description: 'The day of the event it is played on (1 = day 1): Warnings of earlier days do not count (IPG 2, 3).' })
  day!: number;

  @Field(() => Int)
  playerCount!: number;
}
