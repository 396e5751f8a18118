import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/payment-settings';
import type { ServicePolicy } from '../../../domain/no-show-policy';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff } from '../auth';
import { noShowSettings } from './no-show-settings';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

/** Réglages → Protection contre les absences: owners and managers only. */
export const noShowSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = noShowSettings(ctx);
    const onRequest = requireStaff(ctx, { roles: MANAGERS });

    route(app, contract.noShowSettings, { onRequest, handler: async (req) => ok(await settings.read(req.params.restaurantId)) });
    route(app, contract.saveServicePolicies, {
      onRequest,
      handler: async (req) => ok(null, await settings.saveServices(req.params.restaurantId, req.body.policies as ServicePolicy[])),
    });
    route(app, contract.saveGuestRiskRule, {
      onRequest,
      handler: async (req) => ok(null, await settings.saveRisk(req.params.restaurantId, req.body)),
    });
    route(app, contract.addPolicyOverride, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ id: await settings.addOverride(req.params.restaurantId, req.body) }, M.overrideSaved, 201)),
    });
    route(app, contract.removePolicyOverride, {
      onRequest,
      handler: async (req) => ok(null, await settings.removeOverride(req.params.restaurantId, req.params.overrideId)),
    });
    route(app, contract.startStripeOnboarding, { onRequest, handler: async (req) => ok({ url: await settings.startOnboarding(req.params.restaurantId) }) });
    route(app, contract.refreshStripeAccount, { onRequest, handler: async (req) => ok(await settings.refreshAccount(req.params.restaurantId)) });
  };
