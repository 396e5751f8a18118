// The confirmation-codes module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { CODE_VALIDITY_MINUTES, SMS_SEND_LOCK, VERIFIED_CODE_LIFETIME_MINUTES } from './code-rules';
export { alertSpentSmsBudget, consumeVerifiedCode, countRestaurantCodeSmsSince } from './confirmation-codes-access';
export { confirmationCodesRoutes } from './confirmation-codes-routes';
export { deleteConfirmationCodes } from './confirmation-codes-repository';
