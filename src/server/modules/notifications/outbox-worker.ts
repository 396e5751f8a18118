import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { runGuestPurge } from '../guests';
import { refreshDueTurnPredictions } from '../booking-engine';
import { collectUnusedUploads } from '../settings';

/** Unused pictures are looked for once an hour per worker. */
const UPLOAD_COLLECTION_INTERVAL_MS = 3600_000;
import { DEFAULT_LANES, type LaneSettings, claimDueMessages, renewClaims, type OutboxRow } from '../outbox';
import { DEFAULT_RETRY, deliver, type DeliveryContext, type RetryPolicy, type WorkerLogger } from './outbox-delivery';
import { enqueueDueReminders } from './reminders';
import { queueThankYous } from '../after-meal';
import { expireDueOffers, offerReleasedTables } from '../waiting-offers';
import { releaseEndedHolds, resumeOpenRefunds } from '../payments';
import { createTransports, type Transports } from './transports';
import { queueGoogleAvailabilityUpdates, queueGoogleBookingUpdates, uploadGoogleFeeds } from '../google-reserve';

export { DEFAULT_RETRY, retryDelayMs, type RetryPolicy, type WorkerLogger } from './outbox-delivery';

export const silentLogger: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface OutboxWorkerOptions {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  /** Shared by every lane when given (tests); otherwise each lane opens its own provider connections. */
  transports?: Transports;
  workerId?: string;
  /** Messages `runOnce` claims per lane. */
  batchSize?: number;
  /** Overrides every lane's concurrency. */
  concurrency?: number;
  lanes?: readonly LaneSettings[];
  pollIntervalMs?: number;
  /**
   * How long a claim holds without news from its worker. Renewed every quarter of it while the
   * message is being sent, so it only runs out when the worker is gone: then another worker takes
   * the message over within seconds.
   */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** How often the reminder job runs; false to disable. */
  reminderIntervalMs?: number | false;
  /** How often run-out waiting-list offers pass to the next entry; false to disable. */
  offerIntervalMs?: number | false;
  logger?: WorkerLogger;
}

export interface OutboxWorker {
  readonly id: string;
  /** Claims and delivers one batch per lane; returns how many messages it handled. */
  runOnce(): Promise<number>;
  /** Delivers until nothing is due (tests, scripts). */
  drain(): Promise<number>;
  runScheduledJobs(): Promise<void>;
  start(): void;
  /** Stops claiming, finishes the messages in flight, closes the providers' connections. */
  stop(): Promise<void>;
}

interface Lane {
  settings: LaneSettings;
  ctx: DeliveryContext;
  /** Messages being sent now, by id: what the heartbeat renews. */
  inFlight: Map<number, Promise<void>>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const batchSize = options.batchSize ?? 20;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 10_000;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const reminderIntervalMs = options.reminderIntervalMs ?? 5 * 60_000;
  const log = options.logger ?? silentLogger;
  const messageHost = new URL(config.publicUrl).hostname || 'couvert.local';
  const ownTransports: Transports[] = [];

  const lanes: Lane[] = (options.lanes ?? DEFAULT_LANES).map((base) => {
    const settings = { ...base, concurrency: Math.max(1, options.concurrency ?? base.concurrency) };
    let transports = options.transports;
    if (!transports) {
      transports = createTransports(config, now, { mailConnections: settings.concurrency });
      ownTransports.push(transports);
    }
    const ctx: DeliveryContext = { db, config, now, workerId: id, transports, sendTimeoutMs: settings.sendTimeoutMs, retry, log, messageHost };
    return { settings, ctx, inFlight: new Map() };
  });

  let stopping = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  let heartbeat: NodeJS.Timeout | null = null;
  let heartbeatFailing = false;

  const claim = (lane: Lane, limit: number) =>
    claimDueMessages(db, { workerId: id, lane: lane.settings.name, now: now(), leaseUntil: new Date(now().getTime() + leaseMs), limit });

