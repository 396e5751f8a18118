import { parseInstant } from '../../../domain/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { StaffRole } from '../../db/schema';
import { readFlag } from '../../db/flags';
import { seesHealthData } from '../../../domain/guest-profile';
import { AppError } from '../../http/envelope';
import { AUTH_MESSAGES as M } from './auth-messages';
import { verifySessionToken } from './session-token';
import { findLiveSession } from './staff-sessions-repository';

/** Who is calling a staff endpoint: set on `request.staff` by `requireStaff`. */
export interface StaffPrincipal {
  staffId: number;
  staffGuid: string;
  restaurantId: number;
  /** Current role, read from the database (a demotion takes effect at once). */
  role: StaffRole;
  /** May read allergies and diets (health data): owners, managers, and members the owner granted it. */
  seesHealth: boolean;
  deviceId: number;
  name: string;
  /** The session's expiry, seconds since the epoch. */
  expiresAt: number;
  /** The `staff_sessions` row: what logging out revokes. */
  sessionId: number;
  jti: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

const ALL_STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'staff'];
export const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
export const OWNERS: readonly StaffRole[] = ['owner'];

export interface RequireStaffOptions {
  /** Roles allowed (default: every role). */
  roles?: readonly StaffRole[];
  /**
   * Without a bearer header, the session (its jti) a single-use ticket stands for: the live feed's
   * way in for EventSource, which cannot send headers. Never a token in the URL: URLs end up in logs.
   */
  sessionFromTicket?: (request: FastifyRequest) => Promise<string | null>;
}

/**
 * The one guard of staff endpoints. Verifies the bearer JWT (401 with a French message when missing,
 * invalid or expired), checks that the `:restaurantId` path parameter is the token's restaurant
 * (403 otherwise), that the member and the device are still active (401), and the role (403).
 * Sets `request.staff`.
 *
 * Attach it as `onRequest` (recommended: it then runs before body validation, so a foreign token
 * gets 403 whatever it sends) or as `preHandler`; both work:
 *   route(app, someEndpoint, { onRequest: requireStaff(ctx, { roles: MANAGERS }), handler })
 */
export function requireStaff(ctx: AppContext, options: RequireStaffOptions = {}) {
  const roles = options.roles ?? ALL_STAFF_ROLES;
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const at = ctx.now().toISOString();
    const token = bearerToken(request);
    let active: LiveSession | undefined;
    if (token) {
      const verified = await verifySessionToken(ctx.config.jwtSecret, token, ctx.now());
      if (!verified.ok) {
        throw verified.reason === 'expired' ? new AppError(401, M.sessionExpired, 'token_expired') : new AppError(401, M.authRequired, 'token_invalid');
      }
      const session = verified.session;
      checkRestaurantParam(request, session.restaurantId);
      // The signature proves who issued the token, the row that it still holds: logged out, member
      // removed, device revoked or disabled all end it at once, on every instance.
      active = await findLiveSession(ctx.db.kysely, session.jti, at);
      if (active && (String(active.id) !== session.sub || active.device_id !== session.deviceId || active.restaurant_id !== session.restaurantId)) {
        active = undefined;
      }
    } else if (options.sessionFromTicket) {
      const jti = await options.sessionFromTicket(request);
      if (!jti) throw new AppError(401, M.authRequired, 'unauthenticated');
      active = await findLiveSession(ctx.db.kysely, jti, at);
      if (active) checkRestaurantParam(request, active.restaurant_id);
    } else {
      throw new AppError(401, M.authRequired, 'unauthenticated');
    }
    if (!active) throw new AppError(401, M.sessionRevoked, 'session_revoked');
    if (!roles.includes(active.role)) throw new AppError(403, M.forbiddenRole, 'forbidden_role');
    request.staff = {
      staffId: active.id,
      staffGuid: active.guid,
      restaurantId: active.restaurant_id,
      role: active.role,
      seesHealth: seesHealthData(active.role, readFlag(active.sees_health)),
      deviceId: active.device_id,
      name: active.name,
      expiresAt: Math.floor(parseInstant(active.expires_at).getTime() / 1000),
      sessionId: active.session_id,
      jti: active.jti,
    };
  };
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Raw path parameter: this may run before validation has coerced it. */
function checkRestaurantParam(request: FastifyRequest, restaurantId: number): void {
  const param = (request.params as Record<string, unknown> | undefined)?.restaurantId;
  if (param === undefined) return;
  if ((typeof param !== 'string' && typeof param !== 'number') || String(param) !== String(restaurantId)) {
    throw new AppError(403, M.forbiddenRestaurant, 'forbidden_restaurant');
  }
}

/** `request.staff` in a handler behind `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError(401, M.authRequired, 'unauthenticated');
  return request.staff;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
