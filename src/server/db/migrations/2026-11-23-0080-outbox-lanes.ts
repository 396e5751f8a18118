import { sql, type Kysely } from 'kysely';

// Frozen once shipped. Delivery lanes of the outbox:
// - `lane`: which worker lane claims the row — its channel, and apart ('-bulk') for mailings and
//   reminders — so that a hung e-mail provider or a mailing backlog never holds back an SMS code or
//   a booking confirmation.
// - `priority`: order within a lane (0 codes and reset links, 1 booking messages, 2 reminders,
//   3 mailings).
// Rows already queued are placed by the same rule.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('lane', 'text', (c) => c.notNull().defaultTo('email'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .updateTable('outbox')
    .set({
      lane: sql`case when kind in ('marketing', 'booking_reminder') then channel || '-bulk' else channel end`,
      priority: sql`case kind when 'sms_code' then 0 when 'password_reset' then 0 when 'booking_reminder' then 2 when 'marketing' then 3 else 1 end`,
    })
    .execute();
  await db.schema.createIndex('outbox_lane_due_idx').on('outbox').columns(['status', 'lane', 'priority', 'next_attempt_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
