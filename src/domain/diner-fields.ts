// What a diner types about themselves — party size, name, e-mail, birthday, post code — and the one
// rule for each, run by the booking wizard before any request and by the server on every draft,
// booking, phone booking and subscription. One rule and one message per field: the wizard refuses
// exactly what the server would, in the same words. The phone has its own module
// (`diner-phone.ts`): its rule needs libphonenumber's metadata, which the wizard loads only when
// the diner reaches the contact page.

import { isValidIsoDate } from './dates.js';
import { DINER_FIELD_LIMITS } from './diner-field-limits.js';
import { FR_DINER_MESSAGES as FR } from './diner-messages/fr.js';

export { DINER_FIELD_LIMITS };

/**
 * The diner's words (online booking, waiting list, daily-specials sign-up), in French; each
 * reason is also the code of its message in every language (src/domain/diner-messages/).
 */
export const DINER_FIELD_MESSAGES = {
  coversMin: FR.coversMin,
  coversMax: FR.coversMax,
  nameRequired: FR.nameRequired,
  nameTooLong: FR.nameTooLong,
  emailInvalid: FR.emailInvalid,
  phoneInvalid: FR.phoneInvalid,
  phoneMismatch: FR.phoneMismatch,
  birthdayInvalid: FR.birthdayInvalid,
  postCodeInvalid: FR.postCodeInvalid,
} as const;

export type DinerFieldReason = keyof typeof DINER_FIELD_MESSAGES;

/**
 * The same rules when the host types a diner's details (phone booking, guest record): addressed to
 * the host, about "the client". Only the reasons a staff form can meet are worded.
 */
export const STAFF_DINER_FIELD_MESSAGES = {
  nameRequired: 'Indiquez le nom du client (au moins 2 caractères).',
  nameTooLong: `Le nom du client ne doit pas dépasser ${DINER_FIELD_LIMITS.name} caractères.`,
  emailInvalid: "L'adresse e-mail est invalide.",
  phoneInvalid: 'Le numéro de téléphone est invalide.',
  birthdayInvalid: 'La date de naissance est invalide.',
  postCodeInvalid: 'Le code postal est invalide.',
} as const satisfies Partial<Record<DinerFieldReason, string>>;

export type StaffDinerFieldReason = keyof typeof STAFF_DINER_FIELD_MESSAGES;

/** A field's verdict: the value as stored, or why it is refused and the diner's message. */
export type FieldCheck<T, R extends DinerFieldReason = DinerFieldReason> = { ok: true; value: T } | { ok: false; reason: R; message: string };

export function refused<R extends DinerFieldReason>(reason: R): { ok: false; reason: R; message: string } {
  return { ok: false, reason, message: DINER_FIELD_MESSAGES[reason] };
}

/** Party size of an online booking: a whole number from 1 to 99. */
export function checkCovers(covers: number): FieldCheck<number, 'coversMin' | 'coversMax'> {
  if (typeof covers !== 'number' || !Number.isInteger(covers) || covers < DINER_FIELD_LIMITS.coversMin) return refused('coversMin');
  if (covers > DINER_FIELD_LIMITS.coversMax) return refused('coversMax');
  return { ok: true, value: covers };
}

/** A name as stored: trimmed, inner runs of spaces made one. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** At least two characters once spaces are tidied, at most 120 as typed. */
export function checkDinerName(name: string): FieldCheck<string, 'nameRequired' | 'nameTooLong'> {
  if (name.length > DINER_FIELD_LIMITS.name) return refused('nameTooLong');
  const value = normalizeName(name);
  if (value.length < DINER_FIELD_LIMITS.nameMin) return refused('nameRequired');
  return { ok: true, value };
}

// Deliberately simple: one @, a dot in the domain, no spaces. The real check is the e-mail arriving.
const EMAIL_RE = new RegExp(`^[^\\s@]{1,${DINER_FIELD_LIMITS.emailLocalPart}}@[^\\s@]+\\.[^\\s@]{2,}$`);

/** An address worth sending to (trimmed); the real proof is the message arriving. */
export function isPlausibleEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= DINER_FIELD_LIMITS.email && EMAIL_RE.test(trimmed);
}

/** The address as stored: trimmed and in lower case. */
export function checkDinerEmail(email: string): FieldCheck<string, 'emailInvalid'> {
  const value = email.trim().toLowerCase();
  return isPlausibleEmail(value) ? { ok: true, value } : refused('emailInvalid');
}

/** Optional: empty means none; otherwise a real calendar date `YYYY-MM-DD`. */
export function checkBirthday(birthday: string | null | undefined): FieldCheck<string | null, 'birthdayInvalid'> {
  if (!birthday) return { ok: true, value: null };
  return isValidIsoDate(birthday) ? { ok: true, value: birthday } : refused('birthdayInvalid');
}

const POST_CODE_RE = new RegExp(`^[0-9A-Za-z -]{3,${DINER_FIELD_LIMITS.postCode}}$`);

/** Optional: blank means none; otherwise 3 to 10 letters, digits, spaces or hyphens (any country's). */
export function checkPostCode(postCode: string | null | undefined): FieldCheck<string | null, 'postCodeInvalid'> {
  const value = (postCode ?? '').trim();
  if (!value) return { ok: true, value: null };
  return POST_CODE_RE.test(value) ? { ok: true, value } : refused('postCodeInvalid');
}
