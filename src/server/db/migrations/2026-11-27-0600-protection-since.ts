import { sql, type Kysely } from 'kysely';

// Frozen once shipped. When each no-show rule began asking something of diners (a guarantee or a
// deposit), so the statistics can set the months before the protection against the months after.
// Null while the rule asks nothing. A rule already asking something takes its last save as its
// start: the table kept nothing older, and the protection was in force at least from then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('no_show_policies').addColumn('active_since', 'text').execute();
  await sql`UPDATE no_show_policies SET active_since = updated_at WHERE mode <> 'none'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
