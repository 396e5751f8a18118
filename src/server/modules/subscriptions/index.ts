// The subscriptions module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { confirmedChannels } from './confirmed-channels';
export { findSubscriptionById, listActiveSubscriptions, subscribeFromBooking, unsubscribeContact } from './subscriptions-access';
export { subscriptionsRoutes } from './subscriptions-routes';
export { deleteSubscriber } from './subscriptions-repository';
export { deleteSubscriptionsByContact } from './subscriptions-repository';
