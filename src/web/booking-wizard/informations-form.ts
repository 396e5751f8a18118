// The informations page's form rules (spec section 5): the server's own rules for each field
// (src/domain/diner-fields.ts, diner-phone.ts) with their messages, so the page refuses before the
// round trip exactly what the server would, in the same words: a refusal's reason is the code of
// its message, written in the page's language when the check runs. The phone rule is downloaded
// when the page needs it.

import * as z from 'zod/mini';
import {
  checkBirthday,
  checkCovers,
  checkDinerEmail,
  checkDinerName,
  checkPostCode,
  DINER_FIELD_LIMITS,
  type DinerFieldReason,
  type FieldCheck,
} from '../../domain/diner-fields';
import { copy } from '../i18n/diner-language';
import { phoneRulesOrNull } from '../lib/phone-rules';

export const MIN_COVERS = DINER_FIELD_LIMITS.coversMin;
export const MAX_COVERS = DINER_FIELD_LIMITS.coversMax;

/** A field's refusal in the page's language now. */
const words = (reason: DinerFieldReason): string => copy.messages[reason];

/** A domain rule as a form check: its refusal message on the field. */
function rule<T>(check: (value: T) => FieldCheck<unknown>) {
  return z.superRefine<T>((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: words(result.reason), input: value });
  });
}

export const informationsSchema = z
  .object({
    tableware_count: z.number({ error: () => words('coversMin') }).check(rule(checkCovers)),
    name: z.string().check(rule(checkDinerName)),
    email: z.string().check(rule(checkDinerEmail)),
    phone: z.string().check(
      z.superRefine(async (value, ctx) => {
        const rules = await phoneRulesOrNull();
        const result = rules?.checkDinerPhone(value);
        if (result && !result.ok) ctx.addIssue({ code: 'custom', message: words(result.reason), input: value });
      }),
    ),
    phoneConfirmation: z.string(),
    birthday: z.string().check(rule(checkBirthday)),
    post_code: z.string().check(rule(checkPostCode)),
    informations: z.string().check(z.maxLength(2000, { error: () => copy.wizard.informations.errors.tooLong })),
  })
  .check(
    z.superRefine(async (v, ctx) => {
      const rules = await phoneRulesOrNull();
      // Without the rule (not downloadable), at least an empty confirmation is caught here.
      const result = rules
        ? rules.checkPhoneConfirmation(v.phone, v.phoneConfirmation)
        : v.phoneConfirmation.trim()
          ? null
          : { ok: false as const, reason: 'phoneMismatch' as const };
      if (result && !result.ok) ctx.addIssue({ code: 'custom', message: words(result.reason), input: v.phoneConfirmation, path: ['phoneConfirmation'] });
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
