// One Idempotency-Key per draft submission: a double click or a retry of the same booking reuses
// it (the server answers with the first result); a changed booking gets a new key.

import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

interface StoredKey {
  key: string;
  fingerprint: string;
}

function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
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
