// The service book kept on the tablet for a network cut: the day as the server last answered it,
// the host's changes not yet sent (in the order they were made), the changes the server refused
// (kept until the host dismisses them) and the time of the last exchange with the server.
//
// Everything is filed under a scope naming the restaurant, the enrolled device and the staff
// member: another member signing in on the same tablet does not read what the previous one kept.
// Logging out or a revoked device empties the whole database; a session that ends by itself
// (its hours are up) drops the kept days but keeps the changes not yet sent, which go out when
// the same member signs in again on this tablet.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

const OFFLINE_DB_NAME = 'couvert-offline';

/** Fired on the window when the queue or the refused list changed: the banner reads them again. */
export const OFFLINE_CHANGED_EVENT = 'couvert:offline-changed';

/** One change of the book as it is to be sent: the call, its body and its idempotency key. */
export interface QueuedRequest {
  endpoint: QueueableEndpoint;
  params: Record<string, string>;
  body: unknown;
}

/** The changes of the book the server applies once per Idempotency-Key. */
export type QueueableEndpoint =
  | 'POST /staff/restaurants/:restaurantId/bookings'
  | 'POST /staff/restaurants/:restaurantId/bookings/:guid/status'
  | 'PATCH /staff/restaurants/:restaurantId/bookings/:guid'
  | 'PATCH /staff/restaurants/:restaurantId/bookings/:guid/details';

export interface QueuedChange {
  /** Its place in the queue: changes are sent in this order. */
  seq?: number;
  scope: string;
  /** Drawn once when the host makes the change, sent again with every attempt. */
  idempotencyKey: string;
  request: QueuedRequest;
  /** What the host did, in French, for the banner and the refused list. */
  label: string;
  /** The booking it is about, if any: its row shows it waits. */
  bookingGuid: string | null;
  createdAt: string;
}

export interface RefusedChange extends QueuedChange {
  /** The server's French message. */
  reason: string;
  refusedAt: string;
}

interface OfflineSchema extends DBSchema {
  days: { key: string; value: { id: string; scope: string; date: string; data: unknown; savedAt: string }; indexes: { byScope: string } };
  queue: { key: number; value: QueuedChange; indexes: { byScope: string } };
  refused: { key: number; value: RefusedChange; indexes: { byScope: string } };
  meta: { key: string; value: { scope: string; lastSyncAt: string } };
}

/** A short, non-reversible name for the device secret: the secret itself is not copied here. */
function deviceTag(secret: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < secret.length; i++) {
    hash ^= secret.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function offlineScope(restaurantId: string, deviceSecret: string, staffMember: string): string {
  return `${restaurantId}|${deviceTag(deviceSecret)}|${staffMember}`;
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('days', { keyPath: 'id' }).createIndex('byScope', 'scope');
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('byScope', 'scope');
      database.createObjectStore('refused', { keyPath: 'seq' }).createIndex('byScope', 'scope');
      database.createObjectStore('meta', { keyPath: 'scope' });
    },
  });
  return opening;
}

/** The store of one restaurant, device and staff member. */
export function offlineStore(scope: string) {
  const dayId = (date: string) => `${scope}#${date}`;
  return {
    scope,
    async saveDay(date: string, data: unknown, now = new Date()): Promise<void> {
      await (await db()).put('days', { id: dayId(date), scope, date, data, savedAt: now.toISOString() });
    },
    async readDay<T>(date: string): Promise<T | null> {
      const row = await (await db()).get('days', dayId(date));
      return row ? (row.data as T) : null;
    },
    /** Files a change at the end of the queue; answers it with its place. */
    async enqueue(change: Omit<QueuedChange, 'seq' | 'scope'>): Promise<QueuedChange> {
      const row: QueuedChange = { ...change, scope };
      const seq = await (await db()).add('queue', row);
      return { ...row, seq };
    },
    /** The changes not yet sent, oldest first. */
    async pending(): Promise<QueuedChange[]> {
      const rows = await (await db()).getAllFromIndex('queue', 'byScope', scope);
      return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async sent(seq: number): Promise<void> {
      await (await db()).delete('queue', seq);
    },
    /** Moves a change from the queue to the refused list, in one transaction: it is never lost between the two. */
    async refuse(change: QueuedChange, reason: string, now = new Date()): Promise<void> {
      const tx = (await db()).transaction(['queue', 'refused'], 'readwrite');
      await tx.objectStore('refused').put({ ...change, reason, refusedAt: now.toISOString() });
      await tx.objectStore('queue').delete(change.seq as number);
      await tx.done;
    },
    async refused(): Promise<RefusedChange[]> {
      const rows = await (await db()).getAllFromIndex('refused', 'byScope', scope);
      return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async dismiss(seq: number): Promise<void> {
      await (await db()).delete('refused', seq);
    },
    async markSynced(now = new Date()): Promise<void> {
      await (await db()).put('meta', { scope, lastSyncAt: now.toISOString() });
    },
    async lastSyncAt(): Promise<string | null> {
      return (await (await db()).get('meta', scope))?.lastSyncAt ?? null;
    },
  };
}

export type OfflineStore = ReturnType<typeof offlineStore>;

/**
 * Empties what is kept on the tablet, every scope: everything on logout and when the device is
 * revoked; when the session simply ended (`keepChanges`), the days and sync times only, so that the
 * host's changes not yet sent, and the refusals not yet read, wait for their member's next sign-in.
 */
export async function clearOfflineStore(options: { keepChanges?: boolean } = {}): Promise<void> {
  // A browser without IndexedDB (or one that refuses it) has kept nothing.
  if (typeof indexedDB === 'undefined') return;
  const database = await db();
  const stores = options.keepChanges ? (['days', 'meta'] as const) : (['days', 'queue', 'refused', 'meta'] as const);
  const tx = database.transaction([...stores], 'readwrite');
  await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
}

/** How many changes wait to be sent on this tablet, every member's: what a logout would lose. */
export async function pendingOnDevice(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  return (await db()).count('queue');
}
