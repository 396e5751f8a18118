import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id the way Stripe writes them: its prefix (`cus_`, `pi_`, `cs_test_`…) then random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${text}`;
}

/** Stripe counts time in whole seconds since the epoch. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
