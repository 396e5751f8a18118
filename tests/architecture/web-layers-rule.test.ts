// The lint rule that refuses, as they are written, the imports the web app's layers forbid
// (scripts/eslint/boundaries.mjs, `web/layers`; tests/architecture/web-layers.test.ts checks the
// whole graph). Tested on planted code in the real folders: each forbidden import is refused, each
// allowed one let through.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../scripts/eslint/boundaries.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// The rule reads paths only: no types, so no TypeScript program to load.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { web: boundaries },
      rules: { 'web/layers': 'error' },
    },
  ],
});

async function complaints(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web', file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
}

describe('the web layers lint rule', () => {
  it('is on for every file of the web app', async () => {
    const project = new ESLint({ cwd: root });
    const config = await project.calculateConfigForFile(path.join(root, 'src/web/settings/settings-route.tsx'));
    expect(config.rules?.['web/layers']?.[0]).toBe(2);
  });

  it.each([
    [
      'a feature importing another through its index',
      'settings/planted.tsx',
      "import { dashboardApi } from '../dashboard';",
      "The feature 'settings' imports the feature 'dashboard'",
    ],
    [
      'a feature importing inside another',
      'guests/planted.tsx',
      "import type { DashboardContext } from '../dashboard/dashboard-context';",
      "The feature 'guests' imports the feature 'dashboard'",
    ],
    [
      'a feature loading another lazily',
      'floor-plan/live/planted.tsx',
      "export const load = () => import('../../dashboard/timeline-page');",
      "The feature 'floor-plan' imports the feature 'dashboard'",
    ],
    ['a feature importing app/', 'statistics/planted.tsx', "import { routes } from '../app/routes';", "The feature 'statistics' imports app/"],
    ['ui importing app/', 'ui/planted.tsx', "export { routes } from '../app/routes';", "'ui' is shared code and imports 'app'"],
    ['lib importing a feature', 'lib/staff/planted.ts', "import { frDashboard } from '../../dashboard';", "'lib' is shared code and imports 'dashboard'"],
    ['i18n importing a feature', 'i18n/planted.ts', "export * from '../settings/i18n';", "'i18n' is shared code and imports 'settings'"],
  ])('refuses %s', async (_, file, code, message) => {
    const found = await complaints(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    [
      'app/ importing a feature',
      'app/planted.tsx',
      "import { dashboardApi } from '../dashboard';\nexport const load = () => import('../settings/settings-route');",
    ],
    [
      'a feature importing shared code and its own files',
      'settings/planted.tsx',
      "import { paths } from '../lib/paths';\nimport { Button } from '../ui/button';\nimport { frSettings } from './i18n';",
    ],
    ['shared code importing shared code', 'lib/planted.ts', "import { fr } from '../i18n/fr';\nimport { storage } from './storage';"],
    ['the entry importing app/', 'planted.tsx', "import { routes } from './app/routes';"],
  ])('lets through %s', async (_, file, code) => {
    expect(await complaints(file, code)).toEqual([]);
  });
});
