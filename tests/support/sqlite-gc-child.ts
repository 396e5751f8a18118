// Run by sqlite-native-lifetime.test.ts in its own process, with --expose-gc: opens and closes
// databases through the product's own code, then lets V8 collect from one of its own tasks
// (outside any JavaScript context), where a collected better-sqlite3 object aborts Node ≥ 24.19.
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';

const collect = (globalThis as { gc?: (options: object) => Promise<void> }).gc;
if (!collect) throw new Error('run with --expose-gc');

for (let round = 0; round < 3; round++) {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' }, () => undefined);
  for (let i = 0; i < 700; i++) {
    await sql.raw(`select ${i} as n`).execute(db.kysely);
    await sql`select ${i} as n`.execute(db.kysely);
    db.setBusyTimeout?.(i);
  }
  await db.close();
  await collect({ type: 'major', execution: 'async' });
  await collect({ type: 'minor', execution: 'async' });
}
console.log('collected without aborting');
