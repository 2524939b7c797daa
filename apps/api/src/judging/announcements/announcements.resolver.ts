import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { Language, negotiateLanguage } from '../../platform/i18n';
import { AnnouncementDraftModel, AnnouncementInput, AnnouncementModel } from './announcement.model';
import { AnnouncementsService } from './announcements.service';

@Resolver(() => AnnouncementModel)
export class AnnouncementsResolver {
  constructor(private readonly announcementsService: AnnouncementsService) {}

  @SignedIn('staff', 'player')
  @Query(() => [AnnouncementModel], { description: 'Staff: all; players: published ones. Pinned first.' })
  announcements(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.announcementsService.list(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => AnnouncementDraftModel, { description: "The head judge's opening announcement, prefilled from the event." })
  composeAnnouncement(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('language', { type: () => String, nullable: true, description: 'ja or en; default: the request language.' })
    language: string | null,
    @Context() context: GraphQLContext,
  ) {
    const chosen: Language = language === 'ja' || language === 'en' ? language : negotiateLanguage(context.req.headers['accept-language']);
    return this.announcementsService.compose(viewer, eventId, chosen);
  }

  @SignedIn('staff')
  @Mutation(() => AnnouncementModel)
  createAnnouncement(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('input') input: AnnouncementInput,
  ) {
    return this.announcementsService.create(viewer, eventId, input);
  }

  @SignedIn('staff')
  @Mutation(() => AnnouncementModel)
  updateAnnouncement(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: AnnouncementInput) {
    return this.announcementsService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => AnnouncementModel, { description: 'Shows it to every player, live.' })
  publishAnnouncement(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.announcementsService.publish(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => AnnouncementModel)
  pinAnnouncement(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('pinned', { defaultValue: true }) pinned: boolean,
  ) {
    return this.announcementsService.pin(viewer, id, pinned);
  }
}
