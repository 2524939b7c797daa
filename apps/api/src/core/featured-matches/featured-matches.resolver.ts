import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { GameWinner } from '../../generated/prisma/enums';
import { FeaturedMatchesService } from './featured-matches.service';
import { FeaturedMatchModel } from './featured-match.model';

@Resolver(() => FeaturedMatchModel)
export class FeaturedMatchesResolver {
  constructor(private readonly featured: FeaturedMatchesService) {}

  @SignedIn('staff')
  @Query(() => [FeaturedMatchModel], { description: "A round's featured matches (coverage), with their games." })
  featuredMatches(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('roundId', { type: () => ID }) roundId: string,
  ) {
    return this.featured.ofRound(viewer, eventId, roundId);
  }

  @SignedIn('staff')
  @Mutation(() => FeaturedMatchModel, {
    description: 'Marks a match of a published round as featured (shown by the overlay), or unmarks it. Staff who may record results.',
  })
  setMatchFeatured(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('featured') featured: boolean,
  ) {
    return this.featured.setFeatured(viewer, matchId, featured);
  }

  @SignedIn('staff')
  @Mutation(() => FeaturedMatchModel, {
    description: "Records the next game of a featured match as it ends. Shown only: the match's result still comes from its reports.",
  })
  recordFeatureGame(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('winner', { type: () => GameWinner }) winner: GameWinner,
  ) {
    return this.featured.recordGame(viewer, matchId, winner);
  }

  @SignedIn('staff')
  @Mutation(() => FeaturedMatchModel, { description: 'Takes back the last game recorded for a featured match.' })
  undoFeatureGame(@CurrentViewer() viewer: Viewer, @Args('matchId', { type: () => ID }) matchId: string) {
    return this.featured.undoGame(viewer, matchId);
  }
}
