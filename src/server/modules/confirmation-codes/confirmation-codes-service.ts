import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { inKeyedTransaction } from '../../db/transactions';
import { AppError, unprocessable } from '../../http/envelope';
import { normalizePhone } from '../../lib/phone';
import { enqueueMessages } from '../notifications/outbox-repository';
import { findRestaurantBySlug } from '../restaurants/restaurants-repository';
import { countCodesSince, findLiveCode, insertCode, recordCheck } from './confirmation-codes-repository';

export const CODE_VALIDITY_MINUTES = 10;
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_CHECKS_PER_HOUR = 5;
/** A verified code lets the diner finish the booking within this time. */
export const VERIFIED_CODE_LIFETIME_MINUTES = 30;

export const CODE_MESSAGES = {
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
  sent: `Un code de confirmation vous a été envoyé par SMS. Il est valable ${CODE_VALIDITY_MINUTES} minutes.`,
  tooManySends: 'Trop de codes demandés pour ce numéro. Veuillez réessayer dans une heure.',
  tooManyChecks: 'Trop de tentatives pour ce numéro. Veuillez réessayer dans une heure.',
  wrong: 'erreur sur le code',
  verified: 'Votre numéro de téléphone est vérifié.',
};

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

export function confirmationCodesService(ctx: AppContext) {
  const hash = (phone: string, code: string) => createHmac('sha256', ctx.config.jwtSecret).update(`${phone}:${code}`).digest('hex');

  return {
    async create(phoneInput: string, restaurantSlug?: string) {
      const phone = normalizePhone(phoneInput);
      if (!phone) throw unprocessable(CODE_MESSAGES.phoneInvalid, 'phone');
      const now = ctx.now();
      const restaurant = restaurantSlug ? await findRestaurantBySlug(ctx.db.kysely, restaurantSlug) : undefined;
      await inKeyedTransaction(ctx.db, `sms-code:${phone}`, async (trx) => {
        const recent = await countCodesSince(trx, phone, minutesAgo(now, 60));
        if (Number(recent.sends) >= MAX_SENDS_PER_HOUR) throw new AppError(429, CODE_MESSAGES.tooManySends, 'too_many_sends');
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await insertCode(trx, {
          phone,
          codeHash: hash(phone, code),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000).toISOString(),
        });
        await enqueueMessages(
          trx,
          [{ kind: 'sms_code', channel: 'sms', recipient: phone, restaurantId: restaurant?.id ?? null, payload: { code, restaurantName: restaurant?.name ?? '' } }],
          now,
        );
      });
      return CODE_MESSAGES.sent;
    },

    async check(phoneInput: string, code: string) {
      const phone = normalizePhone(phoneInput);
      if (!phone) throw unprocessable(CODE_MESSAGES.phoneInvalid, 'phone');
      const now = ctx.now();
      return inKeyedTransaction(ctx.db, `sms-code:${phone}`, async (trx) => {
        const recent = await countCodesSince(trx, phone, minutesAgo(now, 60));
        if (Number(recent.checks) >= MAX_CHECKS_PER_HOUR) throw new AppError(429, CODE_MESSAGES.tooManyChecks, 'too_many_checks');
        const live = await findLiveCode(trx, phone, now.toISOString());
        if (!live) throw unprocessable(CODE_MESSAGES.wrong, 'wrong_code');
        const expected = Buffer.from(live.code_hash, 'hex');
        const given = Buffer.from(hash(phone, code.trim()), 'hex');
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        await recordCheck(trx, live.id, matches ? now.toISOString() : null);
        // The failed check must be counted even though the request is refused: return, then throw.
        return matches;
      }).then((matches) => {
        if (!matches) throw unprocessable(CODE_MESSAGES.wrong, 'wrong_code');
        return CODE_MESSAGES.verified;
      });
    },
  };
}
