// The row types of src/server/db/schema.ts are written by hand, next to the migrations that really
// shape the tables. This test reads both — the interfaces through the TypeScript compiler, the
// migrated database through Kysely's introspection — and fails on any drift: a table or column in
// one and not the other, a column whose nullability differs, a `Generated<>` column the database
// would not fill, a TypeScript type that cannot hold what the column stores.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { createPreparedDatabase, dialectsUnderTest, type ThrowAwayDatabase } from '../support/databases';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../src/server/db/schema.ts');

interface DeclaredColumn {
  nullable: boolean;
  generated: boolean;
  /** What the value is in TypeScript, reduced to the families a column can store. */
  family: Family;
}

type Family = 'text' | 'number' | 'bytes' | 'unknown';

/** The declared tables: `Database`'s properties, each an interface of columns. */
function declaredTables(source: string): Map<string, Map<string, DeclaredColumn>> {
  const file = ts.createSourceFile('schema.ts', source, ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
  });

  const familyOf = (type: ts.TypeNode): Family => {
    if (type.kind === ts.SyntaxKind.StringKeyword) return 'text';
    if (type.kind === ts.SyntaxKind.NumberKeyword) return 'number';
    if (ts.isLiteralTypeNode(type)) {
      if (ts.isStringLiteral(type.literal)) return 'text';
      if (ts.isNumericLiteral(type.literal)) return 'number';
    }
    if (ts.isUnionTypeNode(type)) {
      const families = new Set(type.types.filter((member) => !isNull(member)).map(familyOf));
      return families.size === 1 ? [...families][0]! : 'unknown';
    }
    if (ts.isTypeReferenceNode(type)) {
      const name = type.typeName.getText(file);
      if (name === 'Generated' && type.typeArguments?.[0]) return familyOf(type.typeArguments[0]);
      if (name === 'Buffer') return 'bytes';
      const alias = aliases.get(name);
      if (alias) return familyOf(alias);
      // Domain unions imported from elsewhere (statuses, sources) are string literal unions.
      return 'text';
    }
    return 'unknown';
  };

  /** An interface by its name, through aliases (`type PlacementLegendsTable = LabelledPictureColumns`). */
  const interfaceNamed = (name: string): ts.InterfaceDeclaration | undefined => {
    const alias = aliases.get(name);
    return alias && ts.isTypeReferenceNode(alias) ? interfaceNamed(alias.typeName.getText(file)) : interfaces.get(name);
  };

  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no `Database` interface');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const table = interfaceNamed(member.type.typeName.getText(file));
    if (!table) throw new Error(`schema.ts: ${member.name.getText(file)} names no interface`);
    tables.set(member.name.getText(file), columnsOf(table));
  }
  return tables;

  function columnsOf(table: ts.InterfaceDeclaration): Map<string, DeclaredColumn> {
    const inherited = (table.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((parent) => {
        const named = interfaceNamed(parent.expression.getText(file));
        if (!named) throw new Error(`schema.ts: ${table.name.text} extends an unknown interface`);
        return [...columnsOf(named)];
      }),
    );
    const columns = new Map<string, DeclaredColumn>(inherited.flat());
    for (const column of table.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      const generated = ts.isTypeReferenceNode(column.type) && column.type.typeName.getText(file) === 'Generated';
      const value = generated ? column.type.typeArguments![0]! : column.type;
      columns.set(column.name.getText(file), { nullable: ts.isUnionTypeNode(value) && value.types.some(isNull), generated, family: familyOf(value) });
    }
    return columns;
  }
}

function isNull(type: ts.TypeNode): boolean {
  return ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword;
}

/** The family of what a column stores, from its SQL type on either database. */
function storedFamily(dataType: string): Family {
  const type = dataType.toLowerCase();
  if (/^(text|varchar|character varying|char|character|bpchar|uuid)/.test(type)) return 'text';
  if (/^(int|integer|int2|int4|int8|smallint|bigint|real|double|float|float4|float8|numeric|decimal)/.test(type)) return 'number';
  if (/^(blob|bytea)/.test(type)) return 'bytes';
  return 'unknown';
}

async function primaryKeyColumns(db: Db, table: string): Promise<Set<string>> {
  if (db.kind !== 'sqlite') return new Set();
  const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db.kysely);
  return new Set(rows.filter((row) => row.pk > 0).map((row) => row.name));
}

