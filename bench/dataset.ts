// Benchmark data: N restaurants with their tables and services, M bookings spread over two years.
// Standalone: DATABASE_URL=sqlite:/tmp/x.sqlite npx tsx bench/dataset.ts --restaurants 500 --bookings 1000000
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { addDays, todayIn } from '../src/domain/dates';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { openBulkWriter, type Columns, type Value } from './lib/bulk-writer';

export const TIME_ZONE = 'Europe/Paris';
export const NOON_SLOTS = slots('12:00', '14:00');
export const EVENING_SLOTS = slots('19:00', '22:00');
/** Days of history before today; with the 90 bookable days ahead, two years in all. */
const PAST_DAYS = 640;
const FUTURE_DAYS = 90;
// min covers, max covers, placement (0 = salle, 1 = terrasse)
const TABLES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 2, 0],
  [1, 2, 0],
  [1, 2, 0],
  [1, 2, 1],
  [2, 4, 0],
  [2, 4, 0],
  [2, 4, 0],
  [2, 4, 1],
  [2, 4, 1],
  [4, 6, 0],
  [4, 6, 0],
  [4, 6, 1],
];
export const TABLES_PER_RESTAURANT = TABLES.length;
const TURN_TIMES = [
  { upTo: 2, minutes: 90 },
  { upTo: 4, minutes: 105 },
  { upTo: 99, minutes: 120 },
];

const PROBE_DAYS = 7;
const PROBE_PER_DAY = 8;
const defaultProbeRestaurants = (restaurants: number) => Math.max(1, Math.min(50, Math.floor(restaurants / 10)));
/** The smallest booking count a dataset of that many restaurants can have (its probe). */
export const probeBookingCount = (restaurants: number) => defaultProbeRestaurants(restaurants) * PROBE_DAYS * PROBE_PER_DAY;

export interface DatasetOptions {
  restaurants: number;
  bookings: number;
  /** The restaurants' "today" (Paris); the real one by default, as the server's clock is real. */
  today?: string;
  /**
   * The probe: the first `probeRestaurants` restaurants get exactly `probePerDay` bookings on each
   * of the `probeDays` days after today, whatever the history size, so availability can be
   * compared between databases whose only difference is their history.
   */
  probeRestaurants?: number;
  probeDays?: number;
  probePerDay?: number;
  log?: (line: string) => void;
}

export interface BenchRestaurant {
  id: number;
  slug: string;
  guid: string;
}

export interface Dataset {
  today: string;
  restaurants: BenchRestaurant[];
  probeRestaurants: BenchRestaurant[];
  probeDates: string[];
  /** Dates open to new bookings and outside the probe (the create benchmark's range). */
  freeDates: string[];
  bookings: number;
  seconds: number;
}

