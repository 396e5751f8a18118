// How other modules queue a message: written to the outbox inside their own transaction, so a
// booking and its e-mail are committed together or not at all.
// The rest of the module's tables stays behind its service.

export { insertMarketingMessage } from './notifications-repository';
export { enqueueMessages, latestOutboxMessages, toOutboxRow, type OutboxMessage } from './outbox-repository';