/** Every difference between the declared tables and the migrated database, one line each. */
async function drift(db: Db, declared: Map<string, Map<string, DeclaredColumn>>): Promise<string[]> {
  const problems: string[] = [];
  const actual = new Map((await db.kysely.introspection.getTables()).map((table) => [table.name, table]));
  for (const name of declared.keys()) if (!actual.has(name)) problems.push(`${name}: declared, but no such table`);
  for (const [name, table] of actual) {
    const columns = declared.get(name);
    if (!columns) {
      problems.push(`${name}: in the database, not declared in schema.ts`);
      continue;
    }
    const keys = await primaryKeyColumns(db, name);
    // SQLite lets a primary key other than INTEGER hold NULL unless it says NOT NULL (a quirk kept
    // for compatibility); PostgreSQL never does. The rows are written as PostgreSQL requires.
    const stored = new Map(table.columns.map((column) => [column.name, { ...column, isNullable: column.isNullable && !keys.has(column.name) }]));
    for (const column of columns.keys()) if (!stored.has(column)) problems.push(`${name}.${column}: declared, but no such column`);
    for (const [column, real] of stored) {
      const said = columns.get(column);
      if (!said) {
        problems.push(`${name}.${column}: in the database, not declared`);
        continue;
      }
      if (said.nullable !== real.isNullable)
        problems.push(`${name}.${column}: declared ${said.nullable ? 'nullable' : 'not null'}, stored ${real.isNullable ? 'nullable' : 'not null'}`);
      if (said.generated && !real.hasDefaultValue && !real.isAutoIncrementing && !real.isNullable)
        problems.push(`${name}.${column}: declared Generated<>, but the database has no default for it`);
      const family = storedFamily(real.dataType);
      if (said.family !== family) problems.push(`${name}.${column}: declared ${said.family}, stored ${real.dataType} (${family})`);
    }
  }
  return problems;
}

describe('declaredTables (the reading of schema.ts itself)', () => {
  it('reads nullability, Generated<> and the value family of each column', () => {
    const tables = declaredTables(`
      import type { Generated } from 'kysely';
      export type Flag = 0 | 1;
      type Status = 'a' | 'b';
      export interface ThingsTable { id: Generated<number>; name: string; note: string | null; done: Flag; status: Status; picture: Buffer }
      export interface Database { things: ThingsTable }
    `);
    expect(Object.fromEntries(tables.get('things')!)).toEqual({
      id: { nullable: false, generated: true, family: 'number' },
      name: { nullable: false, generated: false, family: 'text' },
      note: { nullable: true, generated: false, family: 'text' },
      done: { nullable: false, generated: false, family: 'number' },
      status: { nullable: false, generated: false, family: 'text' },
      picture: { nullable: false, generated: false, family: 'bytes' },
    });
  });
});

describe.each(await dialectsUnderTest())('schema.ts against the migrated %s database', (dialect) => {
  let dir: string;
  let database: ThrowAwayDatabase;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-schema-'));
    database = await createPreparedDatabase(dialect, dir, { seed: false, history: false, now: new Date('2026-11-27T08:00:00Z') });
    db = openDatabase(database.config);
  });

  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('declares every table and column as the migrations made it', async () => {
    const declared = declaredTables(readFileSync(SCHEMA_FILE, 'utf8'));
    expect(declared.size).toBeGreaterThan(30);
    expect(await drift(db, declared)).toEqual([]);
  });

  it('reports a planted drift: a missing column, a wrong nullability, a Generated<> without default, a wrong type', async () => {
    const planted = readFileSync(SCHEMA_FILE, 'utf8')
      .replace(/(export interface WaitingOffersTable \{)/, '$1\n  planted_column: string;')
      .replace(/(export interface WaitingOffersTable \{[^}]*?answered_at: string) \| null;/, '$1;')
      .replace(/(export interface MaintenanceRunsTable \{\s*job: )string;/, '$1Generated<string>;')
      .replace(/(export interface UploadsTable \{[^}]*?size: )number;/, '$1string;');
    const problems = (await drift(db, declaredTables(planted))).sort();
    expect(problems).toEqual([
      'maintenance_runs.job: declared Generated<>, but the database has no default for it',
      expect.stringMatching(/^uploads\.size: declared text, stored \w+ \(number\)$/),
      'waiting_offers.answered_at: declared not null, stored nullable',
      'waiting_offers.planted_column: declared, but no such column',
    ]);
  });
});
