import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront. In development `/apiGold` goes to the server on 3000; in production the server serves `dist`.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/apiGold': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
});
