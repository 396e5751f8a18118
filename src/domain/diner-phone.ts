// The diner's phone number: one rule for the booking wizard and the server, on libphonenumber's
// full ("max") metadata on both sides so that both agree on every number. The metadata is large:
// the web app must load this module with a dynamic `import()` (see src/web/lib/phone-rules.ts),
// never from a diner's first page.

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DINER_FIELD_LIMITS, refused, type FieldCheck } from './diner-fields.js';

/** What people type in a phone number: digits, spaces, + . - ( ) /. Anything else is not a number. */
const PHONE_CHARACTERS_RE = /^[\d\s+.\-()/]+$/;

/** A phone number in E.164 (French numbers by default), or null when it is not a real number. */
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

/**
 * A number a diner typed: only the characters of a phone number, at most 32 of them, and a number
 * that exists (`0000000000` and `+123456789` do not). The stored value is its E.164 form.
 */
export function checkDinerPhone(phone: string): FieldCheck<string, 'phoneInvalid'> {
  if (phone.length > DINER_FIELD_LIMITS.phone || !PHONE_CHARACTERS_RE.test(phone.trim())) return refused('phoneInvalid');
  const value = normalizePhone(phone);
  return value ? { ok: true, value } : refused('phoneInvalid');
}

/** The confirmation field: the same number, in any spelling. */
export function checkPhoneConfirmation(phone: string, confirmation: string): FieldCheck<string, 'phoneMismatch'> {
  return samePhone(phone, confirmation) ? { ok: true, value: confirmation } : refused('phoneMismatch');
}
