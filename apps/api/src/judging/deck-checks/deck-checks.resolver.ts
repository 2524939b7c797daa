import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { DeckCheckInput, DeckCheckModel } from './deck-check.model';
import { DeckChecksService } from './deck-checks.service';

@Resolver()
export class DeckChecksResolver {
  constructor(private readonly deckChecksService: DeckChecksService) {}

  @SignedIn('staff')
  @Mutation(() => DeckCheckModel, { description: 'Records a deck check; the minutes it took are added to the match as an extension.' })
  recordDeckCheck(@CurrentViewer() viewer: Viewer, @Args('input') input: DeckCheckInput) {
    return this.deckChecksService.record(viewer, input);
  }

  @SignedIn('staff')
  @Query(() => [DeckCheckModel], { description: "The event's deck checks, newest first." })
  deckChecks(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.deckChecksService.ofEvent(viewer, eventId);
  }
}
