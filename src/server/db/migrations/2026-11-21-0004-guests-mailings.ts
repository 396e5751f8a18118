import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Running the restaurant:
// - `guests`: one profile per diner of a restaurant, built from bookings matched by phone or
//   e-mail; `bookings.guest_id` links a booking to its profile once matched (null: not matched yet).
// - `mailings`: the restaurant's daily-specials sends (draft, scheduled, queued, cancelled); the
//   content delivered is a `marketing_messages` row and one outbox row per recipient and channel.
// - `maintenance_runs`: the last day a daily job ran, so any number of workers run it once a day.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('guests')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'text')
    .addColumn('post_code', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_activity_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guests_restaurant_activity_idx').on('guests').columns(['restaurant_id', 'last_activity_date']).execute();

  await db.schema.alterTable('bookings').addColumn('guest_id', 'integer').execute();
  await db.schema.createIndex('bookings_restaurant_guest_idx').on('bookings').columns(['restaurant_id', 'guest_id']).execute();
  // Matching and erasure look bookings up by contact.
  await db.schema.createIndex('bookings_restaurant_email_idx').on('bookings').columns(['restaurant_id', 'email']).execute();
  await db.schema.createIndex('bookings_restaurant_phone_idx').on('bookings').columns(['restaurant_id', 'phone_number']).execute();

  await db.schema
    .createTable('mailings')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('sms_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('send_at', 'text', (c) => c.notNull())
    .addColumn('marketing_message_id', 'integer')
    .addColumn('recipients_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipients_sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mailings_restaurant_idx').on('mailings').columns(['restaurant_id', 'send_at']).execute();

  await db.schema
    .createTable('maintenance_runs')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('last_run_on', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
