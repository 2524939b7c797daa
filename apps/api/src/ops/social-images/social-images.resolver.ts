import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { Language } from '../../platform/i18n';
import { SocialImageKind, SocialImageModel, SocialImageShape } from './social-image.model';
import { SocialImagesService } from './social-images.service';

@Resolver()
export class SocialImagesResolver {
  constructor(private readonly images: SocialImagesService) {}

  @SignedIn('staff')
  @Query(() => SocialImageModel, {
    description:
      "An image for a social post, PNG (the event's staff): the top cut's bracket with its results, the champion with their deck, or the metagame's shares of the field; with the event, its date and store. In `language` (en, ja; default: where the event is held).",
  })
  async socialImage(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('kind', { type: () => SocialImageKind }) kind: SocialImageKind,
    @Args('language', { type: () => String, nullable: true }) language: Language | null,
    @Args('shape', { type: () => SocialImageShape, defaultValue: SocialImageShape.WIDE }) shape: SocialImageShape,
  ): Promise<SocialImageModel> {
    const image = await this.images.image(viewer, eventId, kind, language ?? null, shape);
    return { png: image.png.toString('base64'), width: image.width, height: image.height, language: image.language };
  }
}
