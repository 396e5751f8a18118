import type { AppContext } from '../../context';
import type { StaffRole } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { newGuid } from '../../lib/ids';
import { findDeviceByGuid, findDeviceById, listDevices, revokeDevice, staffCodeHmac } from '../auth';
import { findRestaurantById, restaurantNow, setPassTutorial } from '../restaurants';
import type { StaffPrincipal } from '../auth';
import { STAFF_MESSAGES as M } from './staff-messages';
import {
  countActiveOwners,
  findActiveStaffByCode,
  findStaffMemberByGuid,
  insertStaffMember,
  listActiveStaffMembers,
  loadStaffCodeKey,
  updateStaffMember,
  type StaffMemberRow,
} from '../staff-members';

const publicMember = (m: StaffMemberRow) => ({ guid: m.guid, name: m.name, role: m.role, createdAt: m.created_at, seesHealth: m.sees_health });

function cleanName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length < 1 || clean.length > 60) throw unprocessable(M.nameInvalid, 'name');
  return clean;
}

export function staffService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireMember(restaurantId: number, guid: string): Promise<StaffMemberRow> {
    const member = await findStaffMemberByGuid(db, restaurantId, guid);
    if (!member || !member.active) throw notFound(M.memberNotFound);
    return member;
  }

  return {
    /** The staff home: who is signed in, where, and what to share with diners. */
    async home(staff: StaffPrincipal) {
      const restaurant = await findRestaurantById(db, staff.restaurantId);
      if (!restaurant) throw notFound(M.memberNotFound);
      return {
        restaurantId: restaurant.id,
        restaurantGuid: restaurant.guid,
        name: restaurant.name,
        slug: restaurant.slug,
        logo: restaurant.logo_img,
        timeZone: restaurant.time_zone,
        today: restaurantNow(restaurant, ctx.now()).date,
        passTutorial: restaurant.pass_tutorial,
        onlineBookingActive: restaurant.external_form_active,
        me: { guid: staff.staffGuid, name: staff.name, role: staff.role },
      };
    },

    async passTutorial(restaurantId: number) {
      await setPassTutorial(db, restaurantId);
      return M.tutorialDone;
    },

    async listMembers(restaurantId: number) {
      return (await listActiveStaffMembers(db, restaurantId)).map(publicMember);
    },

    async addMember(restaurantId: number, input: { name: string; role: StaffRole; code: string }) {
      const name = cleanName(input.name);
      const key = await loadStaffCodeKey(db);
      const codeHmac = staffCodeHmac(key, restaurantId, input.code);
      const at = ctx.now().toISOString();
      const guid = newGuid();
      await inTransaction(ctx.db, async (trx) => {
        if (await findActiveStaffByCode(trx, restaurantId, codeHmac)) throw conflict(M.codeTaken, 'code_taken');
        await insertStaffMember(trx, { guid, restaurant_id: restaurantId, name, role: input.role, code_hmac: codeHmac, created_at: at, updated_at: at });
      });
      return { member: { guid, name, role: input.role, createdAt: at, seesHealth: false }, message: M.memberAdded(name) };
    },

    async updateMember(restaurantId: number, guid: string, input: { name?: string; role?: StaffRole; code?: string; seesHealth?: boolean }) {
      const key = await loadStaffCodeKey(db);
      const at = ctx.now().toISOString();
      return inTransaction(ctx.db, async (trx) => {
        const member = await findStaffMemberByGuid(trx, restaurantId, guid);
        if (!member || !member.active) throw notFound(M.memberNotFound);
        const changes: Parameters<typeof updateStaffMember>[2] = { updated_at: at };
        if (input.name !== undefined) changes.name = cleanName(input.name);
        if (input.role !== undefined && input.role !== member.role) {
          if (member.role === 'owner' && (await countActiveOwners(trx, restaurantId)) <= 1) throw unprocessable(M.lastOwner, 'last_owner');
          changes.role = input.role;
        }
        if (input.seesHealth !== undefined) changes.sees_health = input.seesHealth;
        if (input.code !== undefined) {
          const codeHmac = staffCodeHmac(key, restaurantId, input.code);
          const holder = await findActiveStaffByCode(trx, restaurantId, codeHmac);
          if (holder && holder.id !== member.id) throw conflict(M.codeTaken, 'code_taken');
          changes.code_hmac = codeHmac;
        }
        await updateStaffMember(trx, member.id, changes);
        return {
          ...publicMember(member),
          name: changes.name ?? member.name,
          role: changes.role ?? member.role,
          seesHealth: changes.sees_health ?? member.sees_health,
        };
      });
    },

    /** Removal keeps the row (history names it) but frees the code and ends the member's sessions. */
    async removeMember(restaurantId: number, guid: string) {
      const member = await requireMember(restaurantId, guid);
      await inTransaction(ctx.db, async (trx) => {
        if (member.role === 'owner' && (await countActiveOwners(trx, restaurantId)) <= 1) throw unprocessable(M.lastOwner, 'last_owner');
        await updateStaffMember(trx, member.id, { active: false, code_hmac: null, updated_at: ctx.now().toISOString() });
      });
      return M.memberRemoved(member.name);
    },

    async listDevices(restaurantId: number, currentDeviceId: number) {
      const rows = await listDevices(db, restaurantId);
      const current = await findDeviceById(db, currentDeviceId);
      return rows.map((d) => ({
        guid: d.guid,
        label: d.label,
        enrolledAt: d.created_at,
        enrolledBy: d.enrolled_by_email ?? '',
        lastLoginAt: d.last_login_at,
        status: d.revoked_at ? ('revoked' as const) : d.disabled_at ? ('disabled' as const) : ('active' as const),
        failedAttempts: d.failed_attempts,
        current: d.guid === current?.guid,
      }));
    },

    async revokeDevice(restaurantId: number, guid: string) {
      const device = await findDeviceByGuid(db, restaurantId, guid);
      if (!device) throw notFound(M.deviceNotFound);
      await revokeDevice(db, device.id, ctx.now().toISOString());
      return M.deviceRevoked;
    },
  };
}
