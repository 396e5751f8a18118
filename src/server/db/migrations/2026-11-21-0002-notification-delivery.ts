import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Delivery of the outbox:
// - `dedupe_key` lets a scheduled job (reminders, mailings) enqueue a message "once" even when two
//   workers run it at the same time: the unique index makes the second insert a no-op.
// - `marketing_messages` holds the content of a mailing once; each outbox row only points at it.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('dedupe_key', 'text').execute();
  // NULLs never collide in a unique index (SQLite and PostgreSQL alike): ordinary messages stay free.
  await db.schema.createIndex('outbox_dedupe_key_idx').on('outbox').column('dedupe_key').unique().execute();

  await db.schema
    .createTable('marketing_messages')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sms_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('marketing_messages_restaurant_idx').on('marketing_messages').column('restaurant_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
