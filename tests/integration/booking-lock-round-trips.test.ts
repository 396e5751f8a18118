import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, phoneOf, questionIds, verifyPhone } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// A booking holds its day's lock while it talks to the database; on a slow network every round
// trip inside the lock delays every other diner booking that day. On PostgreSQL the lock is held
// for four: BEGIN with the lock (and the day's version bump), one read of the day, one statement
// writing everything, COMMIT.
// The rows that one statement writes are checked on both databases.

/**
 * Remembers each statement the app sends, by kind (and the first words of raw SQL). A statement is
 * counted when its result comes back: queries nested in another one are transformed but never sent.
 */
class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];
  private readonly pending = new WeakMap<object, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.pending.set(args.queryId, statementOf(args.node));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements.push(this.pending.get(args.queryId) ?? 'unknown');
    return args.result;
  }

  /** The statements of the day-lock transaction that ran since `from`. */
  lockedSince(from: number): string[] {
    const since = this.statements.slice(from);
    const start = since.findIndex((s) => s.includes('pg_advisory_xact_lock'));
    if (start < 0) return [];
    // An announced transaction's COMMIT carries its change notification in the same trip.
    const end = since.findIndex((s, i) => i > start && (s === 'raw: commit' || s.startsWith('raw: notify couvert_changes, ')));
    return since.slice(start, end + 1);
  }
}

function statementOf(node: OperationNode): string {
  if (node.kind === 'RawNode') return `raw: ${(node as unknown as { sqlFragments: string[] }).sqlFragments.join('?').trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  const table = (node as unknown as { into?: { table?: { identifier?: { name?: string } } } }).into?.table?.identifier?.name;
  return table ? `${node.kind}: ${table}` : node.kind;
}

const dialects = await dialectsUnderTest();

describe.each(dialects)('a booking inside its day lock (%s)', (dialect) => {
  let server: TestServer;
  let log: StatementLog;
  let q: { required: number; optional: number };

  beforeAll(async () => {
    log = new StatementLog();
    server = await startTestServer(dialect, { wrapDb: (db) => ({ ...db, kysely: db.kysely.withPlugin(log) }) });
    q = await questionIds(server);
  });
  afterAll(async () => server?.close());

  async function post(body: unknown, key?: string) {
    return server.call('POST', '/api/bookings', body, key ? { 'idempotency-key': key } : {});
  }

  it('writes the booking, its tables, answer, history, e-mail and idempotency record together', async () => {
    const from = log.statements.length;
    const created = await post(bookingBody(q.required, { ...dinerOf(7100), date: DAY.thursday, hour: '20:00' }), 'aller-retour-0001');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const db = server.db.kysely;
    const booking = await db.selectFrom('bookings').selectAll().where('short_id', '=', created.body.object.shortId).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'confirmed', covers: 2, date: DAY.thursday, hour: '20:00', email: 'convive.7100@exemple.fr' });
    const tables = await db.selectFrom('booking_tables').select('table_id').where('booking_id', '=', booking.id).execute();
    expect(tables.length).toBeGreaterThan(0);
    const answers = await db.selectFrom('booking_answers').selectAll().where('booking_id', '=', booking.id).execute();
    expect(answers).toMatchObject([{ question_id: q.required, answer: 'Aucune' }]);
    const history = await db.selectFrom('booking_history').selectAll().where('booking_id', '=', booking.id).execute();
    expect(history).toMatchObject([{ actor: 'diner', action: 'created', to_status: 'confirmed', from_status: null }]);
    expect(JSON.parse(history[0]!.details)).toEqual({ tableIds: tables.map((t) => t.table_id) });
    const outbox = await db.selectFrom('outbox').selectAll().where('booking_id', '=', booking.id).execute();
    expect(outbox).toMatchObject([{ kind: 'booking_received', channel: 'email', recipient: 'convive.7100@exemple.fr' }]);
    expect(JSON.parse(outbox[0]!.payload)).toEqual({ bookingId: booking.id });
    const stored = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'aller-retour-0001').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.response_body)).toEqual(created.body);

    if (dialect === 'postgres') {
      expect(log.lockedSince(from)).toEqual([
        // The day's availability version is bumped in that same first trip (the log keeps 60 characters).
        `raw: ${`begin; select pg_advisory_xact_lock(${booking.restaurant_id}, 20261119); insert into availability_day_versions`.slice(0, 60)}`,
        'SelectQueryNode',
        'raw: with new_booking as (?), new_history as (?) ? select new_boo',
        // The commit, with the day's change announced to every instance (db/change-feed.ts).
        expect.stringMatching(/^raw: notify couvert_changes, 'ch:/),
      ]);
    }
  });

  it('spends a verified SMS code with one more statement, and a retry with the same key replays the answer', async () => {
    const phone = phoneOf(7200);
    await verifyPhone(server, phone, { date: DAY.friday, hour: '20:00' });
    const body = bookingBody(q.required, { ...dinerOf(7200), phoneNumber: phone, date: DAY.friday, hour: '20:00', tablewarecount: 6 });
    const from = log.statements.length;
    const created = await post(body, 'aller-retour-0002');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (dialect === 'postgres') {
      const locked = log.lockedSince(from);
      expect(locked).toHaveLength(5);
      expect(locked[2]).toBe('UpdateQueryNode');
    }
    const code = await server.db.kysely.selectFrom('confirmation_codes').select('consumed_at').where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(code.consumed_at).not.toBeNull();
    // The key's record is written with the booking: a retry answers the same, and books nothing more.
    const before = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await post(body, 'aller-retour-0002')).toEqual(created);
    const after = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
