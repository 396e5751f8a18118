import { instantAtWallClock, parseInstant } from '../../../domain/dates';
import { nextCommercialSmsInstant } from '../../../domain/commercial-quiet-hours';
import { holidayRegionOf } from '../../../domain/french-holidays';
import { plural } from '../../../domain/plurals';
import type { MailingCompose } from '../../../domain/schemas/mailing';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { notFound, unprocessable } from '../../http/envelope';
import { newGuid } from '../../lib/ids';
import { deletePendingDeliveries, insertMarketingMessage, enqueueMessages, type OutboxMessage } from '../outbox';
import { findRestaurantById } from '../restaurants';
import { listActiveSubscriptions, confirmedChannels, deleteSubscriber } from '../subscriptions';
import { requireOwnUploads } from '../settings';
import {
  deliveriesOf,
  findMailing,
  insertMailing,
  listMailings,
  listSubscribers,
  subscriberCounts,
  subscriptionsUnsubscribedSince,
  updateMailing,
} from './mailing-repository';

/** A stored comma-separated channel list, as the channels it names. */
function channelsOf(text: string): Array<'email' | 'sms'> {
  return text.split(',').filter((c): c is 'email' | 'sms' => c === 'email' || c === 'sms');
}

const MAILING_MESSAGES = {
  restaurantNotFound: 'Restaurant introuvable.',
  mailingNotFound: 'Envoi introuvable.',
  subscriberNotFound: 'Abonné introuvable.',
  subscriberRemoved: 'Abonné supprimé : il ne recevra plus rien.',
  sendAtPast: 'La date d’envoi est passée : choisissez une date à venir, ou envoyez maintenant.',
  sendAtTooFar: 'Un envoi se programme au plus 60 jours à l’avance.',
  noRecipient: 'Aucun abonné confirmé ne peut recevoir cet envoi par les canaux choisis.',
  queued: (n: number) => plural('fr', n, { '=1': 'Envoi lancé vers 1 destinataire.', other: 'Envoi lancé vers # destinataires.' }),
  scheduled: 'Envoi programmé.',
  cancelled: 'Envoi annulé : aucun message ne partira.',
  notCancellable: 'Cet envoi est déjà parti : il ne peut plus être annulé.',
};

const MAX_SCHEDULE_DAYS = 60;
const SEND_NOW_TOLERANCE_MS = 60_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The e-mail body: the text's paragraphs, and the picture as a link (mail clients block remote images anyway). */
function bodyHtml(text: string, imageUrl: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  if (imageUrl) paragraphs.push(`<p><a href="${escapeHtml(imageUrl)}">Voir la photo du jour</a></p>`);
  return paragraphs.join('');
}

interface Recipient {
  channel: 'email' | 'sms';
  recipient: string;
  subscriptionId: number;
  subscriptionGuid: string;
}

