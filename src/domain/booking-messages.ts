import type { SlotRefusal } from './availability';
import { said, type DinerText } from './diner-messages/diner-text';

// Why the engine refused a slot, as a message to the diner: a code of the diner's catalogue
// (src/domain/diner-messages/), sent in the diner's language.

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
