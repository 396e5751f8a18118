import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. The thank-you e-mail the morning after a finished meal, and the diner's
// private answer to it:
// - `thank_you_settings`: one row per restaurant that set it up (none: off); `mode` 'google' (a
//   link to the restaurant's review page, `google_review_url`) or 'feedback' (the private form).
// - `thank_yous`: one row per booking, unique, so the message is queued once whatever the workers
//   do; `state` 'queued' (the e-mail is in the outbox) or 'blocked' (the staff said no); the token
//   is the diner's link to the form and to the opt-out; the answer (1–5 stars, a comment) once.
// - `thank_you_opt_outs`: a diner who asked for no more thank-you e-mails from a restaurant.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('thank_you_settings')
    .addColumn('restaurant_id', 'integer', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('feedback'))
    .addColumn('google_review_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('thank_yous')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer')
    .addColumn('comment', 'text')
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('thank_yous_answers').on('thank_yous').columns(['restaurant_id', 'answered_at']).execute();
  await db.schema
    .createTable('thank_you_opt_outs')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('thank_you_opt_outs_contact').on('thank_you_opt_outs').columns(['restaurant_id', 'email']).unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
