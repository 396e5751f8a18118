// The online booking's rules, checked without writing anything: the booking itself checks them
// again under the day's lock, and an SMS code is only sent for a draft that passes them.
import { checkSlot } from '../../../domain/availability';
import { slotRefusalText } from '../../../domain/booking-messages';
import { said } from '../../../domain/diner-messages/diner-text';
import type { BookingDraft } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { unprocessable } from '../../http/envelope';
import type { RestaurantRow } from '../restaurants';
import { checkDiner, type DinerInput, type RestaurantChoices } from './booking-rules';
import { cachedReads } from './cached-reads';
import { loadDayStateWith, type DayRules } from './day-context';

// Statuses a slot refusal maps to: capacity is a conflict with other diners, the rest is bad input.
export const CAPACITY_REFUSALS = new Set(['no_table', 'pacing_slot', 'pacing_service']);

export function draftChecks(ctx: AppContext) {
  const db = ctx.db.kysely;
  const reads = cachedReads(ctx);

  /**
   * The restaurant, its rules for the day and what its diners choose from, read before the day's
   * lock: from the rules cache, checked against the rules version (cached-reads.ts).
   */
  async function bookingRulesOf(slug: string, date: string): Promise<{ restaurant: RestaurantRow; rules: DayRules; choices: RestaurantChoices }> {
    const { restaurant, rules, catalogue, awaitingOwner } = await reads.bookingRules(slug, date);
    // A restaurant takes online bookings once its owner has confirmed their e-mail (sign-up).
    if (awaitingOwner) throw unprocessable(said('restaurantNotConfirmed'), 'restaurant_not_confirmed');
    return { restaurant, rules, choices: { questions: catalogue.questions, iconIds: catalogue.icons.map((i) => i.id), legends: catalogue.legends } };
  }

  /** Every rule the server holds, without writing anything (the wizard's page 4 check). */
  async function checkDraft(draft: BookingDraft): Promise<void> {
    const { restaurant, rules, choices } = await bookingRulesOf(draft.slug, draft.date);
    const diner: DinerInput = {
      covers: draft.tableware_count,
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      phoneConfirmation: draft.phoneConfirmation,
      birthday: draft.birthday,
      postCode: draft.post_code,
      answers: draft.questions,
      bookingIcons: draft.bookingIcons,
      placement: draft.bookingIconsCustomerPlacementSelected,
    };
    const checked = checkDiner(diner, restaurant, choices);
    if (draft.is_waiting && !restaurant.is_waiting_booking_enabled) throw unprocessable(said('waitingListOff'), 'waiting_list_off');
    const day = await loadDayStateWith(db, restaurant, draft.date, ctx.now(), rules);
    const slot = checkSlot({
      ...day,
      hour: draft.hour,
      covers: draft.tableware_count,
      preferredTableGuid: draft.tableName || null,
      preferredLegendId: checked.placementLegendId,
    });
    if (!slot.ok && !(draft.is_waiting && CAPACITY_REFUSALS.has(slot.reason))) {
      throw unprocessable(slotRefusalText(slot.reason, draft.tableware_count, day.window.noticeMinutes), slot.reason);
    }
  }

  return { bookingRulesOf, checkDraft };
}
