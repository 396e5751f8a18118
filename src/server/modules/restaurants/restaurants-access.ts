// What other modules read of a restaurant (its row, services, questions, legends, closed dates)
// and how a change of its rules bumps the version the public read cache is checked against.
// The rest of the module's tables stays behind its service.

export { bookingWindowOf, requireRestaurantBySlug, RESTAURANT_NOT_FOUND, restaurantNow } from './restaurant-day';
export { bumpEveryRulesVersion, bumpRulesVersion, bumpRulesVersionsOfOwner, inRulesTransaction } from './availability-versions-repository';
export {
  findRestaurantByGuid,
  findRestaurantById,
  loadActiveQuestions,
  loadClosedDatesOn,
  loadPlacementLegends,
  loadPreferenceIcons,
  loadServices,
  type RestaurantRow,
} from './restaurants-repository';
