import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import { purgeExpiredProofs, recordProof } from './spent-proofs-repository';

/**
 * The memory of bot-check proofs already used. A proof is worth one protected call: the first use
 * records it until its challenge expires, any later use (on this instance or another) is refused.
 * Kept in the database (shared by every instance), or in Redis when REDIS_URL is configured.
 */
export interface SpentProofs {
  /** true when this call spent the proof, false when it had been spent before. */
  spend(challenge: string, expiresAt: Date, now: Date): Promise<boolean>;
  close(): Promise<void>;
}

const KEY_PREFIX = 'couvert:bot-check:spent:';
const stores = new WeakMap<AppContext, SpentProofs>();

const proofHash = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** One store per app (its Redis connection is closed with the app). */
export function spentProofsFor(ctx: AppContext): SpentProofs {
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.config.redisUrl ? redisSpentProofs(ctx.config.redisUrl) : databaseSpentProofs(ctx);
    stores.set(ctx, store);
  }
  return store;
}

function databaseSpentProofs(ctx: AppContext): SpentProofs {
  return {
    async spend(challenge, expiresAt, now) {
      await purgeExpiredProofs(ctx.db.kysely, now.toISOString());
      return recordProof(ctx.db.kysely, proofHash(challenge), expiresAt.toISOString());
    },
    async close() {},
  };
}

function redisSpentProofs(url: string): SpentProofs {
  let client: Redis | null = null;
  return {
    async spend(challenge, expiresAt, now) {
      client ??= new Redis(url, { maxRetriesPerRequest: 1 });
      const ttl = Math.max(1000, expiresAt.getTime() - now.getTime());
      // SET NX is atomic: of any number of instances racing with one proof, one gets 'OK'.
      const answer = await client.set(`${KEY_PREFIX}${proofHash(challenge)}`, '1', 'PX', ttl, 'NX');
      return answer === 'OK';
    },
    async close() {
      await client?.quit().catch(() => undefined);
      client = null;
    },
  };
}
