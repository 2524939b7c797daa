import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';

/**
 * The stream overlay (`src/overlay`, an OBS browser source at `/play/overlay.html`): a second
 * build of its own after the player page's (`npm run build` runs both), written beside it in
 * `dist/` without emptying it. Its own build, not a second input of the page's: two inputs of one
 * build share chunks (Vite's preload helper at least), which would change the page's first load,
 * and the page's plugins (preloads, its service worker's list) would name the overlay's files.
 * It takes only the clock from `libs/client` (tree-shaken) and no React: under 50 KB compressed
 * is its budget (`overlay-size.spec.ts`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/overlay', import.meta.url)),
  base: '/play/',
  plugins: [precompress()],
  resolve: {
    alias: [{ find: /^@taikai\/client$/, replacement: fileURLToPath(new URL('../../libs/client/src/index.ts', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    target: 'es2020',
    modulePreload: false,
    rollupOptions: { input: fileURLToPath(new URL('./src/overlay/overlay.html', import.meta.url)) },
  },
});
