// The subscribers other modules read (mailings and their deliveries) or create (a booking's consent).
// The rest of the module's tables stays behind its service.

export { findSubscriptionById, listActiveSubscriptions } from './subscriptions-repository';
// A booking whose diner ticked "les actualités" makes them a subscriber in its own transaction.
export { subscribeFromBooking } from './subscriptions-service';
// A diner's "no" given on Google ends their subscription as an unsubscribe link would.
export { unsubscribeContact } from './subscriptions-service';
