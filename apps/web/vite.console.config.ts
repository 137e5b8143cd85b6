import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactToPreact } from './vite.config.ts';

// The staff console: a build of its own (console.html → src/console/main.tsx), served by the API under
// /staff/ from `<WEB_DIST>-console`. Apart from the shop's build, so that no console code or string can land in
// a buyer's bundle, and the shop's chunking is not moved by it.
const shopDist = process.env.WEB_DIST
  ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST)
  : resolve(import.meta.dirname, 'dist');
export default defineConfig({
  base: '/staff/',
  plugins: [react({ refreshExclude: /./ })],
  resolve: { alias: reactToPreact },
  build: {
    outDir: `${shopDist}-console`,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { input: resolve(import.meta.dirname, 'console.html') },
  },
});
