import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { MatchModel } from '../../core/tournament';
import type { GraphQLContext } from '../../platform/graphql';
import { ExtraTurnsService } from './extra-turns.service';

@Resolver(() => MatchModel)
export class MatchExtraTurnsResolver {
  constructor(private readonly service: ExtraTurnsService) {}

  @ResolveField(() => Int, {
    nullable: true,
    description:
      "Turns played after time is called (after the active player's turn): the rules' (Magic: 5, MTR 2.5) plus 2 for each Slow Play " +
      'penalty in this match before its time ran out (IPG 3.3, MTR 2.6). null when the rule profile has no extra turns.',
  })
  extraTurns(@Parent() match: MatchModel, @Context() context: GraphQLContext) {
    return this.service.of(context.req, match.id);
  }
}
