// The waiting-offers module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { findOfferById } from './waiting-offers-access';
export { offerFreedRoom, offerReleasedTables, withdrawOffersOf } from './waiting-offers-engine';
export { waitingOffersRoutes } from './waiting-offers-routes';
export { expireDueOffers } from './waiting-offers-service';
