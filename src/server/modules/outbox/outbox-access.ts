// How other modules queue a message: written to the outbox inside their own transaction, so a
// booking and its e-mail are committed together or not at all.

export { dinerMessage } from './diner-message';
export { enqueueMessages, insertMarketingMessage, latestOutboxMessages, newBookingMessagesInsert, type OutboxMessage } from './outbox-repository';
