import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirst from './tests/support/longest-first';

// Unit tests (src/**) and integration tests through real HTTP on real databases (tests/**).
// Web component tests opt into jsdom with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [react()],
  test: {
    root: '.',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: Number(process.env.VITEST_WORKERS ?? 3) } },
    // Migrated and seeded database templates, made once per run (tests/support/databases.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
