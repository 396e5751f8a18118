// The subscribers other modules read: mailings and their deliveries.
// The rest of the module's tables stays behind its service.

export { findSubscriptionById, listActiveSubscriptions } from './subscriptions-repository';
