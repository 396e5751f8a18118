import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { appConfigRoutes } from './app-config/app-config-routes';

export type ApiModule = (context: AppContext) => FastifyPluginAsync;

/** Every API module, mounted under /api. */
export const apiModules: ApiModule[] = [appConfigRoutes];
