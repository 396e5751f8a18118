import { importPKCS8, SignJWT } from 'jose';
import type { GoogleReserveConfig } from '../../config';
import type { Db } from '../../db/database';
import { findUnreportedBookings, markReported, type UnreportedBooking } from './google-reserve-repository';
import { GOOGLE_STATUS } from './google-reserve-errors';

// A Google booking changed on our side (the staff cancelled it or marked a no-show, the diner
// cancelled from the e-mail, the restaurant confirmed it): Google is told with bookings.patch of
// the Maps Booking notification API, authenticated by a service account (a JWT signed with its
// key, exchanged for an access token). The booking's last reported status is kept beside it, so
// a report that fails is simply found again later, with a growing delay: none is ever lost.

const SCOPE = 'https://www.googleapis.com/auth/mapsbooking';
const BATCH = 50;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

type Notifications = NonNullable<GoogleReserveConfig['notifications']>;

interface CachedToken {
  value: string;
  expiresAt: number;
}

const tokens = new WeakMap<Notifications, CachedToken>();

async function accessToken(config: Notifications, now: Date): Promise<string> {
  const cached = tokens.get(config);
  if (cached && cached.expiresAt - 60_000 > now.getTime()) return cached.value;
  const key = await importPKCS8(config.privateKey, 'RS256');
  const iat = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience(config.tokenUrl)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key);
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error('token endpoint answered without access_token');
  const token = { value: body.access_token, expiresAt: now.getTime() + (body.expires_in ?? 3600) * 1000 };
  tokens.set(config, token);
  return token.value;
}

async function patch(config: Notifications, booking: UnreportedBooking, status: string, now: Date): Promise<void> {
  const name = `partners/${config.partnerId}/bookings/${booking.guid}`;
  const response = await fetch(`${config.apiUrl}/v1alpha/notification/${name}?updateMask=status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken(config, now)}` },
    body: JSON.stringify({ name, merchantId: booking.merchant_id, status }),
    signal: AbortSignal.timeout(15_000),
  });
  // A token Google no longer takes is fetched again on the next attempt.
  if (response.status === 401) tokens.delete(config);
  if (!response.ok) throw new Error(`bookings.patch answered ${response.status}`);
}

/** Reports the changed Google bookings; run by the worker every half-minute. */
export async function reportGoogleBookingChanges(ctx: {
  config: { googleReserve?: GoogleReserveConfig };
  db: Db;
  now: () => Date;
}): Promise<{ reported: number; failed: number }> {
  const config = ctx.config.googleReserve?.notifications;
  if (!config) return { reported: 0, failed: 0 };
  const due = await findUnreportedBookings(ctx.db.kysely, ctx.now().toISOString(), BATCH);
  let reported = 0;
  let failed = 0;
  for (const booking of due) {
    const status = GOOGLE_STATUS[booking.status];
    const now = ctx.now();
    try {
      await patch(config, booking, status, now);
      await markReported(ctx.db.kysely, booking.booking_id, { status }, now.toISOString());
      reported++;
    } catch {
      const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** booking.report_attempts);
      await markReported(ctx.db.kysely, booking.booking_id, { retryAt: new Date(now.getTime() + delay).toISOString() }, now.toISOString());
      failed++;
    }
  }
  return { reported, failed };
}
