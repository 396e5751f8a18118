// A big day at Le Petit Zinc grown to 60 tables: the scale the staff screens are measured at
// (`npm run bench -- --staff-only`). Written straight into a fresh SQLite database, on top of the
// demo seed (owner, staff codes, plans) and its three months of history.
import { addDays, minutesToTime, timeToMinutes, todayIn, zonedNow } from '../../src/domain/dates';
import { listedTableFootprint } from '../../src/domain/floor-plan/items';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { writeFlag } from '../../src/server/db/flags';
import { newCapabilityId, newGuid, newReference } from '../../src/server/lib/ids';
import { DEMO_SLUG, seedDemo } from '../../src/server/seed/demo-seed';
import { planHistory, seedDemoHistory, turnMinutes, type HistoryService, type HistoryTable } from '../../src/server/seed/demo-history-seed';

export const STAFF_OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo' };
export const STAFF_CODE = '1234';
export const STAFF_RESTAURANT = 'Le Petit Zinc';

export interface StaffFixture {
  restaurantId: number;
  timeZone: string;
  date: string;
  /** Minutes since midnight on the restaurant's clock when the fixture was written. */
  nowMinutes: number;
  tables: number;
  rooms: number;
  bookings: number;
  covers: number;
  waiting: number;
  walkIns: number;
  history: number;
  byStatus: Record<string, number>;
}

/** Every day open, both services, room for a 60-table house. */
const SERVICES: HistoryService[] = [
  { kind: 'noon', weekdays: [1, 2, 3, 4, 5, 6, 7], firstSeating: '12:00', lastSeating: '14:00', maxCoversPerSlot: 120 },
  { kind: 'evening', weekdays: [1, 2, 3, 4, 5, 6, 7], firstSeating: '19:00', lastSeating: '22:00', maxCoversPerSlot: 120 },
];

/**
 * The whole-hour zone (Etc/GMT…, no clock change) in which it is now between 20:00 and 20:59: the
 * evening service is under way whatever hour the benchmark runs at, so the server accepts seating
 * the coming parties and the book's quick actions are the ones of a real service.
 */
export function serviceInProgressZone(now = new Date()): string {
  let offset = 20 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT's sign is POSIX's: Etc/GMT+2 is two hours behind UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** A deterministic generator: the same fixture at every run (but for the day and the hour). */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Camille', 'Louise', 'Hugo', 'Chloé', 'Arthur', 'Inès', 'Jules', 'Léna', 'Gabriel', 'Manon', 'Nathan', 'Zoé', 'Paul', 'Alice', 'Léo'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre'];

