import path from 'node:path';
import type { AppConfig } from '../../config';
import { createSmtpMailer, type Mailer } from '../../lib/mailer';
import { createFileMailer } from '../../lib/mailer-file';
import { createHttpSmsSender, type SmsSender } from '../../lib/sms';
import { createFileSmsSender } from '../../lib/sms-file';

export interface Transports {
  mailer: Mailer;
  sms: SmsSender;
  /** Address every e-mail is sent from; the display name is the restaurant's. */
  fromAddress: string;
  close(): Promise<void>;
}

export const mailDir = (config: AppConfig) => path.join(config.dataDir, 'mail');
export const smsDir = (config: AppConfig) => path.join(config.dataDir, 'sms');

/** `Couvert <no-reply@couvert.fr>` or a bare address → the address. */
export function fromAddressOf(mailFrom: string): string {
  const angle = /<([^>]+)>/.exec(mailFrom);
  return (angle?.[1] ?? mailFrom).trim();
}

/**
 * Real providers when configured; otherwise messages are kept as files under the data folder
 * (development mailbox and SMS list), never dropped.
 */
export function createTransports(config: AppConfig, now: () => Date = () => new Date(), options: { mailConnections?: number } = {}): Transports {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, options.mailConnections) : createFileMailer(mailDir(config), now);
  const sms = config.sms ? createHttpSmsSender(config.sms) : createFileSmsSender(smsDir(config), now);
  return {
    mailer,
    sms,
    fromAddress: fromAddressOf(config.mailFrom),
    async close() {
      await Promise.all([mailer.close(), sms.close()]);
    },
  };
}
