import fs from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { chooseEncoding } from './content-encoding';

const APPS_ROOT = path.resolve(__dirname, '../../../..');

/** The built browser apps, each a single-page app under its own path. */
export const STATIC_APPS = [
  { prefix: '/admin', dir: path.join(APPS_ROOT, 'admin', 'dist') },
  { prefix: '/play', dir: path.join(APPS_ROOT, 'player', 'dist') },
];

/** Vite's content-hashed output (`assets/`): a changed file gets a new name, so these are cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What the build precompresses (tools/vite-precompress.mjs writes `.br` and `.gz` beside them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

export function mountStaticApps(app: NestExpressApplication): void {
  for (const { prefix, dir } of STATIC_APPS) {
    const index = path.join(dir, 'index.html');
    app.use(prefix, precompressed(dir));
    app.use(prefix, express.static(dir, { index: false, maxAge: '1h', setHeaders: cachingFor }));
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

/**
 * Serves `file.js.br` / `file.js.gz` written at build time for `file.js` when the browser accepts
 * them: the bytes on venue Wi-Fi are about a third, with no compression work per request.
 */
function precompressed(dir: string): express.RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    const encoded = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!fs.existsSync(encoded) || !fs.existsSync(file)) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    cachingFor(res, file);
    res.sendFile(encoded, { cacheControl: false, lastModified: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

// Hashed assets are immutable; the HTML that names them (and a service worker) must be revalidated.
function cachingFor(res: express.Response, file: string) {
  if (file.endsWith('.html') || /(^|[\\/])(sw|service-worker)\.js$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
  else if (/[\\/]assets[\\/][^\\/]+$/.test(file)) res.setHeader('Cache-Control', IMMUTABLE);
  if (COMPRESSIBLE.test(file)) res.setHeader('Vary', 'Accept-Encoding');
}
