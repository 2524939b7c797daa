import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchPlayer, TeamRefModel } from '../tournament';

export enum PlayoffStandingKind {
  CHAMPION = 'CHAMPION',
  /** Still in the bracket (mid-playoff). */
  IN_PLAYOFF = 'IN_PLAYOFF',
  /** Knocked out: `playoffRoundsBeforeFinal` says in which round. */
  ELIMINATED = 'ELIMINATED',
}
registerEnumType(PlayoffStandingKind, {
  name: 'PlayoffStanding',
  description: 'Where a player of the top cut stands in the final standings.',
});

/** A line's record, alike for a player and a team. */
@ObjectType({ isAbstract: true })
abstract class RecordLine {
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
}

@ObjectType('Standing', { description: 'One line of the standings. Rates are floored, as the rule profile says.' })
export class StandingModel extends RecordLine {
  @Field(() => Int, { description: 'Players tied on every tiebreaker share a rank.' })
  rank!: number;

  @Field(() => MatchPlayer)
  player!: MatchPlayer;

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

  @Field(() => PlayoffStandingKind, {
    nullable: true,
    description: 'Once the event has a top cut: where this player of the bracket stands; null for players outside it.',
  })
  playoff!: PlayoffStandingKind | null;

  @Field(() => Int, {
    nullable: true,
    description: 'ELIMINATED: rounds between the round they lost and the final (0 finalist, 1 semi-finals, 2 quarter-finals).',
  })
  playoffRoundsBeforeFinal!: number | null;
}

@ObjectType('TeamStanding', {
  description:
    'One line of a team event’s standings: match results only, no game points (MTR appendix C): match points, then OMW%. Rates are floored as the rule profile says.',
})
export class TeamStandingModel extends RecordLine {
  @Field(() => Int, { description: 'Teams tied on every tiebreaker share a rank.' })
  rank!: number;

  @Field(() => TeamRefModel)
  team!: TeamRefModel;

  @Field({ description: 'The team dropped (a member’s drop drops the team, MTR 8.2); its matches played still count.' })
  dropped!: boolean;

  @Field(() => Float, { description: "Opponent teams' match-win rate, 0–1." })
  omw!: number;

  @Field({ description: 'OMW as an exact fraction, e.g. "37/60".' })
  omwExact!: string;
}