/** Writes the fixture into the SQLite file (migrated here); the server is started on it afterwards. */
export async function writeStaffFixture(file: string, now = new Date()): Promise<StaffFixture> {
  const db = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    await seedDemo(db, { now });
    const timeZone = serviceInProgressZone(now);
    const date = todayIn(timeZone, now);
    const nowMinutes = zonedNow(timeZone, now).minutes;
    const at = now.toISOString();
    const random = seeded(20261127);
    const k = db.kysely;
    const { id: restaurantId } = await k.selectFrom('restaurants').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirstOrThrow();
    await k.updateTable('restaurants').set({ time_zone: timeZone }).where('id', '=', restaurantId).execute();
    await k.deleteFrom('closed_dates').where('restaurant_id', '=', restaurantId).execute();
    for (const s of SERVICES) {
      await k
        .updateTable('services')
        .set({ weekdays: s.weekdays.join(','), max_covers_per_slot: s.maxCoversPerSlot })
        .where('restaurant_id', '=', restaurantId)
        .where('kind', '=', s.kind)
        .execute();
    }

    // Three rooms of 24, 18 and 18 tables: the demo's two plans grown, and a mezzanine.
    const plans = await k.selectFrom('floor_plans').select(['id', 'name']).where('restaurant_id', '=', restaurantId).orderBy('position').execute();
    const mezzanine = await k
      .insertInto('floor_plans')
      .values({
        guid: newGuid(),
        restaurant_id: restaurantId,
        name: 'Mezzanine',
        width: 700,
        height: 420,
        elements: '[]',
        position: 2,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rooms = [
      { id: plans[0]!.id, name: 'Salle', count: 24 },
      { id: plans[1]!.id, name: 'Terrasse', count: 18 },
      { id: mezzanine.id, name: 'Mezzanine', count: 18 },
    ];
    const existing = await k
      .selectFrom('dining_tables')
      .select(['id', 'floor_plan_id', 'max_covers'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .execute();
    const sizes: Array<[number, number]> = [
      [1, 2],
      [1, 2],
      [2, 4],
      [2, 4],
      [2, 4],
      [4, 6],
    ];
    const tables: HistoryTable[] = [];
    let position = 0;
    for (const [roomIndex, room] of rooms.entries()) {
      const kept = existing.filter((t) => t.floor_plan_id === room.id);
      for (let i = 0; i < room.count; i++) {
        const x = 30 + (i % 6) * 140;
        const y = 60 + Math.floor(i / 6) * 100;
        const old = kept[i];
        if (old) {
          await k
            .updateTable('dining_tables')
            .set({ pos_x: x, pos_y: y, position: roomIndex * 1000 + i })
            .where('id', '=', old.id)
            .execute();
          const t = await k.selectFrom('dining_tables').select(['min_covers', 'max_covers']).where('id', '=', old.id).executeTakeFirstOrThrow();
          tables.push({ id: old.id, min: t.min_covers, max: t.max_covers });
          continue;
        }
        const [min, max] = sizes[(i + roomIndex) % sizes.length]!;
        const row = await k
          .insertInto('dining_tables')
          .values({
            guid: newGuid(),
            restaurant_id: restaurantId,
            name: `${room.name} ${i + 1}`,
            min_covers: min,
            max_covers: max,
            combinable: writeFlag(false),
            online_bookable: 1,
            ...listedTableFootprint(max),
            pos_x: x,
            pos_y: y,
            position: roomIndex * 1000 + i,
            floor_plan_id: room.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        tables.push({ id: row.id, min, max });
      }
      position += room.count;
      await k
        .updateTable('floor_plans')
        .set({ width: 880, height: 60 + Math.ceil(room.count / 6) * 100 + 40 })
        .where('id', '=', room.id)
        .execute();
    }

    // Three months of past service over the 60 tables, as the demo writes its own.
    const history = planHistory(date, tables, SERVICES);
    await seedDemoHistory(k, restaurantId, history, timeZone);

    // Today: both services booked, the lunch over, the evening under way at `nowMinutes`.
    const held = new Map<number, Array<[number, number]>>();
    const freeTable = (covers: number, start: number, end: number) =>
      tables.find((t) => t.min <= covers && covers <= t.max && (held.get(t.id) ?? []).every(([s, e]) => end <= s || e <= start));
    const rows: Array<{ hour: string; service: 'noon' | 'evening'; covers: number; status: string; source: string; name: string; tableId: number | null }> = [];
    const coversPick = () => {
      const r = random();
      return r < 0.15 ? 1 : r < 0.8 ? 2 : r < 0.88 ? 3 : r < 0.97 ? 4 : r < 0.99 ? 5 : 6;
    };
    const name = () => `${LAST[Math.floor(random() * LAST.length)]} ${FIRST[Math.floor(random() * FIRST.length)]}`;
    const book = (service: 'noon' | 'evening', minute: number, covers: number, status: string, source: string, who: string) => {
      const turn = turnMinutes(covers);
      const table = freeTable(covers, minute, minute + turn);
      if (!table) return false;
      held.set(table.id, [...(held.get(table.id) ?? []), [minute, minute + turn]]);
      rows.push({ hour: minutesToTime(minute), service, covers, status, source, name: who, tableId: table.id });
      return true;
    };
    const slots = (from: string, to: string) => {
      const out: number[] = [];
      for (let m = timeToMinutes(from); m <= timeToMinutes(to); m += 15) out.push(m);
      return out;
    };
    const noon = slots('12:00', '14:00');
    const evening = slots('19:00', '22:00');
    const eveningStatus = (minute: number, covers: number): string => {
      const r = random();
      if (minute + turnMinutes(covers) <= nowMinutes) return r < 0.9 ? 'completed' : 'no_show';
      if (minute + 15 < nowMinutes) return r < 0.85 ? 'seated' : 'no_show';
      if (minute <= nowMinutes) return r < 0.6 ? 'seated' : 'confirmed';
      return r < 0.85 ? 'confirmed' : 'pending';
    };
    // Walk-ins: parties who came in without booking, between the services' starts and now.
    for (let n = 0, tries = 0; n < 20 && tries < 1000; tries++) {
      const inNoon = n < 8;
      const from = inNoon ? 12 * 60 : 19 * 60;
      const to = inNoon ? 14 * 60 : Math.max(from, nowMinutes - 5);
      const minute = from + Math.floor((random() * (to - from)) / 5) * 5;
      const covers = 1 + Math.floor(random() * 4);
      const status = inNoon || minute + turnMinutes(covers) <= nowMinutes ? 'completed' : 'seated';
      if (book(inNoon ? 'noon' : 'evening', minute, covers, status, 'walk_in', 'Client de passage')) n++;
    }
    for (let n = 0, tries = 0; n < 80 && tries < 1000; tries++) {
      const r = random();
      const status = r < 0.88 ? 'completed' : r < 0.94 ? 'no_show' : 'cancelled_by_guest';
      if (book('noon', noon[Math.floor(random() * noon.length)]!, coversPick(), status, random() < 0.6 ? 'online' : 'phone', name())) n++;
    }
    for (let n = 0, tries = 0; n < 100 && tries < 1000; tries++) {
      const minute = evening[Math.floor(random() * evening.length)]!;
      const covers = coversPick();
      if (book('evening', minute, covers, eveningStatus(minute, covers), random() < 0.6 ? 'online' : 'phone', name())) n++;
    }
    // The waiting list: asked for a full slot of either service, no table.
    for (let n = 0; n < 30; n++) {
      const inNoon = n < 8;
      const list = inNoon ? noon : evening.filter((m) => m > nowMinutes);
      const minute = list[Math.floor(random() * list.length)] ?? 21 * 60;
      rows.push({
        hour: minutesToTime(minute),
        service: inNoon ? 'noon' : 'evening',
        covers: coversPick(),
        status: 'waiting',
        source: 'online',
        name: name(),
        tableId: null,
      });
    }
    rows.sort((a, b) => a.hour.localeCompare(b.hour));
    for (const [i, r] of rows.entries()) {
      const { id } = await k
        .insertInto('bookings')
        .values({
          guid: newGuid(),
          short_id: newCapabilityId(),
          reference: newReference(),
          restaurant_id: restaurantId,
          date,
          hour: r.hour,
          service: r.service,
          covers: r.covers,
          turn_minutes: turnMinutes(r.covers),
          status: r.status as 'confirmed',
          source: r.source as 'phone',
          name: r.name,
          email: r.source === 'walk_in' ? '' : `client${i}@example.fr`,
          phone_number: r.source === 'walk_in' ? '' : `+3361299${String(i).padStart(4, '0')}`,
          created_at: `${addDays(date, -3)}T10:00:00.000Z`,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (r.tableId !== null) await k.insertInto('booking_tables').values({ booking_id: id, table_id: r.tableId }).execute();
    }
    const booked = rows.filter((r) => r.status !== 'waiting' && r.source !== 'walk_in');
    const byStatus: Record<string, number> = {};
    for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    return {
      restaurantId,
      timeZone,
      date,
      nowMinutes,
      tables: position,
      rooms: rooms.length,
      bookings: booked.length,
      covers: rows.filter((r) => r.status !== 'waiting').reduce((sum, r) => sum + r.covers, 0),
      waiting: rows.filter((r) => r.status === 'waiting').length,
      walkIns: rows.filter((r) => r.source === 'walk_in').length,
      history: history.length,
      byStatus,
    };
  } finally {
    await db.close();
  }
}
