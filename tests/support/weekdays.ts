/**
 * A restaurant closed on Mondays, as its public config states its open weekdays: the spec's
 * field names, in week order.
 */
export const CLOSED_ON_MONDAYS = {
  monday_active: false,
  tuesday_active: true,
  wednesday_active: true,
  thursday_active: true,
  friday_active: true,
  saturday_active: true,
  sunday_active: true,
};
