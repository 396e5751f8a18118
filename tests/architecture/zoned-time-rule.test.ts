// The lint rule that keeps the process's own time zone out of the rules and the server
// (scripts/eslint/zoned-time.mjs). The second time-zone pass of `npm test` covers less because of
// it, so it is tested on planted code: each way of reaching the local zone is refused, each
// zone-proof way is let through.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
// A real file of the server, so the type-aware rule sees the project's types; its text is replaced.
const PLANTED_AT = path.join(root, 'src/server/lib/ids.ts');

async function complaints(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: PLANTED_AT });
  return result!.messages.filter((m) => m.ruleId === 'time/no-local-time').map((m) => m.message);
}

describe('the zoned-time lint rule', () => {
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
