import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';

/** Every text column of every table, read from the database's own catalogue (new tables included). */
export async function allTextColumns(db: Db): Promise<Array<{ table: string; column: string }>> {
  if (db.kind === 'postgres') {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')
      order by table_name, column_name`.execute(db.kysely);
    return rows.filter((r) => !r.table_name.startsWith('kysely_')).map((r) => ({ table: r.table_name, column: r.column_name }));
  }
  const { rows: tables } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db.kysely);
  const out: Array<{ table: string; column: string }> = [];
  for (const { name } of tables) {
    const { rows: columns } = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db.kysely);
    for (const c of columns) if (/text|char|clob/i.test(c.type)) out.push({ table: name, column: c.name });
  }
  return out;
}