export async function generateDataset(database: AppConfig['database'], options: DatasetOptions): Promise<Dataset> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const today = options.today ?? todayIn(TIME_ZONE, new Date());
  const R = options.restaurants;
  const probeR = Math.min(R, options.probeRestaurants ?? defaultProbeRestaurants(R));
  const probeDays = options.probeDays ?? PROBE_DAYS;
  const probePerDay = Math.min(options.probePerDay ?? PROBE_PER_DAY, TABLES.length);
  const probeCount = probeR * probeDays * probePerDay;
  if (options.bookings < probeCount) {
    throw new Error(`Il faut au moins ${probeCount} réservations (${probeR} restaurants témoins × ${probeDays} jours × ${probePerDay}).`);
  }

  const db = openDatabase(database);
  await migrateToLatest(db);
  await db.close();

  const writer = await openBulkWriter(database);
  const at = new Date().toISOString();
  const restaurants: BenchRestaurant[] = [];
  try {
    await writer.begin();
    await writer.insert(
      'app_config',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['version', 'text'],
        ['logo_image', 'text'],
      ],
      [[1, 'Couvert', 'bench', '/logo.svg']],
    );
    const restaurantRows: Value[][] = [];
    const serviceRows: Value[][] = [];
    const legendRows: Value[][] = [];
    const tableRows: Value[][] = [];
    const tableLegendRows: Value[][] = [];
    const iconRows: Value[][] = [];
    const questionRows: Value[][] = [];
    for (let r = 1; r <= R; r++) {
      const guid = randomUUID();
      restaurants.push({ id: r, slug: `bench-${r}`, guid });
      restaurantRows.push([
        r,
        guid,
        `bench-${r}`,
        `Restaurant ${r}`,
        TIME_ZONE,
        1,
        1,
        1,
        `+33 1 40 00 ${String(r % 100).padStart(2, '0')} 00`,
        `contact@bench-${r}.example`,
        at,
      ]);
      const turns = JSON.stringify(TURN_TIMES);
      serviceRows.push([2 * r - 1, r, 'noon', '1,2,3,4,5,6,7', '12:00', '14:00', 15, turns, 24]);
      serviceRows.push([2 * r, r, 'evening', '1,2,3,4,5,6,7', '19:00', '22:00', 15, turns, 24]);
      legendRows.push([2 * r - 1, randomUUID(), r, 'Salle', 0], [2 * r, randomUUID(), r, 'Terrasse', 1]);
      TABLES.forEach(([min, max, placement], index) => {
        const id = tableId(r, index);
        tableRows.push([id, randomUUID(), r, `Table ${index + 1}`, min, max, index, 1]);
        tableLegendRows.push([id, 2 * r - 1 + placement]);
      });
      ['Anniversaire', 'Chaise bébé', 'Accès PMR'].forEach((label, index) => iconRows.push([3 * (r - 1) + index + 1, randomUUID(), r, label, index]));
      questionRows.push([r, r, 'Avez-vous des allergies ?', 0, 0]);
    }
    await writer.insert(
      'restaurants',
      cols(
        'id:int guid slug name time_zone is_table_names_enabled:int show_experience_stepper:int is_waiting_booking_enabled:int phone_number email created_at',
      ),
      restaurantRows,
    );
    await writer.insert(
      'services',
      cols('id:int restaurant_id:int kind weekdays first_seating last_seating interval_minutes:int turn_times max_covers_per_slot:int'),
      serviceRows,
    );
    await writer.insert('placement_legends', cols('id:int guid restaurant_id:int label position:int'), legendRows);
    await writer.insert('dining_tables', cols('id:int guid restaurant_id:int name min_covers:int max_covers:int position:int online_bookable:int'), tableRows);
    await writer.insert('table_legends', cols('table_id:int legend_id:int'), tableLegendRows);
    await writer.insert('preference_icons', cols('id:int guid restaurant_id:int label position:int'), iconRows);
    await writer.insert('questions', cols('id:int restaurant_id:int question_text required:int position:int'), questionRows);
    await writer.commit();
    await writeBookings(writer, { R, today, probeR, probeDays, probePerDay, total: options.bookings, at, log });
    await writer.finish(['restaurants', 'services', 'placement_legends', 'dining_tables', 'preference_icons', 'questions', 'bookings']);
  } finally {
    await writer.close();
  }
  const probeDates = Array.from({ length: probeDays }, (_, i) => addDays(today, i + 1));
  const freeDates = Array.from({ length: FUTURE_DAYS - probeDays - 5 }, (_, i) => addDays(today, probeDays + 1 + i));
  return {
    today,
    restaurants,
    probeRestaurants: restaurants.slice(0, probeR),
    probeDates,
    freeDates,
    bookings: options.bookings,
    seconds: (performance.now() - started) / 1000,
  };
}

const BOOKING_COLUMNS = cols(
  'id:int guid short_id reference restaurant_id:int date hour service covers:int turn_minutes:int status source name email phone_number created_at updated_at',
);
const BOOKING_TABLE_COLUMNS = cols('booking_id:int table_id:int');

interface BookingPlan {
  R: number;
  today: string;
  probeR: number;
  probeDays: number;
  probePerDay: number;
  total: number;
  at: string;
  log: (line: string) => void;
}

/**
 * Bookings are laid out cell by cell (restaurant × day × service) in a scattered but
 * deterministic order; the k-th booking of a cell takes the cell's k-th table, so no table is
 * ever held twice at once. Probe cells are left to the probe, which is written last.
 */
