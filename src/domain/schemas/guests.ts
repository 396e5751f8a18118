import { z } from 'zod';
import { dietaryInputSchema } from './dietary';
import { checkBirthday, checkDinerName, checkPostCode, STAFF_DINER_FIELD_MESSAGES, type FieldCheck, type StaffDinerFieldReason } from '../diner-fields';

// The guest profile's edit: the route's body and the guest page's form.

/** A rule of the diner's fields (the booking wizard's), refusing in words for the host. */
const staffRule =
  <T>(check: (value: string) => FieldCheck<T, StaffDinerFieldReason>) =>
  (value: string, ctx: z.RefinementCtx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: STAFF_DINER_FIELD_MESSAGES[result.reason] });
  };

export const guestUpdateSchema = z.strictObject({
  name: z.string().max(120, STAFF_DINER_FIELD_MESSAGES.nameTooLong).superRefine(staffRule(checkDinerName)),
  birthday: z.string().superRefine(staffRule(checkBirthday)).nullable(),
  post_code: z.string().max(20, STAFF_DINER_FIELD_MESSAGES.postCodeInvalid).superRefine(staffRule(checkPostCode)).nullable(),
  notes: z.string().max(5000, 'Notes : 5 000 caractères au maximum.'),
  tags: z.array(z.string().max(40, 'Étiquette : 40 caractères au maximum.')).max(20, '20 étiquettes au maximum.'),
  // These four, absent, are left as they are (a form that does not show them, clients written before).
  vip: z.boolean().optional(),
  table_preference: z.string().trim().max(100, 'Table préférée : 100 caractères au maximum.').optional(),
  room_preference: z.string().trim().max(100, 'Salle préférée : 100 caractères au maximum.').optional(),
  dietary: dietaryInputSchema.optional(),
});
export type GuestUpdate = z.input<typeof guestUpdateSchema>;
