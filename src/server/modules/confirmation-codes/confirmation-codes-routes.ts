import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeCheckSchema, codeCreateSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { confirmationCodesService } from './confirmation-codes-service';
import { messageOnly } from '../../../domain/schemas/responses/envelope';

export const confirmationCodesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const codes = confirmationCodesService(ctx);
    const rateLimit = ctx.config.rateLimit ? { max: 10, timeWindow: '1 minute' } : false;

    app.post(
      '/code/create',
      {
        schema: { tags: ['public'], summary: 'Envoyer un code de confirmation par SMS', response: messageOnly, body: codeCreateSchema },
        config: { rateLimit },
      },
      async (req) => ok(null, await codes.create(req.body, req.ip)),
    );

    app.post(
      '/code/check',
      { schema: { tags: ['public'], summary: 'Vérifier un code de confirmation', response: messageOnly, body: codeCheckSchema }, config: { rateLimit } },
      async (req) => ok(null, await codes.check(req.body.phone_number, req.body.code)),
    );
  };
