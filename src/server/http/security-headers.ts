import type { FastifyInstance } from 'fastify';
import { CAPABILITY_LINK as CAPABILITY, robotsPolicyFor } from '../../domain/robots-policy';
import type { AppConfig } from '../config';

// Diner pages may be embedded in the restaurant's own site; nothing else may be framed.
const EMBEDDABLE = /^\/(reserver|communication)\//;

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
    // Capability links: their URL is the secret, so it must never leak through Referer.
    reply.header('Referrer-Policy', CAPABILITY.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // Staff screens, capability links and the API stay out of search engines, whatever the page's
    // own meta says (the same policy writes the meta into the served HTML).
    if (!robotsPolicyFor(url).index) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });
}
