import type { MailAttachment } from '../../../lib/mailer';

export interface RenderedEmail {
  channel: 'email';
  to: string;
  fromName: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface RenderedSms {
  channel: 'sms';
  to: string;
  body: string;
}

/** What a queued message becomes at delivery time. */
export type RenderResult =
  | RenderedEmail
  | RenderedSms
  /** Nothing to say any more (booking cancelled since, code expired, unsubscribed…). */
  | { channel: 'skip'; reason: string }
  /** Not now (quiet hours): try again at `until`, not counted as an attempt. */
  | { channel: 'defer'; until: Date; reason: string };
