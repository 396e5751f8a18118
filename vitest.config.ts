import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirst from './tests/support/longest-first';

// Unit tests (src/**) and integration tests through real HTTP on real databases (tests/**).
// Web component tests opt into jsdom with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [react()],
  test: {
    root: '.',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: Number(process.env.VITEST_WORKERS ?? 3) } },
    // Migrated and seeded database templates, made once per run (tests/support/databases.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    projects: [
      // Unit and web component tests mock modules and fake timers: each file in a process of its own.
      // So do the architecture checks, which load ESLint and TypeScript whole.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'] } },
      // Integration and resilience files mock nothing and build every app, database and server
      // they use from scratch, so they share their worker's loaded modules: loading the whole
      // server again for each file was a third of their time.
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts', 'tests/resilience/**/*.test.ts'], isolate: false } },
    ],
  },
});
