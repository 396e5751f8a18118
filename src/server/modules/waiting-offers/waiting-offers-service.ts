import { formatLongFrenchDate, minutesToTime, zonedNow, parseInstant } from '../../../domain/dates';
import { said, type DinerText } from '../../../domain/diner-messages/diner-text';
import { languageOr, type DinerLanguage } from '../../../domain/languages';
import { isOfferExpired, WAITING_OFFER_CODES as M } from '../../../domain/waiting-offers';
import type { WaitingOfferView } from '../../../domain/schemas/responses/waiting-offers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { inDayTransaction, type Executor } from '../../db/transactions';
import { conflict, notFound } from '../../http/envelope';
import { addBookingHistory, findBookingById, replaceBookingTables, updateBooking } from '../booking-engine';
import { enqueueMessages, dinerMessage } from '../outbox';
import { dayHasEndedHolds, findBookingPaymentOfBooking, holdBookingPayment, isHeldPayment, protectionRules, releaseEndedHoldsOfDay } from '../payments';
import { findRestaurantById, type RestaurantRow } from '../restaurants';
import { dinerProtection, offerProtection, requireConsent } from './offer-protection';
import { closeUnfillableOffers, markTaken, offerDay, offerFreedRoom, offerReleasedTables, offerSlotCheck } from './waiting-offers-engine';
import { dueOfferServices, findOfferByToken, listDayOffers, listServiceOffers, setOfferStatus, type WaitingOfferRow } from './waiting-offers-repository';

type Refusal = 'taken' | 'expired' | 'declined' | 'withdrawn' | 'alreadyAccepted';

const localTime = (restaurant: RestaurantRow, iso: string | null) => (iso ? minutesToTime(zonedNow(restaurant.time_zone, parseInstant(iso)).minutes) : null);

/** What a closed offer's status tells its diner. */
function refusalOf(offer: WaitingOfferRow, now: Date): Refusal | null {
  if (offer.status === 'accepted') return 'alreadyAccepted';
  if (offer.status === 'taken' || offer.status === 'declined' || offer.status === 'withdrawn' || offer.status === 'expired') return offer.status;
  return isOfferExpired(offer.expires_at, now) ? 'expired' : null;
}

/** Marks the offers of a service that ran out, then offers the room to the next in line. */
async function expireService(trx: Executor, restaurant: RestaurantRow, date: string, service: 'noon' | 'evening', now: Date): Promise<void> {
  const at = now.toISOString();
  for (const offer of await listServiceOffers(trx, restaurant.id, date, service)) {
    if (offer.status !== 'offered' || !isOfferExpired(offer.expires_at, now)) continue;
    await setOfferStatus(trx, offer.id, 'expired', at);
    await addBookingHistory(trx, { bookingId: offer.booking_id, at, actor: 'system', action: 'offer_expired', details: { hour: offer.hour } });
  }
  await offerFreedRoom(trx, restaurant, date, service, now);
}

/** The periodic job: every offer past its time is closed and the next entries are offered. */
export async function expireDueOffers(db: Db, now: () => Date): Promise<number> {
  const due = await dueOfferServices(db.kysely, now().toISOString());
  for (const group of due) {
    const restaurant = await findRestaurantById(db.kysely, group.restaurant_id);
    if (!restaurant) continue;
    await inDayTransaction(db, restaurant.id, group.date, (trx) => expireService(trx, restaurant, group.date, group.service, now()));
  }
  return due.length;
}

