import type { Kysely } from 'kysely';

// Frozen once shipped. The readiness check writes its process's row: a database that answers
// reads but cannot take a write (read-only file or standby, full disk) must fail readiness.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probes')
    .addColumn('instance', 'text', (c) => c.primaryKey())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
