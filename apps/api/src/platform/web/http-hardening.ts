import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { negotiateLanguage, translate } from '../i18n';

/** Largest request body: a 10,000-player CSV import is about 1 MB. */
export const BODY_LIMIT = '2mb';

/**
 * Security headers and the body limit. The apps get a strict Content-Security-Policy; the
 * GraphQL endpoint none, so GraphiQL (development only) can load. (CORS is Yoga's, in app.module.ts.)
 */
export function hardenHttp(app: NestExpressApplication): void {
  // No upgrade-insecure-requests (helmet's default): on a venue's plain-HTTP address browsers would
  // fetch the apps' own scripts over https, which the server does not speak, and show a blank page.
  // Service workers (the player page's, for Web Push) come from 'self' under script-src.
  const withPolicy = helmet({
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'"], 'upgrade-insecure-requests': null } },
  });
  const withoutPolicy = helmet({ contentSecurityPolicy: false });
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith('/graphql') ? withoutPolicy : withPolicy)(req, res, next),
  );
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.use((error: Error & { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) => {
    if (error.type !== 'entity.too.large' && error.type !== 'entity.parse.failed') return next(error);
    const code = error.type === 'entity.too.large' ? 'PAYLOAD_TOO_LARGE' : 'INVALID_QUERY';
    const message = translate(negotiateLanguage(req.headers['accept-language']), code);
    res.status(error.status ?? 400).json({ errors: [{ message, extensions: { code } }] });
  });
}
