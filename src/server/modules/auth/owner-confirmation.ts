import type { AppContext } from '../../context';
import { inAnnouncedTransaction, inTransaction, type Executor } from '../../db/transactions';
import { bumpRulesVersionsOfOwner } from '../restaurants';
import { enqueueMessages } from '../outbox';
import { AppError, unprocessable } from '../../http/envelope';
import { AUTH_MESSAGES as M } from './auth-messages';
import { consumeEmailConfirmation, countRecentConfirmations, insertEmailConfirmation, markOwnerEmailConfirmed, ownersOfRestaurant } from './owners-repository';
import { newResetToken, sha256 } from './secrets';

const CONFIRMATION_HOURS = 48;
const CONFIRMATIONS_PER_HOUR = 3;

/**
 * Queues the confirmation e-mail of an owner's address (in the caller's transaction). The token
 * travels in the link's fragment, never sent to a server in a Referer; only its hash is stored.
 * Returns false when the hourly cap is reached (no e-mail bombing through "resend").
 */
export async function queueEmailConfirmation(ctx: AppContext, trx: Executor, owner: { id: number; email: string }, now: Date): Promise<boolean> {
  if ((await countRecentConfirmations(trx, owner.id, new Date(now.getTime() - 3600_000).toISOString())) >= CONFIRMATIONS_PER_HOUR) return false;
  const token = newResetToken();
  await insertEmailConfirmation(trx, {
    owner_id: owner.id,
    token_hash: sha256(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CONFIRMATION_HOURS * 3600_000).toISOString(),
  });
  const confirmUrl = `${ctx.config.publicUrl}/compte/confirmer#jeton=${token}`;
  await enqueueMessages(
    trx,
    [{ kind: 'email_confirmation', channel: 'email', recipient: owner.email, payload: { ownerId: owner.id, confirmUrl, validityHours: CONFIRMATION_HOURS } }],
    now,
  );
  return true;
}

export function ownerConfirmationService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /** The link of the e-mail: the address is confirmed, the owner's restaurants go live. */
    async confirm(token: string): Promise<string> {
      const at = ctx.now().toISOString();
      // Announced, with the owner's restaurants' versions bumped: their cached public config
      // ("bookings open soon") must turn live in the next read on every instance.
      const confirmed = await inAnnouncedTransaction(ctx.db, async (trx) => {
        const ownerId = await consumeEmailConfirmation(trx, sha256(token), at);
        if (ownerId === undefined) return false;
        await markOwnerEmailConfirmed(trx, ownerId, at);
        await bumpRulesVersionsOfOwner(trx, ownerId);
        return true;
      });
      if (!confirmed) throw unprocessable(M.confirmationLinkInvalid, 'confirmation_invalid');
      return M.emailConfirmed;
    },

    /** What the dashboard shows: whether this restaurant waits for its owner's confirmation. */
    async status(restaurantId: number) {
      const owners = await ownersOfRestaurant(db, restaurantId);
      const pending = owners.filter((o) => o.email_confirmed_at === null);
      return { confirmed: owners.length === 0 || pending.length < owners.length, emails: pending.map((o) => o.email) };
    },

    /** "Renvoyer l'e-mail": to every owner of the restaurant still unconfirmed, within the cap. */
    async resend(restaurantId: number): Promise<string> {
      const owners = await ownersOfRestaurant(db, restaurantId);
      const pending = owners.filter((o) => o.email_confirmed_at === null);
      if (owners.length === 0 || pending.length < owners.length) return M.confirmationAlreadyDone;
      const now = ctx.now();
      const sent = await inTransaction(ctx.db, async (trx) => {
        let any = false;
        for (const owner of pending) any = (await queueEmailConfirmation(ctx, trx, owner, now)) || any;
        return any;
      });
      if (!sent) throw new AppError(429, M.confirmationTooMany, 'confirmation_rate_limited');
      return M.confirmationResent(pending.map((o) => o.email).join(', '));
    },
  };
}
