import type { Kysely } from 'kysely';

// Frozen once shipped. The general terms of the booking service the diner accepts in the wizard,
// written by the owner. Null (every existing restaurant) means the product's default text, so a
// restaurant that never wrote its own follows improvements of that text.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('restaurants').addColumn('terms_text', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
