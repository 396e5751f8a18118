import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * HTTP caching of the public reads that diners, embedded widgets and crawlers hit (a restaurant's
 * configuration, calendar, hour grid, table names…). A route opts in by spreading `publicRead` into
 * its options; everything else under /api keeps the `no-store` the security headers give it.
 *
 * - Browsers: `max-age=0`, so every use is revalidated with the ETag. A booking is in the very next
 *   read: the body is computed afresh, or taken from the availability cache after its versions were
 *   checked against the database (booking-engine/cached-reads.ts), and its hash compared.
 * - Shared caches (a CDN in front of several instances): `s-maxage` lets them answer a burst (a
 *   restaurant's post sending hundreds of diners to its widget at once) with one request to the
 *   instances per address every few seconds. `stale-while-revalidate` is sent only in
 *   `CDN-Cache-Control` (RFC 9213, read by CDNs and ignored by browsers): in `Cache-Control`,
 *   Chrome and Firefox would apply it too and show a diner, without asking, an hour grid up to that
 *   long out of date — the hours just after their own booking or cancellation, say.
 * - Through a CDN a read is therefore at most SHARED_MAX_AGE + SHARED_STALE seconds old. That is
 *   harmless for correctness: the grid only proposes; the booking decides inside its per-day lock and
 *   refuses a taken slot with a French message, and the wizard then reloads the hours.
 * - Anything but a 200 (a refusal, an outage, a 404 for a slug a crawler made up) is `no-store`:
 *   an error must not outlive its cause in a cache.
 */
const SHARED_MAX_AGE_SECONDS = 5;
const SHARED_STALE_SECONDS = 10;
const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
const PUBLIC_READ_CDN_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
const UNCACHEABLE = 'no-store';

/** A strong validator: the hash of the exact bytes of the body, so any change of content changes it. */
export function strongEtag(body: string | Buffer): string {
  if (typeof body !== 'string') return hashTag(body);
  // A cached read sends the very same string again and again: its tag is kept beside it rather
  // than hashed on every answer (hashing was about 6 % of a cached read's CPU). The key is the
  // text itself, so a changed body can never get an old tag.
  const known = etagsOfBodies.get(body);
  if (known) return known.tag;
  const tag = hashTag(body);
  etagsOfBodies.set(body, { tag, bodyLength: body.length });
  return tag;
}

const hashTag = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Bodies and their tags, bounded by the bodies' total length (2 M UTF-16 units, 4 MB at most); a body over 200 k is hashed each time. */
const etagsOfBodies = new LRUCache<string, { tag: string; bodyLength: number }>({
  maxSize: 2_000_000,
  sizeCalculation: (entry) => Math.max(1, entry.bodyLength),
  maxEntrySize: 200_000,
});

/**
 * Whether `If-None-Match` names this representation. RFC 9110 §13.1.2: a list of tags or `*`,
 * compared weakly (a `W/` prefix a cache added after re-encoding still names the same bytes here).
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => opaque(tag) === etag);
}

// Callback style, not async: it runs on every public read, and an async hook costs a promise and a
// turn of the microtask queue each time.
function publicReadOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const hashable = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (reply.statusCode !== 200 || !hashable) {
    reply.header('Cache-Control', UNCACHEABLE).removeHeader('CDN-Cache-Control').removeHeader('ETag');
    done(null, payload);
    return;
  }
  const etag = strongEtag(payload);
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_READ_CACHE_CONTROL).header('CDN-Cache-Control', PUBLIC_READ_CDN_CACHE_CONTROL);
  // HEAD answers its headers in full: Fastify's HEAD handling, which runs after this hook, expects
  // a body to measure, and a 200 is an allowed answer to a conditional HEAD.
  if (request.method === 'GET' && ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    // No body, and no Content-Type or Content-Length that would describe one (RFC 9110 §15.4.5).
    reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
    done(null, null);
    return;
  }
  done(null, payload);
}

const JSON_TYPE = 'application/json; charset=utf-8';

declare const serialisedOf: unique symbol;
/**
 * The JSON text of a `T`, as the cached public reads keep it: the type remembers what was
 * serialised, so a route answering it is checked against its contract's response like any other.
 */
export type Serialised<T> = string & { readonly [serialisedOf]: T };

export function serialise<T>(value: T): Serialised<T> {
  return JSON.stringify(value) as Serialised<T>;
}

/** Sends a body kept already serialised, as is: nothing serialises it again. */
export function sendSerialised(reply: FastifyReply, body: Serialised<unknown>): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

/** Spread into a public GET route's options: `route(app, endpoint, { ...publicRead, handler })`. */
export const publicRead = { onSend: publicReadOnSend } as const;
