// The service-book module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { bookingActionsService } from './booking-actions-service';
export { bookingCreationService } from './booking-creation-service';
export { bookingSummary } from './booking-view';
export { type Publisher } from './live-announce';
export { serviceBookRoutes } from './service-book-routes';
