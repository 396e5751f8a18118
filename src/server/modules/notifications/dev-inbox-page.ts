import { parseInstant } from '../../../domain/dates';
import type { KeptMail } from '../../lib/mailer-file';
import type { KeptSms } from '../../lib/sms-file';

// The development mailbox and SMS list as pages a person reads in the browser: newest first, every
// address in a message a link (the my-booking, confirmation and unsubscribe links are what one
// comes here for). Everything else is text, escaped: a diner's name is not markup.

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const URL_RE = /\bhttps?:\/\/[^\s<>"')]+/g;

/** Escaped text with each http(s) address made a link. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index;
    out += escapeHtml(text.slice(last, start));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f7f3ee;color:#2a211a}
header{background:#8a2c3b;color:#fff;padding:12px 16px}
header h1{font-size:1.2rem;margin:0}
nav a{color:#fff;margin-right:16px}
main{max-width:860px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #e0d6ca;border-radius:8px;padding:12px 16px;margin:0 0 16px}
article h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:#5f554c;font-size:.9rem;margin:0 0 8px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
a{color:#8a2c3b}
.empty{color:#5f554c}
`;

function page(title: string, intro: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><nav><a href="/api/dev/mailbox">E-mails</a><a href="/api/dev/sms">SMS</a></nav></header>
<main>
<p>${escapeHtml(intro)}</p>
${body}
</main>
</body>
</html>`;
}

const when = (iso: string) => {
  const d = parseInstant(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });
};

export function mailboxPage(messages: readonly KeptMail[]): string {
  const body = messages.length
    ? messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">${escapeHtml(when(m.at))} · À : ${escapeHtml(m.to)} · De : ${escapeHtml(m.from)}${m.attachments.length ? ` · Pièces jointes : ${escapeHtml(m.attachments.map((a) => a.filename).join(', '))}` : ''}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">Aucun e-mail pour le moment.</p>';
  return page(
    'Boîte de développement — e-mails',
    'Les e-mails que Couvert aurait envoyés (aucun serveur SMTP configuré), du plus récent au plus ancien.',
    body,
  );
}

export function smsPage(messages: readonly KeptSms[]): string {
  const body = messages.length
    ? messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.to)}</h2>
<p class="meta">${escapeHtml(when(m.at))}</p>
<pre>${linkify(m.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">Aucun SMS pour le moment.</p>';
  return page('Boîte de développement — SMS', 'Les SMS que Couvert aurait envoyés (aucun fournisseur SMS configuré), du plus récent au plus ancien.', body);
}
