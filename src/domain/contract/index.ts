// Every endpoint of the API, by area, as one type: the web client looks an endpoint up by its key
// here (types only: no schema reaches the browser through this file). A new area file is listed
// below; tests/architecture/api-contract.test.ts checks that every file is.
import type * as afterMeal from './after-meal';
import type * as bookingPayments from './booking-payments';
import type * as bookings from './bookings';
import type * as devTools from './dev-tools';
import type * as dinerPayments from './diner-payments';
import type * as floorPlans from './floor-plans';
import type * as guests from './guests';
import type * as mailing from './mailing';
import type * as paymentSettings from './payment-settings';
import type * as payments from './payments';
import type * as publicReads from './public-reads';
import type * as serviceBook from './service-book';
import type * as settings from './settings';
import type * as settingsCatalogue from './settings-catalogue';
import type * as staffAccess from './staff-access';
import type * as statistics from './statistics';
import type * as subscriptions from './subscriptions';
import type * as team from './team';
import type * as waitingOffers from './waiting-offers';

// Picked by their key alone: comparing every export with the whole Endpoint type (its zod schemas)
// costs the type checker far more than it tells.
type EndpointsOf<Area> = Extract<Area[keyof Area], { readonly key: string }>;

export type ApiEndpoint =
  | EndpointsOf<typeof afterMeal>
  | EndpointsOf<typeof bookingPayments>
  | EndpointsOf<typeof bookings>
  | EndpointsOf<typeof devTools>
  | EndpointsOf<typeof dinerPayments>
  | EndpointsOf<typeof floorPlans>
  | EndpointsOf<typeof guests>
  | EndpointsOf<typeof mailing>
  | EndpointsOf<typeof paymentSettings>
  | EndpointsOf<typeof payments>
  | EndpointsOf<typeof publicReads>
  | EndpointsOf<typeof serviceBook>
  | EndpointsOf<typeof settings>
  | EndpointsOf<typeof settingsCatalogue>
  | EndpointsOf<typeof staffAccess>
  | EndpointsOf<typeof statistics>
  | EndpointsOf<typeof subscriptions>
  | EndpointsOf<typeof team>
  | EndpointsOf<typeof waitingOffers>;

export type EndpointKey = ApiEndpoint['key'];
type ByKey = { [E in ApiEndpoint as E['key']]: E };
export type EndpointOf<K extends EndpointKey> = ByKey[K];
