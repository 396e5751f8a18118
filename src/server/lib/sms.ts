import { normalizePhone } from '../../domain/diner-phone';
import { PermanentDeliveryError } from './mailer';

export interface SmsMessage {
  /** Any spelling of a phone number; sent in E.164 (French by default). */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'file';
  send(message: SmsMessage): Promise<{ id: string }>;
  close(): Promise<void>;
}

export interface HttpSmsConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export function e164OrThrow(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) throw new PermanentDeliveryError(`Numéro de téléphone invalide : ${phone}`);
  return normalized;
}

/**
 * Twilio-compatible providers: POST {api}/Accounts/{SID}/Messages.json, basic auth SID:TOKEN,
 * form fields To, From, Body. A 4xx (other than 408 and 429) is a refusal a retry will not change.
 */
export function createHttpSmsSender(config: HttpSmsConfig, timeoutMs = 15_000): SmsSender {
  const endpoint = `${config.apiUrl.replace(/\/$/, '')}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(message) {
      const body = new URLSearchParams({ To: e164OrThrow(message.to), From: config.from, Body: message.body });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        const detail = `Fournisseur SMS : HTTP ${response.status} ${text.slice(0, 300)}`;
        const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
        throw retryable ? new Error(detail) : new PermanentDeliveryError(detail);
      }
      let id = '';
      try {
        const { sid } = JSON.parse(text) as { sid?: unknown };
        id = typeof sid === 'string' || typeof sid === 'number' ? String(sid) : '';
      } catch {
        // A provider that answers 2xx without JSON has still accepted the message.
      }
      return { id };
    },
    async close() {},
  };
}
