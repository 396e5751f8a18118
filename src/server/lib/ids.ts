import { randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newGuid = (): string => randomUUID();

/** 128 bits from the CSPRNG, URL-safe: a link that is its own key (my-booking, confirm, unsubscribe). */
export const newCapabilityId = (): string => randomBytes(16).toString('base64url');

// No 0/O, 1/I/L: a reference read over the phone must not be misheard. It grants nothing.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}
