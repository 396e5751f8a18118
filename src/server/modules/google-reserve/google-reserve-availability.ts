import { addDays, instantAtWallClock } from '../../../domain/dates';
import type { ServiceKind } from '../../../domain/types';
import type { AppContext } from '../../context';
import { enqueueMessages } from '../outbox';
import { findRestaurantById, loadServices, readAvailabilityVersions, restaurantNow, type RestaurantRow } from '../restaurants';
import { callGoogle, type Notifications } from './google-reserve-notifier';
import { availabilityVersionsOfDays, lastPushedRulesVersion, listOptedInRestaurants, recordAvailabilityPush } from './google-reserve-repository';
import { availabilityHorizon, dayOffers, openSlotsOfDay, SERVICE_IDS, startSecOf } from './google-reserve-slots';

// A booking made, cancelled or moved, a closure or a rules change alters what an opted-in
// restaurant can offer on a day; Google hears of it within the half-minute instead of at the next
// feed upload: the day's slots replace Google's for that day (availability.replace of the Maps
// Booking API). What moved is read from the availability cache's own counters (the rules version
// and each day's version), compared with the versions Google last received; the push travels
// through the outbox, one message per restaurant, day and version, so many bookings on one day
// before the job runs make one push, and a failed one is retried with the outbox's backoff.

const KIND = 'google_availability_update';

const availabilityKey = (restaurantId: number, date: string, rules: number, day: number) => `${KIND}:${restaurantId}:${date}:${rules}.${day}`;

/** The days of one restaurant whose availability Google does not have as it is now. */
async function daysToPush(ctx: AppContext, restaurant: RestaurantRow): Promise<{ date: string; rules: number; day: number }[]> {
  const today = restaurantNow(restaurant, ctx.now()).date;
  const last = addDays(today, availabilityHorizon(restaurant));
  const { days, pushes } = await availabilityVersionsOfDays(ctx.db.kysely, restaurant.id, today, last);
  const dayVersions = new Map(days.map((d) => [d.date, Number(d.version)]));
  const pushed = new Map(pushes.map((p) => [p.date, { rules: Number(p.rules_version), day: Number(p.day_version) }]));
  const rules = Number(restaurant.rules_version);
  // A rules change moves every day; before any push, the feed told Google about the rules.
  const lastRules = await lastPushedRulesVersion(ctx.db.kysely, restaurant.id);
  const due: { date: string; rules: number; day: number }[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const day = dayVersions.get(date) ?? 0;
    const known = pushed.get(date);
    const moved = known ? known.rules !== rules || known.day !== day : day > 0 || (lastRules !== null && lastRules !== rules);
    if (moved) due.push({ date, rules, day });
  }
  return due;
}

/**
 * Puts on the outbox one availability push per opted-in restaurant and day whose availability
 * version moved since Google last received it; run by the worker every half-minute. Returns how
 * many it added (a day whose message for this version is already there adds nothing).
 */
export async function queueGoogleAvailabilityUpdates(ctx: AppContext): Promise<number> {
  if (!ctx.config.googleReserve?.notifications) return 0;
  let queued = 0;
  for (const restaurant of await listOptedInRestaurants(ctx.db.kysely)) {
    const id = restaurant.id;
    const due = await daysToPush(ctx, restaurant);
    // A day already queued at these versions has its key in the outbox: the insert skips it.
    queued += await enqueueMessages(
      ctx.db.kysely,
      due.map((d) => ({
        kind: KIND,
        channel: 'google' as const,
        recipient: restaurant.guid,
        restaurantId: id,
        payload: { restaurantId: id, date: d.date },
        dedupeKey: availabilityKey(id, d.date, d.rules, d.day),
      })),
      ctx.now(),
    );
  }
  return queued;
}

const rfc3339 = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

async function replaceDay(ctx: AppContext, config: Notifications, restaurant: RestaurantRow, date: string, kinds: ServiceKind[]): Promise<void> {
  const slots = await openSlotsOfDay(dayOffers(ctx), restaurant, date, kinds);
  // The whole day, midnight to midnight where the restaurant is: a slot no longer open is removed.
  const start = rfc3339(instantAtWallClock(date, '00:00', restaurant.time_zone));
  const end = rfc3339(instantAtWallClock(addDays(date, 1), '00:00', restaurant.time_zone));
  const body = {
    extendedServiceAvailability: kinds.map((kind) => ({
      merchantId: restaurant.guid,
      serviceId: SERVICE_IDS[kind],
      startTimeRestrict: start,
      endTimeRestrict: end,
      availability: slots
        .filter((s) => s.kind === kind)
        .map((s) => ({
          startTime: rfc3339(new Date(startSecOf(restaurant, date, s.hour) * 1000)),
          duration: `${s.minutes * 60}s`,
          spotsOpen: 1,
          spotsTotal: 1,
          resources: { partySize: s.partySize },
        })),
    })),
  };
  await callGoogle(
    config,
    'availability.replace',
    `${config.apiUrl}/v1alpha/inventory/partners/${config.partnerId}/availability:replace`,
    'POST',
    body,
    ctx.now(),
  );
}

/**
 * Delivers one push from the outbox: the day's slots as they are at send time (a later change
 * than the one that queued it included), unless Google already has this version. Throws when
 * Google does not take it: the outbox tries again later, with its own backoff.
 */
export async function deliverGoogleAvailabilityUpdate(ctx: AppContext, restaurantId: number, date: string): Promise<{ sent: true } | { skipped: string }> {
  const config = ctx.config.googleReserve?.notifications;
  if (!config) return { skipped: 'Les mises à jour vers Google ne sont pas configurées sur ce serveur' };
  const restaurant = await findRestaurantById(ctx.db.kysely, restaurantId);
  if (!restaurant?.google_reserve_enabled || !restaurant.external_form_active) return { skipped: 'Le restaurant n’est plus sur Réserver avec Google' };
  // Read before the slots: a change made meanwhile moves the version again and is pushed next.
  const versions = await readAvailabilityVersions(ctx.db.kysely, restaurant.slug, date);
  if (!versions) return { skipped: 'Restaurant introuvable' };
  const { pushes } = await availabilityVersionsOfDays(ctx.db.kysely, restaurantId, date, date);
  const known = pushes[0];
  if (known && Number(known.rules_version) === versions.rulesVersion && Number(known.day_version) === versions.dayVersion) {
    return { skipped: 'Google a déjà les disponibilités de ce jour' };
  }
  const kinds = [...new Set((await loadServices(ctx.db.kysely, restaurantId)).map((s) => s.kind))];
  if (kinds.length > 0) await replaceDay(ctx, config, restaurant, date, kinds);
  await recordAvailabilityPush(ctx.db.kysely, {
    restaurantId,
    date,
    rulesVersion: versions.rulesVersion,
    dayVersion: versions.dayVersion,
    at: ctx.now().toISOString(),
  });
  return { sent: true };
}
