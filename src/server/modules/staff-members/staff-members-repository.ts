import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { StaffMembersTable, StaffRole } from '../../db/schema';
import { readFlags, writeFlag, writeFlags, type WithBooleans } from '../../db/flags';

export type StaffMemberRow = WithBooleans<Selectable<StaffMembersTable>>;

const member = (row: Selectable<StaffMembersTable> | undefined): StaffMemberRow | undefined => row && readFlags('staff_members', row);

const keyCache = new WeakMap<object, Promise<string>>();

/** The installation's HMAC key for staff codes (created by the staff-access migration). */
export function loadStaffCodeKey(db: Executor): Promise<string> {
  let key = keyCache.get(db);
  if (!key) {
    key = db
      .selectFrom('server_keys')
      .select('value')
      .where('name', '=', 'staff_code_hmac')
      .executeTakeFirstOrThrow()
      .then((r) => r.value);
    // A failed read must not be cached for ever.
    key.catch(() => keyCache.delete(db));
    keyCache.set(db, key);
  }
  return key;
}

export async function findActiveStaffByCode(db: Executor, restaurantId: number, codeHmac: string): Promise<StaffMemberRow | undefined> {
  return member(
    await db
      .selectFrom('staff_members')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('code_hmac', '=', codeHmac)
      .where('active', '=', writeFlag(true))
      .executeTakeFirst(),
  );
}

export async function findStaffMemberById(db: Executor, id: number): Promise<StaffMemberRow | undefined> {
  return member(await db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function findStaffMemberByGuid(db: Executor, restaurantId: number, guid: string): Promise<StaffMemberRow | undefined> {
  return member(await db.selectFrom('staff_members').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst());
}

export async function listActiveStaffMembers(db: Executor, restaurantId: number): Promise<StaffMemberRow[]> {
  const rows = await db
    .selectFrom('staff_members')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', writeFlag(true))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('staff_members', row));
}

export async function countActiveOwners(db: Executor, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', writeFlag(true))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertStaffMember(db: Executor, row: WithBooleans<Insertable<StaffMembersTable>>): Promise<number> {
  const { id } = await db.insertInto('staff_members').values(writeFlags('staff_members', row)).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStaffMember(
  db: Executor,
  id: number,
  changes: { name?: string; role?: StaffRole; code_hmac?: string | null; active?: boolean; sees_health?: boolean; updated_at: string },
): Promise<void> {
  await db.updateTable('staff_members').set(writeFlags('staff_members', changes)).where('id', '=', id).execute();
}