export function waitingOffersService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function load(token: string) {
    const offer = await findOfferByToken(db, token);
    const restaurant = offer && (await findRestaurantById(db, offer.restaurant_id));
    if (!offer || !restaurant) throw notFound(said(M.notFound));
    return { offer, restaurant };
  }

  return {
    /**
     * The offer as its page shows it. A GET changes nothing (mail scanners open links). An open
     * offer carries the guarantee or deposit its table needs, in the page's language (`wordsIn`).
     */
    async view(token: string, wordsIn?: DinerLanguage) {
      const { offer, restaurant } = await load(token);
      const refusal = refusalOf(offer, ctx.now());
      const entry = await findBookingById(db, offer.booking_id);
      const state: WaitingOfferView['state'] = refusal === null ? 'open' : refusal === 'alreadyAccepted' ? 'accepted' : refusal;
      const language = languageOr(entry?.language);
      const protection =
        state === 'open' ? offerProtection(await protectionRules(db, restaurant.id), restaurant, offer, offer.service, wordsIn ?? language) : null;
      return {
        state,
        /** Written in the diner's language by the route. */
        message: refusal ? said(M[refusal], undefined, language) : null,
        language,
        restaurant_name: restaurant.name,
        restaurant_slug: restaurant.slug,
        restaurant_logo: restaurant.logo_img,
        restaurant_time_zone: restaurant.time_zone,
        name: entry?.name ?? '',
        date: offer.date,
        date_full: formatLongFrenchDate(offer.date, { capitalize: true }),
        hour: offer.hour,
        covers: offer.covers,
        expires_at: offer.expires_at,
        expires_at_local: localTime(restaurant, offer.expires_at)!,
        // Only once the table is theirs does the page lead to the booking.
        my_booking: state === 'accepted' && entry ? entry.short_id : null,
        protection: dinerProtection(protection),
      };
    },

    /**
     * The diner accepts: under the day's lock the engine decides whether the table is still free.
     * The first acceptance wins; the open offers it leaves without room are closed and told. On an
     * evening with a guarantee or a deposit, the diner's tick on the words in force is required
     * (422 otherwise, nothing written) and the booking is held until the card or payment comes.
     */
    async accept(token: string, consent: { protectionAccepted?: string; language?: DinerLanguage } = {}) {
      const { offer: found, restaurant } = await load(token);
      // Read before the day's lock, as the wizard does: inside it, only the day's bookings are read.
      const rules = await protectionRules(db, restaurant.id);
      const releaseHolds = await dayHasEndedHolds(db, restaurant.id, found.date, ctx.now());
      const outcome = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const offer = (await findOfferByToken(trx, token))!;
        const now = ctx.now();
        const at = now.toISOString();
        const refusal = refusalOf(offer, now);
        if (refusal) return { refusal, shortId: null, payment: null };
        const entry = await findBookingById(trx, offer.booking_id);
        if (!entry || entry.status !== 'waiting') {
          await setOfferStatus(trx, offer.id, 'withdrawn', at);
          return { refusal: 'withdrawn' as const, shortId: null, payment: null };
        }
        // A hold that ran out gives its table back before the offer is checked against it.
        const freed = releaseHolds ? await releaseEndedHoldsOfDay(trx, restaurant.id, offer.date, now) : null;
        const day = await offerDay(trx, restaurant, offer.date, now);
        const slot = offerSlotCheck(day, offer.hour, offer.covers);
        if (!slot.ok) {
          await markTaken(trx, offer, now);
          return { refusal: 'taken' as const, shortId: null, payment: null };
        }
        const entryLanguage = languageOr(entry.language);
        const protection = offerProtection(rules, restaurant, offer, slot.service.kind, consent.language ?? entryLanguage);
        requireConsent(protection, consent.protectionAccepted, entryLanguage);
        const status = protection ? 'pending' : 'confirmed';
        await updateBooking(trx, entry.id, {
          status,
          hour: offer.hour,
          service: slot.service.kind,
          turn_minutes: slot.turnMinutes,
          updated_at: at,
        });
        await replaceBookingTables(trx, entry.id, slot.tableIds);
        await setOfferStatus(trx, offer.id, 'accepted', at);
        await addBookingHistory(trx, {
          bookingId: entry.id,
          at,
          actor: 'diner',
          action: 'offer_accepted',
          from: 'waiting',
          to: status,
          details: { from: { hour: entry.hour }, to: { hour: offer.hour } },
        });
        // A held table's e-mail goes when its card or deposit comes (payments' held-bookings.ts).
        if (protection) await holdBookingPayment(trx, { restaurantId: restaurant.id, bookingId: entry.id, protection, now });
        else await enqueueMessages(trx, dinerMessage(entry, 'booking_received', { bookingId: entry.id, fromWaitingList: true }), now);
        await closeUnfillableOffers(trx, restaurant, offer.date, offer.service, now);
        if (freed && freed.services.length > 0) await offerReleasedTables(trx, freed, now);
        return { refusal: null, shortId: entry.short_id, payment: protection?.kind ?? null };
      });
      const entry = await findBookingById(db, found.booking_id);
      const about = (code: (typeof M)[keyof typeof M]): DinerText => said(code, undefined, languageOr(entry?.language));
      if (outcome.refusal === 'alreadyAccepted') {
        // A second click while the card is awaited leads to the payment page again.
        const payment = entry && (await findBookingPaymentOfBooking(db, entry.id));
        const held = entry?.status === 'pending' && payment && isHeldPayment(payment) ? payment.kind : null;
        return { message: about(M.alreadyAccepted), shortId: entry?.short_id ?? '', payment: held };
      }
      if (outcome.refusal) throw conflict(about(M[outcome.refusal]), `offer_${outcome.refusal}`);
      return { message: about(M.accepted), shortId: outcome.shortId, payment: outcome.payment };
    },

    /** The diner says no: the offer closes and the next entry in line is offered the table. */
    async decline(token: string) {
      const { offer: found, restaurant } = await load(token);
      const refusal = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const offer = (await findOfferByToken(trx, token))!;
        const now = ctx.now();
        const closed = refusalOf(offer, now);
        if (closed) return closed;
        await setOfferStatus(trx, offer.id, 'declined', now.toISOString());
        await addBookingHistory(trx, {
          bookingId: offer.booking_id,
          at: now.toISOString(),
          actor: 'diner',
          action: 'offer_declined',
          details: { hour: offer.hour },
        });
        await offerFreedRoom(trx, restaurant, offer.date, offer.service, now);
        return null;
      });
      const language: DinerLanguage = languageOr((await findBookingById(db, found.booking_id))?.language);
      if (refusal) throw conflict(said(M[refusal], undefined, language), `offer_${refusal}`);
      return said(M.declinedNow, undefined, language);
    },

    /** One day's offers for the host, newest first, with their times on the restaurant's clock. */
    async dayOffers(restaurantId: number, date: string) {
      const restaurant = await findRestaurantById(db, restaurantId);
      if (!restaurant) throw notFound(said(M.notFound));
      const now = ctx.now();
      return (await listDayOffers(db, restaurantId, date)).map((o) => ({
        bookingGuid: o.booking_guid,
        name: o.name,
        covers: o.covers,
        hour: o.hour,
        service: o.service,
        // An offer past its time reads as expired even before the job has closed it.
        status: o.status === 'offered' && isOfferExpired(o.expires_at, now) ? ('expired' as const) : o.status,
        offeredAt: localTime(restaurant, o.offered_at)!,
        expiresAt: localTime(restaurant, o.expires_at)!,
        answeredAt: localTime(restaurant, o.answered_at),
      }));
    },
  };
}
