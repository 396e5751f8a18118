import { createChallenge, verifySolution } from 'altcha-lib';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/envelope';
import { said } from '../../../domain/diner-messages/diner-text';
import { spentProofsFor } from './spent-proofs';

/** Proof-of-work size: about a second of a phone's time, invisible to the diner. */
const ALTCHA_MAX_NUMBER = 50_000;
const CHALLENGE_LIFETIME_MS = 20 * 60_000;

/**
 * Self-hosted proof of work (ALTCHA) by default; reCAPTCHA v3 when a site key and secret are
 * configured; nothing when BOT_CHECK=false.
 */
export function botCheckService(ctx: AppContext) {
  const hmacKey = `${ctx.config.jwtSecret}:altcha`;
  return {
    async challenge() {
      if (!ctx.config.botCheck || ctx.config.recaptcha) throw notFound(said('botCheckInactive'));
      return createChallenge({ hmacKey, maxNumber: ALTCHA_MAX_NUMBER, expires: new Date(ctx.now().getTime() + CHALLENGE_LIFETIME_MS) });
    },

    async verify(payload: string | undefined, remoteIp: string): Promise<void> {
      if (!ctx.config.botCheck) return;
      const refuse = () => new AppError(403, said('botCheckFailed'), 'bot_check');
      if (!payload) throw refuse();
      if (ctx.config.recaptcha) {
        if (!(await verifyRecaptcha(ctx.config.recaptcha.secret, payload, remoteIp))) throw refuse();
        return;
      }
      // Expiry is judged on the app's clock (the one that dated the challenge), not the process's.
      const valid = await verifySolution(payload, hmacKey, false).catch(() => false);
      if (!valid) throw refuse();
      const challenge = readChallenge(payload);
      if (!challenge || challenge.expiresAt.getTime() <= ctx.now().getTime()) throw refuse();
      // One proof, one protected call: replaying a solved proof costs the attacker nothing otherwise.
      if (!(await spentProofsFor(ctx).spend(challenge.challenge, challenge.expiresAt, ctx.now()))) {
        throw new AppError(403, said('botCheckSpent'), 'bot_check_spent');
      }
    },
  };
}

/** The challenge a solved ALTCHA payload answers, and when it expires (`expires=` in its salt). */
function readChallenge(payload: string): { challenge: string; expiresAt: Date } | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown; salt?: unknown };
    if (typeof decoded.challenge !== 'string' || typeof decoded.salt !== 'string') return null;
    const expires = Number(new URLSearchParams(decoded.salt.split('?')[1] ?? '').get('expires'));
    if (!Number.isFinite(expires) || expires <= 0) return null;
    return { challenge: decoded.challenge, expiresAt: new Date(expires * 1000) };
  } catch {
    return null;
  }
}

async function verifyRecaptcha(secret: string, token: string, remoteIp: string): Promise<boolean> {
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
    return result.success === true && (result.score ?? 0) >= 0.5;
  } catch {
    return false;
  }
}
