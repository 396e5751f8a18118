import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { StaffMembersTable, StaffRole } from '../../db/schema';

export type StaffMemberRow = Selectable<StaffMembersTable>;

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

export function findActiveStaffByCode(db: Executor, restaurantId: number, codeHmac: string): Promise<StaffMemberRow | undefined> {
  return db
    .selectFrom('staff_members')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('code_hmac', '=', codeHmac)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findStaffMemberById(db: Executor, id: number): Promise<StaffMemberRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffMemberByGuid(db: Executor, restaurantId: number, guid: string): Promise<StaffMemberRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}

export function listActiveStaffMembers(db: Executor, restaurantId: number): Promise<StaffMemberRow[]> {
  return db.selectFrom('staff_members').selectAll().where('restaurant_id', '=', restaurantId).where('active', '=', 1).orderBy('name').orderBy('id').execute();
}

export async function countActiveOwners(db: Executor, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', 1)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertStaffMember(db: Executor, row: Insertable<StaffMembersTable>): Promise<number> {
  const { id } = await db.insertInto('staff_members').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStaffMember(
  db: Executor,
  id: number,
  changes: { name?: string; role?: StaffRole; code_hmac?: string | null; active?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('staff_members').set(changes).where('id', '=', id).execute();
}
