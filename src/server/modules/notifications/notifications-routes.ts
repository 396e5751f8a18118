import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { readKeptMail } from '../../lib/mailer-file';
import { readKeptSms } from '../../lib/sms-file';
import { mailDir, smsDir } from './transports';

/**
 * Development only (absent in production): the e-mails and SMS kept on disk when no SMTP server
 * or SMS provider is configured, newest first.
 */
export const notificationsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.env === 'production') return;
    const querystring = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });

    app.get('/dev/mailbox', { schema: { hide: true, querystring } }, async (req) =>
      ok(await readKeptMail(mailDir(ctx.config), req.query.limit), ctx.config.smtpUrl ? 'Les e-mails partent par SMTP ; cette boîte ne reçoit rien.' : ''),
    );

    app.get('/dev/sms', { schema: { hide: true, querystring } }, async (req) =>
      ok(await readKeptSms(smsDir(ctx.config), req.query.limit), ctx.config.sms ? 'Les SMS partent chez le fournisseur ; cette liste ne reçoit rien.' : ''),
    );
  };
