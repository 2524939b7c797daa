import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { RoundStatus } from '../../generated/prisma/enums';
import { PairingNote } from '../tournament';

registerEnumType(RoundStatus, { name: 'RoundStatus' });

/** What round 1 does with registered players who have not checked in, once check-in is in use. */
export enum NotCheckedIn {
  DROP = 'DROP',
  PAIR = 'PAIR',
}
registerEnumType(NotCheckedIn, {
  name: 'NotCheckedIn',
  valuesMap: {
    DROP: { description: 'Drop them as no-shows (audited) and pair the checked-in players.' },
    PAIR: { description: 'Pair them with everyone else.' },
  },
});

@ObjectType('Round')
export class RoundModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => Int)
  number!: number;

  @Field(() => RoundStatus)
  status!: RoundStatus;

  @Field({ description: 'Seed of the pairing, so the round can be reproduced.' })
  seed!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'While paused: when the clock stopped.' })
  pausedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endsAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closedAt!: Date | null;

  @Field(() => [PairingNote], { description: 'Why the pairings are as they are (pair-downs, byes, …).' })
  explanations!: PairingNote[];

  @Field(() => [PairingNote], { description: 'Rule problems staff accepted with manual pairings (rematches, …).' })
  warnings!: PairingNote[];
}
