import { z } from 'zod';
import { isPlausibleEmail } from '../diner-fields';
import { PASSWORD_WEAKNESS_MESSAGES, passwordWeakness } from '../password-strength';

// The owner's forms (create a restaurant, connect a device, reset a password): one rule per field,
// run by the web form before sending and by the server before writing. Each side brings its own
// sentences (the form speaks to the person typing, the API names the field), so the rules take them.

export const PASSWORD_MIN_LENGTH = 10;
export const STAFF_CODE = /^[0-9]{4}$/;
const RESTAURANT_NAME_LENGTH = { min: 2, max: 80 } as const;
const OWNER_NAME_LENGTH = { min: 1, max: 60 } as const;

/** Names are stored with single spaces. */
const collapseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A new password: long enough (the form's own sentence), then not one attackers try first (the
 * shared sentence of its reason).
 */
export function newPasswordRule(tooShort: string) {
  return z.string().superRefine((value, ctx) => {
    if (value.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: tooShort });
      return;
    }
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: PASSWORD_WEAKNESS_MESSAGES[weakness] });
  });
}

const within = (length: { min: number; max: number }) => (value: string) => value.length >= length.min && value.length <= length.max;

export interface SignUpMessages {
  email: string;
  password: string;
  restaurantName: string;
  ownerName: string;
  code: string;
}

/** "Créer mon restaurant": what the server checks, in its order, before any write. */
export function signUpRules(m: SignUpMessages) {
  return z.object({
    email: z.string().transform(normalizeEmail).refine(isPlausibleEmail, m.email),
    password: newPasswordRule(m.password),
    restaurantName: z.string().transform(collapseSpaces).refine(within(RESTAURANT_NAME_LENGTH), m.restaurantName),
    ownerName: z.string().transform(collapseSpaces).refine(within(OWNER_NAME_LENGTH), m.ownerName),
    code: z.string().regex(STAFF_CODE, m.code),
  });
}

/** "Connecter cet appareil": an e-mail and a password are needed before the server checks them. */
export function enrolRules(m: { email: string; password: string }) {
  return z.object({
    email: z.string().trim().min(1, m.email),
    password: z.string().min(1, m.password),
  });
}

/** "Mot de passe oublié": an address to send the link to. */
export function passwordResetRequestRules(m: { email: string }) {
  return z.object({ email: z.string().trim().min(1, m.email) });
}

/** A new password: long enough, typed twice the same. */
export function newPasswordRules(m: { tooShort: string; mismatch: string }) {
  return z
    .object({
      password: newPasswordRule(m.tooShort),
      confirmation: z.string(),
    })
    .refine((v) => v.password === v.confirmation, { message: m.mismatch, path: ['confirmation'] });
}
