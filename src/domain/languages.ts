// The languages a diner can read Couvert in. French is the product's language (the spec writes
// it); the others follow the diner's browser or their choice. Staff pages stay French.

export const DINER_LANGUAGES = ['fr', 'en', 'es', 'de', 'it'] as const;
export type DinerLanguage = (typeof DINER_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: DinerLanguage = 'fr';

/** The cookie (and localStorage key) that carries a diner's explicit choice to the server render. */
export const LANGUAGE_COOKIE = 'couvert_lang';

/** The locale Intl formats a language's dates with. */
export const LANGUAGE_LOCALES: Record<DinerLanguage, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE', it: 'it-IT' };

/** Each language named in itself, for the switch: a diner finds their own language whatever the page's. */
export const LANGUAGE_NAMES: Record<DinerLanguage, string> = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch', it: 'Italiano' };

export function isDinerLanguage(value: unknown): value is DinerLanguage {
  return typeof value === 'string' && (DINER_LANGUAGES as readonly string[]).includes(value);
}

/** A stored value read back (a database row, a cookie): anything unknown is French. */
export function languageOr(value: unknown): DinerLanguage {
  return isDinerLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The first of the browser's languages (Accept-Language, by quality, or navigator.languages in
 * order) that Couvert speaks; French when none. "en-US" counts as English.
 */
export function languageFromPreferences(preferences: readonly string[]): DinerLanguage {
  for (const preference of preferences) {
    const base = preference.trim().toLowerCase().split(/[-_]/)[0];
    if (isDinerLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header as the ordered list of its languages (quality 0 left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The server render's language: the diner's explicit choice (cookie) first, then the language of
 * what the page shows (a booking made in English is read in English on any device), then the
 * browser's.
 */
export function requestLanguage(headers: { cookie?: string; acceptLanguage?: string }, stored?: string | null): DinerLanguage {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (isDinerLanguage(chosen)) return chosen;
  if (isDinerLanguage(stored)) return stored;
  return languageFromPreferences(parseAcceptLanguage(headers.acceptLanguage));
}
