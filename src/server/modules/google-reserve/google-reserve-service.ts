import type { z } from 'zod';
import { DINER_LANGUAGES, languageOr, type DinerLanguage } from '../../../domain/languages';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { bookingChangeService, bookingsService, myBookingService } from '../bookings';
import { findRestaurantByGuid, type RestaurantRow } from '../restaurants';
import { subscribeFromBooking, unsubscribeContact } from '../subscriptions';
import { inTransaction } from '../../db/transactions';
import type * as v3 from './definitions/booking-server-v3';
import { failureOf, GOOGLE_STATUS, invalid, unknownBooking, unknownMerchant } from './google-reserve-errors';
import {
  findGoogleBookingByGuid,
  insertGoogleBooking,
  listGoogleBookingsOfUser,
  markReported,
  setMarketingOptIn,
  type GoogleBookingView,
} from './google-reserve-repository';
import { dayOffers, type DayOffer, kindOfServiceId, localSlot, SERVICE_IDS, startSecOf } from './google-reserve-slots';

// Google's booking server on top of the wizard's own services: availability is the wizard's hour
// grid, a booking is made by `bookingsService.create` (the same checks, day lock, e-mail and
// idempotency), a cancellation is my-booking's, a change is decided by the engine as a new booking.
// This file only translates between Google's messages and ours.

type Parsed<T extends keyof typeof v3> = z.infer<(typeof v3)[T]>;

const CLOSED = new Set(['cancelled_by_guest', 'cancelled_by_restaurant', 'no_show', 'completed']);

