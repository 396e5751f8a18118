// Amounts of money as the staff read and type them: "40,00 €" shown, "40", "40,5" or "40.50" typed.
// Every amount the product writes goes through formatEuros, in French unless a diner's language asks
// otherwise, so a fee reads the same on a screen, in a refusal and in the words a diner accepts.

export interface MoneyFormat {
  /** The locale of the reader ("en-GB" for a diner reading English); French by default. */
  locale?: string;
  /** The ISO 4217 code, in either case ("eur" as Stripe writes it); euros by default. */
  currency?: string;
  /**
   * The spaces inside the amount: unbreakable on a screen, so "€" never starts a line; plain in a
   * text kept as it was written (a message, the words a diner accepted).
   */
  spaces?: 'unbreakable' | 'plain';
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** Cents as a receipt writes them: "1 234,50 €" in French, "€1,234.50" in English. */
export function formatEuros(cents: number, { locale = 'fr-FR', currency = 'EUR', spaces = 'unbreakable' }: MoneyFormat = {}): string {
  return formatFor(locale, currency.toUpperCase())
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, spaces === 'plain' ? ' ' : '\u00a0');
}

/** What a person typed, in cents; null for anything but a positive amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
