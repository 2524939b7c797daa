import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';

// The workspace libraries are bundled from their TypeScript sources (other files of theirs, such
// as the design tokens, by path: \`@taikai/client/src/tokens.css\`).
const workspaceLibs = [
  { find: /^@taikai\/client$/, replacement: fileURLToPath(new URL('../../libs/client/src/index.ts', import.meta.url)) },
  { find: /^@taikai\/engine$/, replacement: fileURLToPath(new URL('../../libs/engine/src/index.ts', import.meta.url)) },
  { find: /^@taikai\/words$/, replacement: fileURLToPath(new URL('../../libs/words/src/index.ts', import.meta.url)) },
];

/**
 * Names the page's code (`src/page.tsx`, which the small first script imports once it has asked
 * for the QR link's sign-in: `src/main.ts`) in the page as a module preload, so that it downloads
 * beside the first script, not after it.
 */
function preloadPageCode(base: string): Plugin {
  return {
    name: 'taikai-preload-page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const page = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.moduleIds.some((id) => id.endsWith('/src/page.tsx')),
        );
        if (!page) throw new Error('the build has no chunk for src/page.tsx');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${page.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Names in the page, inert (inside a `<template>`: never fetched by it), the chunks the page loads
 * only later (the My event and Decklist tabs): the service worker keeps the assets the page names
 * (public/sw.js), so those tabs open offline too, while a cold phone downloads only what its table needs.
 */
function nameLaterChunks(base: string): Plugin {
  return {
    name: 'taikai-name-later-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const later = Object.keys(bundle ?? {}).filter((file) => /^assets\/.*\.(js|css)$/.test(file) && !html.includes(`${base}${file}"`));
        const links = later.map((file) => ({ tag: 'link', attrs: { rel: 'prefetch', href: `${base}${file}` } }));
        return [{ tag: 'template', attrs: { id: 'later-assets' }, children: links, injectTo: 'body' }];
      },
    },
  };
}

// Served by the API at /play/; in dev, /graphql goes to the API on port 3000.
const BASE = '/play/';
export default defineConfig({
  base: BASE,
  plugins: [react(), preloadPageCode(BASE), nameLaterChunks(BASE), precompress()],
  resolve: { alias: workspaceLibs },
  server: {
    port: 5174,
    proxy: { '/graphql': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4174 },
  // Plain React + CSS: a small first bundle that phones on venue Wi-Fi can load quickly.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
});
