// What other modules read of the waiting-list offers: the delivery of an offer's message reads it.
// The rest of the module's tables stays behind its service.

export { findOfferById } from './waiting-offers-repository';
