// The payments module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { moneyActions, type MoneyActionResult } from './money-actions';
export { acceptedProtection, connectedAccounts, moneyByBookingDate, type AcceptedProtection } from './payments-repository';
export { protectionSince } from './no-show-policies-repository';
export { noShowSettingsRoutes } from './no-show-settings-routes';
export { paymentsRoutes } from './payments-routes';
export { paymentsStaffRoutes } from './payments-staff-routes';
export { paymentsService, type BookingPaymentView, type StartCheckoutInput } from './payments-service';
export { paymentBadges } from './staff-payments-service';
export { holdBookingPayment, protectionOf, protectionRules, type BookingProtection, type ProtectionRules } from './booking-protection';
export {
  dayHasEndedHolds,
  holdAgain,
  isHeldPayment,
  releaseEndedHolds,
  releaseEndedHoldsOfDay,
  slotStillFree,
  type FreedByHolds,
  type OnHoldsReleased,
} from './held-bookings';
export { settlePayment } from './settle-payment';
export { findBookingPaymentOfBooking } from './payments-repository';
export {
  protectionOfBooking,
  refundOfBooking,
  resumeOpenRefunds,
  sendOwedRefund,
  settleGuestCancellation,
  type BookingProtectionView,
  type OwedRefund,
} from './guest-cancellation';
export { guestRisks, riskOfContact, type RiskBooking } from './guest-risk';
export { findGuestRiskRule } from './guest-risk-repository';
