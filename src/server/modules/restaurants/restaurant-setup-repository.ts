import { STARTER_CONDITIONS } from '../../../domain/starter-conditions';
import type { Executor } from '../../db/transactions';
import { writeFlag } from '../../db/flags';
import { listedTableFootprint } from '../../../domain/floor-plan/items';
import { insertTables } from '../dining-tables';

export function slugsStartingWith(db: Executor, base: string): Promise<string[]> {
  return db
    .selectFrom('restaurants')
    .select('slug')
    .where('slug', 'like', `${base}%`)
    .execute()
    .then((rows) => rows.map((r) => r.slug));
}

const TURN_TIMES = JSON.stringify([
  { upTo: 2, minutes: 90 },
  { upTo: 4, minutes: 105 },
  { upTo: 99, minutes: 120 },
]);

// name, min covers, max covers, position on the plan
const STARTER_TABLES: Array<[string, number, number, number, number]> = [
  ['Table 1', 1, 2, 40, 40],
  ['Table 2', 1, 2, 140, 40],
  ['Table 3', 1, 2, 240, 40],
  ['Table 4', 2, 4, 40, 160],
  ['Table 5', 2, 4, 160, 160],
  ['Table 6', 2, 4, 280, 160],
  ['Table 7', 4, 6, 100, 290],
];

/**
 * A new restaurant ready to take bookings the day it is created: lunch and dinner Tuesday to
 * Saturday, seven tables, online booking on. The owner adjusts everything in the settings.
 */
export async function insertRestaurantWithDefaults(
  db: Executor,
  values: { guid: string; slug: string; name: string; email: string; createdAt: string; newGuid: () => string },
): Promise<number> {
  const { id } = await db
    .insertInto('restaurants')
    .values({
      guid: values.guid,
      slug: values.slug,
      name: values.name,
      email: values.email,
      time_zone: 'Europe/Paris',
      external_form_active: writeFlag(true),
      conditions_text: STARTER_CONDITIONS.fr,
      pass_tutorial: writeFlag(false),
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('services')
    .values([
      {
        restaurant_id: id,
        kind: 'noon',
        weekdays: '2,3,4,5,6',
        first_seating: '12:00',
        last_seating: '14:00',
        interval_minutes: 15,
        turn_times: TURN_TIMES,
        max_covers_per_slot: null,
        max_covers_per_service: null,
      },
      {
        restaurant_id: id,
        kind: 'evening',
        weekdays: '2,3,4,5,6',
        first_seating: '19:00',
        last_seating: '22:00',
        interval_minutes: 15,
        turn_times: TURN_TIMES,
        max_covers_per_slot: null,
        max_covers_per_service: null,
      },
    ])
    .execute();
  await insertTables(
    db,
    STARTER_TABLES.map(([name, min, max, x, y], position) => ({
      guid: values.newGuid(),
      restaurant_id: id,
      name,
      min_covers: min,
      max_covers: max,
      // The starter tables come with the restaurant "ready to take bookings", as do the tables the
      // owner adds in the settings; a table drawn on the floor plan starts closed to online booking
      // until the owner opens it.
      online_bookable: true,
      ...listedTableFootprint(max),
      pos_x: x,
      pos_y: y,
      position,
    })),
  );
  return id;
}
