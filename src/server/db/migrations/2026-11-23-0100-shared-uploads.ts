import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Uploaded pictures live in the database, so that every instance behind a
// load balancer serves them without a shared disk:
// - `uploads`: one row per distinct picture, keyed by the sha256 of its bytes (the same picture
//   uploaded twice is stored once). The bytes come last: reading the other columns (a 304, an
//   ownership check) then never touches them.
// - `upload_owners`: which restaurants uploaded it; a restaurant may only reference its own.
// - `upload_legacy_paths`: the addresses pictures had when they were files under
//   DATA_DIR/uploads/<restaurant guid>/, imported once at start-up; old links (sent e-mails, pages
//   cached elsewhere, welcome texts) keep working.
export async function up(db: Kysely<any>, { kind }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('bytes', kind === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('upload_owners')
    .addColumn('hash', 'text', (c) => c.notNull().references('uploads.hash').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_owners_pk', ['hash', 'restaurant_id'])
    .execute();
  await db.schema.createIndex('upload_owners_restaurant_idx').on('upload_owners').column('restaurant_id').execute();

  await db.schema
    .createTable('upload_legacy_paths')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull().references('uploads.hash').onDelete('cascade'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
