import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnly } from '../../../domain/schemas/responses/envelope';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
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

    app.post(
      '/payments/webhooks/stripe',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          hide: true,
          response: messageOnly,
          body: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'une notification Stripe est du JSON' }),
        },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        const { replayed } = await webhooks.handle(req.body, typeof signature === 'string' ? signature : undefined);
        return ok(null, replayed ? M.webhookReplayed : M.webhookHandled);
      },
    );
  };
