import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Executor } from '../../db/transactions';
import { writeFlags } from '../../db/flags';
import { storeResponse } from '../idempotency';
import { newBookingMessagesInsert, type OutboxMessage } from '../outbox';
import { bookingHistoryRow, type BookingHistoryEntry, type NewBookingRow } from './bookings-repository';

/** Everything a new booking writes, in the transaction that holds its day's lock. */
export interface NewBookingWrite {
  row: NewBookingRow;
  tableIds: number[];
  iconIds: number[];
  answers: Array<{ questionId: number; questionText: string; answer: string }>;
  history: BookingHistoryEntry;
  /** Messages about the new booking: their booking id and payload (`{ bookingId }`) are the new row's. */
  messages: Array<Omit<OutboxMessage, 'bookingId' | 'payload'>>;
  /** The answer a retry with the same key gets; its primary key refuses a second booking with that key. */
  idempotency?: { scope: string; key: string; requestHash: string; statusCode: number; body: unknown };
  now: Date;
}

type BookingId = number | RawBuilder<number>;

/**
 * Writes a new booking with its tables, icons, answers, history, notifications and idempotency
 * record. On PostgreSQL it is one statement (data-modifying CTEs): the day's lock is held for one
 * round trip of writing, however slow the network. SQLite runs in-process, where a statement costs
 * microseconds and has no round trip: the same rows are written one statement after another.
 */
export async function insertNewBooking(db: Executor, kind: DatabaseKind, write: NewBookingWrite): Promise<{ bookingId: number; historyId: number }> {
  const insertBooking = db.insertInto('bookings').values(writeFlags('bookings', write.row)).returning('id');
  if (kind === 'sqlite') {
    const { id: bookingId } = await insertBooking.executeTakeFirstOrThrow();
    const { id: historyId } = await historyInsert(db, write, bookingId).executeTakeFirstOrThrow();
    for (const dependent of dependentInserts(db, write, bookingId)) await dependent.execute();
    return { bookingId, historyId };
  }
  const newId = sql<number>`(select id from new_booking)`;
  const parts = dependentInserts(db, write, newId).map((query, index) => sql`, ${sql.raw(`write_${index}`)} as (${query})`);
  const { rows } = await sql<{ booking_id: number; history_id: number }>`
    with new_booking as (${insertBooking}), new_history as (${historyInsert(db, write, newId)}) ${sql.join(parts, sql``)}
    select new_booking.id as booking_id, new_history.id as history_id from new_booking, new_history`.execute(db);
  const written = rows[0];
  if (!written) throw new Error('new booking not written');
  return { bookingId: written.booking_id, historyId: written.history_id };
}

function historyInsert(db: Executor, write: NewBookingWrite, bookingId: BookingId) {
  return db.insertInto('booking_history').values(bookingHistoryRow(bookingId, write.history)).returning('id');
}

/** The rows that hang off the booking, given its id (a number, or the CTE's on PostgreSQL). */
function dependentInserts(db: Executor, write: NewBookingWrite, bookingId: BookingId) {
  const at = write.now.toISOString();
  const queries = [];
  if (write.tableIds.length > 0) {
    queries.push(db.insertInto('booking_tables').values(write.tableIds.map((tableId) => ({ booking_id: bookingId, table_id: tableId }))));
  }
  if (write.iconIds.length > 0) {
    queries.push(db.insertInto('booking_icons').values(write.iconIds.map((iconId) => ({ booking_id: bookingId, icon_id: iconId }))));
  }
  if (write.answers.length > 0) {
    queries.push(
      db
        .insertInto('booking_answers')
        .values(write.answers.map((a) => ({ booking_id: bookingId, question_id: a.questionId, question_text: a.questionText, answer: a.answer }))),
    );
  }
  if (write.messages.length > 0) {
    queries.push(newBookingMessagesInsert(db, write.messages, at, bookingId));
  }
  if (write.idempotency) queries.push(storeResponse(db, { ...write.idempotency, at }));
  return queries;
}
