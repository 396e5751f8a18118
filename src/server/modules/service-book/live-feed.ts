import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LiveEvent } from '../../../domain/service-book';
import type { Db } from '../../db/database';
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
 * - Across processes: with REDIS_URL, published events also travel over Redis pub/sub. Whatever the
 *   setup, every booking change also writes a `booking_history` row in its transaction, so while
 *   someone listens the feed polls that table's latest id (one indexed read per second) and
 *   announces the rows it has not delivered yet: changes made by other processes, or by code that
 *   does not publish (the diner's own booking, cancellation or delay) are never missed.
 * Each event carries its history id, so the same change is never announced twice.
 */
export class LiveFeed {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private readonly delivered = new Set<number>();
  private listeners = 0;
  private lastSeen: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private subscribed: Promise<void> = Promise.resolve();
  private starting: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: { redisUrl?: string; pollMs?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.emitter.setMaxListeners(0);
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
    for (const event of events) {
      this.deliver(event);
      this.publisher?.publish(CHANNEL, JSON.stringify({ origin: this.origin, event })).catch((e) => this.options.onError?.(e));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopPolling();
    this.emitter.removeAllListeners();
    await Promise.all([this.publisher?.quit().catch(() => undefined), this.subscriber?.quit().catch(() => undefined)]);
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
    if (this.options.redisUrl && !this.publisher) this.connectRedis(this.options.redisUrl);
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

  private connectRedis(url: string): void {
    const options = { maxRetriesPerRequest: 1, lazyConnect: false };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) client.on('error', (e) => this.options.onError?.(e));
    this.subscribed = this.subscriber.subscribe(CHANNEL).then(
      () => undefined,
      (e: unknown) => this.options.onError?.(e),
    );
    this.subscriber.on('message', (_channel: string, message: string) => {
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
