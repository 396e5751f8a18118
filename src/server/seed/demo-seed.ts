import { STARTER_CONDITIONS } from '../../domain/starter-conditions';
import { seedDemoNoShow } from './demo-no-show';
import { APP_VERSION } from '../lib/app-version';
import { addDays, isoWeekday, todayIn } from '../../domain/dates';
import { listedTableFootprint } from '../../domain/floor-plan/items';
import { newCapabilityId, newGuid, newReference } from '../lib/ids';
import type { Db } from '../db/database';
import { writeFlag } from '../db/flags';
import { seedDemoFloorPlans } from './demo-floor-plan-seed';
import { DEMO_TURN_TIMES, planHistory, seedDemoHistory, turnMinutes, type HistoryService, type HistoryTable } from './demo-history-seed';
import { seedDemoStaff } from './demo-staff-seed';
import { inTransaction, type Executor } from '../db/transactions';

export const DEMO_SLUG = 'le-petit-zinc';
const INACTIVE_SLUG = 'chez-marcel';
const TIME_ZONE = 'Europe/Paris';

const TURN_TIMES = JSON.stringify(DEMO_TURN_TIMES);

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('restaurants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Removes the demo restaurants (and everything hanging off them) and creates them afresh.
 * `history` adds three months of past service to Le Petit Zinc (what a new user should see on
 * first start); tests that count the demo's bookings leave it out. `noShowProtection: false` leaves
 * out Le Petit Zinc's Stripe account and card guarantee, for a database migrated only part of the
 * way (a test of an older migration), which has no payment tables yet.
 */
export async function seedDemo(
  db: Db,
  { now, history = false, noShowProtection = true }: { now: Date; history?: boolean; noShowProtection?: boolean },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('restaurants').where('slug', 'in', [DEMO_SLUG, INACTIVE_SLUG]).execute();
    await trx
      .insertInto('app_config')
      .values({ id: 1, name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' }))
      .execute();
    const today = todayIn(TIME_ZONE, now);
    const zinc = await seedPetitZinc(trx, today, now.toISOString());
    if (noShowProtection) await seedDemoNoShow(trx, zinc.id, now.toISOString());
    if (history) await seedDemoHistory(trx, zinc.id, planHistory(today, zinc.tables, PETIT_ZINC_SERVICES), TIME_ZONE);
    await seedChezMarcel(trx, now.toISOString());
    await seedDemoFloorPlans(trx, { slug: DEMO_SLUG, at: now.toISOString() });
    await seedDemoStaff(trx, { now, slugs: { main: DEMO_SLUG, other: INACTIVE_SLUG } });
  });
}

/** The next date on or after `from` that falls on `weekday` (1 = Monday). */
function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

async function insertRestaurant(trx: Executor, values: Parameters<ReturnType<Executor['insertInto']>['values']>[0]) {
  return (
    await trx
      .insertInto('restaurants')
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const PETIT_ZINC_SERVICES: HistoryService[] = [
  { kind: 'noon', weekdays: [2, 3, 4, 5, 6, 7], firstSeating: '12:00', lastSeating: '14:00', maxCoversPerSlot: 24 },
  { kind: 'evening', weekdays: [2, 3, 4, 5, 6], firstSeating: '19:00', lastSeating: '22:00', maxCoversPerSlot: 24 },
];

async function seedPetitZinc(trx: Executor, today: string, at: string): Promise<{ id: number; tables: HistoryTable[] }> {
  const id = await insertRestaurant(trx, {
    guid: newGuid(),
    slug: DEMO_SLUG,
    name: 'Le Petit Zinc',
    logo_img: '/demo/le-petit-zinc-logo.svg',
    external_form_information:
      "<p>Bienvenue au <strong>Petit Zinc</strong>, bistrot du Marais depuis 1987.</p><p>Cuisine de marché, vins natures et terrasse chauffée toute l'année. Pour les groupes de plus de 10 personnes, appelez-nous.</p>",
    website: 'https://le-petit-zinc.example',
    phone_number: '+33 1 42 72 18 30',
    email: 'contact@le-petit-zinc.example',
    address: '12 rue des Rosiers, 75004 Paris',
    time_zone: TIME_ZONE,
    external_form_active: 1,
    show_experience_stepper: 1,
    is_table_names_enabled: 1,
    is_waiting_booking_enabled: 1,
    confirm_booking_sms_is_active: 1,
    min_tableware_confirm_booking: 6,
    show_birthday_input: 1,
    show_post_code: 1,
    is_adult: 0,
    seo_meta_keys: 'bistrot, restaurant, Marais, Paris, réservation',
    seo_no_follow: 0,
    floorplan_image: '/demo/le-petit-zinc-plan.svg',
    booking_notice_minutes: 60,
    booking_max_days_ahead: 90,
    diner_confirmation_required: 0,
    reminders_enabled: 1,
    conditions_text: STARTER_CONDITIONS.fr,
    pass_tutorial: 0,
    created_at: at,
  });

  await trx
    .insertInto('services')
    .values([
      // Closed on Monday; Sunday lunch only.
      ...PETIT_ZINC_SERVICES.map((x) => ({
        restaurant_id: id,
        kind: x.kind,
        weekdays: x.weekdays.join(','),
        first_seating: x.firstSeating,
        last_seating: x.lastSeating,
        interval_minutes: 15,
        turn_times: TURN_TIMES,
        max_covers_per_slot: x.maxCoversPerSlot,
        max_covers_per_service: null,
      })),
    ])
    .execute();

  const legendIds: Record<string, number> = {};
  for (const [position, label] of ['Salle', 'Terrasse', 'Fenêtre'].entries()) {
    const row = await trx
      .insertInto('placement_legends')
      .values({ guid: newGuid(), restaurant_id: id, label, image: '', position })
      .returning('id')
      .executeTakeFirstOrThrow();
    legendIds[label] = row.id;
  }

  // name, min, max, legends, combinable, position on the plan
  const tables: Array<[string, number, number, string[], boolean, number, number]> = [
    ['Salle 1', 1, 2, ['Salle', 'Fenêtre'], false, 40, 40],
    ['Salle 2', 1, 2, ['Salle', 'Fenêtre'], false, 140, 40],
    ['Salle 3', 1, 2, ['Salle'], false, 240, 40],
    ['Salle 4', 2, 4, ['Salle'], false, 40, 160],
    ['Salle 5', 2, 4, ['Salle'], false, 160, 160],
    ['Salle 6', 2, 4, ['Salle'], false, 280, 160],
    ['Salle 7', 4, 6, ['Salle'], false, 60, 290],
    ['Salle 8', 4, 6, ['Salle'], false, 220, 290],
    ['Terrasse 1', 1, 2, ['Terrasse'], false, 440, 40],
    ['Terrasse 2', 1, 2, ['Terrasse'], false, 540, 40],
    ['Terrasse 3', 1, 2, ['Terrasse'], false, 640, 40],
    ['Terrasse 4', 2, 4, ['Terrasse'], true, 440, 170],
    ['Terrasse 5', 2, 4, ['Terrasse'], true, 560, 170],
    ['Terrasse 6', 4, 6, ['Terrasse'], false, 500, 290],
  ];
  const tableIds: number[] = [];
  for (const [position, [name, min, max, legends, combinable, x, y]] of tables.entries()) {
    const row = await trx
      .insertInto('dining_tables')
      .values({
        guid: newGuid(),
        restaurant_id: id,
        name,
        min_covers: min,
        max_covers: max,
        combinable: writeFlag(combinable),
        online_bookable: 1,
        ...listedTableFootprint(max),
        pos_x: x,
        pos_y: y,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tableIds.push(row.id);
    await trx
      .insertInto('table_legends')
      .values(legends.map((l) => ({ table_id: row.id, legend_id: legendIds[l]! })))
      .execute();
  }

  for (const [position, label] of ['Anniversaire', 'Chaise bébé', 'Accès PMR', 'Allergies', 'Repas d’affaires'].entries()) {
    await trx.insertInto('preference_icons').values({ guid: newGuid(), restaurant_id: id, label, image: '', position }).execute();
  }

  await trx
    .insertInto('questions')
    .values([
      { restaurant_id: id, question_text: 'Avez-vous des allergies ou un régime alimentaire particulier ?', required: 1, position: 0 },
      { restaurant_id: id, question_text: 'Comment avez-vous connu le restaurant ?', required: 0, position: 1 },
    ])
    .execute();

  const closedAll = nextWeekday(addDays(today, 21), 3);
  const closedNoon = nextWeekday(addDays(today, 10), 4);
  await trx
    .insertInto('closed_dates')
    .values([
      { restaurant_id: id, date: closedAll, service: 'all', reason: 'Fermeture exceptionnelle' },
      { restaurant_id: id, date: closedNoon, service: 'noon', reason: 'Privatisation' },
    ])
    .execute();

  const events: Array<[string, string, string]> = [
    ['Soirée vins natures', nextWeekday(addDays(today, 4), 5), 'Dégustation avec le vigneron, menu en accord.'],
    ['Dîner truffe', nextWeekday(addDays(today, 12), 6), 'Menu quatre plats autour de la truffe noire.'],
    ['Brunch de fin d’année', nextWeekday(addDays(today, 26), 7), 'Brunch gourmand, réservation conseillée.'],
  ];
  for (const [name, date, description] of events) {
    await trx.insertInto('events').values({ guid: newGuid(), restaurant_id: id, name, date, description }).execute();
  }

  // The coming Saturday evening is fully booked (a table turn at 19:00, another at 21:00): the
  // wizard offers the waiting list there ('Restaurant complet' once that day's lunch is over).
  const fullSaturday = nextWeekday(addDays(today, 1), 6);
  const diners = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel'];
  for (const [index, tableId] of tableIds.entries()) {
    const [, , max] = tables[index]!;
    for (const hour of ['19:00', '21:00']) {
      await insertDemoBooking(trx, {
        restaurantId: id,
        date: fullSaturday,
        hour,
        service: 'evening',
        covers: max,
        tableId,
        name: `${diners[index % diners.length]} ${hour === '19:00' ? 'Claire' : 'Paul'}`,
        // One person, one number: guest profiles are matched by phone.
        phone: `+336120${hour === '19:00' ? '1' : '2'}${String(index).padStart(4, '0')}`,
        at,
      });
    }
  }
  // A few bookings on the next open day so that the service book is not empty.
  const nextOpen = nextWeekday(addDays(today, 1), 3);
  for (const [index, hour] of ['12:00', '12:30', '13:00', '20:00', '20:30'].entries()) {
    await insertDemoBooking(trx, {
      restaurantId: id,
      date: nextOpen,
      hour,
      service: hour < '17:00' ? 'noon' : 'evening',
      covers: 2,
      tableId: tableIds[index]!,
      name: `${diners[(index + 3) % diners.length]} Sophie`,
      phone: `+3361203${String(index).padStart(4, '0')}`,
      at,
    });
  }
  return { id, tables: tableIds.map((tableId, index) => ({ id: tableId, min: tables[index]![1], max: tables[index]![2] })) };
}

async function insertDemoBooking(
  trx: Executor,
  b: {
    restaurantId: number;
    date: string;
    hour: string;
    service: 'noon' | 'evening';
    covers: number;
    tableId: number;
    name: string;
    phone: string;
    at: string;
  },
): Promise<void> {
  const { id } = await trx
    .insertInto('bookings')
    .values({
      guid: newGuid(),
      short_id: newCapabilityId(),
      reference: newReference(),
      restaurant_id: b.restaurantId,
      date: b.date,
      hour: b.hour,
      service: b.service,
      covers: b.covers,
      turn_minutes: turnMinutes(b.covers),
      status: 'confirmed',
      source: 'phone',
      name: b.name,
      email: `${b.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.fr`,
      phone_number: b.phone,
      created_at: b.at,
      updated_at: b.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('booking_tables').values({ booking_id: id, table_id: b.tableId }).execute();
}

async function seedChezMarcel(trx: Executor, at: string): Promise<void> {
  const id = await insertRestaurant(trx, {
    guid: newGuid(),
    slug: INACTIVE_SLUG,
    name: 'Chez Marcel',
    phone_number: '+33 4 78 42 11 09',
    website: 'https://chez-marcel.example',
    email: 'bonjour@chez-marcel.example',
    address: '3 place Sathonay, 69001 Lyon',
    time_zone: TIME_ZONE,
    external_form_active: 0,
    created_at: at,
  });
  await trx
    .insertInto('services')
    .values({
      restaurant_id: id,
      kind: 'noon',
      weekdays: '1,2,3,4,5',
      first_seating: '12:00',
      last_seating: '13:30',
      interval_minutes: 30,
      turn_times: TURN_TIMES,
      max_covers_per_slot: null,
      max_covers_per_service: null,
    })
    .execute();
  await trx
    .insertInto('dining_tables')
    .values({ guid: newGuid(), restaurant_id: id, name: 'Table 1', min_covers: 1, max_covers: 4, online_bookable: 1 })
    .execute();
}
