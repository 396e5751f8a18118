import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../lib/redis-link';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** One fixed window per key, in this process: the fallback when Redis cannot be reached. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly capacity = 10_000) {}

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.delete(key);
      // Bounded: the oldest keys go first (a flood of spoofed addresses cannot grow it forever).
      if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

// INCR and a window set on the first hit, atomically (what @fastify/rate-limit's Redis store does).
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

interface Shared {
  link: RedisLink | null;
  memory: MemoryWindows;
}

// The plugin's typings name only (key, callback); at run time it also passes the window and the
// maximum, and gives child() the merged route settings with `routeInfo` (method, url).
class FailoverStore {
  constructor(
    private readonly shared: Shared,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow?: number): void {
    const window = timeWindow ?? 60_000;
    const fullKey = this.prefix + key;
    const link = this.shared.link;
    if (!link?.available()) {
      callback(null, this.shared.memory.incr(fullKey, window));
      return;
    }
    link
      .run((client) => client.eval(INCREMENT, 1, fullKey, window) as Promise<[number, number]>)
      .then(
        ([current, ttl]) => callback(null, { current, ttl: ttl > 0 ? ttl : window }),
        // Redis failed or timed out on this request: count it here rather than refuse the diner.
        () => callback(null, this.shared.memory.incr(fullKey, window)),
      );
  }

  child(routeOptions: object): FailoverStore {
    const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
    return new FailoverStore(this.shared, `${this.prefix}${String(info.method ?? '')}${info.url ?? ''}-`);
  }
}

/**
 * Rate-limit counters shared by every instance through Redis while it answers, and counted in
 * this process while it does not: losing Redis loosens the limits (each instance counts alone)
 * but never refuses or delays an honest request. When Redis answers again the shared counters
 * take over by themselves.
 */
export function failoverRateLimitStore(link: RedisLink | null): FastifyRateLimitStoreCtor {
  const shared: Shared = { link, memory: new MemoryWindows() };
  return class {
    constructor() {
      return new FailoverStore(shared, 'couvert:rate-limit:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
