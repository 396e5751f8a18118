import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '../../../domain/service-book';
import type { Db } from '../../db/database';
import { connectRedis, type RedisLink, type RedisLinkLogger } from '../../lib/redis-link';
import { historySince, latestHistoryId } from './service-book-repository';

export type { LiveEvent };

type Listener = (event: LiveEvent) => void;

const CHANNEL = 'couvert:service-book';
const POLL_MS = 1000;
const DELIVERED_MEMORY = 5000;

/**
 * Booking changes, pushed to the open service books of their restaurant.
 *
 * - In this process: `publish()` after a commit reaches listeners at once.
 * - Across processes: with REDIS_URL, published events also travel over Redis pub/sub (from every
 *   process, listening or not: the listeners are elsewhere). Whatever the
 *   setup, every booking change also writes a `booking_history` row in its transaction, so while
 *   someone listens the feed polls that table's latest id (one indexed read per second) and
 *   announces the rows it has not delivered yet: changes made by other processes, or by code that
 *   does not publish (the diner's own booking, cancellation or delay) are never missed.
 * Each event carries its history id, so the same change is never announced twice. Without Redis
 * (not configured, down or hung) nothing waits for it: publishing skips it and the poll carries
 * changes across processes within a second.
 */
export class LiveFeed {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private readonly delivered = new Set<number>();
  private listeners = 0;
  private lastSeen: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private publisher: RedisLink | null = null;
  private subscriber: RedisLink | null = null;
  private subscribed: Promise<void> = Promise.resolve();
  private starting: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: {
      redisUrl?: string;
      redisCommandTimeoutMs?: number;
      pollMs?: number;
      onError?: (error: unknown) => void;
      logger?: RedisLinkLogger;
    } = {},
  ) {
    this.emitter.setMaxListeners(0);
    // Connected from the start: the first change this process makes must already reach the others.
    this.connectPublisher();
  }

  subscribe(restaurantId: number, listener: Listener): () => void {
    const channel = String(restaurantId);
    this.emitter.on(channel, listener);
    this.listeners++;
    this.ensureRunning();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.emitter.off(channel, listener);
      this.listeners--;
      if (this.listeners === 0) this.stopPolling();
    };
  }

  /**
   * Resolves once the feed listens: its starting position in the booking history is taken (a
   * change committed after that is announced) and, with Redis, its channel is subscribed.
   */
  ready(): Promise<void> {
    return Promise.all([this.starting, this.subscribed]).then(() => undefined);
  }

  /** Resolves once changes published here also travel over Redis (at once without Redis: the poll carries them). */
  async publishing(): Promise<void> {
    await this.connectPublisher()?.whenAvailable();
  }

  /** Resolves after the next look at the booking history (every change written before is announced). */
  async nextPoll(): Promise<void> {
    await this.starting;
    await this.pollWhenIdle();
  }

  private async pollWhenIdle(): Promise<void> {
    while (this.polling) await new Promise<void>((resolve) => setImmediate(resolve));
    await this.poll();
  }

  /** Announce committed changes (never call inside the transaction: a rollback would lie). */
  publish(events: LiveEvent[]): void {
    const publisher = this.connectPublisher();
    for (const event of events) {
      this.deliver(event);
      // Redis down: the other processes find the change in the booking history instead.
      if (publisher?.available()) publisher.run((c) => c.publish(CHANNEL, JSON.stringify({ origin: this.origin, event }))).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopPolling();
    this.emitter.removeAllListeners();
    await Promise.all([this.publisher?.close(), this.subscriber?.close()]);
  }

  private deliver(event: LiveEvent): void {
    if (this.delivered.has(event.historyId)) return;
    this.delivered.add(event.historyId);
    if (this.delivered.size > DELIVERED_MEMORY) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
    this.emitter.emit(String(event.restaurantId), event);
  }

  private ensureRunning(): void {
    if (this.closed) return;
    if (this.options.redisUrl && !this.subscriber) this.connectSubscriber(this.options.redisUrl);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? POLL_MS);
      this.timer.unref();
      this.starting = this.pollWhenIdle();
    }
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Forget the position: a later first listener starts from "now", not from old history.
    this.lastSeen = null;
  }

  private redisLogger(): RedisLinkLogger {
    return this.options.logger ?? { warn: (m) => this.options.onError?.(new Error(m)), info: () => undefined };
  }

  /** Publishing needs no listener here: the process that changes a booking is rarely the one watching. */
  private connectPublisher(): RedisLink | null {
    if (!this.options.redisUrl || this.closed) return null;
    this.publisher ??= connectRedis(this.options.redisUrl, {
      name: 'couvert-live-publish',
      fallback: "changements relayés par la base de données (moins d'une seconde)",
      logger: this.redisLogger(),
      commandTimeoutMs: this.options.redisCommandTimeoutMs,
    });
    return this.publisher;
  }

  private connectSubscriber(url: string): void {
    this.connectPublisher();
    const link = connectRedis(url, {
      name: 'couvert-live-listen',
      fallback: "changements lus dans la base de données (moins d'une seconde)",
      logger: this.redisLogger(),
      commandTimeoutMs: this.options.redisCommandTimeoutMs,
    });
    this.subscriber = link;
    // Ready once the first subscription is made, or once Redis is known to be away (the history
    // poll then carries the changes): waiting on it never hangs on an outage.
    this.subscribed = new Promise<void>((resolve) => {
      link.client.once('error', () => resolve());
      link.client.once('end', () => resolve());
      // On every (re)connection: a subscription made while Redis was away must not be lost.
      link.client.on('ready', () => {
        void link.client.subscribe(CHANNEL).then(
          () => resolve(),
          () => resolve(),
        );
      });
    });
    link.client.on('message', (_channel: string, message: string) => {
      try {
        const parsed = JSON.parse(message) as { origin: string; event: LiveEvent };
        if (parsed.origin !== this.origin) this.deliver(parsed.event);
      } catch (error) {
        this.options.onError?.(error);
      }
    });
  }

  private async poll(): Promise<void> {
    if (this.polling || this.closed) return;
    this.polling = true;
    try {
      const latest = await latestHistoryId(this.db.kysely);
      if (this.lastSeen === null) {
        this.lastSeen = latest;
        return;
      }
      while (latest > this.lastSeen && this.timer) {
        const rows = await historySince(this.db.kysely, this.lastSeen, 200);
        if (rows.length === 0) break;
        for (const row of rows) {
          this.deliver({
            historyId: row.id,
            restaurantId: row.restaurant_id,
            bookingGuid: row.guid,
            action: row.action,
            actor: row.actor,
            status: row.to_status ?? row.status,
            date: row.date,
            hour: row.hour,
            service: row.service,
            name: row.name,
            covers: row.covers,
            source: row.source,
          });
          this.lastSeen = row.id;
        }
      }
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.polling = false;
    }
  }
}
