import type { MigrationModule } from '../migrator';
import * as initial from './2026-11-21-0001-initial';
import * as notificationDelivery from './2026-11-21-0002-notification-delivery';
import * as staffAccess from './2026-11-21-0003-staff-access';
import * as guestsMailings from './2026-11-21-0004-guests-mailings';
import * as floorPlans from './2026-11-21-0005-floor-plans';
import * as tableOnlineBooking from './2026-11-23-0030-table-online-booking';
import * as abuseResistance from './2026-11-23-0050-abuse-resistance';
import * as abuseLimits from './2026-11-23-0060-abuse-limits';
import * as healthProbes from './2026-11-23-0070-health-probes';
import * as outboxLanes from './2026-11-23-0080-outbox-lanes';
import * as restaurantTerms from './2026-11-23-0090-restaurant-terms';
import * as sharedUploads from './2026-11-23-0100-shared-uploads';
import * as availabilityVersions from './2026-11-23-0120-availability-versions';
import * as reminderConfirmations from './2026-11-24-0100-reminder-confirmations';
import * as waitingOffers from './2026-11-24-0200-waiting-offers';
import * as dinerLanguage from './2026-11-24-0400-diner-language';
import * as subscriptionSourceBooking from './2026-11-27-0100-subscription-source-booking';
import * as payments from './2026-11-27-0200-payments';
import * as noShowPolicies from './2026-11-27-0300-no-show-policies';
import * as paymentHolds from './2026-11-27-0400-payment-holds';
import * as paymentCancellationDeadline from './2026-11-27-0500-payment-cancellation-deadline';
import * as protectionSince from './2026-11-27-0600-protection-since';
import * as guestProfiles from './2026-11-28-0100-guest-profiles';
import * as guestRiskRules from './2026-11-28-0200-guest-risk-rules';
import * as afterMeal from './2026-11-28-0300-after-meal';
import * as turnPredictions from './2026-11-28-0400-turn-predictions';
import * as googleReserve from './2026-11-30-0200-google-reserve';
import * as googleAvailabilityPushes from './2026-11-30-0300-google-availability-pushes';

// Append new migrations at the end; names sort in the order they must run.
export const migrations: Array<[name: string, module: MigrationModule]> = [
  ['2026-11-21-0001-initial', initial],
  ['2026-11-21-0002-notification-delivery', notificationDelivery],
  ['2026-11-21-0003-staff-access', staffAccess],
  ['2026-11-21-0004-guests-mailings', guestsMailings],
  ['2026-11-21-0005-floor-plans', floorPlans],
  ['2026-11-23-0030-table-online-booking', tableOnlineBooking],
  ['2026-11-23-0050-abuse-resistance', abuseResistance],
  ['2026-11-23-0060-abuse-limits', abuseLimits],
  ['2026-11-23-0070-health-probes', healthProbes],
  ['2026-11-23-0080-outbox-lanes', outboxLanes],
  ['2026-11-23-0090-restaurant-terms', restaurantTerms],
  ['2026-11-23-0100-shared-uploads', sharedUploads],
  ['2026-11-23-0120-availability-versions', availabilityVersions],
  ['2026-11-24-0100-reminder-confirmations', reminderConfirmations],
  ['2026-11-24-0200-waiting-offers', waitingOffers],
  ['2026-11-24-0400-diner-language', dinerLanguage],
  ['2026-11-27-0100-subscription-source-booking', subscriptionSourceBooking],
  ['2026-11-27-0200-payments', payments],
  ['2026-11-27-0300-no-show-policies', noShowPolicies],
  ['2026-11-27-0400-payment-holds', paymentHolds],
  ['2026-11-27-0500-payment-cancellation-deadline', paymentCancellationDeadline],
  ['2026-11-27-0600-protection-since', protectionSince],
  ['2026-11-28-0100-guest-profiles', guestProfiles],
  ['2026-11-28-0200-guest-risk-rules', guestRiskRules],
  ['2026-11-28-0300-after-meal', afterMeal],
  ['2026-11-28-0400-turn-predictions', turnPredictions],
  ['2026-11-30-0200-google-reserve', googleReserve],
  ['2026-11-30-0300-google-availability-pushes', googleAvailabilityPushes],
];
