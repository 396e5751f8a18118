import type { FastifyInstance } from 'fastify';
import { CAPABILITY_LINK as CAPABILITY, robotsPolicyFor } from '../../domain/robots-policy';
import type { AppConfig } from '../config';
import { DINER_LOADER_CSP } from './diner-loader';

// Diner pages may be embedded in the restaurant's own site; nothing else may be framed.
const EMBEDDABLE = /^\/(reserver|communication)\//;

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const recaptcha = config.recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const pageCsp = (frameAncestors: string) =>
    [
      "default-src 'self'",
      // The hash allows the diner pages' inline loader, and no other inline script.
      `script-src 'self' ${DINER_LOADER_CSP}${recaptcha}`,
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

  const pages = { embeddable: pageCsp('*'), framed: pageCsp("'none'") };
  // Callback style, not async: this runs for every answer, and an async hook costs a promise and a
  // turn of the microtask queue each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = pathOf(request.url);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (url.startsWith('/api/')) {
      // The development mailbox is the one HTML page under /api: its own inline styles, nothing else.
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('Content-Security-Policy', html ? API_HTML_CSP : API_CSP);
      reply.header('Cache-Control', 'no-store');
      // Capability links are pages, never /api: the API's referrer and robots headers are fixed.
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      done(null, payload);
      return;
    }
    const embeddable = EMBEDDABLE.test(url) && !CAPABILITY.test(url);
    reply.header('Content-Security-Policy', embeddable ? pages.embeddable : pages.framed);
    if (!embeddable) reply.header('X-Frame-Options', 'DENY');
    // Capability links: their URL is the secret, so it must never leak through Referer.
    reply.header('Referrer-Policy', CAPABILITY.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // Staff screens, capability links and unknown addresses stay out of search engines, whatever
    // the page's own meta says (the same policy writes the meta into the served HTML).
    if (!robotsPolicyFor(url).index) reply.header('X-Robots-Tag', 'noindex, nofollow');
    done(null, payload);
  });
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const API_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
