import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { afterMealRoutes } from './after-meal';
import { appConfigRoutes } from './app-config';
import { authRoutes } from './auth';
import { serviceBookRoutes } from './service-book';
import { staffRoutes } from './staff';
import { bookingsRoutes } from './bookings';
import { botCheckRoutes } from './bot-check';
import { confirmationCodesRoutes } from './confirmation-codes';
import { devToolsRoutes } from './dev-tools';
import { floorPlansRoutes } from './floor-plans';
import { notificationsRoutes } from './notifications';
import { restaurantsRoutes } from './public-restaurant';
import { subscriptionsRoutes } from './subscriptions';
import { settingsRoutes } from './settings';
import { guestsRoutes } from './guests';
import { mailingRoutes } from './mailing';
import { statisticsRoutes } from './statistics';
import { healthRoutes } from './health';
import { waitingOffersRoutes } from './waiting-offers';
import { noShowSettingsRoutes, paymentsRoutes, paymentsStaffRoutes } from './payments';

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
  paymentsRoutes,
  paymentsStaffRoutes,
  noShowSettingsRoutes,
  afterMealRoutes,
];