  /** Starts sending a claimed message in the lane; resolves when it is settled. */
  function launch(lane: Lane, row: OutboxRow): Promise<void> {
    const done = deliver(lane.ctx, row)
      .catch((error: unknown) => {
        // Recording the outcome failed (database away): the claim expires and the row is retried.
        log.error("Résultat d'envoi non enregistré", { outboxId: row.id, worker: id, error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => lane.inFlight.delete(row.id));
    lane.inFlight.set(row.id, done);
    return done;
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    await Promise.all(
      lanes.map(async (lane) => {
        const rows = await claim(lane, batchSize);
        const queue = [...rows];
        const slots = Array.from({ length: Math.min(lane.settings.concurrency, queue.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) await launch(lane, row);
        });
        await Promise.all(slots);
        handled += rows.length;
      }),
    );
    return handled;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  }

  /**
   * One lane: claims as many due messages as it has free slots, sends them side by side, and
   * claims again as soon as a slot frees up (so an urgent message never waits for a whole batch).
   */
  async function runLane(lane: Lane): Promise<void> {
    while (!stopping) {
      const free = lane.settings.concurrency - lane.inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const rows = await claim(lane, free);
          claimed = rows.length;
          for (const row of rows) void launch(lane, row);
        } catch (error) {
          log.error('Erreur du distributeur de messages', {
            worker: id,
            lane: lane.settings.name,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (stopping) break;
      if (free > 0 && claimed < free) await sleep(pollIntervalMs);
      // All slots busy: wait for one to free (or the poll interval, whichever comes first).
      else await Promise.race([sleep(pollIntervalMs), ...lane.inFlight.values()]);
    }
    await Promise.all(lane.inFlight.values());
  }

  /** Keeps this worker's claims alive while it sends; a dead worker's lapse in seconds. */
  async function renewAll(): Promise<void> {
    const ids = lanes.flatMap((lane) => [...lane.inFlight.keys()]);
    if (ids.length === 0) return;
    try {
      await renewClaims(db.kysely, ids, id, new Date(now().getTime() + leaseMs));
      if (heartbeatFailing) log.info('Réservations des messages de nouveau prolongées', { worker: id });
      heartbeatFailing = false;
    } catch (error) {
      if (!heartbeatFailing)
        log.warn('Impossible de prolonger les réservations des messages en cours', {
          worker: id,
          error: error instanceof Error ? error.message : String(error),
        });
      heartbeatFailing = true;
    }
  }

  let lastUploadCollection = -Infinity;
  async function runScheduledJobs(): Promise<void> {
    await enqueueDueReminders(db, now());
    await queueThankYous(db, now());
    await runGuestPurge({ config, db, now });
    await expireDueOffers(db, now);
    // A table nobody paid for in time goes to the waiting list, like any freed table.
    await releaseEndedHolds(db, now, offerReleasedTables);
    // A diner's refund the provider did not answer is sent again, under its own key.
    await resumeOpenRefunds({ config, db, now });
    // Each restaurant's predicted stays, once its own night has begun.
    await refreshDueTurnPredictions(db, now());
    // Scanning every picture's uses is heavier than the other jobs, and a day's grace needs no haste.
    if (now().getTime() - lastUploadCollection >= UPLOAD_COLLECTION_INTERVAL_MS) {
      lastUploadCollection = now().getTime();
      await collectUnusedUploads(db, now());
    }
    // Reserve with Google's feeds, when what they say changed or hourly; last, so an unreachable
    // drop box delays nothing else.
    await uploadGoogleFeeds({ config, db, now });
  }

  /** Offers run out in minutes, not hours: their job has its own, shorter beat. */
  async function runOfferExpiry(): Promise<void> {
    const interval = options.offerIntervalMs ?? 30_000;
    if (interval === false) return;
    while (!stopping) {
      try {
        await expireDueOffers(db, now);
      } catch (error) {
        log.error("Erreur de l'expiration des offres de liste d'attente", { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      // A table held for a card or a deposit is given back minutes after its hold: the same beat.
      try {
        await releaseEndedHolds(db, now, offerReleasedTables);
      } catch (error) {
        log.error('Erreur de la libération des tables en attente de paiement', { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      // The thanks after the meal: a cheap read of the restaurants that send them, so a booking
      // finished late or a setting turned on after 09:00 is thanked within the half-minute.
      try {
        await queueThankYous(db, now());
      } catch (error) {
        log.error('Erreur des remerciements après le repas', { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      // A Google booking cancelled or marked no-show here, and a day whose availability moved, are
      // queued for Google within the half-minute.
      try {
        await queueGoogleBookingUpdates({ config, db, now });
        await queueGoogleAvailabilityUpdates({ config, db, now });
      } catch (error) {
        log.error('Erreur des mises à jour envoyées à Google', { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      await sleep(interval);
    }
  }

  /** Reminders and the guest purge, apart from the lanes: a slow job never delays a message. */
  async function runScheduler(): Promise<void> {
    if (reminderIntervalMs === false) return;
    while (!stopping) {
      try {
        await runScheduledJobs();
      } catch (error) {
        log.error('Erreur des tâches planifiées', { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      await sleep(reminderIntervalMs);
    }
  }

  return {
    id,
    runOnce,
    async drain() {
      let total = 0;
      for (let n = await runOnce(); n > 0; n = await runOnce()) total += n;
      return total;
    },
    runScheduledJobs,
    start() {
      if (loops.length > 0) return;
      stopping = false;
      heartbeat = setInterval(() => void renewAll(), Math.max(100, Math.floor(leaseMs / 4)));
      heartbeat.unref();
      loops = [...lanes.map(runLane), runScheduler(), runOfferExpiry()];
    },
    async stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
      loops = [];
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.all([...ownTransports, ...(options.transports ? [options.transports] : [])].map((t) => t.close()));
    },
  };
}
