import { classifyDatabaseError, DatabaseBusyError } from './database-errors';
import { DB_LIMITS } from './database-limits';

interface Waiter {
  grant(): void;
  refuse(error: Error): void;
}

/** At most `max` holders at once; the others wait in order, each up to its own deadline. */
class Turnstile {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly max: number,
    private readonly queue: WriteQueue,
  ) {}

  get idle(): boolean {
    return this.active === 0 && this.waiting.length === 0;
  }

  /** Refuses everyone waiting (their turn would come only to fail the same way). */
  refuseWaiting(error: Error): void {
    for (const waiter of this.waiting.splice(0)) waiter.refuse(error);
  }

  enter(deadline: number, what: string): Promise<() => void> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve(this.exit());
    }
    this.queue.reserve();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          this.queue.unreserve();
          resolve(this.exit());
        },
        refuse: (error) => {
          clearTimeout(timer);
          this.queue.unreserve();
          reject(error);
        },
      };
      const timer = setTimeout(
        () => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          this.queue.unreserve();
          reject(new DatabaseBusyError(`attente de ${what} au-delà de ${DB_LIMITS.queueWaitMs} ms`));
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiting.push(waiter);
    });
  }

  private exit(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so nobody overtakes the queue.
      if (next) next.grant();
      else this.active--;
    };
  }
}

/**
 * Load shedding for write transactions, per process. A write first waits its turn for its key
 * (a restaurant's day: one connection per day waits on the database lock, the others wait here
 * without holding a connection), then for one of a few transaction slots (the rest of the pool
 * stays free for reads and health checks). The queue is bounded in length and in time: past
 * either, the request is refused at once with a 503 instead of piling up behind a slow database.
 */
export class WriteQueue {
  private queued = 0;
  private readonly slots: Turnstile;
  private readonly keys = new Map<string, Turnstile>();

  constructor(
    maxConcurrent: number = DB_LIMITS.maxConcurrentTransactions,
    private readonly maxQueued: number = DB_LIMITS.maxQueuedTransactions,
  ) {
    this.slots = new Turnstile(maxConcurrent, this);
  }

  /** Writes waiting in this process right now. */
  get waiting(): number {
    return this.queued;
  }

  reserve(): void {
    if (this.queued >= this.maxQueued) throw new DatabaseBusyError(`${this.queued} écritures déjà en attente`);
    this.queued++;
  }

  unreserve(): void {
    this.queued--;
  }

  async run<T>(key: string | null, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + DB_LIMITS.queueWaitMs;
    let keyGate: Turnstile | undefined;
    let leaveKey: (() => void) | undefined;
    if (key !== null) {
      keyGate = this.keys.get(key);
      if (!keyGate) {
        keyGate = new Turnstile(1, this);
        this.keys.set(key, keyGate);
      }
    }
    try {
      if (keyGate) leaveKey = await keyGate.enter(deadline, 'ce jour');
      const leaveSlot = await this.slots.enter(deadline, 'une connexion');
      try {
        return await work();
      } catch (error) {
        // The day's lock timed out: someone elsewhere holds it. Those queued behind for the same
        // day would wait only to time out in turn; they are answered now.
        if (keyGate && error instanceof Error && classifyDatabaseError(error) === 'busy')
          keyGate.refuseWaiting(new DatabaseBusyError(`jour verrouillé ailleurs : ${error.message}`));
        throw error;
      } finally {
        leaveSlot();
      }
    } finally {
      leaveKey?.();
      if (key !== null && keyGate?.idle) this.keys.delete(key);
    }
  }
}
