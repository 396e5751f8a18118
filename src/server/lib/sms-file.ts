import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { e164OrThrow, type SmsSender } from './sms';

export interface KeptSms {
  id: string;
  at: string;
  to: string;
  body: string;
}

/** Development without an SMS provider: each text is kept as a JSON file, readable at /api/dev/sms. */
export function createFileSmsSender(dir: string, now: () => Date = () => new Date()): SmsSender {
  return {
    kind: 'file',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const at = now().toISOString();
      const id = `${at.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const kept: KeptSms = { id, at, to: e164OrThrow(message.to), body: message.body };
      await writeFile(path.join(dir, `${id}.json.tmp`), JSON.stringify(kept, null, 2));
      await rename(path.join(dir, `${id}.json.tmp`), path.join(dir, `${id}.json`));
      return { id };
    },
    async close() {},
  };
}

export async function readKeptSms(dir: string, limit: number): Promise<KeptSms[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out: KeptSms[] = [];
  for (const name of names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)) {
    try {
      out.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as KeptSms);
    } catch {
      // Skipped rather than breaking the list.
    }
  }
  return out;
}
