// The outbox module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { DEFAULT_LANES, type LaneSettings } from './delivery-lanes';
export { dinerMessage } from './diner-message';
export { enqueueMessages, insertMarketingMessage, latestOutboxMessages, type OutboxMessage, newBookingMessagesInsert } from './outbox-access';
export { claimDueMessages, markDeferred, markFailed, markRetry, markSent, markSkipped, type OutboxRow, renewClaims } from './outbox-repository';
export { deletePendingDeliveries } from './outbox-repository';
export { deleteOutboxFor } from './outbox-repository';
