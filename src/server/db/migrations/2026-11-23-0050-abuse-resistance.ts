import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. What counts per attempt must survive a success and be shared by every
// instance, so it lives in the database:
// - `auth_failures`: one row per failed attempt (a device's wrong staff code, an owner's wrong
//   password). Delays and the device lock-out count the rows of a rolling window; a success deletes
//   nothing, so alternating one's own code with guesses no longer resets the count.
// - `staff_sessions`: one row per code login; the token carries its `jti`. Logging out (or any
//   revocation) sets `revoked_at` and every instance refuses the token at once.
// - `staff_stream_tickets`: short-lived single-use tickets for the live feed, so an EventSource
//   never puts a session token in a URL.
// - `owners.email_confirmed_at` and `owner_email_confirmations`: a restaurant takes online
//   bookings once one of its owners has confirmed their e-mail. Accounts existing before this
//   migration are taken as confirmed: their restaurants are live and must stay so.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('auth_failures')
    .addColumn('id', id.type, id.primaryKey)
    // 'device:<id>' or 'owner:<sha256 of the e-mail>': keyed by the e-mail typed, so an unknown
    // address is throttled exactly like a known one and the delays reveal no account.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_subject_idx').on('auth_failures').columns(['subject', 'failed_at']).execute();
  await db.schema.createIndex('auth_failures_age_idx').on('auth_failures').column('failed_at').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('jti', 'text', (c) => c.notNull().unique())
    .addColumn('staff_member_id', 'integer', (c) => c.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_expiry_idx').on('staff_sessions').column('expires_at').execute();

  await db.schema
    .createTable('staff_stream_tickets')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('staff_sessions.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema.alterTable('owners').addColumn('email_confirmed_at', 'text').execute();
  await db
    .updateTable('owners')
    .set((eb: any) => ({ email_confirmed_at: eb.ref('created_at') }))
    .execute();

  await db.schema
    .createTable('owner_email_confirmations')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('owner_email_confirmations_owner_idx').on('owner_email_confirmations').column('owner_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
