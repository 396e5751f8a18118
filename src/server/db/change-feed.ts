import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { keepUntilExit } from './sqlite-keep-alive';
import pg from 'pg';
import { DB_LIMITS } from './database-limits';

/**
 * Whether anything may have been committed since a moment, without a round trip to the database:
 * what lets a cached public read skip reading its versions (booking-engine/cached-reads.ts).
 *
 * `token()` returns a number that moves whenever a write transaction may have committed, in this
 * process or any other, or `undefined` when that cannot be told (then the versions are read from
 * the database, as without a feed). A read that saw token T, then read its versions, may reuse
 * those versions for as long as the token is still T.
 */
export interface ChangeFeed {
  token(): number | undefined;
  /** The payload an announced transaction notifies with its COMMIT (PostgreSQL). */
  nextChange(): string;
  /**
   * After an announced transaction whose COMMIT was sent (it may have committed even if its
   * answer was lost): moves this process's token, and on PostgreSQL resolves once every other
   * instance still trusting its own feed has seen the change — so the writer's answer never
   * reaches a diner before the change could be missed by the next read anywhere.
   */
  written(change: string, committed: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The channel every announced write transaction notifies on PostgreSQL (with its COMMIT, no extra round trip). */
export const CHANGES_CHANNEL = 'couvert_changes';

/**
 * No feed (`CHANGE_FEED=false`): nothing is announced, no writer waits, and every cached read
 * queries its versions — exact, one indexed query slower. For PostgreSQL behind a pooler in
 * transaction mode, where LISTEN cannot work and writers would otherwise wait for acknowledgements
 * that never come.
 */
export const NO_CHANGE_FEED: ChangeFeed = { token: () => undefined, nextChange: () => '', written: async () => undefined, close: async () => undefined };

/**
 * SQLite: `PRAGMA data_version` on a connection of its own moves whenever another connection
 * commits — this process's own connection as well as any other process on the file — and costs
 * microseconds. A database in memory has one connection and no other process: the count of its
 * own write transactions is enough.
 */
export function sqliteChangeFeed(file: string): ChangeFeed {
  let writes = 0;
  if (file === ':memory:' || file === '') {
    return { token: () => writes, nextChange: () => '', written: async (_change, committed) => void (committed && writes++), close: async () => undefined };
  }
  // Kept until exit like every better-sqlite3 object (see sqlite-keep-alive).
  const watcher = keepUntilExit(new SQLite(file, { readonly: true, fileMustExist: true }));
  const dataVersion = keepUntilExit(watcher.prepare('pragma data_version').pluck());
  // Read once per turn of the event loop, not once per request (it was 9 % of a cached read's
  // CPU). The requests of one turn are those whose sockets were ready when the turn polled: their
  // senders had seen the answers of the writes they follow before the turn began, so those writes
  // had committed. The value is forgotten after the turn's I/O (setImmediate) and at once after
  // this process's own writes. What another process commits while this turn runs may reach the
  // next turn's reads only — never the read of a diner who saw that commit answered first.
  // A timer callback of this turn that read the value before the poll would widen that by the
  // poll's wait; reads are started by requests, which arrive in the poll.
  let seen: number | undefined;
  const forget = () => void (seen = undefined);
  return {
    token: () => {
      if (seen === undefined) {
        seen = dataVersion.get() as number;
        setImmediate(forget);
      }
      return seen;
    },
    nextChange: () => '',
    written: async () => forget(),
    close: async () => void watcher.close(),
  };
}

/** How the PostgreSQL listener checks itself; shortened by tests through the environment. */
export interface ListenerTiming {
  /** A heartbeat goes through the channel this often. */
  heartbeatMs: number;
  /** The feed is trusted only if a heartbeat came back within this long. */
  trustMs: number;
  /** Wait before connecting again after the listener was lost. */
  reconnectMs: number;
}

const DEFAULT_LISTENER_TIMING: ListenerTiming = { heartbeatMs: 250, trustMs: 1000, reconnectMs: 1000 };

/**
 * PostgreSQL: one connection per process LISTENs on CHANGES_CHANNEL, and every announced write
 * transaction NOTIFYs it with its COMMIT (same round trip; delivered only if it commits, to every
 * listener, in commit order). Each change moves the token of every instance that receives it; the
 * writer's own token moves as soon as its transaction is over.
 *
 * Strict, not merely fast — a diner answered by A must not read the old answer from B:
 * - An instance trusts its feed only while a heartbeat it SENT less than `trustMs` ago has come
 *   back through the channel. Notifications arrive in commit order, so an instance that trusts
 *   through a heartbeat committed after a change has received that change first.
 * - Every instance acknowledges each change of another through the channel. After its COMMIT the
 *   writer waits for its own change to come back (so it has seen every heartbeat committed
 *   before it, hence every instance that may trust a heartbeat older than the change), then for
 *   the acknowledgement of each of those instances — at most `trustMs` after the commit, by which
 *   time any instance that did not acknowledge has stopped trusting and reads its versions again.
 * A lost or partitioned listener therefore never serves a stale read: it just stops skipping the
 * version query, until a new listener is connected (which moves the token too). The listener is
 * opened on first use, so processes that serve no cached read never hold one.
 */
export function postgresChangeFeed(url: string, log: (line: string) => void, timing: ListenerTiming = listenerTimingFromEnv()): ChangeFeed {
  const self = randomUUID();
  let epoch = 0;
  let sequence = 0;
  /** When the newest heartbeat that came back was sent. */
  let trustedSince = Number.NEGATIVE_INFINITY;
  const sent = new Map<number, number>();
  /** Other instances by id: when their last heartbeat was received. */
  const peers = new Map<string, number>();
  /** Changes of this process awaiting their echo and acknowledgements. */
  const waiting = new Map<
    string,
    { knowsPeers: boolean; echoed: boolean; acks: Set<string>; needed: Set<string> | null; settled: boolean; done: (() => void) | null }
  >();
  /** When the current listener's LISTEN was answered. */
  let listeningSince = Number.POSITIVE_INFINITY;
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const settle = (change: string) => {
    const w = waiting.get(change);
    if (w?.knowsPeers && w.echoed && w.needed && [...w.needed].every((peer) => w.acks.has(peer))) {
      w.settled = true;
      w.done?.();
    }
  };

  const lose = (lost: pg.Client, why: string) => {
    if (client !== lost) return;
    client = null;
    trustedSince = Number.NEGATIVE_INFINITY;
    listeningSince = Number.POSITIVE_INFINITY;
    // Heartbeats are missed until a new listener is up: pending changes wait their whole bound.
    for (const w of waiting.values()) w.knowsPeers = false;
    epoch++;
    lost.end().catch(() => undefined);
    if (!closed) {
      log(`PostgreSQL : écoute des changements perdue (${why}), les lectures relisent leurs versions`);
      reconnectTimer = setTimeout(() => void connect(), timing.reconnectMs);
      reconnectTimer.unref();
    }
  };

  const receive = (payload: string) => {
    const [kind, from, rest, extra] = payload.split(':');
    const now = performance.now();
    if (kind === 'hb') {
      if (from === self) trustedSince = Math.max(trustedSince, sent.get(Number(rest)) ?? Number.NEGATIVE_INFINITY);
      else peers.set(from!, now);
    } else if (kind === 'ch') {
      if (from === self) {
        const w = waiting.get(payload);
        if (w) {
          w.echoed = true;
          w.needed = new Set([...peers].filter(([, seen]) => now - seen <= timing.trustMs).map(([id]) => id));
          settle(payload);
        }
        return;
      }
      epoch++;
      client?.query(`select pg_notify('${CHANGES_CHANNEL}', 'ack:${from}:${rest}:${self}')`).catch(() => undefined);
    } else if (kind === 'ack' && from === self) {
      const change = `ch:${self}:${rest}`;
      waiting.get(change)?.acks.add(extra!);
      settle(change);
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: DB_LIMITS.connectTimeoutMs,
      keepAlive: true,
      // A heartbeat slower than the trust window only lets the trust lapse (reads then check their
      // versions); dropping the connection for it would make a loaded database churn listeners.
      // A dead connection still ends in an error or an 'end' within this bound.
      query_timeout: Math.max(5 * timing.trustMs, 5000),
      application_name: `couvert-changes:${process.pid}`,
    });
    next.on('notification', (message) => receive(message.payload ?? ''));
    next.on('error', (error) => lose(next, error.message));
    next.on('end', () => lose(next, 'connexion fermée'));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      lose(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    listeningSince = performance.now();
    epoch++;
    beat();
  }

  let beats = 0;
  function beat(): void {
    const current = client;
    if (!current) return;
    const n = ++beats;
    sent.set(n, performance.now());
    if (sent.size > 64) sent.delete(n - 64);
    current.query(`select pg_notify('${CHANGES_CHANNEL}', 'hb:${self}:${n}')`).catch((error: unknown) => {
      lose(current, error instanceof Error ? error.message : String(error));
    });
  }

  const start = () => {
    if (started) return;
    started = true;
    heartbeatTimer = setInterval(beat, timing.heartbeatMs);
    heartbeatTimer.unref();
    void connect();
  };

  return {
    token() {
      start();
      return client && performance.now() - trustedSince <= timing.trustMs ? epoch : undefined;
    },
    nextChange() {
      // Registered before the COMMIT is sent: its echo may be read before the COMMIT's own answer.
      const change = `ch:${self}:${++sequence}`;
      // Only a listener older than `trustMs` has received every heartbeat another instance may be
      // trusting now; a younger one cannot tell whom to wait for, so the change waits its whole bound.
      const knowsPeers = client !== null && performance.now() - listeningSince >= timing.trustMs;
      waiting.set(change, { knowsPeers, echoed: false, acks: new Set(), needed: null, settled: false, done: null });
      return change;
    },
    written(change, committed) {
      const entry = waiting.get(change);
      if (!committed || !entry) {
        waiting.delete(change);
        return Promise.resolve();
      }
      epoch++;
      // A process that only writes opens its listener too: it must learn which instances to wait for.
      start();
      if (entry.settled) {
        waiting.delete(change);
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(finish, timing.trustMs);
        function finish() {
          clearTimeout(timer);
          waiting.delete(change);
          resolve();
        }
        entry.done = finish;
      });
    },
    async close() {
      closed = true;
      clearInterval(heartbeatTimer);
      clearTimeout(reconnectTimer);
      for (const w of waiting.values()) w.done?.();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

function listenerTimingFromEnv(): ListenerTiming {
  const reconnectMs = Number(process.env.CHANGE_FEED_RECONNECT_MS);
  return Number.isFinite(reconnectMs) && reconnectMs > 0 ? { ...DEFAULT_LISTENER_TIMING, reconnectMs } : DEFAULT_LISTENER_TIMING;
}
