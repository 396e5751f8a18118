import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. What a restaurant asks of its diners against no-shows: a policy per service
// (on some weekdays), and overrides for one date or one event. One row per rule; `scope_key` names
// the rule within its restaurant (the service rule's place, the date and service, the event), so a
// second save of the same override replaces the first instead of adding a rival.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('no_show_policies')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    // service, date or event
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('scope_key', 'text', (c) => c.notNull())
    // noon or evening (service rules), all, noon or evening (date overrides)
    .addColumn('service', 'text')
    // Comma-separated ISO weekdays, 1 = Monday; empty: every day the service opens.
    .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'text')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    // none, guarantee or deposit
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('min_covers', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // cover or booking
    .addColumn('per', 'text', (c) => c.notNull())
    .addColumn('deadline_hours', 'integer', (c) => c.notNull())
    .addColumn('hold_minutes', 'integer', (c) => c.notNull())
    .addColumn('diner_text', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('no_show_policies_scope').on('no_show_policies').columns(['restaurant_id', 'scope_key']).unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
