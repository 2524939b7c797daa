import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { MatchPlayer } from '../tournament';

@ObjectType('Standing', { description: 'One line of the standings. Rates are floored, as the rule profile says.' })
export class StandingModel {
  @Field(() => Int, { description: 'Players tied on every tiebreaker share a rank.' })
  rank!: number;

  @Field(() => MatchPlayer)
  player!: MatchPlayer;

  @Field(() => Int)
  matchPoints!: number;

  @Field(() => Int)
  wins!: number;

  @Field(() => Int)
  losses!: number;

  @Field(() => Int)
  draws!: number;

  @Field(() => Int)
  byes!: number;

  @Field(() => Int)
  matchesPlayed!: number;

  @Field()
  dropped!: boolean;

  @Field(() => Float, { description: "Opponents' match-win rate, 0–1." })
  omw!: number;

  @Field(() => Float, { description: 'Game-win rate, 0–1.' })
  gw!: number;

  @Field(() => Float, { description: "Opponents' game-win rate, 0–1." })
  ogw!: number;

  @Field({ description: 'OMW as an exact fraction, e.g. "37/60".' })
  omwExact!: string;

  @Field({ description: 'GW as an exact fraction.' })
  gwExact!: string;

  @Field({ description: 'OGW as an exact fraction.' })
  ogwExact!: string;

  @Field(() => Int, { nullable: true, description: 'Multi-day events: the phase whose cut ended this player’s event.' })
  eliminatedAfterPhase!: number | null;
}
