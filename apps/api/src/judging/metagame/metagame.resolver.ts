import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { MetagameModel } from './metagame.model';
import { MetagameService } from './metagame.service';

@Resolver(() => MetagameModel)
export class MetagameResolver {
  constructor(private readonly metagameService: MetagameService) {}

  @SignedIn('staff')
  @Query(() => MetagameModel, {
    description: "The event's metagame for staff: archetype shares, conversion to the top cut, win rates archetype against archetype.",
  })
  metagame(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.metagameService.metagame(viewer, eventId);
  }
}
