import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