export function mailingService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number) {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(MAILING_MESSAGES.restaurantNotFound);
    return restaurant;
  }

  /** Confirmed subscribers only (double opt-in done), each address once per channel. */
  async function recipientsOf(restaurantId: number, channels: Array<'email' | 'sms'>, executor = db): Promise<Recipient[]> {
    const out: Recipient[] = [];
    const seen = new Set<string>();
    for (const s of await listActiveSubscriptions(executor, restaurantId)) {
      const consented = confirmedChannels(s);
      const targets: Array<['email' | 'sms', string]> = [
        ['email', s.email.trim().toLowerCase()],
        ['sms', s.phone_number],
      ];
      for (const [channel, recipient] of targets) {
        const key = `${channel}:${recipient}`;
        if (!recipient || !channels.includes(channel) || !consented.has(channel) || seen.has(key)) continue;
        seen.add(key);
        out.push({ channel, recipient, subscriptionId: s.id, subscriptionGuid: s.guid });
      }
    }
    return out;
  }

  /** When it goes: now, the instant given, or the day and time given on the restaurant's clock. */
  function sendInstant(input: MailingCompose, now: Date, timeZone: string): Date {
    if (!input.send_at && !(input.send_date && input.send_time)) return now;
    const at = input.send_date && input.send_time ? instantAtWallClock(input.send_date, input.send_time, timeZone) : parseInstant(input.send_at!);
    if (at.getTime() < now.getTime() - SEND_NOW_TOLERANCE_MS) throw unprocessable(MAILING_MESSAGES.sendAtPast, 'send_at');
    if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) throw unprocessable(MAILING_MESSAGES.sendAtTooFar, 'send_at');
    return at.getTime() < now.getTime() ? now : at;
  }

  async function report(mailing: NonNullable<Awaited<ReturnType<typeof findMailing>>>) {
    const empty = { pending: 0, sent: 0, failed: 0, skipped: 0 };
    const byChannel = { email: { ...empty }, sms: { ...empty } };
    let unsubscribedSince = 0;
    let smsNotBefore: string | null = null;
    if (mailing.marketing_message_id !== null) {
      const now = ctx.now().toISOString();
      const rows = await deliveriesOf(db, mailing.marketing_message_id);
      const subscriptionIds = new Set<number>();
      for (const row of rows) {
        if (row.channel === 'google') continue;
        const bucket = byChannel[row.channel];
        const status = row.status as keyof typeof empty;
        if (status in bucket) bucket[status]++;
        // Only SMS held for later (quiet hours, schedule) are worth telling about.
        const held = row.channel === 'sms' && row.status === 'pending' && row.next_attempt_at > now;
        if (held && (smsNotBefore === null || row.next_attempt_at < smsNotBefore)) smsNotBefore = row.next_attempt_at;
        const payload = JSON.parse(row.payload) as { subscriptionId?: unknown };
        if (typeof payload.subscriptionId === 'number') subscriptionIds.add(payload.subscriptionId);
      }
      unsubscribedSince = (await subscriptionsUnsubscribedSince(db, [...subscriptionIds], mailing.send_at)).length;
    }
    const total = (k: keyof typeof empty) => byChannel.email[k] + byChannel.sms[k];
    return {
      email: byChannel.email,
      sms: byChannel.sms,
      sent: total('sent'),
      failed: total('failed'),
      pending: total('pending'),
      skipped: total('skipped'),
      unsubscribedSince,
      smsNotBefore,
    };
  }

  /** A send and its report; `timeZone` is the restaurant's, the clock its instants are shown on. */
  async function view(mailing: NonNullable<Awaited<ReturnType<typeof findMailing>>>, timeZone: string) {
    return {
      guid: mailing.guid,
      subject: mailing.subject,
      text: mailing.body_text,
      sms_text: mailing.sms_text,
      image_url: mailing.image_url,
      channels: channelsOf(mailing.channels),
      status: mailing.status,
      send_at: mailing.send_at,
      created_at: mailing.created_at,
      created_by: mailing.created_by,
      time_zone: timeZone,
      recipients: { email: mailing.recipients_email, sms: mailing.recipients_sms },
      report: await report(mailing),
    };
  }

  return {
    async subscribers(restaurantId: number, q: { search: string; status: string; page: number; pageSize: number }) {
      const restaurant = await requireRestaurant(restaurantId);
      const [{ rows, total }, counts] = await Promise.all([
        listSubscribers(db, restaurantId, { search: q.search, status: q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
        subscriberCounts(db, restaurantId),
      ]);
      return {
        timeZone: restaurant.time_zone,
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
        // The column holds only these three (the subscription's life: pending, active, unsubscribed).
        subscribers: rows.map(({ source_booking_reference, source_booking_date, ...r }) => ({
          ...r,
          status: r.status as 'pending' | 'active' | 'unsubscribed',
          channels: channelsOf(r.consent_channels),
          source_booking: source_booking_date ? { reference: source_booking_reference ?? '', date: source_booking_date } : null,
        })),
      };
    },

    async removeSubscriber(restaurantId: number, guid: string): Promise<string> {
      const n = await inTransaction(ctx.db, (trx) => deleteSubscriber(trx, restaurantId, guid));
      if (n === 0) throw notFound(MAILING_MESSAGES.subscriberNotFound);
      return MAILING_MESSAGES.subscriberRemoved;
    },

    /** Who would receive it and when the SMS would leave (the commercial window may hold them). */
    async preview(restaurantId: number, input: MailingCompose) {
      const restaurant = await requireRestaurant(restaurantId);
      const now = ctx.now();
      const at = sendInstant(input, now, restaurant.time_zone);
      const recipients = await recipientsOf(restaurantId, input.channels);
      const smsAt = nextCommercialSmsInstant(at, restaurant.time_zone, holidayRegionOf(restaurant));
      return {
        timeZone: restaurant.time_zone,
        emailRecipients: recipients.filter((r) => r.channel === 'email').length,
        smsRecipients: recipients.filter((r) => r.channel === 'sms').length,
        sendAt: at.toISOString(),
        smsSendAt: smsAt.toISOString(),
        smsHeld: smsAt.getTime() > at.getTime(),
        smsText: `${restaurant.name} : ${(input.sms_text || input.text).trim()}\nSTOP : ${ctx.config.publicUrl}/communication/unsubscribe/…`,
        emailHtml: bodyHtml(input.text, input.image_url ? absolute(ctx.config.publicUrl, input.image_url) : ''),
      };
    },

    /**
     * Sends now or at `send_at`: the content is stored once and one outbox row per recipient and
     * channel is written in the same transaction, e-mails due at the send time, SMS at the next
     * instant the commercial window allows. Consent is checked again by the worker at delivery.
     */
    async send(restaurantId: number, input: MailingCompose, author: string) {
      const restaurant = await requireRestaurant(restaurantId);
      await requireOwnUploads(ctx, restaurantId, input.image_url);
      const now = ctx.now();
      const at = sendInstant(input, now, restaurant.time_zone);
      const scheduled = at.getTime() > now.getTime();
      const created = now.toISOString();
      const imageUrl = input.image_url ? absolute(ctx.config.publicUrl, input.image_url) : '';
      return inTransaction(ctx.db, async (trx) => {
        const recipients = await recipientsOf(restaurantId, input.channels, trx);
        if (recipients.length === 0) throw unprocessable(MAILING_MESSAGES.noRecipient, 'no_recipient');
        const messageId = await insertMarketingMessage(trx, {
          restaurant_id: restaurantId,
          subject: input.subject,
          body_text: imageUrl ? `${input.text}\n\nPhoto du jour : ${imageUrl}` : input.text,
          body_html: bodyHtml(input.text, imageUrl),
          sms_text: input.sms_text,
          created_at: created,
        });
        const guid = newGuid();
        const mailingId = await insertMailing(trx, {
          guid,
          restaurant_id: restaurantId,
          subject: input.subject,
          body_text: input.text,
          sms_text: input.sms_text,
          image_url: input.image_url,
          channels: input.channels.join(','),
          status: scheduled ? 'scheduled' : 'queued',
          send_at: at.toISOString(),
          marketing_message_id: messageId,
          recipients_email: recipients.filter((r) => r.channel === 'email').length,
          recipients_sms: recipients.filter((r) => r.channel === 'sms').length,
          created_by: author,
          created_at: created,
          updated_at: created,
        });
        // The commercial window is read on the restaurant's clock, where its subscribers live.
        const smsAt = nextCommercialSmsInstant(at, restaurant.time_zone, holidayRegionOf(restaurant));
        const messages: OutboxMessage[] = recipients.map((r) => ({
          kind: 'marketing',
          channel: r.channel,
          recipient: r.recipient,
          restaurantId,
          payload: { marketingMessageId: messageId, subscriptionId: r.subscriptionId, subscriptionGuid: r.subscriptionGuid, mailingId },
          dedupeKey: `marketing:${messageId}:${r.channel}:${r.recipient}`,
          notBefore: r.channel === 'sms' ? smsAt : at,
        }));
        await enqueueMessages(trx, messages, now);
        return { guid, message: scheduled ? MAILING_MESSAGES.scheduled : MAILING_MESSAGES.queued(recipients.length) };
      });
    },

    async list(restaurantId: number) {
      const restaurant = await requireRestaurant(restaurantId);
      const rows = await listMailings(db, restaurantId, 100);
      return Promise.all(rows.map((row) => view(row, restaurant.time_zone)));
    },

    async detail(restaurantId: number, guid: string) {
      const restaurant = await requireRestaurant(restaurantId);
      const mailing = await findMailing(db, restaurantId, guid);
      if (!mailing) throw notFound(MAILING_MESSAGES.mailingNotFound);
      return view(mailing, restaurant.time_zone);
    },

    /** A scheduled send can be called off until it leaves; nothing already sent is touched. */
    async cancel(restaurantId: number, guid: string): Promise<string> {
      return inTransaction(ctx.db, async (trx) => {
        const mailing = await findMailing(trx, restaurantId, guid);
        if (!mailing) throw notFound(MAILING_MESSAGES.mailingNotFound);
        if (mailing.status !== 'scheduled' || parseInstant(mailing.send_at).getTime() <= ctx.now().getTime()) {
          throw unprocessable(MAILING_MESSAGES.notCancellable, 'not_cancellable');
        }
        if (mailing.marketing_message_id !== null) await deletePendingDeliveries(trx, mailing.marketing_message_id);
        await updateMailing(trx, mailing.id, { status: 'cancelled', updated_at: ctx.now().toISOString() });
        return MAILING_MESSAGES.cancelled;
      });
    },
  };
}

function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`;
}
