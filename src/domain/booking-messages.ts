import type { SlotRefusal } from './availability';
import { said, type DinerText } from './diner-messages/diner-text';
import { FR_DINER_MESSAGES as FR } from './diner-messages/fr';
import { DINER_FIELD_MESSAGES as F } from './diner-fields';

// The messages a diner reads when the server refuses a draft or a booking. Each is a code of the
// diner's catalogue (src/domain/diner-messages/), sent in the diner's language; these are the
// French words, shared so the wizard and the server speak with one voice.

export const BOOKING_MESSAGES = {
  onlineBookingOff: FR.onlineBookingOff,
  restaurantNotConfirmed: FR.restaurantNotConfirmed,
  restaurantMismatch: FR.restaurantMismatch,
  // The fields' own messages live with their rules (diner-fields.ts), shared with the wizard.
  ...F,
  questionRequired: (question: string) => FR.questionRequired({ question }),
  questionUnknown: FR.questionUnknown,
  iconUnknown: FR.iconUnknown,
  placementUnknown: FR.placementUnknown,
  conditionsRequired: FR.conditionsRequired,
  adultRequired: FR.adultRequired,
  smsCodeRequired: FR.smsCodeRequired,
  waitingListOff: FR.waitingListOff,
  waitingListLimit: (max: number) => FR.waitingListLimit({ max }),
  botCheckFailed: FR.botCheckFailed,
  idempotencyMismatch: FR.idempotencyMismatch,
} as const;

/** Why the engine refused a slot, as a message to the diner. */
export function slotRefusalText(reason: SlotRefusal, covers: number, noticeMinutes: number): DinerText {
  switch (reason) {
    case 'invalid_date':
      return said('slotInvalidDate');
    case 'past':
      return said('slotPast');
    case 'too_soon':
      return said('slotTooSoon', { minutes: noticeMinutes });
    case 'too_far':
      return said('slotTooFar');
    case 'closed':
      return said('slotClosed');
    case 'not_a_slot':
      return said('slotNotOffered');
    case 'too_many_covers':
      return said('slotTooManyCovers', { covers });
    case 'pacing_slot':
    case 'pacing_service':
    case 'no_table':
      return said('slotFull', { covers });
  }
}
