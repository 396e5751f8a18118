// The lint rule that keeps the process's own time zone out of the rules and the server
// (scripts/eslint/zoned-time.mjs). The second time-zone pass of `npm test` covers less because of
// it, so it is tested on planted code: each way of reaching the local zone is refused, each
// zone-proof way is let through.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import zonedTime from '../../scripts/eslint/zoned-time.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// The rule needs types: a one-file TypeScript project of its own keeps that fast (the project's
// whole program takes many seconds to load).
const planted = mkdtempSync(path.join(tmpdir(), 'couvert-zoned-time-'));
writeFileSync(path.join(planted, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022'] }, include: ['*.ts'] }));
writeFileSync(path.join(planted, 'planted.ts'), 'export {};\n');
const eslint = new ESLint({
  cwd: planted,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: {
        parser: tseslint.parser,
        // Each case is new text for the same file: typescript-eslint must not take the run for a
        // one-shot lint of the files on disk (as it does under CI=true) and keep their types.
        parserOptions: { project: './tsconfig.json', tsconfigRootDir: planted, disallowAutomaticSingleRunInference: true },
      },
      plugins: { time: zonedTime },
      rules: { 'time/no-local-time': 'error' },
    },
  ],
});

async function complaints(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(planted, 'planted.ts') });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'time/no-local-time').map((m) => m.message);
}

describe('the zoned-time lint rule', () => {
  it('is on for the rules, the server and the web, and off only in the clock itself and in tests', async () => {
    const project = new ESLint({ cwd: root });
    const level = async (file: string) => (await project.calculateConfigForFile(path.join(root, file))).rules?.['time/no-local-time']?.[0];
    expect(await level('src/server/modules/bookings/bookings-service.ts')).toBe(2);
    expect(await level('src/domain/availability.ts')).toBe(2);
    expect(await level('src/web/dashboard/timeline-page.tsx')).toBe(2);
    expect(await level('src/web/lib/staff/restaurant-clock.ts')).toBe(2);
    expect(await level('src/domain/dates.ts')).toBeUndefined();
    expect(await level('src/web/dashboard/service-tabs.test.tsx')).toBeUndefined();
  });

  it.each([
    ['a local field of a Date', 'export const h = (d: Date) => d.getHours();'],
    ['a local field of a maybe-Date', 'export const h = (d: Date | null) => d?.getDate();'],
    ['a local setter', 'export const h = (d: Date) => d.setHours(0, 0, 0, 0);'],
    ['a Date built from local fields', 'export const d = new Date(2026, 10, 21);'],
    ['a zone-less literal', "export const d = new Date('2026-11-21T10:00');"],
    ['a string of unknown zone', 'export const d = (s: string) => new Date(s);'],
    ['Date.parse of a string', 'export const d = (s: string) => Date.parse(s);'],
    ['a formatter without a zone', "export const f = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });"],
    ['a zone-less toLocaleString', "export const f = (d: Date) => d.toLocaleString('fr-FR');"],
    ['the device zone', 'export const z = Intl.DateTimeFormat().resolvedOptions().timeZone;'],
  ])('refuses %s', async (_name, code) => {
    expect(await complaints(code)).toHaveLength(1);
  });

  it.each([
    ['UTC fields', 'export const h = (d: Date) => d.getUTCHours() + d.getTime();'],
    ['an instant from a number', 'export const d = (ms: number) => new Date(ms + 1000);'],
    ['a literal with its offset', "export const d = [new Date('2026-11-21T10:00:00Z'), new Date('2026-11-21T10:00+01:00')];"],
    ['a bare date literal (read as UTC)', "export const d = new Date('2026-11-21');"],
    ['a formatter with a zone', "export const f = (z: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: z });"],
    ['toLocaleString with a zone', "export const f = (d: Date) => d.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });"],
    ['toString on a number', 'export const s = (n: number) => n.toString();'],
    ['getDate of a non-Date', 'export const s = (o: { getDate(): number }) => o.getDate();'],
  ])('lets through %s', async (_name, code) => {
    expect(await complaints(code)).toEqual([]);
  });
});
