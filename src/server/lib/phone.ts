import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A diner's phone number in E.164 (French numbers by default), or null when it is not a real number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length < 4) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

/** Two spellings of one number ("06 12 34 56 78" and "+33612345678") are the same number. */
export function samePhone(a: string, b: string): boolean {
  const na = normalizePhone(a);
  return na !== null && na === normalizePhone(b);
}

/**
 * Whether a number can receive an SMS: a mobile number (or one its plan does not tell apart from a
 * mobile). Landlines, premium-rate (+33 8 99…), shared-cost and toll-free numbers cannot: texting
 * them is how SMS pumping makes money.
 */
export function isMobilePhone(phoneE164: string): boolean {
  const type = parsePhoneNumberFromString(phoneE164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
