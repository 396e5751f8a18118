// The stored answer of a retried request, read by the modules that create things.
// The rest of the module's tables stays behind its service.

export { findStoredResponse } from './idempotency-repository';
