import { parseInstant } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { enqueueMessages } from '../outbox';
import { AUTH_MESSAGES as M } from './auth-messages';
import { deleteAuthFailure, failuresBefore, insertPendingFailure, ownerSubject } from './auth-failures-repository';
import { PASSWORD_FAILURE_WINDOW_MS, PASSWORD_FREE_ATTEMPTS, passwordDelayAfter } from './login-throttle';
import { findOwnerByEmail, type OwnerRow } from './owners-repository';
import { decoyHash, verifyPassword } from './password-hash';
import { sha256 } from './secrets';

import { normalizeEmail } from '../../../domain/schemas/owner-access';

export { normalizeEmail };

/** Failures are keyed by the e-mail typed, known or not: the delays say nothing about accounts. */
export const ownerFailureSubject = (email: string) => ownerSubject(sha256(normalizeEmail(email)));

/**
 * The owner behind an e-mail and password, with growing delays per e-mail (login-throttle) and the
 * same cost and answers whether the e-mail exists or not.
 *
 * The attempt is recorded before the password is checked and its place in the queue decides: of
 * 100 guesses sent at once, only those the delays allow are checked, the others are refused
 * without looking at the password. A right password removes its own record (other failures stay
 * until they age out of the window or a password reset clears them).
 */
export async function checkOwnerCredentials(ctx: AppContext, email: string, password: string): Promise<OwnerRow> {
  const db = ctx.db.kysely;
  const subject = ownerFailureSubject(email);
  const now = ctx.now();
  const attemptId = await insertPendingFailure(db, subject, now);
  const before = await failuresBefore(db, subject, attemptId, new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_MS));
  const delay = passwordDelayAfter(before.count);
  if (delay > 0 && before.latest) {
    const wait = parseInstant(before.latest).getTime() + delay - now.getTime();
    if (wait > 0) {
      await deleteAuthFailure(db, attemptId);
      throw new AppError(429, M.ownerDelayed(Math.ceil(wait / 1000)), 'owner_login_delayed');
    }
  }
  const owner = await findOwnerByEmail(db, normalizeEmail(email));
  const valid = await verifyPassword(password, owner?.password_hash ?? (await decoyHash()));
  if (owner && valid) {
    await deleteAuthFailure(db, attemptId);
    return owner;
  }
  // The owner hears of it once per window, when the delays begin.
  if (owner && before.count + 1 === PASSWORD_FREE_ATTEMPTS) {
    await enqueueMessages(
      db,
      [{ kind: 'owner_password_attempts', channel: 'email', recipient: owner.email, payload: { ownerId: owner.id, failures: before.count + 1 } }],
      now,
    );
  }
  throw new AppError(401, M.ownerCredentials, 'owner_credentials');
}
