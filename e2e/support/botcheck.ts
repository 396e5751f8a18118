// Solves the server's ALTCHA challenge from a test, to create bookings through the public API.
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';

export async function botCheckPayload(request: APIRequestContext, base = ''): Promise<string | undefined> {
  const res = await request.get(`${base}/api/bot-check/challenge`);
  if (res.status() === 404) return undefined;
  const c = (await res.json()).object as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? 1_000_000).promise;
  if (!solution) throw new Error('Défi anti-robot non résolu');
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  ).toString('base64');
}
