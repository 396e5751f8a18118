// The verified SMS codes other modules spend, and the count the SMS budget is checked against.
// The rest of the module's tables stays behind its service.

export { consumeVerifiedCode, countRestaurantCodeSmsSince } from './confirmation-codes-repository';
export { alertSpentSmsBudget } from './sms-budget-alert';
