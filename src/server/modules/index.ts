import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { appConfigRoutes } from './app-config/app-config-routes';
import { authRoutes } from './auth/auth-routes';
import { serviceBookRoutes } from './service-book/service-book-routes';
import { staffRoutes } from './staff/staff-routes';
import { bookingsRoutes } from './bookings/bookings-routes';
import { botCheckRoutes } from './bot-check/bot-check-routes';
import { confirmationCodesRoutes } from './confirmation-codes/confirmation-codes-routes';
import { devToolsRoutes } from './dev-tools/dev-tools-routes';
import { floorPlansRoutes } from './floor-plans/floor-plans-routes';
import { notificationsRoutes } from './notifications/notifications-routes';
import { restaurantsRoutes } from './public-restaurant/public-restaurant-routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions-routes';
import { settingsRoutes } from './settings/settings-routes';
import { guestsRoutes } from './guests/guests-routes';
import { mailingRoutes } from './mailing/mailing-routes';
import { statisticsRoutes } from './statistics/statistics-routes';
import { healthRoutes } from './health/health-routes';
import { waitingOffersRoutes } from './waiting-offers/waiting-offers-routes';

export type ApiModule = (context: AppContext) => FastifyPluginAsync;

/** Every API module, mounted under /api. */
export const apiModules: ApiModule[] = [
  healthRoutes,
  appConfigRoutes,
  restaurantsRoutes,
  bookingsRoutes,
  confirmationCodesRoutes,
  subscriptionsRoutes,
  botCheckRoutes,
  devToolsRoutes,
  notificationsRoutes,
  authRoutes,
  staffRoutes,
  serviceBookRoutes,
  settingsRoutes,
  guestsRoutes,
  mailingRoutes,
  statisticsRoutes,
  floorPlansRoutes,
  waitingOffersRoutes,
];
