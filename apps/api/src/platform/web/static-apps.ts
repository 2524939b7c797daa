import fs from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';

const APPS_ROOT = path.resolve(__dirname, '../../../..');

/** The built browser apps, each a single-page app under its own path. */
export const STATIC_APPS = [
  { prefix: '/admin', dir: path.join(APPS_ROOT, 'admin', 'dist') },
  { prefix: '/play', dir: path.join(APPS_ROOT, 'player', 'dist') },
];

export function mountStaticApps(app: NestExpressApplication): void {
  for (const { prefix, dir } of STATIC_APPS) {
    const index = path.join(dir, 'index.html');
    app.use(prefix, express.static(dir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
    app.use(prefix, (req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!fs.existsSync(index)) return res.status(503).type('text/plain').send(`${prefix} is not built: run npm run build`);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
  const server: express.Express = app.getHttpAdapter().getInstance();
  server.get('/', (_req, res) => res.redirect('/admin'));
}

// Hashed assets may be cached; the HTML that names them must not be.
function noCacheForHtml(res: express.Response, file: string) {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
