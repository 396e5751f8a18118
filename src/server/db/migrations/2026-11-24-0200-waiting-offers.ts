import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. A freed table offered to a waiting-list entry: the diner accepts it through
// a link of their own (the token) before it expires; the first to accept gets the table. The
// restaurant chooses how long an offer holds (30 minutes unless it says otherwise).
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('waiting_offer_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .createTable('waiting_offers')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('covers', 'integer', (c) => c.notNull())
    // offered, accepted, declined, expired, taken (someone else accepted first), withdrawn
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('waiting_offers_day').on('waiting_offers').columns(['restaurant_id', 'date', 'service', 'status']).execute();
  await db.schema.createIndex('waiting_offers_due').on('waiting_offers').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('waiting_offers_booking').on('waiting_offers').column('booking_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
