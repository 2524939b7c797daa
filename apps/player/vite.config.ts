import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';

// The workspace libraries are bundled from their TypeScript sources (other files of theirs, such
// as the design tokens, by path: \`@taikai/client/src/tokens.css\`).
const workspaceLibs = [
  { find: /^@taikai\/client$/, replacement: fileURLToPath(new URL('../../libs/client/src/index.ts', import.meta.url)) },
  { find: /^@taikai\/engine$/, replacement: fileURLToPath(new URL('../../libs/engine/src/index.ts', import.meta.url)) },
  { find: /^@taikai\/words$/, replacement: fileURLToPath(new URL('../../libs/words/src/index.ts', import.meta.url)) },
];

// Served by the API at /play/; in dev, /graphql goes to the API on port 3000.
export default defineConfig({
  base: '/play/',
  plugins: [react(), precompress()],
  resolve: { alias: workspaceLibs },
  server: {
    port: 5174,
    proxy: { '/graphql': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4174 },
  // Plain React + CSS: one small bundle that phones on venue Wi-Fi can load quickly.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
});
