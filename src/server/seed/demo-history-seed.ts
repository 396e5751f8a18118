// Three months of past service for the demo restaurant, so statistics, guest profiles and the
// service book look like a restaurant's on first start: completed tables, no-shows, cancellations,
// regulars who come back. Made from a fixed seed, so every fresh demo has the same past; every
// party sits at a table that fits it, never two at once, within the opening hours and pacing.
import { addDays, instantAtWallClock, isoWeekday, minutesToTime, timeToMinutes, parseInstant } from '../../domain/dates';
import { newCapabilityId, newGuid, newReference } from '../lib/ids';
import { seededRandom } from '../lib/seeded-random';
import type { BookingsTable } from '../db/schema';
import type { Executor } from '../db/transactions';

export const HISTORY_DAYS = 91;

export interface HistoryTable {
  id: number;
  min: number;
  max: number;
}

export interface HistoryService {
  kind: 'noon' | 'evening';
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  firstSeating: string;
  lastSeating: string;
  maxCoversPerSlot: number;
}

interface Party {
  date: string;
  hour: string;
  service: 'noon' | 'evening';
  covers: number;
  tableId: number;
  status: BookingsTable['status'];
  source: 'online' | 'phone' | 'walk_in';
  diner: number | null;
  information: string;
  createdAt: string;
  /** The day-before reminder and the diner's "Je confirme" (null: none). */
  reminderSentAt: string | null;
  attendanceConfirmedAt: string | null;
  /** A finished party's stay: when it was seated (minutes after its hour) and for how long (null: not seated). */
  stay: { seatedAfter: number; minutes: number } | null;
}

/** The demo restaurant turned the day-before reminders on this many days ago. */
const REMINDERS_SINCE_DAYS = 60;

const FIRST = [
  'Camille',
  'Louise',
  'Hugo',
  'Chloé',
  'Arthur',
  'Inès',
  'Jules',
  'Léna',
  'Gabriel',
  'Manon',
  'Nathan',
  'Zoé',
  'Raphaël',
  'Alice',
  'Louis',
  'Emma',
  'Adam',
  'Jeanne',
  'Victor',
  'Rose',
];
const LAST = [
  'Garnier',
  'Fontaine',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clement',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
];
const DINERS = FIRST.length * LAST.length;
const NOTES = ['Anniversaire', 'Sans gluten', 'Chaise bébé', 'Table calme si possible', 'Allergie aux fruits à coque', 'Repas d’affaires'];

function historyDiner(index: number): { name: string; email: string; phone: string } {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return {
    name: `${last} ${first}`,
    email: `${ascii(first)}.${ascii(last)}@exemple.fr`,
    phone: `+3367${String(1000000 + index * 7919)
      .slice(-7)
      .padStart(7, '0')}`,
  };
}

/** The demo's turn times: how long a party of up to `upTo` covers keeps its table. */
export const DEMO_TURN_TIMES = [
  { upTo: 2, minutes: 90 },
  { upTo: 4, minutes: 105 },
  { upTo: 99, minutes: 120 },
] as const;

export const turnMinutes = (covers: number) => DEMO_TURN_TIMES.find((t) => covers <= t.upTo)!.minutes;

/** The parties of the `HISTORY_DAYS` days before `today` (pure: the same input, the same past). */
export function planHistory(today: string, tables: readonly HistoryTable[], services: readonly HistoryService[]): Party[] {
  const next = seededRandom(20261124);
  const pick = <T>(weighted: Array<[T, number]>): T => {
    let r = next();
    for (const [value, weight] of weighted) if ((r -= weight) < 0) return value;
    return weighted[weighted.length - 1]![0];
  };
  const parties: Party[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = isoWeekday(date);
    for (const service of services) {
      if (!service.weekdays.includes(weekday)) continue;
      const busy = weekday >= 5 ? 1.6 : 1;
      const wanted = Math.round((service.kind === 'noon' ? 7 + next() * 7 : 9 + next() * 9) * busy);
      const slots: number[] = [];
      for (let m = timeToMinutes(service.firstSeating); m <= timeToMinutes(service.lastSeating); m += 15) slots.push(m);
      const held = new Map<number, Array<[number, number]>>();
      const coversAt = new Map<number, number>();
      for (let n = 0; n < wanted; n++) {
        const covers = pick<number>([
          [2, 0.5],
          [3, 0.1],
          [4, 0.25],
          [5, 0.05],
          [6, 0.1],
        ]);
        const start = slots[Math.floor(next() * slots.length)]!;
        const end = start + turnMinutes(covers);
        if ((coversAt.get(start) ?? 0) + covers > service.maxCoversPerSlot) continue;
        const table = tables
          .filter((t) => t.min <= covers && covers <= t.max)
          .sort((a, b) => a.max - b.max)
          .find((t) => (held.get(t.id) ?? []).every(([s, e]) => end <= s || e <= start));
        if (!table) continue;
        held.set(table.id, [...(held.get(table.id) ?? []), [start, end]]);
        coversAt.set(start, (coversAt.get(start) ?? 0) + covers);
        const source = pick<Party['source']>([
          ['online', 0.55],
          ['phone', 0.35],
          ['walk_in', 0.1],
        ]);
        const status =
          source === 'walk_in'
            ? 'completed'
            : pick<Party['status']>([
                ['completed', 0.8],
                ['no_show', 0.06],
                ['cancelled_by_guest', 0.11],
                ['cancelled_by_restaurant', 0.03],
              ]);
        // A few regulars come back often; most diners come once or twice.
        const diner = source === 'walk_in' ? null : Math.floor(DINERS * next() ** 2.2);
        const booked = Math.floor(next() * 15);
        parties.push({
          date,
          hour: minutesToTime(start),
          service: service.kind,
          covers,
          tableId: table.id,
          status,
          source,
          diner,
          information: next() < 0.12 ? NOTES[Math.floor(next() * NOTES.length)]! : '',
          createdAt: `${addDays(date, -booked)}T${String(8 + Math.floor(next() * 12)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`,
          reminderSentAt: null,
          attendanceConfirmedAt: null,
          stay: null,
        });
      }
    }
  }
  return planStays(planAttendance(parties, today));
}

