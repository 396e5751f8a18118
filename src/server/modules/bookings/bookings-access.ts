// What other modules read and write of bookings inside their own transaction (the staff book,
// the floor plan, deliveries): the rows, their tables and their history.
// The rest of the module's tables stays behind its service.

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
