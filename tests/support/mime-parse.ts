// E-mails as the tests read them, parsed by mailparser (a real MIME parser: multipart trees,
// transfer encodings, encoded-word headers, charsets), reduced to the fields the tests look at.
import { simpleParser, type AddressObject } from 'mailparser';

export interface ParsedMail {
  /** Each header once, by lower-case name, as written (unfolded), e.g. `list-unsubscribe`. */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  messageId: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  return [value ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const headers = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    headers.set(
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    );
  }
  return {
    headers,
    subject: mail.subject ?? '',
    from: addresses(mail.from),
    to: addresses(mail.to),
    messageId: mail.messageId ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') })),
  };
}

/** Every http(s) link of a text. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
