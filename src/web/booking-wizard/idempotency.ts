// One Idempotency-Key per draft submission: a double click or a retry of the same booking reuses
// it (the server answers with the first result); a changed booking gets a new key.

import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { randomUuid } from '../lib/random-uuid';

interface StoredKey {
  key: string;
  fingerprint: string;
}

/** Stable text of a body (keys sorted), without the one-time bot-check proof. */
export function fingerprint(body: Record<string, unknown>): string {
  const { botcheck: _ignored, ...rest } = body;
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(rest));
}

export function idempotencyKeyFor(body: Record<string, unknown>): string {
  const fp = fingerprint(body);
  const stored = storage.getJson<StoredKey>(STORAGE_KEYS.bookingIdempotency);
  if (stored && typeof stored.key === 'string' && stored.fingerprint === fp) return stored.key;
  const key = randomUuid();
  storage.setJson(STORAGE_KEYS.bookingIdempotency, { key, fingerprint: fp } satisfies StoredKey);
  return key;
}

export function clearIdempotencyKey(): void {
  storage.remove(STORAGE_KEYS.bookingIdempotency);
}
