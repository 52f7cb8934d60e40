import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) in development; in production it serves this app itself.
const API_TARGET = 'http://127.0.0.1:8080';
const apiProxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/v1': { target: API_TARGET, changeOrigin: true, ws: true },
};

export default defineConfig({
  // Relative asset URLs: the built app works from any path the server mounts it on.
  base: './',
  plugins: [react()],
  resolve: {
    // Workspace packages (@leverline/contract, @leverline/domain) export their TypeScript source
    // under the `source` condition, so the app and its tests need no prior build of them.
    conditions: ['source', ...defaultClientConditions],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
