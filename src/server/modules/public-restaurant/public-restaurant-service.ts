import { effectiveTermsText } from '../../../domain/default-terms';
import { formatLongFrenchDate, FRENCH_MONTHS, parseIsoDate } from '../../../domain/dates';
import { activeWeekdays, bookingWindowBounds } from '../../../domain/services';
import type { AppContext } from '../../context';
import { notFound } from '../../http/envelope';
import { sanitizeRestaurantHtml } from '../../lib/sanitize-html';
import { findAppConfig } from '../app-config';
import { awaitsOwnerConfirmation } from '../auth';
import { floorPlanImageUrl } from '../floor-plans';
import { cachedReads } from '../booking-engine';
import {
  bookingWindowOf,
  requireRestaurantBySlug,
  RESTAURANT_NOT_FOUND,
  findRestaurantById,
  loadActiveQuestions,
  loadClosedDates,
  loadEventsAfter,
  loadPlacementLegends,
  loadPreferenceIcons,
  loadServices,
  type RestaurantRow,
} from '../restaurants';
import type { PublicConfig } from '../../../domain/schemas/responses/public';

export function restaurantsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const cached = cachedReads(ctx);

  async function upcomingEventsOf(restaurantId: number, today: string) {
    const events = await loadEventsAfter(db, restaurantId, today);
    return events.map((e) => {
      const parts = parseIsoDate(e.date)!;
      return {
        guid: e.guid,
        name: e.name,
        description: e.description,
        date: e.date,
        fullDate: formatLongFrenchDate(e.date, { capitalize: true }),
        day: String(parts.day),
        month: FRENCH_MONTHS[parts.month - 1] ?? '',
      };
    });
  }

  /** Every field the wizard needs (spec section 3, restaurant public config). */
  async function publicConfigOf(restaurant: RestaurantRow, today: string) {
    const awaitingOwner = await awaitsOwnerConfirmation(db, restaurant.id);
    const [services, legends, icons, app, planImage] = await Promise.all([
      loadServices(db, restaurant.id),
      loadPlacementLegends(db, restaurant.id),
      loadPreferenceIcons(db, restaurant.id),
      findAppConfig(db),
      floorPlanImageUrl(db, restaurant),
    ]);
    const bounds = bookingWindowBounds(today, bookingWindowOf(restaurant));
    const stepper = restaurant.show_experience_stepper;
    return {
      name: restaurant.name,
      logo_img: restaurant.logo_img,
      external_form_information: sanitizeRestaurantHtml(restaurant.external_form_information),
      arraySteps: stepper ? ['Choix du jour', 'Informations', 'Experience', 'Validation'] : ['Choix du jour', 'Informations', 'Validation'],
      restaurantId: restaurant.id,
      restaurantGuid: restaurant.guid,
      app_config_name: app?.name ?? 'Couvert',
      app_config_version: app?.version ?? '',
      ...activeWeekdays(services),
      show_experience_stepper: stepper,
      placing_customer_icons_selected: legends.map((l) => ({ guid: l.guid, label: l.label, image: l.image })),
      website: restaurant.website,
      phoneNumber: restaurant.phone_number,
      // Off until the owner has confirmed their e-mail: the page then says bookings open soon.
      external_form_active: restaurant.external_form_active && !awaitingOwner,
      awaiting_owner_confirmation: awaitingOwner,
      restaurantIcons: icons.map((i) => ({ id: i.id, label: i.label, image: i.image, selected: false })),
      seo_meta_keys: restaurant.seo_meta_keys,
      seo_no_follow: restaurant.seo_no_follow,
      show_birthday_input: restaurant.show_birthday_input,
      show_post_code: restaurant.show_post_code,
      restaurant_configurations: JSON.parse(restaurant.restaurant_configurations) as Record<string, unknown>,
      // Drawn from the saved plans, so never out of date; the stored picture until a plan exists.
      floorplan_image: planImage ?? restaurant.floorplan_image,
      is_adult: restaurant.is_adult,
      confirm_booking_sms_is_active: restaurant.confirm_booking_sms_is_active,
      min_tableware_confirm_booking: restaurant.min_tableware_confirm_booking,
      is_waiting_booking_enabled: restaurant.is_waiting_booking_enabled,
      is_table_names_enabled: restaurant.is_table_names_enabled,
      time_zone: restaurant.time_zone,
      today,
      booking_min_date: bounds.minDate,
      booking_max_date: bounds.maxDate,
      botcheck: ctx.config.recaptcha
        ? { kind: 'recaptcha' as const, siteKey: ctx.config.recaptcha.siteKey }
        : { kind: ctx.config.botCheck ? ('altcha' as const) : ('none' as const) },
    } satisfies PublicConfig;
  }

  return {
    /**
     * The public config as the response's JSON, cached like the closed dates: besides the
     * restaurant's row and catalogue (settings writes), it depends on its owners' e-mail
     * confirmation and its floor plans, whose writes bump the rules version too, on the day
     * (booking window), and on the bot-check settings and application name, fixed while a
     * process runs.
     */
    publicConfigBody: async (slug: string) => (await cached.rules(slug, 'config', publicConfigOf)).body,

    /** The same public config as an object, from the same cache entry (the server-rendered booking page inlines it). */
    publicConfig: async (slug: string) => (await cached.rules(slug, 'config', publicConfigOf)).value,

    /** The closed dates from today on, as the response's JSON (cached until the rules change or the day turns). */
    closedDatesBody: (slug: string) => cached.rulesBody(slug, 'closed-dates', (restaurant, today) => loadClosedDates(db, restaurant.id, today)),

    /** The events after today, as the response's JSON (cached like the closed dates). */
    upcomingEventsBody: (slug: string) => cached.rulesBody(slug, 'events', (restaurant, today) => upcomingEventsOf(restaurant.id, today)),

    async identity(slug: string) {
      const restaurant = await requireRestaurantBySlug(db, slug);
      return { restaurantId: restaurant.id, restaurantGuid: restaurant.guid };
    },

    async questions(slug: string) {
      const restaurant = await requireRestaurantBySlug(db, slug);
      const rows = await loadActiveQuestions(db, restaurant.id);
      return rows.map((q) => ({ id: q.id, questionText: q.question_text, required: q.required }));
    },

    /** The general terms the diner accepts in the wizard: the restaurant's own, or the product's. */
    async terms(slug: string) {
      const restaurant = await requireRestaurantBySlug(db, slug);
      return {
        name: restaurant.name,
        slug: restaurant.slug,
        logo_img: restaurant.logo_img,
        terms_text: effectiveTermsText(restaurant.terms_text),
        is_default: !restaurant.terms_text?.trim(),
        // The page follows the booking page: a restaurant that asked not to be indexed is not, here either.
        seo_no_follow: restaurant.seo_no_follow,
      };
    },

    async forCommunications(slug: string) {
      const restaurant = await requireRestaurantBySlug(db, slug);
      return { restaurant_id: restaurant.id, logo: restaurant.logo_img, name: restaurant.name, slug: restaurant.slug };
    },

    async requireById(id: number) {
      const restaurant = await findRestaurantById(db, id);
      if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
      return restaurant;
    },
  };
}
