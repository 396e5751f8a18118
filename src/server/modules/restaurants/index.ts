// The restaurants module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { type AvailabilityVersions, readAvailabilityVersions } from './availability-versions-repository';
export { bookingWindowOf, requireRestaurantBySlug, RESTAURANT_NOT_FOUND, restaurantNow } from './restaurant-day';
export {
  bumpEveryRulesVersion,
  bumpRulesVersion,
  bumpRulesVersionsOfOwner,
  findRestaurantByGuid,
  findRestaurantById,
  inRulesTransaction,
  loadClosedDatesOn,
  loadPlacementLegends,
  loadServices,
  type RestaurantRow,
} from './restaurants-access';
export { loadActiveQuestions, loadClosedDates, loadEventsAfter, loadPreferenceIcons, loadTables, type TableWithLegends } from './restaurants-repository';
export { markSmsBudgetAlerted, setPassTutorial } from './restaurant-flags-repository';
export { insertRestaurantWithDefaults, slugsStartingWith } from './restaurant-setup-repository';
export { replaceServices, updateRestaurant } from './restaurants-repository';
