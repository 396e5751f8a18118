import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripeWebhook } from '../../../domain/contract/payments';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { paymentWebhooks } from './payment-webhooks';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

/** Stripe's own limit on an event's size is far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The provider's callbacks. Not in the API description: only Stripe calls them. */
export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const webhooks = paymentWebhooks(ctx);
    // The signature covers the exact bytes Stripe sent: the body stays raw (in this plugin only).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    route(app, stripeWebhook, {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (req) => {
        const { replayed } = await webhooks.handle(Buffer.from(req.body), req.headers['stripe-signature']);
        return ok(null, replayed ? M.webhookReplayed : M.webhookHandled);
      },
    });
  };
