// Amounts of money as the staff read and type them: "40,00 €" shown, "40", "40,5" or "40.50" typed.

const FORMAT = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Cents as a French receipt writes them, the space before € unbreakable: "1 234,50 €". */
export function formatEuros(cents: number): string {
  return FORMAT.format(cents / 100).replace(/[\u202f\u00a0]/g, '\u00a0');
}

/** What a person typed, in cents; null for anything but a positive amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
