// The informations page's form rules (spec section 5). The server checks the draft again and has
// the last word; these rules only spare the diner a round trip.

import * as z from 'zod/mini';
import { isValidIsoDate } from '../../domain/dates';
import { fr } from '../i18n/fr';

export const MIN_COVERS = 1;
export const MAX_COVERS = 99;

const e = fr.wizard.informations.errors;

/** Digits of a phone number with a leading + kept: '06 12-34.56.78' → '0612345678'. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** One spelling per number: French national numbers as +33, 00 prefixes as +. */
export function canonicalPhone(phone: string): string {
  const n = normalisePhone(phone);
  if (n.startsWith('00')) return `+${n.slice(2)}`;
  if (/^0\d{9}$/.test(n)) return `+33${n.slice(1)}`;
  return n;
}

export function isPlausiblePhone(phone: string): boolean {
  if (/[^\d\s.+()-]/.test(phone.trim())) return false;
  const n = normalisePhone(phone);
  return /^0\d{9}$/.test(n) || /^\+\d{8,15}$/.test(n) || /^00\d{8,15}$/.test(n);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const informationsSchema = z
  .object({
    tableware_count: z.number(e.covers).check(
      z.refine((n) => Number.isInteger(n), e.covers),
      z.minimum(MIN_COVERS, e.covers),
      z.maximum(MAX_COVERS, e.coversMax),
    ),
    name: z.string().check(
      z.refine((s) => s.trim().replace(/\s+/g, ' ').length >= 2, e.name),
      z.maxLength(120, e.tooLong),
    ),
    email: z.string().check(
      z.refine((s) => EMAIL_RE.test(s.trim()), e.email),
      z.maxLength(254, e.tooLong),
    ),
    phone: z.string().check(z.refine(isPlausiblePhone, e.phone)),
    phoneConfirmation: z.string(),
    birthday: z.string().check(z.refine((s) => s === '' || isValidIsoDate(s), e.birthday)),
    post_code: z.string().check(z.refine((s) => s.trim() === '' || /^[A-Za-z0-9 -]{3,10}$/.test(s.trim()), e.postCode)),
    informations: z.string().check(z.maxLength(2000, e.tooLong)),
  })
  .check(
    z.refine((v) => v.phoneConfirmation.trim() !== '' && canonicalPhone(v.phone) === canonicalPhone(v.phoneConfirmation), {
      message: e.phoneConfirmation,
      path: ['phoneConfirmation'],
    }),
  );

export type InformationsValues = z.infer<typeof informationsSchema>;

/** Covers after a press on minus: nothing happens at the minimum or below. */
export function decrementCovers(n: number): number {
  return n <= MIN_COVERS ? n : n - 1;
}

export function incrementCovers(n: number): number {
  if (!Number.isFinite(n) || n < MIN_COVERS) return MIN_COVERS;
  return Math.min(MAX_COVERS, Math.floor(n) + 1);
}
