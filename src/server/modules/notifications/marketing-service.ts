import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { unprocessable } from '../../http/envelope';
import { confirmedChannels, listActiveSubscriptions } from '../subscriptions';
import { enqueueMessages, insertMarketingMessage, type OutboxMessage } from '../outbox';

export interface MarketingContent {
  restaurantId: number;
  subject: string;
  /** Plain text (paragraphs separated by a blank line); the e-mail's text part and HTML fallback. */
  text: string;
  /** Optional restaurant-written HTML, sanitised when rendered. */
  html?: string;
  /** Optional shorter text for SMS; the stop instruction is always appended. */
  sms?: string;
  channels?: Array<'email' | 'sms'>;
}

const MARKETING_MESSAGES = {
  subjectRequired: "Veuillez indiquer l'objet du message.",
  textRequired: 'Veuillez écrire le message.',
};

/**
 * Sends a mailing to the restaurant's confirmed subscribers: the content is stored once, one
 * outbox row per recipient and channel is written in the same transaction. Each address gets it
 * once even if it subscribed twice; consent is checked again when each message is delivered, and
 * every message carries its unsubscribe link (e-mail headers and body) or stop instruction (SMS).
 */
export async function sendMarketing(
  ctx: Pick<AppContext, 'db' | 'now'>,
  content: MarketingContent,
): Promise<{ messageId: number; emails: number; sms: number }> {
  const subject = content.subject.trim();
  const text = content.text.trim();
  if (!subject) throw unprocessable(MARKETING_MESSAGES.subjectRequired, 'subject');
  if (!text) throw unprocessable(MARKETING_MESSAGES.textRequired, 'text');
  const channels = new Set(content.channels ?? ['email', 'sms']);
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const messageId = await insertMarketingMessage(trx, {
      restaurant_id: content.restaurantId,
      subject,
      body_text: text,
      body_html: content.html?.trim() ?? '',
      sms_text: content.sms?.trim() ?? '',
      created_at: now.toISOString(),
    });
    const outbox: OutboxMessage[] = [];
    const seen = new Set<string>();
    for (const s of await listActiveSubscriptions(trx, content.restaurantId)) {
      const targets: Array<['email' | 'sms', string]> = [
        ['email', s.email.toLowerCase()],
        ['sms', s.phone_number],
      ];
      const confirmed = confirmedChannels(s);
      for (const [channel, recipient] of targets) {
        const key = `${channel}:${recipient}`;
        if (!recipient || !channels.has(channel) || !confirmed.has(channel) || seen.has(key)) continue;
        seen.add(key);
        outbox.push({
          kind: 'marketing',
          channel,
          recipient,
          restaurantId: content.restaurantId,
          payload: { marketingMessageId: messageId, subscriptionId: s.id },
          dedupeKey: `marketing:${messageId}:${key}`,
        });
      }
    }
    await enqueueMessages(trx, outbox, now);
    return {
      messageId,
      emails: outbox.filter((m) => m.channel === 'email').length,
      sms: outbox.filter((m) => m.channel === 'sms').length,
    };
  });
}
