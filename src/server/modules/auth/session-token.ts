import { SignJWT, jwtVerify, errors } from 'jose';
import type { StaffRole } from '../../db/schema';

/** How long a code login lasts: one working day at the host stand. */
export const SESSION_HOURS = 12;
const ISSUER = 'couvert';
const AUDIENCE = 'couvert-staff';

export interface StaffClaims {
  /** Staff member id. */
  sub: string;
  restaurantId: number;
  roles: StaffRole[];
  /** Device the session was opened on: revoking the device ends it. */
  deviceId: number;
  name: string;
  /** Names the `staff_sessions` row that must still be live for the token to be accepted. */
  jti: string;
}

export interface VerifiedSession extends StaffClaims {
  exp: number;
}

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(secret: string, claims: StaffClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + SESSION_HOURS * 3600;
  const token = await new SignJWT({ restaurantId: claims.restaurantId, roles: claims.roles, deviceId: claims.deviceId, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

export type VerifyFailure = 'expired' | 'invalid';

/** Checks signature, algorithm, issuer, audience and expiry against the injected clock. */
export async function verifySessionToken(
  secret: string,
  token: string,
  now: Date,
): Promise<{ ok: true; session: VerifiedSession } | { ok: false; reason: VerifyFailure }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
    });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.restaurantId !== 'number' ||
      typeof payload.deviceId !== 'number' ||
      typeof payload.exp !== 'number' ||
      typeof payload.jti !== 'string' ||
      roles.length === 0
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      session: {
        sub: payload.sub,
        restaurantId: payload.restaurantId,
        roles,
        deviceId: payload.deviceId,
        name: typeof payload.name === 'string' ? payload.name : '',
        jti: payload.jti,
        exp: payload.exp,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

function isRole(value: unknown): value is StaffRole {
  return value === 'owner' || value === 'manager' || value === 'staff';
}
