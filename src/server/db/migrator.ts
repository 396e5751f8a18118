import { inspect } from 'node:util';
import { Migrator, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DatabaseKind } from './database';
// Listed explicitly (not read from disk) so the bundled server carries its migrations.
import { migrations as bundledMigrations } from './migrations/index';

/** What a migration needs to stay portable between SQLite and PostgreSQL. */
export interface MigrationContext {
  kind: DatabaseKind;
  /** An auto-generated integer primary key, spelled the way each database wants it. */
  id: { type: 'integer'; primaryKey: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
}

export interface MigrationModule {
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

export function migrationContext(kind: DatabaseKind): MigrationContext {
  return {
    kind,
    id: {
      type: 'integer',
      primaryKey: kind === 'sqlite' ? (c) => c.primaryKey().autoIncrement() : (c) => c.primaryKey().generatedByDefaultAsIdentity(),
    },
  };
}

class BundledMigrations implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const [name, mod] of bundledMigrations) {
      migrations[name] = { up: (db) => mod.up(db, this.context) };
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new BundledMigrations(migrationContext(db.kind)) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration impossible : ${inspect(error)}`, { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
