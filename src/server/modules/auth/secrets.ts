import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A device secret: 256 bits from the CSPRNG. Only its SHA-256 is stored. */
export const newDeviceSecret = (): string => randomBytes(32).toString('base64url');

/** A password-reset token, sent by e-mail; only its SHA-256 is stored. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

// High-entropy secrets need no slow hash: SHA-256 makes the stored value useless to a reader
// while keeping the lookup an indexed equality.
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** HMAC of restaurant + code: unique per restaurant in the database, never readable as such. */
export function staffCodeHmac(key: string, restaurantId: number, code: string): string {
  return createHmac('sha256', key).update(`${restaurantId}:${code}`).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export { STAFF_CODE } from '../../../domain/schemas/owner-access';