/**
 * How long each finished party stayed, drawn from a generator of its own (the parties above stay
 * the same): longer for more covers, in the evening and on Friday and Saturday evenings, shorter
 * at weekday lunches, with a spread and a few long evenings — what the turn-time predictions
 * learn from (`npm run bench` measures them on this past).
 */
function planStays(parties: Party[]): Party[] {
  const next = seededRandom(20261128);
  return parties.map((p) => {
    if (p.status !== 'completed') return p;
    const weekday = isoWeekday(p.date);
    let base = 55 + 12 * p.covers;
    if (p.service === 'evening') base += weekday >= 5 && weekday <= 6 ? 25 : 15;
    else if (weekday <= 5) base -= 8;
    // Roughly normal (three uniforms), ±25 minutes, and one stay in twenty that lingers.
    const spread = (next() + next() + next() - 1.5) * 28;
    const lingering = next() < 0.05 ? 30 + next() * 30 : 0;
    const minutes = Math.max(25, Math.round(base + spread + lingering));
    return { ...p, stay: { seatedAfter: Math.round(next() * 20) - 5, minutes } };
  });
}

/**
 * The reminders of the last `REMINDERS_SINCE_DAYS` days and the diners' answers, drawn from a
 * generator of their own (the parties above stay the same). A booking made before the eve was
 * reminded at 10:00 Paris the day before; most diners who came had pressed "Je confirme", few of
 * those who did not come had: what a restaurant sees once it reminds.
 */
function planAttendance(parties: Party[], today: string): Party[] {
  const next = seededRandom(20261125);
  const since = addDays(today, -REMINDERS_SINCE_DAYS);
  return parties.map((p) => {
    const eve = addDays(p.date, -1);
    if (p.source === 'walk_in' || p.date < since || p.createdAt.slice(0, 10) >= eve) return p;
    const reminderSentAt = `${eve}T09:00:00.000Z`;
    const confirms = p.status === 'no_show' ? 0.12 : p.status === 'completed' ? 0.72 : 0.2;
    if (next() >= confirms) return { ...p, reminderSentAt };
    const minutes = 2 + Math.floor(next() * 600);
    return { ...p, reminderSentAt, attendanceConfirmedAt: new Date(parseInstant(reminderSentAt).getTime() + minutes * 60_000).toISOString() };
  });
}

/**
 * Writes the planned past, in batches (one statement per hundred bookings, then their tables and
 * the finished parties' "Installé" and "Terminé" history rows, on the restaurant's clock).
 */
export async function seedDemoHistory(trx: Executor, restaurantId: number, parties: readonly Party[], timeZone: string): Promise<void> {
  for (let i = 0; i < parties.length; i += 100) {
    const batch = parties.slice(i, i + 100).map((p) => {
      const who = p.diner === null ? { name: 'Client de passage', email: '', phone: '' } : historyDiner(p.diner);
      return {
        party: p,
        row: {
          guid: newGuid(),
          short_id: newCapabilityId(),
          reference: newReference(),
          restaurant_id: restaurantId,
          date: p.date,
          hour: p.hour,
          service: p.service,
          covers: p.covers,
          turn_minutes: turnMinutes(p.covers),
          status: p.status,
          source: p.source,
          name: who.name,
          email: who.email,
          phone_number: who.phone,
          information: p.information,
          reminder_sent_at: p.reminderSentAt,
          attendance_confirmed_at: p.attendanceConfirmedAt,
          created_at: p.createdAt,
          updated_at: `${p.date}T23:00:00.000Z`,
        },
      };
    });
    const ids = await trx
      .insertInto('bookings')
      .values(batch.map((b) => b.row))
      .returning(['id', 'guid'])
      .execute();
    // RETURNING's row order is not promised on SQLite: match by guid.
    const idOf = new Map(ids.map((r) => [r.guid, r.id]));
    await trx
      .insertInto('booking_tables')
      .values(batch.map((b) => ({ booking_id: idOf.get(b.row.guid)!, table_id: b.party.tableId })))
      .execute();
    const history = batch.flatMap(({ party, row }) => {
      if (!party.stay) return [];
      const seated = instantAtWallClock(party.date, party.hour, timeZone).getTime() + party.stay.seatedAfter * 60_000;
      const finished = seated + party.stay.minutes * 60_000;
      const entry = { booking_id: idOf.get(row.guid)!, actor: 'system', action: 'status', details: JSON.stringify({ by: 'Julien' }) };
      return [
        { ...entry, at: new Date(seated).toISOString(), from_status: 'confirmed', to_status: 'seated' },
        { ...entry, at: new Date(finished).toISOString(), from_status: 'seated', to_status: 'completed' },
      ];
    });
    if (history.length) await trx.insertInto('booking_history').values(history).execute();
  }
}
