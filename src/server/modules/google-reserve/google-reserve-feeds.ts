import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { addDays } from '../../../domain/dates';
import type { ServiceKind } from '../../../domain/types';
import type { AppContext } from '../../context';
import { loadServices, restaurantNow } from '../restaurants';
import type { availabilityFeed, merchantFeed, serviceFeed } from './definitions/feeds-v1';
import { listOptedInRestaurants } from './google-reserve-repository';
import { availabilityHorizon, dayOffers, openSlotsOfDay, SERVICE_IDS, startSecOf } from './google-reserve-slots';

// The three feeds Google reads the opted-in restaurants from: who they are, their lunch and dinner,
// and each slot a party of each size could book now — the wizard's own hour grid, day by day.
// Complete feeds (PROCESS_AS_COMPLETE): a restaurant that turned Google off disappears with the
// next upload, and a slot taken since the last one is absent from the next.

const SERVICE_NAMES: Record<ServiceKind, string> = { noon: 'Déjeuner', evening: 'Dîner' };

export interface Feeds {
  merchants: z.infer<typeof merchantFeed>;
  services: z.infer<typeof serviceFeed>;
  availability: z.infer<typeof availabilityFeed>;
}

export async function buildFeeds(ctx: AppContext): Promise<Feeds> {
  const db = ctx.db.kysely;
  const offers = dayOffers(ctx);
  const now = ctx.now();
  const metadata = () => ({
    processing_instruction: 'PROCESS_AS_COMPLETE' as const,
    shard_number: 0,
    total_shards: 1,
    nonce: randomUUID(),
    generation_timestamp: Math.floor(now.getTime() / 1000),
  });
  const restaurants = await listOptedInRestaurants(db);
  const merchants: Feeds['merchants'] = { metadata: metadata(), merchant: [] };
  const services: Feeds['services'] = { metadata: metadata(), service: [] };
  const availability: Feeds['availability'] = { metadata: metadata(), service_availability: [] };
  for (const restaurant of restaurants) {
    merchants.merchant.push({
      merchant_id: restaurant.guid,
      name: restaurant.name,
      ...(restaurant.phone_number ? { telephone: restaurant.phone_number } : {}),
      ...(restaurant.website ? { url: restaurant.website } : {}),
      category: 'restaurant',
      geo: { unstructured_address: restaurant.address || restaurant.name },
    });
    const kinds = new Set((await loadServices(db, restaurant.id)).map((s) => s.kind));
    for (const kind of kinds) {
      services.service.push({
        merchant_id: restaurant.guid,
        service_id: SERVICE_IDS[kind] as 'lunch' | 'dinner',
        name: SERVICE_NAMES[kind],
        rules: { min_advance_booking: restaurant.booking_notice_minutes * 60 },
      });
    }
    const slots: Feeds['availability']['service_availability'][number]['availability'] = [];
    const today = restaurantNow(restaurant, now).date;
    for (let d = 0; d <= availabilityHorizon(restaurant); d++) {
      const date = addDays(today, d);
      for (const slot of await openSlotsOfDay(offers, restaurant, date, kinds)) {
        slots.push({
          merchant_id: restaurant.guid,
          service_id: SERVICE_IDS[slot.kind] as 'lunch' | 'dinner',
          start_sec: startSecOf(restaurant, date, slot.hour),
          duration_sec: slot.minutes * 60,
          spots_total: 1,
          spots_open: 1,
          resources: { party_size: slot.partySize },
        });
      }
    }
    availability.service_availability.push({ availability: slots });
  }
  return { merchants, services, availability };
}
