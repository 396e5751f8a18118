import { zonedNow } from '../../../domain/dates';
import { isRegular, normaliseDietary, parseDietary } from '../../../domain/guest-profile';
import type { z } from 'zod';
import type { guestUpdateSchema } from '../../../domain/schemas/guests';
import { readFlag, writeFlag } from '../../db/flags';
import { normaliseEmailKey, normaliseTags, summariseGuestHistory } from '../../../domain/guest-matching';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/transactions';
import { notFound } from '../../http/envelope';
import { checkPostCode, normalizeName } from '../../../domain/diner-fields';
import { normalizePhone } from '../../../domain/diner-phone';
import { findRestaurantById } from '../restaurants';
import { bookingSummary } from '../service-book';
import { purgeInactiveGuests, syncGuests, withGuestLock } from './guest-sync';
import { anonymiseBookings } from '../booking-engine';
import { deleteConfirmationCodes } from '../confirmation-codes';
import { deleteOutboxFor } from '../outbox';
import { deleteSubscriptionsByContact } from '../subscriptions';
import {
  answersOf,
  bookingFactsOf,
  bookingIdsByContact,
  deleteGuests,
  findGuestByGuid,
  guestBookings,
  historyOf,
  iconsOf,
  listGuests,
  outboxFor,
  subscriptionsByContact,
  updateGuest,
} from './guests-repository';

const GUEST_MESSAGES = {
  notFound: 'Client introuvable.',
  restaurantNotFound: 'Restaurant introuvable.',
  saved: 'Fiche client enregistrée.',
  erased: 'Les données personnelles de ce client ont été effacées.',
};

type GuestRow = NonNullable<Awaited<ReturnType<typeof findGuestByGuid>>>;
type GuestUpdateInput = z.output<typeof guestUpdateSchema>;

/** Who is reading: only a session allowed to see health data gets allergies and diets. */
export interface GuestReader {
  seesHealth: boolean;
}

