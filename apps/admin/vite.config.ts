import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) in development; in production it serves this console at /admin/
// beside its API (/admin/api/…) and the pictures (/api/common/image/…).
const API_TARGET = 'http://127.0.0.1:8080';
const apiProxy = {
  '/admin/api': { target: API_TARGET, changeOrigin: true },
  '/api/common/image': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  // Relative asset URLs: the server mounts the built console at /admin/ (routes are hash routes).
  base: './',
  plugins: [react()],
  resolve: {
    // Workspace packages export their TypeScript source under the `source` condition, so the
    // console and its tests need no prior build of @leverline/contract.
    conditions: ['source', ...defaultClientConditions],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one shared chunk for every page; pages themselves are lazy chunks.
    chunkSizeWarningLimit: 1500,
  },
  test: {
    name: 'admin',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each test file in its own worker: with shared workers, React work a file left scheduled could
    // run after the worker's DOM was torn down and fail the run ('window is not defined'). Costs
    // about 30 s, antd being loaded once per file.
    isolate: true,
    // A test types into and clicks through antd forms and tables, which takes a few seconds on a
    // small CI machine running the other projects beside it; vitest's 5 s default cut such runs off.
    testTimeout: 20_000,
    // antd is thousands of small modules: pre-bundled once, each test file imports it quickly.
    deps: { optimizer: { client: { enabled: true, include: ['antd'] } } },
  },
});