async function writeBookings(writer: Awaited<ReturnType<typeof openBulkWriter>>, plan: BookingPlan): Promise<void> {
  const days = Array.from({ length: PAST_DAYS + FUTURE_DAYS }, (_, i) => addDays(plan.today, i - PAST_DAYS));
  const cells = plan.R * days.length * 2;
  const stride = coprimeStride(cells);
  const probeCount = plan.probeR * plan.probeDays * plan.probePerDay;
  const history = plan.total - probeCount;
  const chunk = 50_000;
  let bookingId = 0;
  let bookings: Value[][] = [];
  let links: Value[][] = [];
  const flush = async () => {
    await writer.begin();
    await writer.insert('bookings', BOOKING_COLUMNS, bookings);
    await writer.insert('booking_tables', BOOKING_TABLE_COLUMNS, links);
    await writer.commit();
    bookings = [];
    links = [];
  };
  const push = (r: number, day: number, service: 0 | 1, tableIndex: number, hourIndex: number, status: string) => {
    const id = ++bookingId;
    const [min, max] = TABLES[tableIndex]!;
    const covers = min + (id % (max - min + 1));
    const hourSlots = service === 0 ? NOON_SLOTS : EVENING_SLOTS;
    const turn = covers <= 2 ? 90 : covers <= 4 ? 105 : 120;
    bookings.push([
      id,
      randomUUID(),
      randomBytes(16).toString('base64url'),
      reference(id),
      r,
      days[day]!,
      hourSlots[hourIndex % hourSlots.length]!,
      service === 0 ? 'noon' : 'evening',
      covers,
      turn,
      status,
      id % 3 === 0 ? 'phone' : 'online',
      `Client ${id}`,
      `client${id}@example.fr`,
      `+3361${String(id % 100_000_000).padStart(8, '0')}`,
      plan.at,
      plan.at,
    ]);
    links.push([id, tableId(r, tableIndex)]);
  };

  for (let i = 0; i < history; i++) {
    const cell = Number((BigInt(i) * BigInt(stride)) % BigInt(cells));
    const layer = Math.floor(i / cells);
    const r = (cell % plan.R) + 1;
    const rest = Math.floor(cell / plan.R);
    const service = (rest % 2) as 0 | 1;
    let day = Math.floor(rest / 2);
    let shift = 0;
    if (r <= plan.probeR && day > PAST_DAYS && day <= PAST_DAYS + plan.probeDays) {
      day -= plan.probeDays;
      shift = 6;
    }
    const tableIndex = (layer * 5 + cell + shift) % TABLES.length;
    push(r, day, service, tableIndex, cell * 7 + layer * 3, statusFor(i, day < PAST_DAYS));
    if (bookings.length >= chunk) {
      await flush();
      if (bookingId % 200_000 === 0) plan.log(`  ${bookingId.toLocaleString('fr-FR')} réservations écrites`);
    }
  }
  for (let r = 1; r <= plan.probeR; r++) {
    for (let d = 1; d <= plan.probeDays; d++) {
      for (let k = 0; k < plan.probePerDay; k++) {
        const service = (k % 2) as 0 | 1;
        // Spread over the day's slots and over tables of every size.
        push(r, PAST_DAYS + d, service, (k * 5) % TABLES.length, k * 2 + 1, 'confirmed');
      }
    }
  }
  if (bookings.length > 0) await flush();
}

function statusFor(i: number, past: boolean): string {
  const roll = (i * 2654435761) % 100;
  if (past) return roll < 85 ? 'completed' : roll < 95 ? 'cancelled_by_guest' : roll < 98 ? 'no_show' : 'cancelled_by_restaurant';
  return roll < 90 ? 'confirmed' : roll < 98 ? 'cancelled_by_guest' : 'pending';
}

function tableId(restaurant: number, index: number): number {
  return (restaurant - 1) * TABLES.length + index + 1;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function reference(id: number): string {
  let out = '';
  let n = id * 7919 + 104729;
  for (let i = 0; i < 8; i++) {
    out += REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length];
    n = Math.floor(n / REFERENCE_ALPHABET.length) + i * 31;
  }
  return out;
}

/** A stride that visits every cell once per lap and scatters neighbours apart. */
function coprimeStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.floor(n * 0.618) | 1;
  while (gcd(stride, n) !== 1) stride += 2;
  return stride;
}

function slots(first: string, last: string): string[] {
  const out: string[] = [];
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = toMinutes(first); m <= toMinutes(last); m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

function cols(spec: string): Columns {
  return spec.split(' ').map((c) => {
    const [name, type] = c.split(':');
    return [name!, (type ?? 'text') as 'int' | 'text'] as const;
  });
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const config = loadConfig(process.env);
  const dataset = await generateDataset(config.database, {
    restaurants: flag('restaurants', 500),
    bookings: flag('bookings', 1_000_000),
    log: console.log,
  });
  console.log(
    `${dataset.restaurants.length} restaurants, ${dataset.bookings.toLocaleString('fr-FR')} réservations en ${dataset.seconds.toFixed(1)} s ` +
      `(${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
