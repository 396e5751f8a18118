import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/transactions';
import { unprocessable } from '../../http/envelope';
import { findStoredResponse, storeResponse, type StoredResponse } from '../idempotency';
import type { StaffPrincipal } from '../auth';

// A tablet that lost the network queues the host's changes and sends them when it comes back,
// possibly more than once (a cut mid-answer, two tabs draining one queue). Each change carries the
// key it got when queued: its answer is stored in the change's own transaction, so a change is
// applied once and every later send gets the first answer (docs/offline.md).

/** One keyed request: where its answer is stored and what it asked (to tell a reused key). */
export interface OnceKey {
  scope: string;
  key: string;
  requestHash: string;
}

const IDEMPOTENCY_MISMATCH =
  'Cette clé Idempotency-Key a déjà servi pour un autre changement : ce changement n’est pas appliqué. Rechargez le cahier et refaites-le.';

/** A stored answer found inside the change's transaction: the change is not made again. */
class AlreadyAnswered extends Error {
  constructor(readonly stored: StoredResponse) {
    super('already answered');
  }
}

/** The key of a staff request, scoped to its restaurant; none when the request carries none. */
export function onceKey(staff: StaffPrincipal, key: string | undefined, request: unknown): OnceKey | undefined {
  if (!key) return undefined;
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return { scope: `staff-book:${staff.restaurantId}`, key, requestHash };
}

function checked(stored: StoredResponse, once: OnceKey): StoredResponse {
  if (stored.requestHash !== once.requestHash) throw unprocessable(IDEMPOTENCY_MISMATCH, 'idempotency_mismatch');
  return stored;
}

/**
 * First statement of a keyed change's transaction: under the day's lock, a send that lost the race
 * sees the winner's stored answer and stops here.
 */
export async function stopIfAnswered(trx: Executor, once: OnceKey | undefined): Promise<void> {
  if (!once) return;
  const stored = await findStoredResponse(trx, once.scope, once.key);
  if (stored) throw new AlreadyAnswered(checked(stored, once));
}

/** Last statement of a keyed change's transaction: its answer, stored with the change. */
export async function storeAnswer(trx: Executor, once: OnceKey | undefined, statusCode: number, body: unknown, at: string): Promise<void> {
  if (!once) return;
  await storeResponse(trx, { ...once, statusCode, body, at }).execute();
}

/**
 * Runs a keyed change and sends its answer: the stored one when the key was answered before (read
 * first, inside the transaction, or after a loss on the key's primary key), else the change's own.
 */
export async function answerOnce(
  reply: FastifyReply,
  db: Executor,
  once: OnceKey | undefined,
  change: () => Promise<{ statusCode: number; body: unknown }>,
): Promise<FastifyReply> {
  if (once) {
    const stored = await findStoredResponse(db, once.scope, once.key);
    if (stored) return replay(reply, checked(stored, once));
  }
  try {
    const done = await change();
    return reply.code(done.statusCode).send(done.body);
  } catch (error) {
    if (error instanceof AlreadyAnswered) return replay(reply, error.stored);
    if (once) {
      const stored = await findStoredResponse(db, once.scope, once.key);
      if (stored) return replay(reply, checked(stored, once));
    }
    throw error;
  }
}

function replay(reply: FastifyReply, stored: StoredResponse): FastifyReply {
  return reply.code(stored.statusCode).send(stored.body);
}
