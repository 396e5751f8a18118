import { z } from 'zod';
import { openObject } from './envelope';

// A booking's card guarantee or deposit as the staff see it: the service book's badge reads the
// state and kind only, the booking's window reads the whole view and its history.

const bookingPaymentState = z.enum(['awaiting_card', 'awaiting_payment', 'card_saved', 'deposit_paid', 'fee_charged', 'refunded', 'failed', 'expired']);
const bookingPaymentKind = z.enum(['guarantee', 'deposit']);

/** What a booking of the book carries of its payment, for a badge without one call per booking. */
export const bookingPaymentBadgeSchema = z.object({ state: bookingPaymentState, kind: bookingPaymentKind });

export const bookingPaymentSchema = openObject({
  kind: bookingPaymentKind,
  state: bookingPaymentState,
  amountCents: z.number().int(),
  currency: z.string(),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failureReason: z.string().nullable(),
  /** What the staff may do now, and why not: the screen shows the server's rule, never its own. */
  canCharge: z.boolean(),
  canRefund: z.boolean(),
  /** Why the staff member reading cannot charge or refund (their role), or null. */
  notAllowed: z.string().nullable(),
  history: z.array(
    z.object({
      action: z.enum(['charge', 'refund']),
      amountCents: z.number().int(),
      actor: z.string(),
      outcome: z.enum(['pending', 'unknown', 'succeeded', 'failed']),
      failureReason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const moneyActionAnswerSchema = z.object({ outcome: z.enum(['done', 'already', 'failed']), payment: bookingPaymentSchema });
