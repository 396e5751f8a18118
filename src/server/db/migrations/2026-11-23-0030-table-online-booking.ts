import type { Kysely } from 'kysely';

// Frozen once shipped. A table takes online bookings only once the owner says so: a table drawn in
// a new room used to be offered to diners the moment the plan was saved. New tables start off
// (0); every table that existed before this change was already bookable online and stays so (1).
// Staff bookings may still use any active table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dining_tables')
    .addColumn('online_bookable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('dining_tables').set({ online_bookable: 1 }).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
