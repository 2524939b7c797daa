import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../platform/graphql';
import { MatchModel, PairedPlayer } from '../tournament';
import { PairingFacts, RoundsService } from './rounds.service';

/** A paired player and the round they were paired in, so their points can be looked up. */
type PairedPlayerParent = { id: string; name: string; roundId: string };

@Resolver(() => MatchModel)
export class MatchPlayersResolver {
  @ResolveField(() => PairedPlayer)
  player1(@Parent() match: MatchModel): PairedPlayerParent {
    return { ...match.player1, roundId: match.roundId };
  }

  @ResolveField(() => PairedPlayer, { nullable: true, description: 'null: a bye.' })
  player2(@Parent() match: MatchModel): PairedPlayerParent | null {
    return match.player2 && { ...match.player2, roundId: match.roundId };
  }
}

@Resolver(() => PairedPlayer)
export class PairedPlayerResolver {
  constructor(private readonly roundsService: RoundsService) {}

  // Computed only when asked for, once per round and request (RoundsService.pairingFacts): a list of
  // 500 matches costs one load of the event, not 1,000.
  @ResolveField(() => Int)
  async matchPoints(@Parent() player: PairedPlayerParent, @Context() context: GraphQLContext) {
    return (await this.facts(context, player.roundId)).points.get(player.id) ?? 0;
  }

  @ResolveField(() => String, { nullable: true })
  async distinguishingId(@Parent() player: PairedPlayerParent, @Context() context: GraphQLContext) {
    return (await this.facts(context, player.roundId)).distinguishingIds.get(player.id) ?? null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'The reading of the name (フリガナ), when registered: by-name lists sort by it.',
  })
  async nameReading(@Parent() player: PairedPlayerParent, @Context() context: GraphQLContext) {
    return (await this.facts(context, player.roundId)).readings.get(player.id) ?? null;
  }

  @ResolveField(() => Int, { nullable: true })
  async seed(@Parent() player: PairedPlayerParent, @Context() context: GraphQLContext) {
    return (await this.facts(context, player.roundId)).seeds.get(player.id) ?? null;
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: "A draft top 8: the player's seat at the draft table (MTR 10.4), which the first round pairs by; null otherwise.",
  })
  async draftSeat(@Parent() player: PairedPlayerParent, @Context() context: GraphQLContext) {
    return (await this.facts(context, player.roundId)).draftSeats.get(player.id) ?? null;
  }

  private facts(context: GraphQLContext, roundId: string): Promise<PairingFacts> {
    return this.roundsService.pairingFacts(context.req, roundId);
  }
}
