import type { Executor } from '../../db/transactions';
import { writeFlag } from '../../db/flags';

// Code-login sessions. The token is a signed JWT, but its `jti` must also name a row here that is
// neither revoked nor expired: logging out on one instance ends the session on all of them.

export async function insertStaffSession(
  db: Executor,
  row: { jti: string; staff_member_id: number; device_id: number; created_at: string; expires_at: string },
): Promise<number> {
  const { id } = await db.insertInto('staff_sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Sessions still good at `at`: not revoked nor expired, member active, device neither revoked nor disabled. */
function liveSessions(db: Executor, at: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_member_id')
    .innerJoin('devices', 'devices.id', 'staff_sessions.device_id')
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', at)
    .where('staff_members.active', '=', writeFlag(true))
    .whereRef('devices.restaurant_id', '=', 'staff_members.restaurant_id')
    .where('devices.revoked_at', 'is', null)
    .where('devices.disabled_at', 'is', null);
}

/**
 * The session behind a token, with the member and device it opens, when all three are still good:
 * session not revoked nor expired, member active, device neither revoked nor disabled.
 */
export function findLiveSession(db: Executor, jti: string, at: string) {
  return liveSessions(db, at)
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.device_id',
      'staff_sessions.jti',
      'staff_sessions.expires_at',
      'staff_members.id',
      'staff_members.name',
      'staff_members.role',
      'staff_members.guid',
      'staff_members.restaurant_id',
      'staff_members.sees_health',
    ])
    .where('staff_sessions.jti', '=', jti)
    .executeTakeFirst();
}

/**
 * Which of these sessions are still live: what `findLiveSession` checks, for many at once.
 */
export async function liveSessionJtis(db: Executor, jtis: string[], at: string): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < jtis.length; i += 500) {
    const rows = await liveSessions(db, at)
      .select('staff_sessions.jti')
      .where('staff_sessions.jti', 'in', jtis.slice(i, i + 500))
      .execute();
    for (const row of rows) live.add(row.jti);
  }
  return live;
}

export async function revokeStaffSession(db: Executor, sessionId: number, at: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Every session opened on a device enrolled with this owner's password. */
export async function revokeSessionsOfOwnerDevices(db: Executor, ownerId: number, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .where('device_id', 'in', (eb) => eb.selectFrom('devices').select('devices.id').where('devices.enrolled_by', '=', ownerId))
    .execute();
}

/** Expired sessions are of no use (their tokens are refused anyway). */
export async function deleteExpiredSessions(db: Executor, at: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', at).execute();
}

export async function insertStreamTicket(
  db: Executor,
  row: { ticket_hash: string; session_id: number; restaurant_id: number; expires_at: string },
): Promise<void> {
  await db.insertInto('staff_stream_tickets').values(row).execute();
}

/**
 * Spends a live-feed ticket: marks it used if it is still usable and returns its session's jti.
 * Two requests with one ticket: the database lets only one of them update the row.
 */
export async function spendStreamTicket(db: Executor, ticketHash: string, restaurantId: number, at: string): Promise<string | null> {
  const result = await db
    .updateTable('staff_stream_tickets')
    .set({ used_at: at })
    .where('ticket_hash', '=', ticketHash)
    .where('restaurant_id', '=', restaurantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('staff_stream_tickets')
    .innerJoin('staff_sessions', 'staff_sessions.id', 'staff_stream_tickets.session_id')
    .select('staff_sessions.jti')
    .where('staff_stream_tickets.ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  await db.deleteFrom('staff_stream_tickets').where('expires_at', '<=', at).execute();
  return row?.jti ?? null;
}
