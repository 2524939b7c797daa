import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { RoundStatus } from '../../generated/prisma/enums';
import { PairingNote } from '../tournament';
import { DateTimeScalar } from '../../platform/graphql';

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

  @Field(() => DateTimeScalar, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  startedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'While paused: when the clock stopped.' })
  pausedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  endsAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  closedAt!: Date | null;

  @Field(() => [PairingNote], { description: 'Why the pairings are as they are (pair-downs, byes, …).' })
  explanations!: PairingNote[];

  @Field(() => [PairingNote], { description: 'Rule problems staff accepted with manual pairings (rematches, …).' })
  warnings!: PairingNote[];
}

@ObjectType('DraftSeat', { description: "A seat at a draft top 8's table (MTR 10.4)." })
export class DraftSeatModel {
  @Field(() => Int, { description: '1 to 8: seat 1 plays seat 5, 2 plays 6, 3 plays 7, 4 plays 8.' })
  seat!: number;

  @Field(() => ID)
  playerId!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Final Swiss standing (the seed): the better one chooses play or draw (MTR 2.2).' })
  swissRank!: number;
}

/** How a draft top 8's seats were decided (MTR 10.4). */
export enum SeatDrawMethod {
  RANDOM = 'RANDOM',
  STAFF = 'STAFF',
}
registerEnumType(SeatDrawMethod, {
  name: 'SeatDrawMethod',
  valuesMap: {
    RANDOM: { description: 'Drawn at random by the server from a recorded seed.' },
    STAFF: { description: 'Entered by staff.' },
  },
});

@ObjectType('DraftSeatDraw', { description: "How a draft top 8's seats were decided (MTR 10.4): drawn at random, or entered by staff." })
export class DraftSeatDrawModel {
  @Field(() => SeatDrawMethod)
  method!: 'RANDOM' | 'STAFF';

  @Field(() => String, { nullable: true, description: 'RANDOM: the seed the draw is reproduced from.' })
  seed!: string | null;

  @Field(() => [DraftSeatModel], { description: 'Seat 1 first.' })
  seats!: DraftSeatModel[];
}
