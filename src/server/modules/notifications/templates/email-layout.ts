// The look of every e-mail: the restaurant's logo and name on top, a card, a footer with its
// address. Inline styles and tables only, as mail clients require. French unless the content is a
// diner's message in their language.
import type { DinerLanguage } from '../../../../domain/languages';

export interface Brand {
  restaurantName: string;
  /** Absolute URL of the logo, or empty. */
  logoUrl: string;
  address: string;
  phone: string;
  appName: string;
}

export interface EmailContent {
  subject: string;
  /** Shown by clients beside the subject. */
  preheader: string;
  heading: string;
  /** Already-escaped HTML blocks. */
  blocks: string[];
  /** Plain-text twin, paragraph by paragraph. */
  textBlocks: string[];
  /** Extra footer lines (already escaped for HTML; text twin in `footerText`). */
  footerHtml?: string[];
  footerText?: string[];
  /** The reader's language (a diner's booking); French when absent. */
  language?: DinerLanguage;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#8a2c3b';

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${INK}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

export function muted(text: string): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:20px;color:${MUTED}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

/** A sentence ending with a link ("Un empêchement ? Gérer ma réservation"). */
export function sentenceWithLink(text: string, label: string, href: string, options: { muted?: boolean } = {}): string {
  const size = options.muted ? `font-size:14px;line-height:20px;color:${MUTED}` : `font-size:16px;line-height:24px;color:${INK}`;
  return `<p style="margin:0 0 16px;${FONT};${size}">${escapeHtml(text)} ${link(label, href)}</p>`;
}

export function button(label: string, href: string): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 20px"><tr><td style="border-radius:8px;background:${ACCENT}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;
}

export function link(label: string, href: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${ACCENT}">${escapeHtml(label)}</a>`;
}

/** A two-column summary (Date, Heure, …). */
export function details(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;${FONT};font-size:14px;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;${FONT};font-size:16px;font-weight:600;color:${INK}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;width:100%;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb">${cells}</table>`;
}

/** `colon` is the language's ("Date : …" in French, "Date: …" in English). */
export function detailsText(rows: Array<[string, string]>, colon = ' : '): string {
  return rows.map(([label, value]) => `${label}${colon}${value}`).join('\n');
}

/** A message of the product itself (an owner's account) is sent by it, not on a restaurant's behalf. */
const sentBy = (brand: Brand, language: DinerLanguage = 'fr') =>
  brand.restaurantName === brand.appName ? SENT_BY[language](brand.appName) : SENT_BY_FOR[language](brand.appName, brand.restaurantName);

const SENT_BY: Record<DinerLanguage, (app: string) => string> = {
  fr: (app) => `Message envoyé par ${app}.`,
  en: (app) => `Message sent by ${app}.`,
  es: (app) => `Mensaje enviado por ${app}.`,
  de: (app) => `Nachricht gesendet von ${app}.`,
  it: (app) => `Messaggio inviato da ${app}.`,
};

const SENT_BY_FOR: Record<DinerLanguage, (app: string, restaurant: string) => string> = {
  fr: (app, restaurant) => `Message envoyé par ${app} pour ${restaurant}.`,
  en: (app, restaurant) => `Message sent by ${app} on behalf of ${restaurant}.`,
  es: (app, restaurant) => `Mensaje enviado por ${app} en nombre de ${restaurant}.`,
  de: (app, restaurant) => `Nachricht gesendet von ${app} im Auftrag von ${restaurant}.`,
  it: (app, restaurant) => `Messaggio inviato da ${app} per conto di ${restaurant}.`,
};

export function renderEmail(brand: Brand, content: EmailContent): { html: string; text: string } {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.restaurantName)}" height="64" style="display:block;margin:0 auto 12px;height:64px;width:auto;max-width:220px;border:0">`
    : '';
  const contact = [brand.address, brand.phone].filter(Boolean).join(' · ');
  const footer = [contact ? escapeHtml(contact) : '', ...(content.footerHtml ?? []), escapeHtml(sentBy(brand, content.language))].filter(Boolean);
  const html = `<!DOCTYPE html>
<html lang="${content.language ?? 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f2ee">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f5f2ee">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px">
<tr><td align="center" style="padding:8px 0 16px">${logo}<div style="${FONT};font-size:20px;font-weight:700;color:${INK}">${escapeHtml(brand.restaurantName)}</div></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:28px 24px">
<h1 style="margin:0 0 20px;${FONT};font-size:22px;line-height:28px;color:${INK}">${escapeHtml(content.heading)}</h1>
${content.blocks.join('\n')}
</td></tr>
<tr><td style="padding:16px 8px;${FONT};font-size:12px;line-height:18px;color:${MUTED};text-align:center">${footer.join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    brand.restaurantName,
    '',
    content.heading,
    '',
    content.textBlocks.join('\n\n'),
    '',
    '--',
    ...[contact, ...(content.footerText ?? []), sentBy(brand, content.language)].filter(Boolean),
  ].join('\n');
  return { html, text };
}
