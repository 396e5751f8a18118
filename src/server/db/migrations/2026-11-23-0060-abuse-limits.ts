import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Limits that hold against a client who repeats itself:
// - `bot_check_proofs`: every solved bot-check proof already used, keyed by a hash of its challenge,
//   kept until the challenge expires (then purged), so a proof books once on any instance.
// - `restaurants.sms_daily_budget`: confirmation-code SMS a restaurant pays for in one day;
//   `sms_budget_alerted_on`: the day its owner was told the budget was reached (told once a day).
// - `subscriptions.phone_*`: an SMS subscriber confirms by a link sent to that phone before any
//   marketing text; when and how are kept as the proof, as `confirmed_at` is for the e-mail.
//   Phone-only sign-ups made active without that confirmation go back to 'pending'.
// - one subscription per contact and restaurant: duplicates are merged first (the latest decision of
//   the person wins: a later unsubscription over an older confirmation and the reverse), then unique
//   indexes keep it so.
export async function up(db: Kysely<any>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('bot_check_proofs')
    .addColumn('proof_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_proofs_expiry_idx').on('bot_check_proofs').column('expires_at').execute();

  await db.schema
    .alterTable('restaurants')
    .addColumn('sms_daily_budget', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema.alterTable('restaurants').addColumn('sms_budget_alerted_on', 'text').execute();

  await db.schema.alterTable('subscriptions').addColumn('phone_confirm_token', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('phone_confirmed_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('phone_confirmed_via', 'text').execute();
  await db.updateTable('subscriptions').set({ status: 'pending', confirmed_at: null }).where('status', '=', 'active').where('email', '=', '').execute();

  await mergeDuplicates(db, 'email');
  await mergeDuplicates(db, 'phone_number');
  await db.schema
    .createIndex('subscriptions_restaurant_email_uq')
    .unique()
    .on('subscriptions')
    .columns(['restaurant_id', 'email'])
    .where('email', '<>', '')
    .execute();
  await db.schema
    .createIndex('subscriptions_restaurant_phone_uq')
    .unique()
    .on('subscriptions')
    .columns(['restaurant_id', 'phone_number'])
    .where('phone_number', '<>', '')
    .execute();
  await db.schema.createIndex('subscriptions_phone_confirm_token_idx').on('subscriptions').column('phone_confirm_token').execute();
}

interface SubscriptionRow {
  id: number;
  restaurant_id: number;
  email: string;
  phone_number: string;
  status: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

/** The row whose status is the person's latest decision: confirmed or unsubscribed, else the newest. */
function keeper(rows: SubscriptionRow[]): SubscriptionRow {
  const decided = rows
    .map((r) => ({ r, at: r.status === 'unsubscribed' ? r.unsubscribed_at : r.status === 'active' ? (r.confirmed_at ?? r.created_at) : null }))
    .filter((d): d is { r: SubscriptionRow; at: string } => d.at !== null)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.r.id - a.r.id));
  if (decided.length > 0) return decided[0]!.r;
  return [...rows].sort((a, b) => b.id - a.id)[0]!;
}

async function mergeDuplicates(db: Kysely<any>, column: 'email' | 'phone_number'): Promise<void> {
  const rows = (await db
    .selectFrom('subscriptions')
    .select(['id', 'restaurant_id', 'email', 'phone_number', 'status', 'confirmed_at', 'unsubscribed_at', 'created_at'])
    .where(column, '<>', '')
    .execute()) as SubscriptionRow[];
  const groups = new Map<string, SubscriptionRow[]>();
  for (const row of rows) {
    const key = `${row.restaurant_id}\u0000${column === 'email' ? row.email.trim().toLowerCase() : row.phone_number}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const doomed: number[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const kept = keeper(group);
    doomed.push(...group.filter((r) => r.id !== kept.id).map((r) => r.id));
  }
  for (let i = 0; i < doomed.length; i += 500) {
    await db
      .deleteFrom('subscriptions')
      .where('id', 'in', doomed.slice(i, i + 500))
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
