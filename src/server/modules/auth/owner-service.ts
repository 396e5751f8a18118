import type { AppContext } from '../../context';
import { inTransaction, type Executor } from '../../db/transactions';
import { AppError, conflict, unprocessable } from '../../http/envelope';
import { isPlausibleEmail } from '../../../domain/diner-fields';
import { newPasswordRule, signUpRules } from '../../../domain/schemas/owner-access';
import { newGuid } from '../../lib/ids';
import { enqueueMessages } from '../outbox';
import { findRestaurantById, insertRestaurantWithDefaults, slugsStartingWith } from '../restaurants';
import { insertStaffMember, loadStaffCodeKey } from '../staff-members';
import { AUTH_MESSAGES as M } from './auth-messages';
import { insertDevice, revokeDevicesEnrolledBy } from './devices-repository';
import { revokeSessionsOfOwnerDevices } from './staff-sessions-repository';
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
import { hashPassword, PASSWORD_MIN_LENGTH } from './password-hash';
import { checkOwnerCredentials, normalizeEmail, ownerFailureSubject } from './owner-credentials';
import { queueEmailConfirmation } from './owner-confirmation';
import { clearAuthFailures } from './auth-failures-repository';
import { newDeviceSecret, newResetToken, sha256, staffCodeHmac } from './secrets';
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

export { normalizeEmail };

const signUpChecks = signUpRules({
  email: M.emailInvalid,
  password: M.passwordTooShort(PASSWORD_MIN_LENGTH),
  restaurantName: M.restaurantNameInvalid,
  ownerName: M.ownerNameInvalid,
  code: M.codeInvalid,
});
const newPasswordChecks = newPasswordRule(M.passwordTooShort(PASSWORD_MIN_LENGTH));
const SIGN_UP_REASONS: Record<string, string> = { restaurantName: 'restaurant_name', ownerName: 'owner_name' };

/** The terminal's answer to a wrong password of an existing account; a delay stays a delay. */
function rethrowAsAccountExists(error: unknown): never {
  if (error instanceof AppError && error.status === 401) throw conflict(M.accountExists, 'account_exists');
  throw error;
}

