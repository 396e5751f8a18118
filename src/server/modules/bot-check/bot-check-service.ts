import { createChallenge, verifySolution } from 'altcha-lib';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/envelope';
import { BOOKING_MESSAGES } from '../../../domain/booking-messages';

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
      if (!ctx.config.botCheck || ctx.config.recaptcha) throw notFound("La vérification anti-robot n'est pas active.");
      return createChallenge({ hmacKey, maxNumber: ALTCHA_MAX_NUMBER, expires: new Date(ctx.now().getTime() + CHALLENGE_LIFETIME_MS) });
    },

    async verify(payload: string | undefined, remoteIp: string): Promise<void> {
      if (!ctx.config.botCheck) return;
      const refuse = () => new AppError(403, BOOKING_MESSAGES.botCheckFailed, 'bot_check');
      if (!payload) throw refuse();
      if (ctx.config.recaptcha) {
        if (!(await verifyRecaptcha(ctx.config.recaptcha.secret, payload, remoteIp))) throw refuse();
        return;
      }
      const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!valid) throw refuse();
    },
  };
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
