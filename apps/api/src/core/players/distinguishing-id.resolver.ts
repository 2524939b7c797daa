import type { Type } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../platform/graphql';
import { PlayersService } from './players.service';

/** A row that names one player of an event: a penalty, a judge call, a decklist, a deck check. */
export interface PlayerRow {
  eventId: string;
  playerId: string;
}

/**
 * The resolver that gives a row type its `distinguishingId` (the player ID shown beside `playerName`
 * when another player of the event has the same name), one per type, all through
 * PlayersService.distinguishingIdIn so a list costs one query per request.
 */
export function distinguishingIdResolverOf(model: Type<PlayerRow>): Type<unknown> {
  @Resolver(() => model)
  class DistinguishingIdResolver {
    constructor(readonly players: PlayersService) {}

    @ResolveField(() => String, {
      nullable: true,
      description: 'The ID shown beside playerName when another player of the event has the same name.',
    })
    distinguishingId(@Parent() row: PlayerRow, @Context() context: GraphQLContext) {
      return this.players.distinguishingIdIn(context.req, row.eventId, row.playerId);
    }
  }
  // Nest names providers by class: each row type gets its own.
  Object.defineProperty(DistinguishingIdResolver, 'name', { value: `${model.name}DistinguishingIdResolver` });
  return DistinguishingIdResolver;
}
