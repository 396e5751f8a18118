import { z } from 'zod';
import { messageOnly } from '../schemas/responses/envelope';
import { defineEndpoint } from './endpoint';

// The payment provider's callbacks. Out of the OpenAPI document: only Stripe calls them, signed.

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/webhooks/stripe',
  hidden: true,
  // The signature covers the exact bytes sent: the route keeps the body raw (payments-routes.ts).
  body: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'une notification Stripe est du JSON' }),
  headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
  responses: messageOnly,
});
