import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/transactions';
import { writeFlags, type WithBooleans } from '../../db/flags';
import type { DiningTablesTable } from '../../db/schema';

type NewTable = WithBooleans<Insertable<DiningTablesTable>>;

export async function insertTable(db: Executor, row: NewTable): Promise<number> {
  const { id } = await db.insertInto('dining_tables').values(writeFlags('dining_tables', row)).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Several tables in one statement (a new restaurant's starter set). */
export async function insertTables(db: Executor, rows: readonly NewTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('dining_tables')
    .values(rows.map((row) => writeFlags('dining_tables', row)))
    .execute();
}

export async function updateTable(db: Executor, id: number, changes: WithBooleans<Updateable<DiningTablesTable>>): Promise<void> {
  await db.updateTable('dining_tables').set(writeFlags('dining_tables', changes)).where('id', '=', id).execute();
}

export async function deleteTable(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('dining_tables').where('id', '=', id).execute();
}
