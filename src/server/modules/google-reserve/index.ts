// The google-reserve module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { googleReserveRoutes } from './google-reserve-routes';
export { deliverGoogleAvailabilityUpdate, queueGoogleAvailabilityUpdates } from './google-reserve-availability';
export { deliverGoogleBookingUpdate, queueGoogleBookingUpdates } from './google-reserve-notifier';
export { uploadGoogleFeeds } from './google-reserve-upload';
