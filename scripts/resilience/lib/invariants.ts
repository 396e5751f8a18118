import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

const HOLDING = ['pending', 'confirmed', 'seated'] as const;

const toMinutes = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

/**
 * What must hold in the database whatever requests came in, in whatever order, whatever crashed:
 * nothing half-written, nothing double-booked. Returns the violations in plain words.
 */
export async function checkInvariants(db: Db): Promise<string[]> {
  const k = db.kysely;
  const problems: string[] = [];

  const tableless = await k
    .selectFrom('bookings')
    .select(['id', 'status'])
    .where('status', 'in', HOLDING)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('booking_tables').select('booking_id').whereRef('booking_tables.booking_id', '=', 'bookings.id'))),
    )
    .execute();
  for (const b of tableless) problems.push(`réservation ${b.id} (${b.status}) sans table attribuée`);

  const strayTables = await k
    .selectFrom('booking_tables')
    .innerJoin('bookings', 'bookings.id', 'booking_tables.booking_id')
    .leftJoin('dining_tables', 'dining_tables.id', 'booking_tables.table_id')
    .select(['booking_tables.booking_id', 'booking_tables.table_id'])
    .where((eb) => eb.or([eb('dining_tables.id', 'is', null), eb('dining_tables.restaurant_id', '!=', eb.ref('bookings.restaurant_id'))]))
    .execute();
  for (const t of strayTables) problems.push(`réservation ${t.booking_id} sur la table ${t.table_id} d'un autre restaurant`);

  const orphanMessages = await k
    .selectFrom('outbox')
    .leftJoin('bookings', 'bookings.id', 'outbox.booking_id')
    .select(['outbox.id', 'outbox.booking_id'])
    .where('outbox.booking_id', 'is not', null)
    .where('bookings.id', 'is', null)
    .execute();
  for (const m of orphanMessages) problems.push(`message ${m.id} de la file d'envoi pour une réservation ${m.booking_id} inexistante`);

  const silent = await k
    .selectFrom('bookings')
    .select(['id'])
    .where('source', '=', 'online')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('booking_history').select('booking_id').whereRef('booking_history.booking_id', '=', 'bookings.id'))),
    )
    .execute();
  for (const b of silent) problems.push(`réservation en ligne ${b.id} sans historique`);

  const unannounced = await k
    .selectFrom('bookings')
    .select(['id'])
    .where('source', '=', 'online')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('outbox').select('booking_id').whereRef('outbox.booking_id', '=', 'bookings.id'))))
    .execute();
  for (const b of unannounced) problems.push(`réservation en ligne ${b.id} sans message de confirmation en file`);

  const replies = await k.selectFrom('idempotency_keys').select(['key', 'status_code', 'response_body']).where('status_code', '=', 201).execute();
  const shortIds = new Set((await k.selectFrom('bookings').select('short_id').execute()).map((b) => b.short_id));
  for (const r of replies) {
    const shortId = (JSON.parse(r.response_body) as { object?: { shortId?: string } }).object?.shortId;
    if (!shortId || !shortIds.has(shortId)) problems.push(`clé d'idempotence ${r.key} : réponse 201 sans la réservation ${shortId}`);
  }

  problems.push(...(await doubleBookedTables(db)));
  return problems;
}

/** Two bookings holding one table at overlapping times: the one thing the engine must never allow. */
async function doubleBookedTables(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('bookings')
    .innerJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
    .select(['bookings.id', 'bookings.date', 'bookings.hour', 'bookings.turn_minutes', 'booking_tables.table_id'])
    .where('bookings.status', 'in', HOLDING)
    .orderBy('booking_tables.table_id')
    .orderBy('bookings.date')
    .orderBy('bookings.hour')
    .execute();
  const problems: string[] = [];
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    if (a.table_id === b.table_id && a.date === b.date && toMinutes(a.hour) + a.turn_minutes > toMinutes(b.hour)) {
      problems.push(`table ${a.table_id} tenue deux fois le ${a.date} (réservations ${a.id} à ${a.hour} et ${b.id} à ${b.hour})`);
    }
  }
  return problems;
}

/** Counts used by the scenarios' reports. */
export async function countRows(db: Db, table: 'bookings' | 'booking_tables' | 'outbox' | 'idempotency_keys'): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely);
  return Number(row.rows[0]?.n ?? 0);
}
