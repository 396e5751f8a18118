import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '../../../src/domain/dates';
import type { Db } from '../../../src/server/db/database';

export const FIXTURE_TIME_ZONE = 'Europe/Paris';

export interface FixtureRestaurant {
  id: number;
  slug: string;
  tableIds: number[];
}

/**
 * A restaurant open every day (noon and evening, every 15 min) with `tables` two-seat tables,
 * no SMS code and no questions: requests to it are refused only for want of a table.
 */
export async function createOpenRestaurant(db: Db, slug: string, tables: number): Promise<FixtureRestaurant> {
  const at = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('restaurants')
    .values({ guid: randomUUID(), slug, name: `Restaurant ${slug}`, time_zone: FIXTURE_TIME_ZONE, booking_notice_minutes: 0, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const turns = JSON.stringify([{ upTo: 99, minutes: 90 }]);
  await db.kysely
    .insertInto('services')
    .values([
      {
        restaurant_id: id,
        kind: 'noon',
        weekdays: '1,2,3,4,5,6,7',
        first_seating: '12:00',
        last_seating: '14:00',
        turn_times: turns,
        max_covers_per_slot: null,
        max_covers_per_service: null,
      },
      {
        restaurant_id: id,
        kind: 'evening',
        weekdays: '1,2,3,4,5,6,7',
        first_seating: '19:00',
        last_seating: '22:00',
        turn_times: turns,
        max_covers_per_slot: null,
        max_covers_per_service: null,
      },
    ])
    .execute();
  const tableIds: number[] = [];
  for (let i = 0; i < tables; i++) {
    const row = await db.kysely
      .insertInto('dining_tables')
      .values({ guid: randomUUID(), restaurant_id: id, name: `Table ${i + 1}`, min_covers: 1, max_covers: 2, position: i, online_bookable: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tableIds.push(row.id);
  }
  await db.kysely
    .insertInto('app_config')
    .values({ id: 1, name: 'Couvert', version: 'test', logo_image: '/logo.svg' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { id, slug, tableIds };
}

/** A date `days` after today in the restaurants' zone (the servers run on the real clock). */
export function daysFromToday(days: number): string {
  return addDays(todayIn(FIXTURE_TIME_ZONE, new Date()), days);
}

export function bookingBody(slug: string, date: string, hour: string, n: number, tag: string) {
  return {
    restaurantSlug: slug,
    date,
    hour,
    tablewarecount: 2,
    name: `${tag} ${n}`,
    email: `${tag.toLowerCase()}.${n}@example.fr`,
    phoneNumber: '06 12 34 56 78',
    conditions_accepted: true,
  };
}
