import { parseInstant } from '../../../domain/dates';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { inTransaction, type Executor } from '../../db/transactions';
import { AppError } from '../../http/envelope';
import { enqueueMessages } from '../outbox';
import { findRestaurantById } from '../restaurants';
import { findActiveStaffByCode, findStaffMemberById, loadStaffCodeKey } from '../staff-members';
import { AUTH_MESSAGES as M } from './auth-messages';
import { countAuthFailuresSince, deviceSubject, recordAuthFailure } from './auth-failures-repository';
import { findDeviceById, findDeviceBySecretHash, recordLoginFailure, recordLoginSuccess, type DeviceRow } from './devices-repository';
import { CODE_FAILURE_WINDOW_MS, outcomeOfFailure } from './login-throttle';
import { ownersOfRestaurant } from './owners-repository';
import { sameHex, sha256, STAFF_CODE, staffCodeHmac } from './secrets';
import { SESSION_HOURS, signSessionToken } from './session-token';
import type { StaffPrincipal } from './staff-guard';
import { deleteExpiredSessions, insertStaffSession, insertStreamTicket, revokeStaffSession } from './staff-sessions-repository';

type LoginAttempt = { ok: true; token: string; expiresAt: string } | { ok: false; error: AppError };

/** A live-feed ticket is for the EventSource about to open, not for keeping. */
const STREAM_TICKET_SECONDS = 60;

export function authService(ctx: AppContext) {
  const db = ctx.db.kysely;

  /**
   * Counts one wrong code against the device (in the caller's transaction, the device row locked):
   * the delay or the lock-out follows from the failures of the rolling window, and the owners are
   * told by e-mail when the device is disabled. Returns the refusal to give.
   */
  async function countWrongCode(trx: Executor, device: DeviceRow, now: Date): Promise<AppError> {
    const subject = deviceSubject(device.id);
    await recordAuthFailure(trx, subject, now);
    const failures = await countAuthFailuresSince(trx, subject, new Date(now.getTime() - CODE_FAILURE_WINDOW_MS));
    const outcome = outcomeOfFailure(failures, now);
    if (outcome.kind === 'disabled') {
      await recordLoginFailure(trx, device.id, { failed_attempts: outcome.failures, not_before: null, disabled_at: now.toISOString() });
      const owners = await ownersOfRestaurant(trx, device.restaurant_id);
      await enqueueMessages(
        trx,
        owners.map((owner) => ({
          kind: 'device_disabled',
          channel: 'email' as const,
          recipient: owner.email,
          restaurantId: device.restaurant_id,
          payload: { ownerId: owner.id, deviceId: device.id, failures: outcome.failures },
        })),
        now,
      );
      return new AppError(403, M.deviceDisabled, 'device_disabled');
    }
    await recordLoginFailure(trx, device.id, {
      failed_attempts: outcome.failures,
      not_before: outcome.notBefore?.toISOString() ?? null,
      disabled_at: null,
    });
    return new AppError(401, M.codeUnknown, 'code_unknown');
  }

  /** Refuses a disabled device or one still inside its imposed wait. */
  function deviceRefusal(device: DeviceRow, now: Date): AppError | null {
    if (device.disabled_at) return new AppError(403, M.deviceDisabled, 'device_disabled');
    if (device.not_before && device.not_before > now.toISOString()) {
      const seconds = Math.max(1, Math.ceil((parseInstant(device.not_before).getTime() - now.getTime()) / 1000));
      return new AppError(429, M.loginDelayed(seconds), 'login_delayed');
    }
    return null;
  }

  return {
    /**
     * The code screen's call: `code` must belong to an active staff member of the restaurant the
     * device is enrolled in. Failures are counted per device in the same transaction as the check,
     * so parallel guesses cannot slip between the check and the count; a success clears nothing.
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
        const now = ctx.now();
        const refusal = deviceRefusal(device, now);
        if (refusal) return { ok: false, error: refusal };
        const member = STAFF_CODE.test(code)
          ? await findActiveStaffByCode(trx, device.restaurant_id, staffCodeHmac(key, device.restaurant_id, code))
          : undefined;
        if (!member) return { ok: false, error: await countWrongCode(trx, device, now) };
        await recordLoginSuccess(trx, device.id, now.toISOString());
        const jti = randomBytes(18).toString('base64url');
        const session = await signSessionToken(
          ctx.config.jwtSecret,
          { sub: String(member.id), restaurantId: member.restaurant_id, roles: [member.role], deviceId: device.id, name: member.name, jti },
          now,
        );
        await deleteExpiredSessions(trx, now.toISOString());
        await insertStaffSession(trx, {
          jti,
          staff_member_id: member.id,
          device_id: device.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
        });
        return { ok: true, token: session.token, expiresAt: session.expiresAt.toISOString() };
      });
      if (!attempt.ok) throw attempt.error;
      return { token: attempt.token, expiresAt: attempt.expiresAt };
    },

    /**
     * The spec's user lookup, by the code just typed (or 'me'). It only ever describes the member
     * of the session asking. A wrong code is a code guess like one on the code screen: it counts
     * against the session's device, so a stolen token cannot try the 10 000 codes to learn its
     * member's.
     */
    async userLookup(staff: StaffPrincipal, username: string) {
      const member = await findStaffMemberById(db, staff.staffId);
      const restaurant = await findRestaurantById(db, staff.restaurantId);
      if (!member || !restaurant || member.code_hmac === null) throw new AppError(404, M.userLookupFailed, 'not_found');
      if (username !== 'me') {
        const key = await loadStaffCodeKey(db);
        if (!STAFF_CODE.test(username) || !sameHex(staffCodeHmac(key, restaurant.id, username), member.code_hmac)) {
          const refusal = await inTransaction(ctx.db, async (trx) => {
            const device = await findDeviceById(trx, staff.deviceId, ctx.db.kind === 'postgres');
            if (!device) return new AppError(404, M.userLookupFailed, 'not_found');
            const now = ctx.now();
            const waiting = deviceRefusal(device, now);
            if (waiting) return waiting;
            const counted = await countWrongCode(trx, device, now);
            return counted.status === 403 ? counted : new AppError(404, M.userLookupFailed, 'not_found');
          });
          throw refusal;
        }
      }
      return {
        restaurantId: restaurant.id,
        restaurantGuid: restaurant.guid,
        pass_tutorial: restaurant.pass_tutorial,
        logo: restaurant.logo_img,
        restaurantName: restaurant.name,
        restaurantSlug: restaurant.slug,
        staffGuid: member.guid,
        name: member.name,
        role: member.role,
      };
    },

    /** Ends the session on every instance: its row is revoked, the token is refused from now on. */
    async logout(staff: StaffPrincipal): Promise<void> {
      await revokeStaffSession(db, staff.sessionId, ctx.now().toISOString());
    },

    /**
     * A single-use ticket to open the live feed with EventSource (which cannot send a bearer
     * header) without putting the session token in a URL. Only its hash is stored.
     */
    async streamTicket(staff: StaffPrincipal): Promise<{ ticket: string; expiresAt: string }> {
      const ticket = randomBytes(24).toString('base64url');
      const expiresAt = new Date(ctx.now().getTime() + STREAM_TICKET_SECONDS * 1000).toISOString();
      await insertStreamTicket(db, { ticket_hash: sha256(ticket), session_id: staff.sessionId, restaurant_id: staff.restaurantId, expires_at: expiresAt });
      return { ticket, expiresAt };
    },
  };
}
