import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GameWinner } from '../../generated/prisma/enums';

registerEnumType(GameWinner, {
  name: 'GameWinner',
  description: "Who won one game of a featured match: the match's player 1, player 2, or nobody (a drawn game).",
});

@ObjectType('FeaturedMatch', { description: 'A match staff show on stream (coverage), with its games as staff record them.' })
export class FeaturedMatchModel {
  @Field(() => ID)
  matchId!: string;

  @Field({ description: 'False once staff unmarked it (its games are kept, in case it is marked again).' })
  featured!: boolean;

  @Field(() => [GameWinner], { description: 'Who won each game, in order. Coverage only: the match result still comes from its reports.' })
  games!: GameWinner[];
}
