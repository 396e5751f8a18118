import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { devMailbox, devSms } from '../../../domain/contract/dev-tools';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { readKeptMail } from '../../lib/mailer-file';
import { readKeptSms } from '../../lib/sms-file';
import { mailboxPage, smsPage } from './dev-inbox-page';
import { devInboxes } from './dev-inbox-policy';
import { mailDir, smsDir } from './transports';

// A browser asks for a page; scripts and tests (JSON, or any type) get the envelope.
const wantsHtml = (req: FastifyRequest) => /\btext\/html\b/.test(req.headers.accept ?? '');

/**
 * The e-mails and SMS kept on disk when no SMTP server or SMS provider is configured, newest first:
 * a page in the browser, the JSON envelope otherwise. Served only where `devInboxes` allows.
 */
export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = devInboxes(ctx.config);

    if (open.mail) {
      route(app, devMailbox, {
        handler: async (req, reply) => {
          const messages = await readKeptMail(mailDir(ctx.config), req.query.limit);
          if (wantsHtml(req)) return reply.type('text/html; charset=utf-8').send(mailboxPage(messages));
          return ok(messages);
        },
      });
    }

    if (open.sms) {
      route(app, devSms, {
        handler: async (req, reply) => {
          const messages = await readKeptSms(smsDir(ctx.config), req.query.limit);
          if (wantsHtml(req)) return reply.type('text/html; charset=utf-8').send(smsPage(messages));
          return ok(messages);
        },
      });
    }
  };
