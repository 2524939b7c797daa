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

  @Field(() => Int)
  playerCount!: number;
}
