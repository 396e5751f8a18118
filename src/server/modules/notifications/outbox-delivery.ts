import { parseInstant } from '../../../domain/dates';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { PermanentDeliveryError } from '../../lib/mailer';
import { markDeferred, markFailed, markRetry, markSent, markSkipped, type OutboxRow } from '../outbox';
import { deliverGoogleAvailabilityUpdate, deliverGoogleBookingUpdate } from '../google-reserve';
import { redactedPayload } from './outbox-secrets';
import { renderMessage } from './render-message';
import type { Transports } from './transports';

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

class SendTimeoutError extends Error {
  override readonly name = 'SendTimeoutError';
}

/** The provider call, abandoned (and counted as a failed attempt) past the lane's deadline. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`${what} : pas de réponse du fournisseur en ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface DeliveryContext {
  db: Db;
  config: AppConfig;
  now: () => Date;
  workerId: string;
  transports: Transports;
  sendTimeoutMs: number;
  retry: RetryPolicy;
  log: WorkerLogger;
  messageHost: string;
}

async function send(ctx: DeliveryContext, row: OutboxRow): Promise<void> {
  const { db, transports, workerId: id } = ctx;
  if (row.channel === 'google') return sendToGoogle(ctx, row);
  const rendered = await renderMessage({ db: db.kysely, config: ctx.config, now: ctx.now() }, row);
  switch (rendered.channel) {
    case 'skip':
      await markSkipped(db.kysely, row.id, id, rendered.reason, redactedPayload(row));
      return;
    case 'defer':
      await markDeferred(db.kysely, row.id, id, rendered.until);
      return;
    case 'email':
      await withDeadline(
        transports.mailer.send({
          from: { name: rendered.fromName, address: transports.fromAddress },
          to: rendered.to,
          replyTo: rendered.replyTo,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          // The same id on every attempt of one row (a retry, or another worker's after a crash):
          // a receiver can drop a duplicate.
          messageId: `<outbox.${row.id}.${parseInstant(row.created_at).getTime()}@${ctx.messageHost}>`,
          headers: rendered.headers,
          attachments: rendered.attachments,
        }),
        ctx.sendTimeoutMs,
        'E-mail',
      );
      break;
    case 'sms':
      await withDeadline(transports.sms.send({ to: rendered.to, body: rendered.body }), ctx.sendTimeoutMs, 'SMS');
      break;
  }
  if (!(await markSent(db.kysely, row.id, id, ctx.now(), row.attempts + 1, redactedPayload(row)))) {
    ctx.log.warn('Message envoyé mais réservation du message perdue', { outboxId: row.id, worker: id });
  }
}

/** A Reserve with Google booking update or availability push: a call to Google's API instead of a message to a person. */
async function sendToGoogle(ctx: DeliveryContext, row: OutboxRow): Promise<void> {
  const app = { config: ctx.config, db: ctx.db, now: ctx.now };
  const payload = JSON.parse(row.payload) as { bookingId: number; restaurantId: number; date: string };
  const work =
    row.kind === 'google_availability_update'
      ? deliverGoogleAvailabilityUpdate(app, payload.restaurantId, payload.date)
      : deliverGoogleBookingUpdate(app, payload.bookingId);
  const outcome = await withDeadline(work, ctx.sendTimeoutMs, 'Google');
  if ('skipped' in outcome) await markSkipped(ctx.db.kysely, row.id, ctx.workerId, outcome.skipped);
  else if (!(await markSent(ctx.db.kysely, row.id, ctx.workerId, ctx.now(), row.attempts + 1))) {
    ctx.log.warn('Mise à jour envoyée à Google mais réservation du message perdue', { outboxId: row.id, worker: ctx.workerId });
  }
}

/** Sends one claimed message and records the outcome: sent, skipped, deferred, retry later or failed. */
export async function deliver(ctx: DeliveryContext, row: OutboxRow): Promise<void> {
  try {
    await send(ctx, row);
  } catch (error) {
    const attempts = row.attempts + 1;
    const text = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentDeliveryError;
    const { db, workerId: id, retry, log } = ctx;
    if (permanent || attempts >= retry.maxAttempts) {
      await markFailed(db.kysely, row.id, id, attempts, text, redactedPayload(row));
      log.error("Échec définitif d'envoi", { outboxId: row.id, kind: row.kind, attempts, error: text });
    } else {
      const next = new Date(ctx.now().getTime() + retryDelayMs(retry, attempts));
      await markRetry(db.kysely, row.id, id, attempts, next, text);
      log.warn("Échec d'envoi, nouvel essai prévu", { outboxId: row.id, kind: row.kind, lane: row.lane, attempts, next: next.toISOString(), error: text });
    }
  }
}
