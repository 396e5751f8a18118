import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

// Diner pages may be embedded in the restaurant's own site; nothing else may be framed.
const EMBEDDABLE = /^\/(reserver|communication)\//;
// Capability links: their URL is the secret, so it must never leak through Referer.
const CAPABILITY = /^\/(resa|confirmresa|communication\/unsubscribe|communication\/confirm)\//;

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const recaptcha = config.recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const pageCsp = (frameAncestors: string) =>
    [
      "default-src 'self'",
      `script-src 'self'${recaptcha}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self'${recaptcha}`,
      `frame-src 'self'${recaptcha}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isApi) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('Cache-Control', 'no-store');
    } else {
      const embeddable = EMBEDDABLE.test(url) && !CAPABILITY.test(url);
      reply.header('Content-Security-Policy', pageCsp(embeddable ? '*' : "'none'"));
      if (!embeddable) reply.header('X-Frame-Options', 'DENY');
    }
    reply.header('Referrer-Policy', CAPABILITY.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    return payload;
  });
}
