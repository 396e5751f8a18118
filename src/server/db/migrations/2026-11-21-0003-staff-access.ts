import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Staff access (DESIGN.md "Staff access"):
// - owner accounts (e-mail + scrypt password hash) own restaurants;
// - devices are enrolled by an owner and keep a random secret (only its SHA-256 is stored), with a
//   consecutive-failure counter and a "not before" instant for the code screen;
// - staff members log in on an enrolled device with a 4-digit code stored as an HMAC, so that the
//   database enforces uniqueness within a restaurant without holding the code in plain text;
// - `server_keys` holds the HMAC key, generated here once per installation. It is not derived from
//   JWT_SECRET on purpose: rotating the session secret must not invalidate every staff code.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('server_keys')
    .values({ name: 'staff_code_hmac', value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .execute();

  await db.schema
    .createTable('owners')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('restaurant_owners')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('restaurant_owners_pk', ['owner_id', 'restaurant_id'])
    .execute();
  await db.schema.createIndex('restaurant_owners_restaurant_idx').on('restaurant_owners').column('restaurant_id').execute();

  await db.schema
    .createTable('owner_password_resets')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('owner_password_resets_owner_idx').on('owner_password_resets').column('owner_id').execute();

  await db.schema
    .createTable('staff_members')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'staff')`))
    // NULL once the member is removed: the row stays for the history, the code becomes free again.
    .addColumn('code_hmac', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_members_code_idx').on('staff_members').columns(['restaurant_id', 'code_hmac']).unique().execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enrolled_by', 'integer', (c) => c.references('owners.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_before', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('devices_restaurant_idx').on('devices').column('restaurant_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
