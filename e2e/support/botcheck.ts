// Solves the server's ALTCHA challenge from a test, to create bookings through the public API.
import type { APIRequestContext } from '@playwright/test';
import { solveAltcha, type AltchaChallenge } from '../../tests/support/bot-check-proof';

export async function botCheckPayload(request: APIRequestContext, base = ''): Promise<string | undefined> {
  const res = await request.get(`${base}/api/bot-check/challenge`);
  if (res.status() === 404) return undefined;
  return solveAltcha((await res.json()).object as AltchaChallenge);
}
