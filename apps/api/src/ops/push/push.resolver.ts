import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { PushSubscriptionInput } from './push-subscription.input';
import { PushService } from './push.service';

@Resolver()
export class PushResolver {
  constructor(private readonly pushService: PushService) {}

  @SignedIn('player')
  @Query(() => String, { description: "The server's VAPID public key, which a phone subscribes to Web Push with (applicationServerKey)." })
  pushPublicKey(@CurrentViewer() viewer: Viewer) {
    return this.pushService.publicKey(viewer);
  }

  @SignedIn('player')
  @Mutation(() => Boolean, {
    description:
      "Notifications to the signed-in player's locked phone: new pairings, a result to confirm, a judge's answer. A phone registered again replaces what it held; a player keeps their 5 newest phones (a sixth replaces the oldest).",
  })
  registerPushSubscription(@CurrentViewer() viewer: Viewer, @Args('input') input: PushSubscriptionInput) {
    return this.pushService.register(viewer, input);
  }

  @SignedIn('player')
  @Mutation(() => Boolean, { description: "Stops notifications to the signed-in player's phone at this endpoint; false if it had none." })
  unregisterPushSubscription(@CurrentViewer() viewer: Viewer, @Args('endpoint') endpoint: string) {
    return this.pushService.unregister(viewer, endpoint);
  }
}
