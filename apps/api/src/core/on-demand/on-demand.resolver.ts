import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, type PersonViewer, SignedIn, type Viewer } from '../../platform/common';
import { MyOnDemandQueueModel, OnDemandQueueInput, OnDemandQueueModel } from './on-demand.model';
import { OnDemandService } from './on-demand.service';

@Resolver()
export class OnDemandResolver {
  constructor(private readonly onDemand: OnDemandService) {}

  @SignedIn('staff')
  @Query(() => [OnDemandQueueModel], { description: "The convention's on-demand queues with who waits and the events they fired." })
  onDemandQueues(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.onDemand.ofConvention(viewer, conventionId);
  }

  @SignedIn('staff')
  @Mutation(() => OnDemandQueueModel, { description: 'Opens an on-demand queue in the convention (its organizers).' })
  openOnDemandQueue(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('input') input: OnDemandQueueInput,
  ) {
    return this.onDemand.open(viewer, conventionId, input);
  }

  @SignedIn('staff')
  @Mutation(() => OnDemandQueueModel, { description: 'Closes an on-demand queue: nobody signs up, the people waiting leave it.' })
  closeOnDemandQueue(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.onDemand.close(viewer, id);
  }

  @SignedIn('person')
  @Query(() => [MyOnDemandQueueModel], {
    description: "The person token's organization's open on-demand queues, their place in each, and the pods they play in.",
  })
  myOnDemandQueues(@CurrentViewer() viewer: PersonViewer) {
    return this.onDemand.mine(viewer);
  }

  @SignedIn('person')
  @Mutation(() => MyOnDemandQueueModel, {
    description:
      'The person token signs its person up for the next pod; the sign-up that fills it fires the pod (an event, round 1 paired).',
  })
  joinOnDemandQueue(@CurrentViewer() viewer: PersonViewer, @Args('id', { type: () => ID }) id: string) {
    return this.onDemand.join(viewer, id);
  }

  @SignedIn('person')
  @Mutation(() => MyOnDemandQueueModel, { description: 'The person leaves the queue before their pod fires.' })
  leaveOnDemandQueue(@CurrentViewer() viewer: PersonViewer, @Args('id', { type: () => ID }) id: string) {
    return this.onDemand.leave(viewer, id);
  }
}
