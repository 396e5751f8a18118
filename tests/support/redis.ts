import { Redis } from 'ioredis';

/** The Redis the cross-instance tests use; overridable for other machines. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the tests that need Redis run. Outside CI they are skipped when no Redis answers; in CI
 * Redis is required like PostgreSQL: a cross-instance test that silently skipped would prove nothing.
 */
export async function redisUnderTest(): Promise<boolean> {
  if (await redisReachable()) return true;
  if (process.env.CI) throw new Error(`Redis is required in CI but ${TEST_REDIS_URL} is not answering.`);
  return false;
}
