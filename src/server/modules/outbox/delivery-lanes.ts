import type { OutboxKind } from './outbox-repository';

/**
 * Delivery lanes: each channel has its own, and mailings (bulk) have their own beside the
 * transactional messages. A lane claims only its own messages, with its own concurrency, its own
 * provider connections and its own send deadline, so a hung SMTP server cannot hold back an SMS
 * code, and a mailing backlog cannot hold back a booking confirmation.
 */
export type LaneName = 'sms' | 'email' | 'sms-bulk' | 'email-bulk' | 'google';

/** E-mails and SMS to people; `google` carries Reserve with Google's booking updates to Google's API. */
export type OutboxChannel = 'email' | 'sms' | 'google';

export interface LaneSettings {
  name: LaneName;
  channel: OutboxChannel;
  /** Messages sent at the same time (and provider connections held). */
  concurrency: number;
  /** A send that has not finished by then counts as a failed attempt (retried later). */
  sendTimeoutMs: number;
}

export const DEFAULT_LANES: readonly LaneSettings[] = [
  { name: 'sms', channel: 'sms', concurrency: 4, sendTimeoutMs: 20_000 },
  { name: 'email', channel: 'email', concurrency: 4, sendTimeoutMs: 30_000 },
  { name: 'sms-bulk', channel: 'sms', concurrency: 2, sendTimeoutMs: 20_000 },
  { name: 'email-bulk', channel: 'email', concurrency: 2, sendTimeoutMs: 30_000 },
  { name: 'google', channel: 'google', concurrency: 2, sendTimeoutMs: 30_000 },
];

/** Scheduled fan-outs (mailings, the day-before reminders, the thanks after the meal) go to the bulk lane of their channel. */
const BULK_KINDS = new Set<string>(['marketing', 'booking_reminder', 'thank_you']);

export function laneOf(kind: OutboxKind, channel: OutboxChannel): LaneName {
  if (channel === 'google') return 'google';
  return BULK_KINDS.has(kind) ? `${channel}-bulk` : channel;
}

/**
 * Within a lane, lower first: a diner waiting at the screen for a code (or an owner for a reset
 * link), then what answers a diner's action, then reminders, then mailings.
 */
export function priorityOf(kind: OutboxKind): number {
  switch (kind) {
    case 'sms_code':
    case 'password_reset':
      return 0;
    case 'booking_reminder':
    case 'thank_you':
      return 2;
    case 'marketing':
      return 3;
    default:
      return 1;
  }
}
