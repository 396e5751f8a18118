import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { DevicesTable } from '../../db/schema';

export type DeviceRow = Selectable<DevicesTable>;

/** `lock`: take the row lock (PostgreSQL); SQLite's BEGIN IMMEDIATE already serialises writers. */
export function findDeviceBySecretHash(db: Executor, secretHash: string, lock: boolean): Promise<DeviceRow | undefined> {
  const query = db.selectFrom('devices').selectAll().where('secret_hash', '=', secretHash);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertDevice(db: Executor, row: Insertable<DevicesTable>): Promise<number> {
  const { id } = await db.insertInto('devices').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function recordLoginFailure(
  db: Executor,
  id: number,
  changes: { failed_attempts: number; not_before: string | null; disabled_at: string | null },
): Promise<void> {
  await db.updateTable('devices').set(changes).where('id', '=', id).execute();
}

/** A success does not touch the failure count (see login-throttle): it only dates the login. */
export async function recordLoginSuccess(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('devices').set({ last_login_at: at }).where('id', '=', id).execute();
}

export function listDevices(db: Executor, restaurantId: number) {
  return db
    .selectFrom('devices')
    .leftJoin('owners', 'owners.id', 'devices.enrolled_by')
    .select([
      'devices.guid',
      'devices.label',
      'devices.created_at',
      'devices.last_login_at',
      'devices.failed_attempts',
      'devices.disabled_at',
      'devices.revoked_at',
      'owners.email as enrolled_by_email',
    ])
    .where('devices.restaurant_id', '=', restaurantId)
    .orderBy('devices.created_at', 'desc')
    .orderBy('devices.id', 'desc')
    .execute();
}

export function findDeviceByGuid(db: Executor, restaurantId: number, guid: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}

export async function revokeDevice(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('devices').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

export function findDeviceById(db: Executor, id: number, lock = false): Promise<DeviceRow | undefined> {
  const query = db.selectFrom('devices').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Every device enrolled with this owner's password, in any restaurant. */
export async function revokeDevicesEnrolledBy(db: Executor, ownerId: number, at: string): Promise<void> {
  await db.updateTable('devices').set({ revoked_at: at }).where('enrolled_by', '=', ownerId).where('revoked_at', 'is', null).execute();
}
