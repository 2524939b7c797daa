import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';

// The workspace libraries are bundled from their TypeScript sources (other files of theirs, such
// as the design tokens, by path: \`@taikai/client/src/tokens.css\`).
const workspaceLibs = [
  { find: /^@taikai\/client$/, replacement: fileURLToPath(new URL('../../libs/client/src/index.ts', import.meta.url)) },
  { find: /^@taikai\/engine$/, replacement: fileURLToPath(new URL('../../libs/engine/src/index.ts', import.meta.url)) },
];

// Served by the API at /admin/; in dev, /graphql goes to the API on port 3000.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { alias: workspaceLibs },
  server: {
    port: 5173,
    proxy: { '/graphql': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI are big (~270 kB gzip); keep them in their own long-cached chunks so
    // an app code change only re-downloads the small index chunk. (MUI and react-admin import
    // each other's helpers, so they share one chunk: separate chunks would be circular.)
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // The GraphQL printer, the SSE client and the QR code encoder: not needed for the first paint.
          if (/node_modules\/(graphql|graphql-sse|qrcode|dijkstrajs|pngjs)\//.test(id)) return 'tools';
          // Leaf utilities react-admin depends on (they import nothing back): a separate cached chunk.
          if (/node_modules\/(lodash|@tanstack|react-hook-form|date-fns)\//.test(id)) return 'libs';
          return 'vendor';
        },
      },
    },
  },
});