export function googleReserveService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const offers = dayOffers(ctx);
  const bookings = bookingsService(ctx);
  const myBooking = myBookingService(ctx);
  const changes = bookingChangeService(ctx);

  async function merchant(merchantId: string): Promise<RestaurantRow> {
    const restaurant = await findRestaurantByGuid(db, merchantId);
    if (!restaurant || !restaurant.google_reserve_enabled) throw unknownMerchant();
    return restaurant;
  }

  function partySize(resources: { party_size?: number } | undefined): number {
    const size = resources?.party_size;
    if (size === undefined) throw invalid('resources.party_size is required: a table is booked for a party size.');
    if (size < 1 || size > 1000) throw invalid('resources.party_size must be between 1 and 1000.');
    return size;
  }

  /**
   * Whether our engine would take this slot now, and its duration in seconds when it would. A
   * call's slots share their day's grid (`memo`, one per call): a week of slots reads seven days.
   */
  async function slotOffer(restaurant: RestaurantRow, serviceId: string, startSec: number, covers: number, memo = new Map<string, Promise<DayOffer>>()) {
    const kind = kindOfServiceId(serviceId);
    const local = localSlot(restaurant, startSec);
    if (!kind || !local) return null;
    const key = `${local.date}|${covers}`;
    let day = memo.get(key);
    if (!day) memo.set(key, (day = offers(restaurant, local.date, covers)));
    const minutes = (await day).open[kind].get(local.hour);
    return minutes === undefined ? null : minutes * 60;
  }

  function bookingOf(view: GoogleBookingView, user?: v3.UserInformation): v3.Booking {
    const restaurant = { time_zone: view.time_zone } as RestaurantRow;
    return {
      booking_id: view.guid,
      slot: {
        merchant_id: view.merchant_id,
        service_id: SERVICE_IDS[view.service],
        start_sec: startSecOf(restaurant, view.date, view.hour),
        duration_sec: view.turn_minutes * 60,
        resources: { party_size: view.covers },
      },
      user_information: user ?? { user_id: view.user_id, email: view.email, telephone: view.phone_number ?? undefined },
      status: GOOGLE_STATUS[view.status],
    };
  }

  /** Google learns a status from our answer: nothing to report to it afterwards. */
  async function answered(booking: v3.Booking, view: GoogleBookingView): Promise<v3.Booking> {
    await markReported(db, view.booking_id, GOOGLE_STATUS[view.status], ctx.now().toISOString());
    return booking;
  }

  async function requireGoogleBooking(bookingId: string): Promise<GoogleBookingView> {
    const view = await findGoogleBookingByGuid(db, bookingId);
    if (!view) throw unknownBooking();
    return view;
  }

  return {
    async batchAvailabilityLookup(request: Parsed<'batchAvailabilityLookupRequest'>) {
      const restaurant = await merchant(request.merchant_id);
      const slot_time_availability = [];
      const memo = new Map<string, Promise<DayOffer>>();
      for (const slotTime of request.slot_time) {
        const covers = partySize(slotTime.resource_ids);
        const duration = await slotOffer(restaurant, slotTime.service_id, slotTime.start_sec, covers, memo);
        slot_time_availability.push({ slot_time: slotTime, available: duration !== null });
      }
      return { slot_time_availability };
    },

    async checkAvailability({ slot }: Parsed<'checkAvailabilityRequest'>) {
      const restaurant = await merchant(slot.merchant_id);
      const duration = await slotOffer(restaurant, slot.service_id, slot.start_sec, partySize(slot.resources));
      return { slot: duration === null ? slot : { ...slot, duration_sec: duration }, count_available: duration === null ? 0 : 1 };
    },

    async createBooking(request: Parsed<'createBookingRequest'>) {
      const { slot, user_information: user } = request;
      const restaurant = await merchant(slot.merchant_id);
      const covers = partySize(slot.resources);
      const kind = kindOfServiceId(slot.service_id);
      if (!kind) throw invalid(`Unknown service_id "${slot.service_id}": lunch or dinner.`);
      const local = localSlot(restaurant, slot.start_sec);
      if (!local) throw invalid('slot.start_sec is not the start of a minute.');
      // The engine tells the service by the hour: a slot named for the other service is none of ours.
      if (!(await offers(restaurant, local.date, covers)).all[kind].includes(local.hour)) {
        return { booking_failure: failureOf('not_a_slot', `No ${slot.service_id} slot starts at that time.`) };
      }
      const name = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
      const language = (DINER_LANGUAGES as readonly string[]).find((l) => l === user.language_code?.slice(0, 2).toLowerCase()) as DinerLanguage | undefined;
      try {
        const created = await bookings.create(
          {
            date: local.date,
            hour: local.hour,
            tablewarecount: covers,
            name,
            email: user.email ?? '',
            phoneNumber: user.telephone ?? '',
            information: request.additional_request ?? '',
            restaurantSlug: restaurant.slug,
            sms: false,
            bookingIcons: '',
            questions: [],
            locale: user.language_code ?? 'fr-FR',
            navigatorLanguage: '',
            query: 'google',
            bookingIconsCustomerPlacementSelected: 'peu-importe',
            is_waiting: false,
            conditions_accepted: true,
            adult_certified: false,
            language,
          },
          // One key per merchant and token: a retried CreateBooking gets the first booking back.
          `google:${restaurant.id}:${request.idempotency_token}`,
          async () => undefined,
          {
            source: 'google',
            smsCodeWaived: true,
            questionsAsked: false,
            withinBooking: (trx, bookingId) =>
              insertGoogleBooking(trx, {
                restaurantId: restaurant.id,
                bookingId,
                token: request.idempotency_token,
                userId: user.user_id ?? '',
                // Google learns the booking's first status from this very answer.
                status: 'CONFIRMED',
                at: ctx.now().toISOString(),
              }),
          },
        );
        const view = await requireGoogleBooking(created.body.object.guid);
        return { booking: await answered(bookingOf(view, user), view) };
      } catch (error) {
        if (error instanceof AppError && error.reason === 'idempotency_mismatch') {
          throw invalid('idempotency_token was already used for another booking request.');
        }
        if (error instanceof AppError && error.status < 500) return { booking_failure: failureOf(error.reason, error.message) };
        throw error;
      }
    },

    async updateBooking({ booking }: Parsed<'updateBookingRequest'>) {
      const view = await requireGoogleBooking(booking.booking_id);
      if (booking.status === 'CANCELED') {
        if (view.status === 'cancelled_by_guest' || view.status === 'cancelled_by_restaurant') {
          return { booking_failure: { cause: 'BOOKING_ALREADY_CANCELLED' as const, description: 'The booking is already cancelled.' } };
        }
        if (CLOSED.has(view.status)) return { booking_failure: { cause: 'BOOKING_NOT_CANCELLABLE' as const, description: 'The meal is over.' } };
        await myBooking.cancel(view.guid);
        const cancelled = await requireGoogleBooking(view.guid);
        return { booking: await answered(bookingOf(cancelled), cancelled) };
      }
      if (booking.status !== undefined && booking.status !== GOOGLE_STATUS[view.status]) {
        throw invalid(`A booking's status can only be changed to CANCELED, not ${booking.status}.`);
      }
      if (!booking.slot) throw invalid('Nothing to change: send status CANCELED or a slot.');
      if (booking.slot.merchant_id !== view.merchant_id) throw invalid('A booking cannot move to another merchant.');
      const restaurant = await merchant(view.merchant_id);
      const local = localSlot(restaurant, booking.slot.start_sec);
      if (!local) throw invalid('slot.start_sec is not the start of a minute.');
      const covers = booking.slot.resources?.party_size ?? view.covers;
      if (covers < 1 || covers > 1000) throw invalid('resources.party_size must be between 1 and 1000.');
      if (CLOSED.has(view.status)) return { booking_failure: { cause: 'BOOKING_NOT_CANCELLABLE' as const, description: 'The booking is closed.' } };
      try {
        await changes.change(view.guid, { date: local.date, hour: local.hour, covers });
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { booking_failure: failureOf(error.reason, error.message) };
        throw error;
      }
      return { booking: bookingOf(await requireGoogleBooking(view.guid)) };
    },

    async getBookingStatus({ booking_id }: Parsed<'getBookingStatusRequest'>) {
      const view = await requireGoogleBooking(booking_id);
      return { booking_id, booking_status: GOOGLE_STATUS[view.status], prepayment_status: 'PREPAYMENT_NOT_PROVIDED' as const };
    },

    async listBookings({ user_id }: Parsed<'listBookingsRequest'>) {
      return { bookings: (await listGoogleBookingsOfUser(db, user_id)).map((view) => bookingOf(view)) };
    },

    async setMarketingPreference(request: Parsed<'setMarketingPreferenceRequest'>) {
      const restaurant = await merchant(request.merchant_id);
      const userId = request.user_information.user_id;
      if (!userId) throw invalid('user_information.user_id is required.');
      // The latest booking's details stand for the diner, as the wizard's "actualités" box uses its booking's.
      const latest = (await listGoogleBookingsOfUser(db, userId)).filter((view) => view.merchant_id === restaurant.guid).at(-1);
      if (!latest) throw unknownBooking();
      const now = ctx.now();
      const contact = { email: latest.email, phoneE164: latest.phone_number ?? '', now };
      await inTransaction(ctx.db, async (trx) => {
        await setMarketingOptIn(trx, restaurant.id, userId, request.marketing_opt_in, now.toISOString());
        if (request.marketing_opt_in) {
          await subscribeFromBooking(trx, ctx.db.kind, restaurant, { ...contact, bookingId: latest.booking_id, language: languageOr(latest.language) });
        } else {
          await unsubscribeContact(trx, restaurant.id, contact);
        }
      });
      return {};
    },
  };
}
