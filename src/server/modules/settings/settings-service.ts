import { DEFAULT_TERMS_TEXT, effectiveTermsText } from '../../../domain/default-terms';
import { HOLIDAY_REGION_SETTINGS, type HolidayRegionSetting } from '../../../domain/french-holidays';
import { addDays, compareIsoDates, daysBetween, zonedNow } from '../../../domain/dates';
import type { BookingSettings, InformationSettings, ProfileSettings, ServiceSettings } from '../../../domain/schemas/settings';
import { sortStranded, strandedByClosing, strandedByServiceChange, type ServiceShape } from '../../../domain/stranded-bookings';
import type { ClosedService, IsoWeekday } from '../../../domain/types';
import type { AppContext } from '../../context';
import { inRulesTransaction, findRestaurantById, loadServices, type RestaurantRow, replaceServices, updateRestaurant } from '../restaurants';
import { notFound, unprocessable } from '../../http/envelope';
import { sanitizeRestaurantHtml } from '../../lib/sanitize-html';
import { closedDatesOn, deleteClosedDates, insertClosedDates, listClosedDates, loadLiveBookings } from './settings-repository';
import { SETTINGS_MESSAGES as M, StrandedBookingsError } from './settings-messages';
import { requireOwnUploads } from './own-uploads';

const MAX_CLOSED_RANGE_DAYS = 366;

/** Emptied, or left as the product's text: null, so the restaurant follows the product's default. */
function storedTerms(text: string): string | null {
  return text === '' || text === DEFAULT_TERMS_TEXT.trim() ? null : text;
}

export function restaurantToday(restaurant: RestaurantRow, now: Date): string {
  return zonedNow(restaurant.time_zone, now).date;
}

