import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { NewWebhookModel, WebhookDeliveryModel, WebhookInputModel, WebhookModel } from './webhooks.model';
import { WebhooksService } from './webhooks.service';

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooksService: WebhooksService) {}

  @SignedIn('staff')
  @Mutation(() => NewWebhookModel, {
    description: "Adds a webhook for the organization's event news (owners and organizers); its signing secret is shown once.",
  })
  addWebhook(@CurrentViewer() viewer: Viewer, @Args('input') input: WebhookInputModel) {
    return this.webhooksService.add(viewer, input);
  }

  @SignedIn('staff')
  @Query(() => [WebhookModel], { description: "The organization's webhooks, newest first (owners and organizers)." })
  webhooks(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.webhooksService.list(viewer, organizationId);
  }

  @SignedIn('staff')
  @Mutation(() => Boolean, { description: 'Removes a webhook and its deliveries.' })
  removeWebhook(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.webhooksService.remove(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => WebhookModel, { description: 'Pauses (false) or resumes (true) a webhook: while paused, nothing is sent to it.' })
  setWebhookEnabled(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('enabled') enabled: boolean) {
    return this.webhooksService.setEnabled(viewer, id, enabled);
  }

  @SignedIn('staff')
  @Mutation(() => Boolean, { description: 'Sends the webhook a test message (see webhookDeliveries for how it went).' })
  testWebhook(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.webhooksService.test(viewer, id);
  }

  @SignedIn('staff')
  @Query(() => [WebhookDeliveryModel], { description: "The organization's latest webhook deliveries, newest first (at most 100)." })
  webhookDeliveries(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('limit', { type: () => Int, defaultValue: 30 }) limit: number,
  ) {
    return this.webhooksService.deliveries(viewer, organizationId, limit);
  }
}
