import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { PermanentDeliveryError } from '../../lib/mailer';
import {
  claimDueMessages,
  markDeferred,
  markFailed,
  markRetry,
  markSent,
  markSkipped,
  releaseClaims,
  type OutboxRow,
} from './outbox-repository';
import { enqueueDueReminders } from './reminders';
import { runGuestPurge } from '../guests/guests-service';
import { redactedPayload } from './outbox-secrets';
import { renderMessage } from './render-message';
import { createTransports, type Transports } from './transports';

export interface RetryPolicy {
  /** Delay after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is 'failed'. */
  maxAttempts: number;
  /** ±fraction of randomness so that retries of many messages do not arrive together. */
  jitter: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 8, jitter: 0.1 };

export function retryDelayMs(policy: RetryPolicy, failedAttempts: number, random: () => number = Math.random): number {
  const raw = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(raw * (1 + policy.jitter * (2 * random() - 1)));
}

export interface WorkerLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const consoleLogger: WorkerLogger = {
  info: (message, data) => console.log(JSON.stringify({ level: 'info', msg: message, ...data })),
  warn: (message, data) => console.warn(JSON.stringify({ level: 'warn', msg: message, ...data })),
  error: (message, data) => console.error(JSON.stringify({ level: 'error', msg: message, ...data })),
};

export const silentLogger: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface OutboxWorkerOptions {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  transports?: Transports;
  workerId?: string;
  /** Messages claimed at a time. */
  batchSize?: number;
  /** Messages sent in parallel within a batch. */
  concurrency?: number;
  pollIntervalMs?: number;
  /** How long a claim holds; well above the providers' timeouts so no one else re-sends. */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** How often the reminder job runs; false to disable. */
  reminderIntervalMs?: number | false;
  logger?: WorkerLogger;
}

export interface OutboxWorker {
  readonly id: string;
  /** Claims and delivers one batch; returns how many messages it handled. */
  runOnce(): Promise<number>;
  /** Delivers until nothing is due (tests, scripts). */
  drain(): Promise<number>;
  runScheduledJobs(): Promise<void>;
  start(): void;
  /** Stops polling, finishes the message in flight, hands back unstarted claims, closes transports. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const transports = options.transports ?? createTransports(config, now);
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const reminderIntervalMs = options.reminderIntervalMs ?? 5 * 60_000;
  const log = options.logger ?? consoleLogger;
  const messageHost = new URL(config.publicUrl).hostname || 'couvert.local';

  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lastReminderRun = Number.NEGATIVE_INFINITY;

  async function send(row: OutboxRow, at: Date): Promise<'sent' | 'skipped' | 'deferred'> {
    const rendered = await renderMessage({ db: db.kysely, config, now: at }, row);
    switch (rendered.channel) {
      case 'skip':
        await markSkipped(db.kysely, row.id, id, rendered.reason, redactedPayload(row));
        return 'skipped';
      case 'defer':
        await markDeferred(db.kysely, row.id, id, rendered.until);
        return 'deferred';
      case 'email':
        await transports.mailer.send({
          from: { name: rendered.fromName, address: transports.fromAddress },
          to: rendered.to,
          replyTo: rendered.replyTo,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          // The same id on every attempt of one row: a receiver can drop a duplicate.
          messageId: `<outbox.${row.id}.${Date.parse(row.created_at)}@${messageHost}>`,
          headers: rendered.headers,
          attachments: rendered.attachments,
        });
        break;
      case 'sms':
        await transports.sms.send({ to: rendered.to, body: rendered.body });
        break;
    }
    if (!(await markSent(db.kysely, row.id, id, now(), row.attempts + 1, redactedPayload(row)))) {
      log.warn('Message envoyé mais réservation du message perdue', { outboxId: row.id, worker: id });
    }
    return 'sent';
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await send(row, now());
    } catch (error) {
      const attempts = row.attempts + 1;
      const text = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentDeliveryError;
      if (permanent || attempts >= retry.maxAttempts) {
        await markFailed(db.kysely, row.id, id, attempts, text, redactedPayload(row));
        log.error("Échec définitif d'envoi", { outboxId: row.id, kind: row.kind, attempts, error: text });
      } else {
        const next = new Date(now().getTime() + retryDelayMs(retry, attempts));
        await markRetry(db.kysely, row.id, id, attempts, next, text);
        log.warn("Échec d'envoi, nouvel essai prévu", { outboxId: row.id, kind: row.kind, attempts, next: next.toISOString(), error: text });
      }
    }
  }

  async function runOnce(): Promise<number> {
    const at = now();
    const rows = await claimDueMessages(db, { workerId: id, now: at, leaseUntil: new Date(at.getTime() + leaseMs), limit: batchSize });
    const queue = [...rows];
    const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (stopping) {
          queue.unshift(row);
          return;
        }
        await deliver(row);
      }
    });
    await Promise.all(lanes);
    if (queue.length > 0) await releaseClaims(db.kysely, queue.map((r) => r.id), id);
    return rows.length - queue.length;
  }

  async function runScheduledJobs(): Promise<void> {
    lastReminderRun = performance.now();
    await enqueueDueReminders(db, now());
    await runGuestPurge({ config, db, now });
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let handled = 0;
      try {
        if (reminderIntervalMs !== false && performance.now() - lastReminderRun >= reminderIntervalMs) await runScheduledJobs();
        handled = await runOnce();
      } catch (error) {
        log.error('Erreur du distributeur de messages', { worker: id, error: error instanceof Error ? error.message : String(error) });
      }
      if (!stopping && handled < batchSize) await sleep(pollIntervalMs);
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
      if (loop) return;
      stopping = false;
      loop = run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = null;
      await transports.close();
    },
  };
}
