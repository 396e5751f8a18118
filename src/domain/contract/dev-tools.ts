import { z } from 'zod';
import { envelopeOf } from '../schemas/responses/envelope';
import { defineEndpoint } from './endpoint';

// Development only, out of the OpenAPI document: what would have been e-mailed or texted. The
// outbox is absent in production; the mailbox and the SMS list only while the product's links point
// at this machine and no real provider is configured (src/server/modules/notifications).

const limit = (fallback: number) => z.coerce.number().int().min(1).max(200).default(fallback);

export const devOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  hidden: true,
  query: z.strictObject({ channel: z.enum(['email', 'sms']).optional(), limit: limit(20) }),
  responses: { 200: envelopeOf(z.array(z.unknown())) },
});

export const devMailbox = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox',
  hidden: true,
  query: z.strictObject({ limit: limit(50) }),
  responses: { 200: envelopeOf(z.array(z.unknown())) },
});

export const devSms = defineEndpoint({
  method: 'GET',
  path: '/dev/sms',
  hidden: true,
  query: z.strictObject({ limit: limit(50) }),
  responses: { 200: envelopeOf(z.array(z.unknown())) },
});
