// The stored answer of a retried request: written with what it reports, read on a retry.

export { findStoredResponse, storeResponse, type StoredResponse } from './idempotency-repository';