export function ownerService(ctx: AppContext) {
  const db = ctx.db.kysely;

  /** The owner behind an e-mail and password: delays per e-mail, same cost and answer for unknown ones. */
  const checkCredentials = (email: string, password: string): Promise<OwnerRow> => checkOwnerCredentials(ctx, email, password);

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

  /** The sign-up form's own rules (the web form runs them too), with the API's sentences. */
  function validate(input: SignUpInput) {
    const result = signUpChecks.safeParse(input);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = String(issue?.path[0] ?? 'email');
      throw unprocessable(issue?.message ?? M.emailInvalid, SIGN_UP_REASONS[field] ?? field);
    }
    const { email, restaurantName, ownerName } = result.data;
    return { email, restaurantName, ownerName };
  }

  /** The restaurant with its defaults, linked to the owner, with the owner as a staff member and their code. */
  async function insertRestaurantFor(
    trx: Executor,
    ownerId: number,
    input: SignUpInput,
    names: { restaurantName: string; ownerName: string; email: string },
    at: string,
  ) {
    const key = await loadStaffCodeKey(trx);
    const base = slugify(names.restaurantName);
    const slug = firstFreeSlug(base, new Set(await slugsStartingWith(trx, base || 'restaurant')));
    const restaurantId = await insertRestaurantWithDefaults(trx, {
      guid: newGuid(),
      slug,
      name: names.restaurantName,
      email: names.email,
      createdAt: at,
      newGuid,
    });
    await linkOwnerToRestaurant(trx, ownerId, restaurantId, at);
    await insertStaffMember(trx, {
      guid: newGuid(),
      restaurant_id: restaurantId,
      name: names.ownerName,
      role: 'owner',
      code_hmac: staffCodeHmac(key, restaurantId, input.code),
      created_at: at,
      updated_at: at,
    });
    return { restaurantId, slug };
  }

  /**
   * The terminal's `npm run owner:create`: whoever runs it holds the server, so the account is
   * confirmed at once, and an existing account (given its password) gets one more restaurant.
   */
  async function createFromTerminal(input: Omit<SignUpInput, 'deviceLabel'>) {
    const names = validate({ ...input, deviceLabel: '' });
    const known = await findOwnerByEmail(db, names.email);
    // The account's password goes through the same per-account delays as every other check.
    const existing = known ? await checkCredentials(names.email, input.password).catch(rethrowAsAccountExists) : undefined;
    const passwordHash = existing ? null : await hashPassword(input.password);
    return inTransaction(ctx.db, async (trx) => {
      const at = ctx.now().toISOString();
      let ownerId = existing?.id;
      if (ownerId === undefined) {
        if (await findOwnerByEmail(trx, names.email)) throw conflict(M.accountExists, 'account_exists');
        ownerId = await insertOwner(trx, {
          guid: newGuid(),
          email: names.email,
          name: names.ownerName,
          password_hash: passwordHash!,
          created_at: at,
          updated_at: at,
          email_confirmed_at: at,
        });
      }
      const created = await insertRestaurantFor(trx, ownerId, { ...input, deviceLabel: '' }, names, at);
      return { restaurantId: created.restaurantId, slug: created.slug, newAccount: !existing };
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

    /**
     * "Créer mon restaurant". The answer is the same whether the address has an account or not
     * (no oracle of who is a customer); the rest goes by e-mail. A new address gets its account
     * and restaurant at once, unconfirmed (no online booking until the link of the confirmation
     * e-mail is opened); the device is then connected with the e-mail and password, as any other.
     * An address that has an account gets nothing created, whatever the password typed, and an
     * e-mail saying someone tried: the password is never checked here, so sign-up cannot serve to
     * guess it past the delays of the password checks (owner-credentials).
     */
    async signUp(input: SignUpInput): Promise<string> {
      const names = validate(input);
      // One scrypt whatever the address: the time taken must not tell the cases apart.
      const passwordHash = await hashPassword(input.password);
      const now = ctx.now();
      const at = now.toISOString();
      await inTransaction(ctx.db, async (trx) => {
        const existing = await findOwnerByEmail(trx, names.email);
        if (existing) {
          await enqueueMessages(
            trx,
            [
              {
                kind: 'sign_up_attempt',
                channel: 'email',
                recipient: existing.email,
                payload: { ownerId: existing.id },
                // One such e-mail an hour at most, however many sign-ups are attempted.
                dedupeKey: `sign-up-attempt:${existing.id}:${at.slice(0, 13)}`,
              },
            ],
            now,
          );
          return;
        }
        const ownerId = await insertOwner(trx, {
          guid: newGuid(),
          email: names.email,
          name: names.ownerName,
          password_hash: passwordHash,
          created_at: at,
          updated_at: at,
        });
        await insertRestaurantFor(trx, ownerId, input, names, at);
        await queueEmailConfirmation(ctx, trx, { id: ownerId, email: names.email }, now);
      });
      return M.signUpMailSent(names.email);
    },

    createFromTerminal,

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
      const checked = newPasswordChecks.safeParse(password);
      if (!checked.success) throw unprocessable(checked.error.issues[0]?.message ?? M.passwordTooShort(PASSWORD_MIN_LENGTH), 'password');
      const reset = await findPasswordReset(db, sha256(token));
      const at = ctx.now().toISOString();
      if (!reset || reset.used_at || reset.expires_at <= at) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
      const passwordHash = await hashPassword(password);
      await inTransaction(ctx.db, async (trx) => {
        if (!(await consumePasswordReset(trx, reset.id, at))) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
        const owner = await findOwnerById(trx, reset.owner_id);
        if (!owner) throw unprocessable(M.resetLinkInvalid, 'reset_invalid');
        await updateOwnerPassword(trx, reset.owner_id, passwordHash, at);
        await closePasswordResets(trx, reset.owner_id, at);
        // Whoever opened the link holds the mailbox: the wrong-password delays end here.
        await clearAuthFailures(trx, ownerFailureSubject(owner.email));
        // Whoever knew the old password (someone who signed up with this address before its
        // owner, or a thief) loses every device it enrolled and every session opened on them.
        await revokeSessionsOfOwnerDevices(trx, owner.id, at);
        await revokeDevicesEnrolledBy(trx, owner.id, at);
      });
      return M.passwordChanged;
    },
  };
}
