import { createHmac } from 'node:crypto';

/**
 * Stripe's `Stripe-Signature` header: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by
 * the endpoint's whsec_ secret>`. What `stripe.webhooks.constructEvent` verifies.
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
