// Sends the queued changes of the book, oldest first, each with the idempotency key drawn when the
// host made it: a change sent twice (an answer lost on the way back, two drains at once) is
// applied once by the server. A refusal moves the change to the refused list with the server's
// French message; a network failure stops the drain and keeps the change at the head of the queue.

import { ApiError, callEnvelope } from '../api';
import type { OfflineStore, QueuedChange } from './offline-store';

export type SendChange = (change: QueuedChange) => Promise<unknown>;

export interface DrainResult {
  sent: number;
  refused: number;
  /** The queue stopped before its end: no network, a server failure or a session that ended. */
  stopped: 'offline' | 'server' | 'signed-out' | null;
}

/** A refusal the host must read: the server decided against the change and will decide the same way again. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429;
}

const draining = new Map<string, Promise<DrainResult>>();

/** One drain per scope at a time: a second call while one runs waits for it. */
export function drainQueue(store: OfflineStore, send: SendChange, now: () => Date = () => new Date()): Promise<DrainResult> {
  const running = draining.get(store.scope);
  if (running) return running;
  const run = drain(store, send, now).finally(() => draining.delete(store.scope));
  draining.set(store.scope, run);
  return run;
}

async function drain(store: OfflineStore, send: SendChange, now: () => Date): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, refused: 0, stopped: null };
  for (const change of await store.pending()) {
    try {
      await send(change);
      await store.sent(change.seq as number);
      result.sent++;
    } catch (error) {
      if (isRefusal(error)) {
        await store.refuse(change, error.serverMessage ?? error.message, now());
        result.refused++;
        continue;
      }
      result.stopped =
        error instanceof ApiError && error.status === 401 ? 'signed-out' : error instanceof ApiError && error.status === 0 ? 'offline' : 'server';
      return result;
    }
  }
  await store.markSynced(now());
  return result;
}

/** Sends one queued change through the product's API, with its idempotency key. */
export const sendQueuedChange: SendChange = (change) =>
  callEnvelope(change.request.endpoint, {
    params: change.request.params,
    body: change.request.body,
    headers: { 'Idempotency-Key': change.idempotencyKey },
  } as never);
