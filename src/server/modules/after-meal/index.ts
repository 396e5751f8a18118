// The thank-you after the meal as the rest of the server sees it: its routes, the worker's job
// that queues it and what notifications reads to render it.
export { afterMealRoutes } from './after-meal-routes';
export { queueThankYous, thankYouForDelivery } from './after-meal-service';
