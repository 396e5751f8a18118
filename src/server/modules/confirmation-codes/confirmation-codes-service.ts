import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { startOfLocalDay } from '../../../domain/dates';
import { said } from '../../../domain/diner-messages/diner-text';
import type { CodeCreate } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { inKeyedTransaction } from '../../db/transactions';
import { AppError, unprocessable } from '../../http/envelope';
import { checkDinerPhone, isMobilePhone, normalizePhone } from '../../../domain/diner-phone';
import { needsSmsCode, draftChecks } from '../booking-engine';
import { botCheckService } from '../bot-check';
import { enqueueMessages } from '../outbox';
import { alertSpentSmsBudget } from './sms-budget-alert';
import { requireRestaurantBySlug } from '../restaurants';
import {
  CODE_VALIDITY_MINUTES,
  MAX_CHECKS_PER_HOUR,
  MAX_SENDS_PER_DAY,
  MAX_SENDS_PER_HOUR,
  MAX_SENDS_PER_PREFIX_PER_HOUR,
  SMS_SEND_LOCK,
  prefixPattern,
} from './code-rules';
import { countCodesSince, countCodesToPrefixSince, countRestaurantCodeSmsSince, findLiveCode, insertCode, recordCheck } from './confirmation-codes-repository';

export { CODE_VALIDITY_MINUTES, MAX_CHECKS_PER_HOUR, MAX_SENDS_PER_HOUR, VERIFIED_CODE_LIFETIME_MINUTES } from './code-rules';

const SEND_LOCK = SMS_SEND_LOCK;

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

export function confirmationCodesService(ctx: AppContext) {
  const hash = (phone: string, code: string) => createHmac('sha256', ctx.config.jwtSecret).update(`${phone}:${code}`).digest('hex');
  const drafts = draftChecks(ctx);
  const botCheck = botCheckService(ctx);

  return {
    /**
     * Texts a code only for a booking the server would take and that needs one: the draft is
     * checked here, the restaurant must confirm bookings of that size by SMS, the number must be a
     * mobile and the draft's own, and a fresh bot-check proof is spent. Then the per-number,
     * per-block and per-restaurant limits apply, counted together under one lock.
     */
    async create(input: CodeCreate, remoteIp: string) {
      const typed = checkDinerPhone(input.phone_number);
      if (!typed.ok) throw unprocessable(said(typed.reason), 'phone');
      const phone = typed.value;
      if (!isMobilePhone(phone)) throw unprocessable(said('smsNotMobile'), 'not_mobile');
      const { draft } = input;
      if (input.restaurantSlug !== undefined && input.restaurantSlug !== draft.slug) {
        throw unprocessable(said('restaurantMismatch'), 'restaurant_mismatch');
      }
      if (normalizePhone(draft.phone) !== phone) throw unprocessable(said('smsPhoneMismatch'), 'phone_mismatch');
      const restaurant = await requireRestaurantBySlug(ctx.db.kysely, draft.slug);
      if (!needsSmsCode(restaurant, draft.tableware_count)) throw unprocessable(said('smsNotNeeded'), 'code_not_needed');
      await drafts.checkDraft(draft);
      await botCheck.verify(input.botcheck, remoteIp);

      const now = ctx.now();
      const refusal = await inKeyedTransaction(ctx.db, SEND_LOCK, async (trx) => {
        const lastHour = await countCodesSince(trx, phone, minutesAgo(now, 60));
        if (Number(lastHour.sends) >= MAX_SENDS_PER_HOUR) return new AppError(429, said('smsTooManySends'), 'too_many_sends');
        const lastDay = await countCodesSince(trx, phone, minutesAgo(now, 24 * 60));
        if (Number(lastDay.sends) >= MAX_SENDS_PER_DAY) return new AppError(429, said('smsTooManySendsToday'), 'too_many_sends_today');
        if ((await countCodesToPrefixSince(trx, prefixPattern(phone), minutesAgo(now, 60))) >= MAX_SENDS_PER_PREFIX_PER_HOUR) {
          return new AppError(429, said('smsTooManyPrefix'), 'too_many_prefix');
        }
        const spent = await countRestaurantCodeSmsSince(trx, restaurant.id, startOfLocalDay(restaurant.time_zone, now).toISOString());
        if (spent >= restaurant.sms_daily_budget) {
          // The owner hears of it once a day: the refusal itself is committed with the alert.
          await alertSpentSmsBudget(trx, restaurant, now);
          return new AppError(429, said('smsBudgetReached'), 'sms_budget');
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await insertCode(trx, {
          phone,
          codeHash: hash(phone, code),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000).toISOString(),
        });
        await enqueueMessages(
          trx,
          [
            {
              kind: 'sms_code',
              channel: 'sms',
              recipient: phone,
              restaurantId: restaurant.id,
              // French, the default, is not written: the payload of a French code stays as it was.
              payload: { code, restaurantName: restaurant.name, ...(input.language && input.language !== 'fr' ? { language: input.language } : {}) },
            },
          ],
          now,
        );
        return null;
      });
      if (refusal) throw refusal;
      return said('smsSent', { minutes: CODE_VALIDITY_MINUTES }, input.language);
    },

    async check(phoneInput: string, code: string) {
      const typed = checkDinerPhone(phoneInput);
      if (!typed.ok) throw unprocessable(said(typed.reason), 'phone');
      const phone = typed.value;
      const now = ctx.now();
      return inKeyedTransaction(ctx.db, `sms-code:${phone}`, async (trx) => {
        const recent = await countCodesSince(trx, phone, minutesAgo(now, 60));
        if (Number(recent.checks) >= MAX_CHECKS_PER_HOUR) throw new AppError(429, said('smsTooManyChecks'), 'too_many_checks');
        const live = await findLiveCode(trx, phone, now.toISOString());
        if (!live) throw unprocessable(said('smsWrongCode'), 'wrong_code');
        const expected = Buffer.from(live.code_hash, 'hex');
        const given = Buffer.from(hash(phone, code.trim()), 'hex');
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        await recordCheck(trx, live.id, matches ? now.toISOString() : null);
        // The failed check must be counted even though the request is refused: return, then throw.
        return matches;
      }).then((matches) => {
        if (!matches) throw unprocessable(said('smsWrongCode'), 'wrong_code');
        return said('smsVerified');
      });
    },
  };
}