function parseTags(tags: string): string[] {
  try {
    const parsed: unknown = JSON.parse(tags);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function guestsService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function today(restaurantId: number): Promise<{ day: string; regularVisits: number }> {
    const restaurant = await findRestaurantById(db, restaurantId);
    if (!restaurant) throw notFound(GUEST_MESSAGES.restaurantNotFound);
    return { day: zonedNow(restaurant.time_zone, ctx.now()).date, regularVisits: restaurant.regular_visits };
  }

  async function sync(restaurantId: number): Promise<void> {
    await withGuestLock(ctx.db, restaurantId, (trx) => syncGuests(trx, restaurantId, ctx.now()));
  }

  async function requireGuest(restaurantId: number, guid: string): Promise<GuestRow> {
    const guest = await findGuestByGuid(db, restaurantId, guid);
    if (!guest) throw notFound(GUEST_MESSAGES.notFound);
    return guest;
  }

  /** The profile as sent; allergies and diets only to a reader allowed to see health data. */
  function profileOf(g: GuestRow, reader: GuestReader, visits: number, regularVisits: number) {
    return {
      ...baseProfileOf(g),
      regular: isRegular(visits, regularVisits),
      ...(reader.seesHealth ? { dietary: { codes: parseDietary(g.dietary), note: g.dietary_note } } : {}),
    };
  }

  function baseProfileOf(g: GuestRow) {
    return {
      guid: g.guid,
      name: g.name,
      email: g.email,
      phone_number: g.phone_number,
      birthday: g.birthday,
      post_code: g.post_code,
      notes: g.notes,
      tags: parseTags(g.tags),
      created_at: g.created_at,
      vip: readFlag(g.vip),
      table_preference: g.table_preference,
      room_preference: g.room_preference,
    };
  }

  /** Every contact the guest ever gave this restaurant: the profile's and its bookings'. */
  async function contactsOf(executor: Executor, restaurantId: number, guest: GuestRow) {
    const bookings = await guestBookings(executor, restaurantId, guest.id);
    const emails = new Set<string>();
    const phones = new Set<string>();
    for (const c of [{ email: guest.email, phone_number: guest.phone_number }, ...bookings]) {
      if (c.email) emails.add(normaliseEmailKey(c.email));
      if (c.phone_number) {
        phones.add(c.phone_number);
        const normal = normalizePhone(c.phone_number);
        if (normal) phones.add(normal);
      }
    }
    return { bookings, emails: [...emails], phones: [...phones] };
  }

  async function erase(restaurantId: number, guid: string): Promise<void> {
    await withGuestLock(ctx.db, restaurantId, async (trx) => {
      const guest = await findGuestByGuid(trx, restaurantId, guid);
      if (!guest) throw notFound(GUEST_MESSAGES.notFound);
      const { bookings, emails, phones } = await contactsOf(trx, restaurantId, guest);
      // Bookings not matched yet but carrying the same contact belong to the same person.
      const byContact = await bookingIdsByContact(trx, restaurantId, emails, phones);
      const bookingIds = [...new Set([...bookings.map((b) => b.id), ...byContact.map((b) => b.id)])];
      await anonymiseBookings(trx, bookingIds, ctx.now().toISOString());
      await deleteSubscriptionsByContact(trx, restaurantId, emails, phones);
      await deleteOutboxFor(trx, restaurantId, bookingIds, [...emails, ...phones]);
      await deleteConfirmationCodes(trx, phones);
      await deleteGuests(trx, [guest.id]);
    });
  }

  return {
    sync,

    async list(restaurantId: number, query: { search: string; page: number; pageSize: number }, reader: GuestReader) {
      const { day, regularVisits } = await today(restaurantId);
      await sync(restaurantId);
      const { rows, total } = await listGuests(db, restaurantId, {
        search: query.search,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const facts = await bookingFactsOf(
        db,
        restaurantId,
        rows.map((r) => r.id),
      );
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        guests: rows.map((g) => {
          const summary = summariseGuestHistory(
            facts.filter((f) => f.guest_id === g.id),
            day,
          );
          return { ...profileOf(g, reader, summary.visits, regularVisits), ...summary };
        }),
      };
    },

    async detail(restaurantId: number, guid: string, reader: GuestReader) {
      const { day, regularVisits } = await today(restaurantId);
      await sync(restaurantId);
      const guest = await requireGuest(restaurantId, guid);
      const { bookings, emails, phones } = await contactsOf(db, restaurantId, guest);
      const [answers, subscriptions] = await Promise.all([
        answersOf(
          db,
          bookings.map((b) => b.id),
        ),
        subscriptionsByContact(db, restaurantId, emails, phones),
      ]);
      const summary = summariseGuestHistory(bookings, day);
      return {
        ...profileOf(guest, reader, summary.visits, regularVisits),
        summary,
        bookings: bookings.map((b) => bookingSummary(b, answers)),
        // The daily-specials consent the guest gave (on the page or when booking): the most engaged one.
        subscription: subscriptionStatusOf(subscriptions.map((x) => x.status)),
      };
    },

    async update(restaurantId: number, guid: string, input: GuestUpdateInput): Promise<string> {
      await withGuestLock(ctx.db, restaurantId, async (trx) => {
        const guest = await findGuestByGuid(trx, restaurantId, guid);
        if (!guest) throw notFound(GUEST_MESSAGES.notFound);
        // The route has checked each field; these are their stored spellings.
        const postCode = checkPostCode(input.post_code);
        await updateGuest(trx, guest.id, {
          name: normalizeName(input.name),
          birthday: input.birthday || null,
          post_code: postCode.ok ? postCode.value : null,
          notes: input.notes,
          tags: JSON.stringify(normaliseTags(input.tags)),
          ...(input.vip === undefined ? {} : { vip: writeFlag(input.vip) }),
          ...(input.table_preference === undefined ? {} : { table_preference: input.table_preference }),
          ...(input.room_preference === undefined ? {} : { room_preference: input.room_preference }),
          ...(input.dietary ? { dietary: JSON.stringify(normaliseDietary(input.dietary.codes)), dietary_note: input.dietary.note } : {}),
          updated_at: ctx.now().toISOString(),
        });
      });
      return GUEST_MESSAGES.saved;
    },

    /** Everything the restaurant holds about this person (GDPR right of access), as one JSON document. */
    async exportData(restaurantId: number, guid: string) {
      await sync(restaurantId);
      const guest = await requireGuest(restaurantId, guid);
      const { bookings, emails, phones } = await contactsOf(db, restaurantId, guest);
      const ids = bookings.map((b) => b.id);
      const [answers, history, icons, subscriptions, messages] = await Promise.all([
        answersOf(db, ids),
        historyOf(db, ids),
        iconsOf(db, ids),
        subscriptionsByContact(db, restaurantId, emails, phones),
        outboxFor(db, restaurantId, ids, [...emails, ...phones]),
      ]);
      return {
        exported_at: ctx.now().toISOString(),
        // The export is the person's own data: allergies and diets included (health data they gave).
        profile: { ...baseProfileOf(guest), dietary: { codes: parseDietary(guest.dietary), note: guest.dietary_note } },
        bookings: bookings.map((b) => ({
          reference: b.reference,
          date: b.date,
          hour: b.hour,
          covers: b.covers,
          status: b.status,
          source: b.source,
          name: b.name,
          email: b.email,
          phone_number: b.phone_number,
          information: b.information,
          birthday: b.birthday,
          post_code: b.post_code,
          dietary: { codes: parseDietary(b.dietary), note: b.dietary_note },
          sms_consent: b.sms_consent,
          created_at: b.created_at,
          answers: answers.filter((a) => a.booking_id === b.id).map((a) => ({ question: a.question_text, answer: a.answer })),
          preferences: icons.filter((i) => i.booking_id === b.id).map((i) => i.label),
          history: history.filter((h) => h.booking_id === b.id).map((h) => ({ at: h.at, action: h.action, from: h.from_status, to: h.to_status })),
        })),
        subscriptions: subscriptions.map((s) => ({
          email: s.email,
          phone_number: s.phone_number,
          status: s.status,
          consent_text: s.consent_text,
          consent_channels: s.consent_channels,
          consent_at: s.consent_at,
          confirmed_at: s.confirmed_at,
          unsubscribed_at: s.unsubscribed_at,
        })),
        messages: messages.map((m) => ({
          kind: m.kind,
          channel: m.channel,
          recipient: m.recipient,
          status: m.status,
          created_at: m.created_at,
          sent_at: m.sent_at,
        })),
      };
    },

    /** Right to erasure: every table that names the person is emptied of it, in one transaction. */
    async erase(restaurantId: number, guid: string): Promise<string> {
      await sync(restaurantId);
      await erase(restaurantId, guid);
      return GUEST_MESSAGES.erased;
    },

    /** The daily job: erase guests inactive for three years. */
    purgeInactive() {
      return purgeInactiveGuests(ctx.db, ctx.now(), (restaurantId, guid) => erase(restaurantId, guid));
    },
  };
}

/** The worker's daily job (it runs once a day however often and by however many workers it is called). */
export function runGuestPurge(ctx: AppContext) {
  return guestsService(ctx).purgeInactive();
}

/** Of a person's subscriptions (one per contact), the status that says most: confirmed, pending, then unsubscribed. */
function subscriptionStatusOf(statuses: string[]): 'active' | 'pending' | 'unsubscribed' | null {
  for (const status of ['active', 'pending', 'unsubscribed'] as const) if (statuses.includes(status)) return status;
  return null;
}
