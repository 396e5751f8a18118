import { hashPassword, staffCodeHmac } from '../modules/auth';
import { loadStaffCodeKey } from '../modules/staff-members';
import { newGuid } from '../lib/ids';
import type { StaffRole } from '../db/schema';
import type { Executor } from '../db/transactions';

const DEMO_OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo', name: 'Camille' };

const DEMO_STAFF: ReadonlyArray<{ name: string; role: StaffRole; code: string }> = [
  { name: 'Camille', role: 'owner', code: '1234' },
  { name: 'Julien', role: 'manager', code: '5678' },
  { name: 'Léa', role: 'staff', code: '2468' },
];

/**
 * The demo owner account (owning both demo restaurants, so enrolment shows the choice) and the
 * staff of each. Runs inside the demo seed's transaction, after the restaurants were recreated.
 */
export async function seedDemoStaff(trx: Executor, { now, slugs }: { now: Date; slugs: { main: string; other: string } }): Promise<void> {
  const at = now.toISOString();
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  const existing = await trx.selectFrom('owners').select('id').where('email', '=', DEMO_OWNER.email).executeTakeFirst();
  let ownerId: number;
  if (existing) {
    ownerId = existing.id;
    await trx
      .updateTable('owners')
      .set({ password_hash: passwordHash, name: DEMO_OWNER.name, updated_at: at, email_confirmed_at: at })
      .where('id', '=', ownerId)
      .execute();
  } else {
    ownerId = (
      await trx
        .insertInto('owners')
        .values({
          guid: newGuid(),
          email: DEMO_OWNER.email,
          name: DEMO_OWNER.name,
          password_hash: passwordHash,
          created_at: at,
          updated_at: at,
          email_confirmed_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const key = await loadStaffCodeKey(trx);
  const restaurants = await trx.selectFrom('restaurants').select(['id', 'slug']).where('slug', 'in', [slugs.main, slugs.other]).execute();
  for (const restaurant of restaurants) {
    await trx.insertInto('restaurant_owners').values({ owner_id: ownerId, restaurant_id: restaurant.id, created_at: at }).execute();
    const staff = restaurant.slug === slugs.main ? DEMO_STAFF : DEMO_STAFF.slice(0, 1);
    await trx
      .insertInto('staff_members')
      .values(
        staff.map((member) => ({
          guid: newGuid(),
          restaurant_id: restaurant.id,
          name: member.name,
          role: member.role,
          code_hmac: staffCodeHmac(key, restaurant.id, member.code),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}
