import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rowIdParam } from '../../../domain/schemas/ids';
import type { AppContext } from '../../context';
import type { StaffRole } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { findActiveSession } from '../staff/staff-members-repository';
import { AUTH_MESSAGES as M } from './auth-messages';
import { verifySessionToken } from './session-token';

/** Who is calling a staff endpoint: set on `request.staff` by `requireStaff`. */
export interface StaffPrincipal {
  staffId: number;
  staffGuid: string;
  restaurantId: number;
  /** Current role, read from the database (a demotion takes effect at once). */
  role: StaffRole;
  deviceId: number;
  name: string;
  /** The session's expiry, seconds since the epoch. */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

export const ALL_STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'staff'];
export const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
export const OWNERS: readonly StaffRole[] = ['owner'];

/** OpenAPI bits every staff route carries (the cross-restaurant test walks routes tagged so). */
export const STAFF_TAGS = ['staff'];
export const STAFF_SECURITY = [{ bearer: [] }];

/** Params of routes under `/staff/restaurants/:restaurantId`. */
export const restaurantParamsSchema = z.object({ restaurantId: rowIdParam });

export interface RequireStaffOptions {
  /** Roles allowed (default: every role). */
  roles?: readonly StaffRole[];
  /**
   * Also accept the token as `?access_token=` (for EventSource, which cannot send headers).
   * Only for read-only streams: a URL may end up in logs.
   */
  allowQueryToken?: boolean;
}

/**
 * The one guard of staff endpoints. Verifies the bearer JWT (401 with a French message when missing,
 * invalid or expired), checks that the `:restaurantId` path parameter is the token's restaurant
 * (403 otherwise), that the member and the device are still active (401), and the role (403).
 * Sets `request.staff`.
 *
 * Attach it as `onRequest` (recommended: it then runs before body validation, so a foreign token
 * gets 403 whatever it sends) or as `preHandler`; both work:
 *   app.post('/staff/restaurants/:restaurantId/x', { onRequest: requireStaff(ctx, { roles: MANAGERS }), schema }, handler)
 */
export function requireStaff(ctx: AppContext, options: RequireStaffOptions = {}) {
  const roles = options.roles ?? ALL_STAFF_ROLES;
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request) ?? (options.allowQueryToken ? queryToken(request) : null);
    if (!token) throw new AppError(401, M.authRequired, 'unauthenticated');
    const verified = await verifySessionToken(ctx.config.jwtSecret, token, ctx.now());
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? new AppError(401, M.sessionExpired, 'token_expired')
        : new AppError(401, M.authRequired, 'token_invalid');
    }
    const session = verified.session;
    // Raw path parameter: this may run before validation has coerced it.
    const param = (request.params as Record<string, unknown> | undefined)?.restaurantId;
    if (param !== undefined && String(param) !== String(session.restaurantId)) {
      throw new AppError(403, M.forbiddenRestaurant, 'forbidden_restaurant');
    }
    const staffId = Number(session.sub);
    const active = Number.isSafeInteger(staffId)
      ? await findActiveSession(ctx.db.kysely, staffId, session.deviceId, session.restaurantId)
      : undefined;
    if (!active) throw new AppError(401, M.sessionRevoked, 'session_revoked');
    if (!roles.includes(active.role)) throw new AppError(403, M.forbiddenRole, 'forbidden_role');
    request.staff = {
      staffId,
      staffGuid: active.guid,
      restaurantId: session.restaurantId,
      role: active.role,
      deviceId: session.deviceId,
      name: active.name,
      expiresAt: session.exp,
    };
  };
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

function queryToken(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof value === 'string' && value.length > 0 ? value : null;
}
