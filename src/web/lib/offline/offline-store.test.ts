// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { clearOfflineStore, offlineScope, offlineStore, type QueuedChange } from './offline-store';
import { drainQueue } from './offline-sync';

const scope = offlineScope('7', 'device-secret', 'staff-3');
const change = (label: string, key: string): Omit<QueuedChange, 'seq' | 'scope'> => ({
  idempotencyKey: key,
  label,
  bookingGuid: 'b1',
  createdAt: '2026-11-28T12:00:00.000Z',
  request: { endpoint: 'POST /staff/restaurants/:restaurantId/bookings/:guid/status', params: { restaurantId: '7', guid: 'b1' }, body: { status: 'seated' } },
});

beforeEach(async () => {
  await clearOfflineStore();
});

describe('the offline store', () => {
  it('keeps the day and the queue apart for each restaurant, device and staff member', async () => {
    const mine = offlineStore(scope);
    const theirs = offlineStore(offlineScope('7', 'device-secret', 'staff-4'));
    const otherDevice = offlineStore(offlineScope('7', 'another-secret', 'staff-3'));
    await mine.saveDay('2026-11-28', { bookings: ['a'] });
    await mine.enqueue(change('Installée', 'k1'));
    expect(await mine.readDay('2026-11-28')).toEqual({ bookings: ['a'] });
    expect(await theirs.readDay('2026-11-28')).toBeNull();
    expect(await otherDevice.readDay('2026-11-28')).toBeNull();
    expect(await theirs.pending()).toEqual([]);
    expect(scope).not.toContain('device-secret');
  });

  it('sends the changes in the order they were made, each with its own key, and records the sync', async () => {
    const store = offlineStore(scope);
    await store.enqueue(change('Arrivée', 'k1'));
    await store.enqueue(change('Installée', 'k2'));
    await store.enqueue(change('Terminée', 'k3'));
    const sent: string[] = [];
    const result = await drainQueue(
      store,
      async (c) => void sent.push(`${c.label}:${c.idempotencyKey}`),
      () => new Date('2026-11-28T12:30:00Z'),
    );
    expect(sent).toEqual(['Arrivée:k1', 'Installée:k2', 'Terminée:k3']);
    expect(result).toEqual({ sent: 3, refused: 0, stopped: null });
    expect(await store.pending()).toEqual([]);
    expect(await store.lastSyncAt()).toBe('2026-11-28T12:30:00.000Z');
  });

  it('keeps a change and its key at the head of the queue while the network is down, and sends the same key again', async () => {
    const store = offlineStore(scope);
    await store.enqueue(change('Installée', 'k1'));
    await store.enqueue(change('Terminée', 'k2'));
    const keys: string[] = [];
    const cut = await drainQueue(store, async (c) => {
      keys.push(c.idempotencyKey);
      throw new ApiError(0, null, new TypeError('Failed to fetch'));
    });
    expect(cut.stopped).toBe('offline');
    expect((await store.pending()).map((c) => c.idempotencyKey)).toEqual(['k1', 'k2']);
    expect(await store.lastSyncAt()).toBeNull();
    await drainQueue(store, async (c) => void keys.push(c.idempotencyKey));
    expect(keys).toEqual(['k1', 'k1', 'k2']);
  });

  it('lists a refused change with the server message until the host dismisses it, and goes on with the next', async () => {
    const store = offlineStore(scope);
    await store.enqueue(change('Déplacée à la table 4', 'k1'));
    await store.enqueue(change('Installée', 'k2'));
    const result = await drainQueue(store, async (c) => {
      if (c.idempotencyKey === 'k1') throw new ApiError(409, "La table 4 n'est pas libre à 19:30.", null);
    });
    expect(result).toEqual({ sent: 1, refused: 1, stopped: null });
    const refused = await store.refused();
    expect(refused.map((r) => [r.label, r.reason])).toEqual([['Déplacée à la table 4', "La table 4 n'est pas libre à 19:30."]]);
    await drainQueue(store, async () => undefined);
    expect(await store.refused()).toHaveLength(1);
    await store.dismiss(refused[0]!.seq as number);
    expect(await store.refused()).toEqual([]);
  });

  it('stops without losing the change when the server fails or the session ends', async () => {
    const store = offlineStore(scope);
    await store.enqueue(change('Installée', 'k1'));
    expect((await drainQueue(store, () => Promise.reject(new ApiError(500, null, null)))).stopped).toBe('server');
    expect((await drainQueue(store, () => Promise.reject(new ApiError(401, 'Session expirée', null)))).stopped).toBe('signed-out');
    expect(await store.pending()).toHaveLength(1);
  });

  it('runs one drain at a time, so a change is not sent twice by two drains', async () => {
    const store = offlineStore(scope);
    await store.enqueue(change('Installée', 'k1'));
    let sends = 0;
    await Promise.all([drainQueue(store, async () => void sends++), drainQueue(store, async () => void sends++)]);
    expect(sends).toBe(1);
  });

  it('keeps the changes not yet sent, and the refusals, when the session simply ends, and drops the days', async () => {
    const store = offlineStore(scope);
    await store.saveDay('2026-11-28', { bookings: [] });
    await store.enqueue(change('Installée', 'k1'));
    const refused = await store.enqueue(change('Absent', 'k2'));
    await store.refuse(refused, 'La réservation est déjà installée.');
    await store.markSynced();
    await clearOfflineStore({ keepChanges: true });
    expect(await store.readDay('2026-11-28')).toBeNull();
    expect(await store.lastSyncAt()).toBeNull();
    expect((await store.pending()).map((c) => c.idempotencyKey)).toEqual(['k1']);
    expect((await store.refused()).map((c) => c.reason)).toEqual(['La réservation est déjà installée.']);
    // The member signs in again: the change goes out with its key.
    const sent: string[] = [];
    await drainQueue(store, async (c) => void sent.push(c.idempotencyKey));
    expect(sent).toEqual(['k1']);
  });

  it('is emptied on logout or revocation', async () => {
    const store = offlineStore(scope);
    await store.saveDay('2026-11-28', { bookings: [] });
    await store.enqueue(change('Installée', 'k1'));
    await store.markSynced();
    await clearOfflineStore();
    expect(await store.readDay('2026-11-28')).toBeNull();
    expect(await store.pending()).toEqual([]);
    expect(await store.lastSyncAt()).toBeNull();
  });
});
