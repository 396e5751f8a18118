import type { AppContext } from '../../context';
import { inTransaction, type Executor } from '../../db/transactions';
import { AppError, conflict, unprocessable } from '../../http/envelope';
import { isPlausibleEmail } from '../../lib/email';
import { newGuid } from '../../lib/ids';
import { enqueueMessages } from '../notifications/outbox-repository';
import { findRestaurantById } from '../restaurants/restaurants-repository';
import { insertStaffMember, loadStaffCodeKey } from '../staff/staff-members-repository';
import { AUTH_MESSAGES as M } from './auth-messages';
import { insertDevice } from './devices-repository';
import {
  closePasswordResets,
  consumePasswordReset,
  countRecentResets,
  findOwnerByEmail,
  findOwnerById,
  findPasswordReset,
  insertOwner,
  insertPasswordReset,
  linkOwnerToRestaurant,
  restaurantsOfOwner,
  updateOwnerPassword,
  type OwnerRow,
} from './owners-repository';
import { decoyHash, hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from './password-hash';
import { insertRestaurantWithDefaults, slugsStartingWith } from './restaurant-setup-repository';
import { newDeviceSecret, newResetToken, sha256, STAFF_CODE, staffCodeHmac } from './secrets';
import { firstFreeSlug, slugify } from './slug';

const RESET_LIFETIME_MINUTES = 60;
const RESETS_PER_HOUR = 3;

export interface Enrolment {
  deviceSecret: string;
  restaurantId: number;
  restaurantGuid: string;
  restaurantName: string;
  restaurantSlug: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  ownerName: string;
  restaurantName: string;
  code: string;
  deviceLabel: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function ownerService(ctx: AppContext) {
  const db = ctx.db.kysely;

  /** The owner behind an e-mail and password, with the same cost whether the e-mail exists or not. */
  async function checkCredentials(email: string, password: string): Promise<OwnerRow> {
    const owner = await findOwnerByEmail(db, normalizeEmail(email));
    const valid = await verifyPassword(password, owner?.password_hash ?? (await decoyHash()));
    if (!owner || !valid) throw new AppError(401, M.ownerCredentials, 'owner_credentials');
    return owner;
  }

  async function enrolDevice(trx: Executor, ownerId: number | null, restaurantId: number, label: string): Promise<Enrolment> {
    const restaurant = await findRestaurantById(trx, restaurantId);
    if (!restaurant) throw new AppError(404, M.ownerNotOwner, 'not_found');
    const deviceSecret = newDeviceSecret();
    await insertDevice(trx, {
      guid: newGuid(),
      restaurant_id: restaurant.id,
      secret_hash: sha256(deviceSecret),
      label: label.slice(0, 80),
      enrolled_by: ownerId,
      created_at: ctx.now().toISOString(),
    });
    return {
      deviceSecret,
      restaurantId: restaurant.id,
      restaurantGuid: restaurant.guid,
      restaurantName: restaurant.name,
      restaurantSlug: restaurant.slug,
    };
  }

  /**
   * Owner account (or an existing one, given its password), the restaurant with its defaults, the
   * owner as a staff member with their code, and optionally this device enrolled: one transaction.
   */
  async function createRestaurant(input: SignUpInput, enrol: boolean) {
    const email = normalizeEmail(input.email);
    if (!isPlausibleEmail(email)) throw unprocessable(M.emailInvalid, 'email');
    if (input.password.length < PASSWORD_MIN_LENGTH) throw unprocessable(M.passwordTooShort(PASSWORD_MIN_LENGTH), 'password');
    const restaurantName = input.restaurantName.trim().replace(/\s+/g, ' ');
    if (restaurantName.length < 2 || restaurantName.length > 80) throw unprocessable(M.restaurantNameInvalid, 'restaurant_name');
    const ownerName = input.ownerName.trim().replace(/\s+/g, ' ');
    if (ownerName.length < 1 || ownerName.length > 60) throw unprocessable(M.ownerNameInvalid, 'owner_name');
    if (!STAFF_CODE.test(input.code)) throw unprocessable(M.codeInvalid, 'code');

    const existing = await findOwnerByEmail(db, email);
    if (existing && !(await verifyPassword(input.password, existing.password_hash))) throw conflict(M.accountExists, 'account_exists');
    const passwordHash = existing ? null : await hashPassword(input.password);
    const key = await loadStaffCodeKey(db);
    const base = slugify(restaurantName);

    return inTransaction(ctx.db, async (trx) => {
      const at = ctx.now().toISOString();
      let ownerId = existing?.id;
      if (ownerId === undefined) {
        // Re-read inside the transaction: two sign-ups with one e-mail must not make two accounts.
        if (await findOwnerByEmail(trx, email)) throw conflict(M.accountExists, 'account_exists');
        ownerId = await insertOwner(trx, { guid: newGuid(), email, name: ownerName, password_hash: passwordHash!, created_at: at, updated_at: at });
      }
      const slug = firstFreeSlug(base, new Set(await slugsStartingWith(trx, base || 'restaurant')));
      const restaurantId = await insertRestaurantWithDefaults(trx, { guid: newGuid(), slug, name: restaurantName, email, createdAt: at, newGuid });
      await linkOwnerToRestaurant(trx, ownerId, restaurantId, at);
      await insertStaffMember(trx, {
        guid: newGuid(),
        restaurant_id: restaurantId,
        name: ownerName,
        role: 'owner',
        code_hmac: staffCodeHmac(key, restaurantId, input.code),
        created_at: at,
        updated_at: at,
      });
      const enrolment = enrol ? await enrolDevice(trx, ownerId, restaurantId, input.deviceLabel) : null;
      return { restaurantId, slug, enrolment, newAccount: !existing };
    });
  }

  return {
    checkCredentials,

    /**
     * "Connecter cet appareil": the owner's e-mail and password enrol this device in one of their
     * restaurants. With several restaurants and none chosen, the list comes back and nothing is
     * enrolled yet.
     */
    async enrol(input: { email: string; password: string; restaurantId?: number; deviceLabel: string }) {
      const owner = await checkCredentials(input.email, input.password);
      const restaurants = await restaurantsOfOwner(db, owner.id);
      if (restaurants.length === 0) throw unprocessable(M.ownerNoRestaurant, 'no_restaurant');
      let restaurantId = input.restaurantId;
      if (restaurantId === undefined) {
        if (restaurants.length > 1) {
          return { enrolled: false as const, restaurants: restaurants.map((r) => ({ id: r.id, name: r.name, slug: r.slug })) };
        }
        restaurantId = restaurants[0]!.id;
      }
      if (!restaurants.some((r) => r.id === restaurantId)) throw new AppError(403, M.ownerNotOwner, 'not_owner');
      const enrolment = await inTransaction(ctx.db, (trx) => enrolDevice(trx, owner.id, restaurantId, input.deviceLabel));
      return { enrolled: true as const, ...enrolment };
    },

    /** "Créer mon restaurant", and this device enrolled in it. */
    async signUp(input: SignUpInput): Promise<Enrolment> {
      const created = await createRestaurant(input, true);
      return created.enrolment!;
    },

    /** The terminal's `npm run owner:create`: the same as the sign-up page, without a device. */
    async createFromTerminal(input: Omit<SignUpInput, 'deviceLabel'>) {
      const created = await createRestaurant({ ...input, deviceLabel: '' }, false);
      return { restaurantId: created.restaurantId, slug: created.slug, newAccount: created.newAccount };
    },

    /** Always the same answer: whether an e-mail has an account is nobody's business. */
    async requestPasswordReset(emailInput: string): Promise<string> {
      const email = normalizeEmail(emailInput);
      const owner = isPlausibleEmail(email) ? await findOwnerByEmail(db, email) : undefined;
      if (!owner) return M.resetRequested;
      const now = ctx.now();
      const since = new Date(now.getTime() - 3600_000).toISOString();
      await inTransaction(ctx.db, async (trx) => {
        if ((await countRecentResets(trx, owner.id, since)) >= RESETS_PER_HOUR) return;
        const token = newResetToken();
        const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MINUTES * 60_000).toISOString();
        await insertPasswordReset(trx, { owner_id: owner.id, token_hash: sha256(token), created_at: now.toISOString(), expires_at: expiresAt });
        // The token travels in the fragment: never sent to a server, never in a Referer header.
        const resetUrl = `${ctx.config.publicUrl}/mot-de-passe/nouveau#jeton=${token}`;
        await enqueueMessages(
          trx,
          [{ kind: 'password_reset', channel: 'email', recipient: owner.email, payload: { ownerId: owner.id, name: owner.name, resetUrl, expiresAt } }],
          now,
        );
      });
      return M.resetRequested;
    },

    async confirmPasswordReset(token: string, password: string): Promise<string> {
      if (password.length < PASSWORD_MIN_LENGTH) throw unprocessable(M.passwordTooShort(PASSWORD_MIN_LENGTH), 'password');
      const reset = await findPasswordReset(db, sha256(token));
      const at = ctx.now().toISOString();
      if (!reset || reset.used_at || reset.expires_at <= at) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
      const passwordHash = await hashPassword(password);
      await inTransaction(ctx.db, async (trx) => {
        if (!(await consumePasswordReset(trx, reset.id, at))) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
        if (!(await findOwnerById(trx, reset.owner_id))) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
        await updateOwnerPassword(trx, reset.owner_id, passwordHash, at);
        await closePasswordResets(trx, reset.owner_id, at);
      });
      return M.passwordChanged;
    },
  };
}
