import { z } from 'zod';
import { DIETARY_CODES, DIETARY_NOTE_MAX } from '../guest-profile';

// Allergies and diets as a request states them: the wizard's field, the guest page's. Each code of
// the fixed list once; a code outside it is refused in French, never stored.

const DIETARY_MESSAGES = {
  unknownCode: 'Allergie ou régime inconnu : choisissez dans la liste.',
  tooMany: 'Trop d’allergies ou de régimes indiqués.',
  noteTooLong: `Précisions sur les allergies : ${DIETARY_NOTE_MAX} caractères au maximum.`,
};

export const dietaryInputSchema = z.strictObject({
  codes: z
    .array(z.enum(DIETARY_CODES, { message: DIETARY_MESSAGES.unknownCode }))
    .max(DIETARY_CODES.length, DIETARY_MESSAGES.tooMany)
    .default([]),
  note: z.string().trim().max(DIETARY_NOTE_MAX, DIETARY_MESSAGES.noteTooLong).default(''),
});
export type DietaryInput = z.input<typeof dietaryInputSchema>;
