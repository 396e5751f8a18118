// The bookings module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { bookingsRoutes } from './bookings-routes';
export { myBookingService } from './my-booking-service';
export { bookingChangeService, type BookingChange } from './booking-change-service';
export { bookingsService, type CreateChannel } from './bookings-service';
