import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../platform/common';
import type { Language } from '../../platform/i18n';
import { SocialImageKind, SocialImageShape } from './social-image.model';
import { SocialImagesService } from './social-images.service';

const SHORT_CODE = /^[A-Za-z0-9]{1,12}$/;
type PublicKind = SocialImageKind.TOP_CUT | SocialImageKind.METAGAME;
const FILES = new Map<string, { kind: PublicKind; shape: SocialImageShape }>([
  ['top8.png', { kind: SocialImageKind.TOP_CUT, shape: SocialImageShape.WIDE }],
  ['top8-square.png', { kind: SocialImageKind.TOP_CUT, shape: SocialImageShape.SQUARE }],
  ['metagame.png', { kind: SocialImageKind.METAGAME, shape: SocialImageShape.WIDE }],
  ['metagame-square.png', { kind: SocialImageKind.METAGAME, shape: SocialImageShape.SQUARE }],
]);

@Controller('public/events')
export class SocialImagesController {
  constructor(private readonly images: SocialImagesService) {}

  /**
   * `GET /public/events/<shortCode>/images/top8.png` (1200×675; `top8-square.png`: 1080×1080),
   * `?lang=en|ja` (default: where the event is held): the top cut's bracket for anyone, when the
   * event's public page shows it; `metagame.png` (`metagame-square.png`): the metagame chart while
   * the organizer publishes the metagame; 404 otherwise. Revalidated like the page's other parts (ETag, 304).
   */
  @Public()
  @Get(':code/images/:file')
  async image(
    @Param('code') code: string,
    @Param('file') file: string,
    @Query('lang') lang: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const wanted = FILES.get(file);
    const language = lang === 'en' || lang === 'ja' ? (lang as Language) : lang === undefined ? null : undefined;
    const found =
      wanted && language !== undefined && SHORT_CODE.test(code)
        ? await this.images.publicImage(code.toUpperCase(), wanted.kind, language, wanted.shape)
        : null;
    if (!found) throw new NotFoundException();
    const headers = { 'cache-control': 'public, max-age=0, must-revalidate', etag: found.etag };
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === found.etag)) {
      response.status(304).set(headers).end();
      return;
    }
    response
      .status(200)
      .set({ ...headers, 'content-type': 'image/png', 'content-length': String(found.image.png.length) })
      .end(found.image.png);
  }
}
