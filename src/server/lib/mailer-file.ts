import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { toNodemailerMessage, type Mailer } from './mailer';

/** What the development mailbox lists for each kept message (beside its .eml file). */
export interface KeptMail {
  id: string;
  at: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  eml: string;
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);

/**
 * Development without SMTP: every message is kept as a real .eml file (open it in any mail client)
 * plus a JSON summary the development mailbox page reads. Nothing is lost.
 */
export function createFileMailer(dir: string, now: () => Date = () => new Date()): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const info = await builder.sendMail(toNodemailerMessage(message));
      const raw = info.message as Buffer;
      const at = now().toISOString();
      const id = `${at.replace(/[:.]/g, '-')}-${safeName(message.messageId.replace(/[<>]/g, ''))}`;
      const kept: KeptMail = {
        id,
        at,
        from: `${message.from.name} <${message.from.address}>`,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        eml: `${id}.eml`,
      };
      // Written under a temporary name first: a reader never sees half a message.
      await writeFile(path.join(dir, `${id}.eml.tmp`), raw);
      await rename(path.join(dir, `${id}.eml.tmp`), path.join(dir, `${id}.eml`));
      await writeFile(path.join(dir, `${id}.json.tmp`), JSON.stringify(kept, null, 2));
      await rename(path.join(dir, `${id}.json.tmp`), path.join(dir, `${id}.json`));
      return { id };
    },
    async close() {
      builder.close();
    },
  };
}

/** The kept messages, newest first. */
export async function readKeptMail(dir: string, limit: number): Promise<KeptMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const summaries = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const out: KeptMail[] = [];
  for (const name of summaries) {
    try {
      out.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as KeptMail);
    } catch {
      // A file being replaced by hand is skipped, not fatal for the list.
    }
  }
  return out;
}
