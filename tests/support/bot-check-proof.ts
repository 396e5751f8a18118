// A proof for the server's ALTCHA challenge, made from a test as a diner's browser makes it: the
// number whose hash with the salt is the challenge, signed payload in base64. Node's synchronous
// hash finds it in milliseconds; the library's solver awaits Web Crypto once per try, which takes
// seconds per proof on a busy machine and made tests that book many times race their time limit.
import { createHash } from 'node:crypto';

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

export function solveAltcha(c: AltchaChallenge): string {
  const algorithm = c.algorithm.replace('-', '').toLowerCase();
  const max = c.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number++) {
    if (createHash(algorithm).update(`${c.salt}${number}`).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('Défi anti-robot non résolu');
}
