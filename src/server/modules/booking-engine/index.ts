// The booking-engine module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export {
  addBookingHistory,
  type BookingRow,
  findBookingById,
  findWaitingEntries,
  insertNewBooking,
  loadHoldingBookings,
  replaceBookingTables,
  TABLE_HOLDING_STATUSES,
  updateBooking,
} from './booking-engine-access';
export { checkDiner, MAX_WAITING_ENTRIES_PER_CONTACT, needsSmsCode } from './booking-rules';
export { countWaitingOfContact, findBookingByGuid, findBookingByShortId, markReminded } from './bookings-repository';
export { cachedReads } from './cached-reads';
export { type DayState, loadDayState, loadDayStateWith, loadDayWithoutNotice, tablesFor } from './day-context';
export { CAPACITY_REFUSALS, draftChecks } from './draft-check';
export { anonymiseBookings, linkBookings, moveGuestBookings } from './guest-bookings-repository';
export {
  computeTurnPredictions,
  loadTurnPredictions,
  refreshDueTurnPredictions,
  refreshTurnPredictions,
  saveTurnPredictions,
  type StoredTurnPredictions,
} from './turn-predictions';
export { loadFinishedStays } from './turn-predictions-repository';
