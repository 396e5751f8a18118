// A small MIME reader for tests: enough of RFC 2045/2047 to read what nodemailer writes
// (multipart trees, base64 and quoted-printable, encoded-word headers, UTF-8).

export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  params: Record<string, string>;
  body: string;
  parts: MimePart[];
}

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  messageId: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function parseParams(value: string): { value: string; params: Record<string, string> } {
  const [first, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).trim().toLowerCase().replace(/\*$/, '')] = p.slice(eq + 1).trim().replace(/^"|"$/g, '');
  }
  return { value: (first ?? '').trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

export function parseMimePart(raw: string): MimePart {
  const { headers, body } = splitHeaders(raw);
  const { value: contentType, params } = parseParams(headers.get('content-type') ?? 'text/plain');
  if (contentType.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const chunks = body.split(delimiter).slice(1);
    const parts: MimePart[] = [];
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      parts.push(parseMimePart(chunk.replace(/^\n/, '').replace(/\n$/, '')));
    }
    return { headers, contentType, params, body: '', parts };
  }
  return { headers, contentType, params, body: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit'), parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function parseMail(raw: string): ParsedMail {
  const root = parseMimePart(raw);
  const all = leaves(root);
  const isAttachment = (p: MimePart) => /attachment/i.test(p.headers.get('content-disposition') ?? '') || p.contentType === 'text/calendar';
  const attachments = all.filter(isAttachment).map((p) => ({
    filename: parseParams(p.headers.get('content-disposition') ?? '').params.filename ?? p.params.name ?? '',
    contentType: p.contentType,
    content: p.body,
  }));
  const inline = all.filter((p) => !isAttachment(p));
  return {
    headers: root.headers,
    subject: root.headers.get('subject') ?? '',
    from: root.headers.get('from') ?? '',
    to: root.headers.get('to') ?? '',
    messageId: root.headers.get('message-id') ?? '',
    text: inline.find((p) => p.contentType === 'text/plain')?.body ?? '',
    html: inline.find((p) => p.contentType === 'text/html')?.body ?? '',
    attachments,
  };
}

/** Every http(s) link of a text. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