export function settingsService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number): Promise<RestaurantRow> {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(M.restaurantNotFound);
    return restaurant;
  }

  return {
    requireRestaurant,

    /** The restaurant's own fields, as the settings pages edit them. */
    async restaurantSettings(restaurantId: number) {
      const r = await requireRestaurant(restaurantId);
      return {
        slug: r.slug,
        guid: r.guid,
        profile: {
          name: r.name,
          logo_img: r.logo_img,
          phone_number: r.phone_number,
          website: r.website,
          email: r.email,
          address: r.address,
          time_zone: r.time_zone,
          floorplan_image: r.floorplan_image,
          holiday_region: (HOLIDAY_REGION_SETTINGS as readonly string[]).includes(r.holiday_region) ? (r.holiday_region as HolidayRegionSetting) : 'auto',
        } satisfies ProfileSettings,
        information: {
          external_form_information: sanitizeRestaurantHtml(r.external_form_information),
          conditions_text: r.conditions_text,
          terms_text: effectiveTermsText(r.terms_text),
          seo_meta_keys: r.seo_meta_keys,
          seo_no_follow: r.seo_no_follow,
        } satisfies InformationSettings,
        booking: {
          external_form_active: r.external_form_active,
          booking_notice_minutes: r.booking_notice_minutes,
          booking_max_days_ahead: r.booking_max_days_ahead,
          show_experience_stepper: r.show_experience_stepper,
          is_table_names_enabled: r.is_table_names_enabled,
          is_waiting_booking_enabled: r.is_waiting_booking_enabled,
          confirm_booking_sms_is_active: r.confirm_booking_sms_is_active,
          min_tableware_confirm_booking: r.min_tableware_confirm_booking,
          sms_daily_budget: r.sms_daily_budget,
          show_birthday_input: r.show_birthday_input,
          show_post_code: r.show_post_code,
          is_adult: r.is_adult,
          diner_confirmation_required: r.diner_confirmation_required,
          reminders_enabled: r.reminders_enabled,
          waiting_offer_minutes: r.waiting_offer_minutes,
          reminder_time: r.reminder_time,
          reminder_sms_enabled: r.reminder_sms_enabled,
          regular_visits: r.regular_visits,
          google_reserve_enabled: r.google_reserve_enabled,
        } satisfies BookingSettings,
        today: restaurantToday(r, ctx.now()),
      };
    },

    async updateProfile(restaurantId: number, input: ProfileSettings): Promise<string> {
      await requireRestaurant(restaurantId);
      await requireOwnUploads(ctx, restaurantId, input.logo_img, input.floorplan_image);
      await inRulesTransaction(ctx.db, restaurantId, (trx) => updateRestaurant(trx, restaurantId, input));
      return M.saved;
    },

    /**
     * The welcome HTML is sanitised here on save, and again by the public config on render. The
     * terms are plain text (shown as text, never as HTML); emptied or left as the product's text,
     * they are stored as null so the restaurant keeps following the product's default.
     */
    async updateInformation(restaurantId: number, input: InformationSettings): Promise<string> {
      await requireRestaurant(restaurantId);
      await inRulesTransaction(ctx.db, restaurantId, (trx) =>
        updateRestaurant(trx, restaurantId, {
          external_form_information: sanitizeRestaurantHtml(input.external_form_information),
          conditions_text: input.conditions_text,
          ...(input.terms_text === undefined ? {} : { terms_text: storedTerms(input.terms_text) }),
          seo_meta_keys: input.seo_meta_keys,
          seo_no_follow: input.seo_no_follow,
        }),
      );
      return M.saved;
    },

    async updateBooking(restaurantId: number, input: BookingSettings): Promise<string> {
      await requireRestaurant(restaurantId);
      await inRulesTransaction(ctx.db, restaurantId, (trx) => updateRestaurant(trx, restaurantId, input));
      return M.saved;
    },

    async services(restaurantId: number): Promise<ServiceSettings[]> {
      await requireRestaurant(restaurantId);
      return (await loadServices(db, restaurantId)).map((s) => ({
        kind: s.kind,
        weekdays: s.weekdays,
        firstSeating: s.firstSeating,
        lastSeating: s.lastSeating,
        intervalMinutes: s.intervalMinutes,
        turnTimes: s.turnTimes,
        maxCoversPerSlot: s.maxCoversPerSlot,
        maxCoversPerService: s.maxCoversPerService,
      }));
    },

    /**
     * Replaces the opening hours. Bookings the old hours covered and the new ones do not are
     * listed (409) unless the owner confirms; confirmed, they stay in the book to be dealt with.
     */
    async replaceServices(restaurantId: number, services: ServiceSettings[], confirm: boolean): Promise<string> {
      const restaurant = await requireRestaurant(restaurantId);
      const today = restaurantToday(restaurant, ctx.now());
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const previous: ServiceShape[] = await loadServices(trx, restaurantId);
        const next: ServiceShape[] = services.map((s) => ({ ...s, weekdays: [...new Set(s.weekdays)].sort() as IsoWeekday[] }));
        const stranded = strandedByServiceChange(await loadLiveBookings(trx, restaurantId, today), previous, next, today);
        if (stranded.length > 0 && !confirm) throw new StrandedBookingsError(sortStranded(stranded));
        await replaceServices(
          trx,
          restaurantId,
          services.map((s) => ({
            kind: s.kind,
            weekdays: [...new Set(s.weekdays)].sort().join(','),
            first_seating: s.firstSeating,
            last_seating: s.lastSeating,
            interval_minutes: s.intervalMinutes,
            turn_times: JSON.stringify([...s.turnTimes].sort((a, b) => a.upTo - b.upTo)),
            max_covers_per_slot: s.maxCoversPerSlot,
            max_covers_per_service: s.maxCoversPerService,
          })),
        );
      });
      return M.saved;
    },

    async closedDates(restaurantId: number) {
      const restaurant = await requireRestaurant(restaurantId);
      return listClosedDates(db, restaurantId, restaurantToday(restaurant, ctx.now()));
    },

    /** Closes every day from `from` to `to` for a service; bookings on them are listed first. */
    async addClosedDates(
      restaurantId: number,
      input: { from: string; to: string; service: ClosedService; reason: string; confirm?: boolean },
    ): Promise<string> {
      const restaurant = await requireRestaurant(restaurantId);
      const today = restaurantToday(restaurant, ctx.now());
      if (compareIsoDates(input.from, today) < 0) throw unprocessable(M.closedInPast, 'past');
      const length = daysBetween(input.from, input.to) + 1;
      if (length > MAX_CLOSED_RANGE_DAYS) throw unprocessable(M.rangeTooLong, 'range');
      const dates = Array.from({ length }, (_, i) => addDays(input.from, i));
      const closing = dates.map((date) => ({ date, service: input.service }));
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const stranded = strandedByClosing(await loadLiveBookings(trx, restaurantId, today, dates), closing, today);
        if (stranded.length > 0 && !input.confirm) throw new StrandedBookingsError(sortStranded(stranded));
        const existing = await closedDatesOn(trx, restaurantId, dates);
        const already = new Set(existing.map((c) => `${c.date}|${c.service}`));
        const wholeDay = new Set(existing.filter((c) => c.service === 'all').map((c) => c.date));
        await insertClosedDates(
          trx,
          closing
            .filter((c) => !already.has(`${c.date}|${c.service}`) && !wholeDay.has(c.date))
            .map((c) => ({ restaurant_id: restaurantId, date: c.date, service: c.service, reason: input.reason })),
        );
      });
      return M.saved;
    },

    async removeClosedDates(restaurantId: number, ids: number[]): Promise<string> {
      await requireRestaurant(restaurantId);
      const removed = await inRulesTransaction(ctx.db, restaurantId, (trx) => deleteClosedDates(trx, restaurantId, ids));
      if (removed === 0) throw notFound(M.closedDatesNotFound);
      return M.saved;
    },
  };
}
