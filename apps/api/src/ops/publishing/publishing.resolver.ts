import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { NewPublishTokenModel, PublishLinkModel, PublishStatusModel, PublishTokenModel } from './publishing.model';
import { PublishingService } from './publishing.service';

@Resolver()
export class PublishingResolver {
  constructor(private readonly publishingService: PublishingService) {}

  @SignedIn('staff')
  @Mutation(() => NewPublishTokenModel, {
    description:
      'Hosted side: a new token for a venue server to publish its events into this organization (owners and organizers; shown once).',
  })
  createPublishToken(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('name') name: string,
  ) {
    return this.publishingService.createToken(viewer, organizationId, name);
  }

  @SignedIn('staff')
  @Query(() => [PublishTokenModel], {
    description: "Hosted side: the organization's publish tokens, newest first (owners and organizers).",
  })
  publishTokens(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.publishingService.tokens(viewer, organizationId);
  }

  @SignedIn('staff')
  @Mutation(() => PublishTokenModel, { description: 'Hosted side: revokes a publish token; the copies it published stay, read-only.' })
  revokePublishToken(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.publishingService.revokeToken(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => PublishLinkModel, {
    description:
      'Venue side: publishes every event of the organization to a hosted Taikai, with a token made there (owners and organizers).',
  })
  setPublishLink(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('url') url: string,
    @Args('token') token: string,
  ) {
    return this.publishingService.setLink(viewer, organizationId, url, token);
  }

  @SignedIn('staff')
  @Mutation(() => Boolean, { description: "Venue side: stops publishing the organization's events (the hosted copies stay)." })
  clearPublishLink(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.publishingService.clearLink(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => PublishStatusModel, { description: "Venue side: the organization's link and how far each event's hosted copy is." })
  publishStatus(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.publishingService.status(viewer, organizationId);
  }
}
