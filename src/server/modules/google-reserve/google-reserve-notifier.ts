import { importPKCS8, SignJWT } from 'jose';
import type { GoogleReserveConfig } from '../../config';
import type { Db } from '../../db/database';
import { enqueueMessages } from '../outbox';
import { findGoogleBookingById, findUnreportedBookings, markReported, updateKey, type GoogleBookingView } from './google-reserve-repository';
import { GOOGLE_STATUS } from './google-reserve-errors';

// A Google booking changed on our side (the staff cancelled it or marked a no-show, the diner
// cancelled from the e-mail, the restaurant confirmed it): Google is told with bookings.patch of
// the Maps Booking notification API, authenticated by a service account (a JWT signed with its
// key, exchanged for an access token). The report travels through the outbox, which retries it
// with its backoff; the booking's last reported status is kept beside it, so nothing is sent twice
// and a change Google asked for itself is not echoed back.

const SCOPE = 'https://www.googleapis.com/auth/mapsbooking';
const BATCH = 50;

export type Notifications = NonNullable<GoogleReserveConfig['notifications']>;

interface CachedToken {
  value: string;
  expiresAt: number;
}

const tokens = new WeakMap<Notifications, CachedToken>();

/** The service account's access token, cached until a minute before it expires; shared by every call to Google's API. */
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

/**
 * One call to a Maps Booking API endpoint with the service account's token: a token Google no
 * longer takes (401) is fetched again on the next attempt; any answer but a success throws, so the
 * outbox tries again later.
 */
export async function callGoogle(config: Notifications, what: string, url: string, method: string, body: unknown, now: Date): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken(config, now)}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 401) tokens.delete(config);
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
}

async function patch(config: Notifications, booking: GoogleBookingView, status: string, now: Date): Promise<void> {
  const name = `partners/${config.partnerId}/bookings/${booking.guid}`;
  await callGoogle(
    config,
    'bookings.patch',
    `${config.apiUrl}/v1alpha/notification/${name}?updateMask=status`,
    'PATCH',
    { name, merchantId: booking.merchant_id, status },
    now,
  );
}

const KIND = 'google_booking_update';

/**
 * Puts on the outbox one update per Google booking whose status moved on since Google last heard
 * of it; run by the worker every half-minute. The changes come from several modules (service book,
 * my-booking, payments), and none of them needs to know about Google: the booking's own status is
 * the truth, compared here. The message's key is the booking and its status, so a run that finds
 * the same change again (its message still waiting, or given up for good) adds nothing.
 */
export async function queueGoogleBookingUpdates(ctx: { config: { googleReserve?: GoogleReserveConfig }; db: Db; now: () => Date }): Promise<number> {
  if (!ctx.config.googleReserve?.notifications) return 0;
  const due = await findUnreportedBookings(ctx.db.kysely, KIND, BATCH);
  await enqueueMessages(
    ctx.db.kysely,
    due.map((b) => ({
      kind: KIND,
      channel: 'google' as const,
      recipient: b.merchant_id,
      restaurantId: b.restaurant_id,
      bookingId: b.booking_id,
      payload: { bookingId: b.booking_id },
      dedupeKey: updateKey(KIND, b.booking_id, b.status),
    })),
    ctx.now(),
  );
  return due.length;
}

/**
 * Delivers one update from the outbox: the booking's status as it is now (a later change than the
 * one that queued it included), unless Google already knows it. Throws when Google does not take
 * it: the outbox tries again later, with its own backoff, and gives up by its own rules.
 */
export async function deliverGoogleBookingUpdate(
  ctx: { config: { googleReserve?: GoogleReserveConfig }; db: Db; now: () => Date },
  bookingId: number,
): Promise<{ sent: true } | { skipped: string }> {
  const config = ctx.config.googleReserve?.notifications;
  if (!config) return { skipped: 'Les mises à jour vers Google ne sont pas configurées sur ce serveur' };
  const booking = await findGoogleBookingById(ctx.db.kysely, bookingId);
  if (!booking) return { skipped: 'Réservation Google introuvable' };
  const status = GOOGLE_STATUS[booking.status];
  if (status === booking.reported_status) return { skipped: 'Google connaît déjà ce statut' };
  const now = ctx.now();
  await patch(config, booking, status, now);
  await markReported(ctx.db.kysely, booking.booking_id, status, now.toISOString());
  return { sent: true };
}
