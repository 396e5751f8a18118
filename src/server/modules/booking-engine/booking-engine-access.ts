// The booking engine: what other modules read and write of bookings inside their own transaction
// (the staff book, the floor plan, the waiting list, deliveries), a restaurant's day as the
// engine sees it, and the online booking's rules.

export {
  TABLE_HOLDING_STATUSES,
  addBookingHistory,
  findBookingById,
  findWaitingEntries,
  loadHoldingBookings,
  replaceBookingTables,
  updateBooking,
  type BookingRow,
} from './bookings-repository';
export { insertNewBooking } from './new-booking-repository';
export { checkDiner, MAX_WAITING_ENTRIES_PER_CONTACT, needsSmsCode, type DinerInput, type RestaurantChoices } from './booking-rules';
export { cachedReads } from './cached-reads';
export { loadDayRules, loadDayState, loadDayStateWith, tablesFor, type BookingChannel, type DayRules, type DayState } from './day-context';
export { CAPACITY_REFUSALS, draftChecks } from './draft-check';
