import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../http/envelope';
import { findRestaurantById } from '../restaurants/restaurants-repository';
import { findActiveStaffByCode, findStaffMemberById, loadStaffCodeKey } from '../staff/staff-members-repository';
import { AUTH_MESSAGES as M } from './auth-messages';
import { findDeviceBySecretHash, recordLoginFailure, recordLoginSuccess } from './devices-repository';
import { outcomeOfFailure } from './login-throttle';
import { sameHex, sha256, STAFF_CODE, staffCodeHmac } from './secrets';
import { signSessionToken } from './session-token';
import type { StaffPrincipal } from './staff-guard';

type LoginAttempt =
  | { ok: true; token: string; expiresAt: string }
  | { ok: false; error: AppError };

export function authService(ctx: AppContext) {
  const db = ctx.db.kysely;

  return {
    /**
     * The code screen's call: `code` must belong to an active staff member of the restaurant the
     * device is enrolled in. Failures are counted per device in the same transaction as the check,
     * so parallel guesses cannot slip between the check and the count.
     */
    async loginCheck(code: string, deviceSecret: string): Promise<{ token: string; expiresAt: string }> {
      const secretHash = sha256(deviceSecret);
      // Unknown secrets (the bulk of any guessing) are answered without taking the write lock.
      const known = await findDeviceBySecretHash(db, secretHash, false);
      if (!known || known.revoked_at) throw new AppError(401, M.deviceUnknown, 'device_unknown');
      const key = await loadStaffCodeKey(db);
      const attempt = await inTransaction<LoginAttempt>(ctx.db, async (trx) => {
        const device = await findDeviceBySecretHash(trx, secretHash, ctx.db.kind === 'postgres');
        if (!device || device.revoked_at) return { ok: false, error: new AppError(401, M.deviceUnknown, 'device_unknown') };
        if (device.disabled_at) return { ok: false, error: new AppError(403, M.deviceDisabled, 'device_disabled') };
        const now = ctx.now();
        if (device.not_before && device.not_before > now.toISOString()) {
          const seconds = Math.max(1, Math.ceil((Date.parse(device.not_before) - now.getTime()) / 1000));
          return { ok: false, error: new AppError(429, M.loginDelayed(seconds), 'login_delayed') };
        }
        const member = STAFF_CODE.test(code)
          ? await findActiveStaffByCode(trx, device.restaurant_id, staffCodeHmac(key, device.restaurant_id, code))
          : undefined;
        if (!member) {
          const outcome = outcomeOfFailure(device.failed_attempts, now);
          if (outcome.kind === 'disabled') {
            await recordLoginFailure(trx, device.id, { failed_attempts: outcome.failures, not_before: null, disabled_at: now.toISOString() });
            return { ok: false, error: new AppError(403, M.deviceDisabled, 'device_disabled') };
          }
          await recordLoginFailure(trx, device.id, {
            failed_attempts: outcome.failures,
            not_before: outcome.notBefore?.toISOString() ?? null,
            disabled_at: null,
          });
          return { ok: false, error: new AppError(401, M.codeUnknown, 'code_unknown') };
        }
        await recordLoginSuccess(trx, device.id, now.toISOString());
        const session = await signSessionToken(
          ctx.config.jwtSecret,
          { sub: String(member.id), restaurantId: member.restaurant_id, roles: [member.role], deviceId: device.id, name: member.name },
          now,
        );
        return { ok: true, token: session.token, expiresAt: session.expiresAt.toISOString() };
      });
      if (!attempt.ok) throw attempt.error;
      return { token: attempt.token, expiresAt: attempt.expiresAt };
    },

    /**
     * The spec's user lookup, by the code just typed (or 'me'). It only ever describes the member
     * of the session asking, so a code is never a way to read another member's details.
     */
    async userLookup(staff: StaffPrincipal, username: string) {
      const member = await findStaffMemberById(db, staff.staffId);
      const restaurant = await findRestaurantById(db, staff.restaurantId);
      if (!member || !restaurant || member.code_hmac === null) throw new AppError(404, M.userLookupFailed, 'not_found');
      if (username !== 'me') {
        const key = await loadStaffCodeKey(db);
        if (!STAFF_CODE.test(username) || !sameHex(staffCodeHmac(key, restaurant.id, username), member.code_hmac)) {
          throw new AppError(404, M.userLookupFailed, 'not_found');
        }
      }
      return {
        restaurantId: restaurant.id,
        restaurantGuid: restaurant.guid,
        pass_tutorial: restaurant.pass_tutorial === 1,
        logo: restaurant.logo_img,
        restaurantName: restaurant.name,
        restaurantSlug: restaurant.slug,
        staffGuid: member.guid,
        name: member.name,
        role: member.role,
      };
    },
  };
}
