import { z } from 'zod';

// What the diner sees of a restaurant's no-show protection: before booking (the words to accept
// and their version), and after (the provider's page to open, then what became of the payment).

const protectionKind = z.enum(['guarantee', 'deposit']);

/** The protection a booking would need, or null when the restaurant asks nothing of it. */
export const dinerProtectionSchema = z.object({
  protection: z
    .object({
      kind: protectionKind,
      /** What a no-show may cost (guarantee), or what is paid now (deposit), for this party. */
      amountCents: z.number().int(),
      currency: z.string(),
      deadlineHours: z.number().int(),
      /** How long the table is held while the diner is on the provider's page. */
      holdMinutes: z.number().int(),
      /** The last instant a cancellation is free (ISO 8601). */
      freeCancellationUntil: z.string(),
      /** The words the diner accepts, in their language. */
      text: z.string(),
      /** Sent back with the booking: a text changed in between is refused, not silently accepted. */
      version: z.string(),
    })
    .nullable(),
});
export type DinerProtection = NonNullable<z.infer<typeof dinerProtectionSchema>['protection']>;

/** The provider's hosted page where the diner saves a card or pays, and until when the table waits. */
export const checkoutAnswerSchema = z.object({ checkoutUrl: z.string(), holdUntil: z.string() });

/**
 * What the diner's return from the provider found:
 * - confirmed: card saved or deposit paid, the booking is confirmed;
 * - open: nothing done yet on the provider's page, the table still held until `holdUntil`;
 * - released: the hold ended without a card or a payment, the table was given back;
 * - refunded: the payment came after the hold ended and the table had gone: it was refunded.
 */
export const paymentReturnSchema = z.object({
  outcome: z.enum(['confirmed', 'open', 'released', 'refunded']),
  kind: protectionKind,
  amountCents: z.number().int(),
  holdUntil: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** False once the hold has ended and the slot is taken: trying again cannot book it. */
  canRetry: z.boolean(),
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;
