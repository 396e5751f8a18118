import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiver can drop a duplicate of a retried delivery. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<{ id: string }>;
  close(): Promise<void>;
}

/**
 * A refusal the provider will repeat whatever we do (bad address, rejected content): retrying
 * only delays the 'failed' status. Anything else (timeouts, 4xx SMTP replies) is worth a retry.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Options for nodemailer from `smtp(s)://user:pass@host:port` (the URL form alone drops pool and timeouts). */
function smtpOptions(url: string, maxConnections = 3): SMTPPool.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const user = decodeURIComponent(parsed.username);
  return {
    pool: true,
    maxConnections,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(parsed.password) } : undefined,
    // A hung server fails the attempt in seconds (it is retried later); the worker's send deadline
    // caps the whole exchange, and its claim is renewed meanwhile so no one else re-sends.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export function toNodemailerMessage(message: MailMessage): nodemailer.SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}

/** `maxConnections`: one per message the caller sends at once, so that nothing queues inside the pool. */
export function createSmtpMailer(url: string, maxConnections?: number): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(url, maxConnections));
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail(toNodemailerMessage(message));
        return { id: String(info.messageId ?? message.messageId) };
      } catch (error) {
        if (isPermanentSmtpError(error)) throw new PermanentDeliveryError((error as Error).message);
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}
