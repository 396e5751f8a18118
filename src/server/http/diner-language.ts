import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dinerWords, isDinerText, type DinerText } from '../../domain/diner-messages';
import { isDinerLanguage, requestLanguage, type DinerLanguage } from '../../domain/languages';

// The language of the API's answers to a diner. Only the diner's routes (tagged `public`) speak
// anything but French: the staff side stays French whatever the browser says.

/** The header the web app sends with the language its page speaks now. */
const DINER_LANGUAGE_HEADER = 'x-diner-language';

const isDinerRoute = (request: FastifyRequest): boolean => {
  const tags = request.routeOptions?.schema?.tags;
  return Array.isArray(tags) && tags.includes('public');
};

/**
 * The page's language when the web app names it, then a language the body names (a booking's,
 * a sign-up's), then the language of the booking or offer the answer is about, then the diner's
 * choice (cookie) and their browser's languages. French when none.
 */
function answerLanguage(request: FastifyRequest, subject?: DinerLanguage): DinerLanguage {
  if (!isDinerRoute(request)) return 'fr';
  const named = request.headers[DINER_LANGUAGE_HEADER];
  if (isDinerLanguage(named)) return named;
  const body = request.body as { language?: unknown } | null | undefined;
  if (body && typeof body === 'object' && isDinerLanguage(body.language)) return body.language;
  if (subject) return subject;
  return requestLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}

/**
 * The language the request itself names (the page's header, then the body's), or undefined: for
 * words computed before the answer, such as a guarantee's text, whose version depends on them.
 */
export function namedDinerLanguage(request: FastifyRequest): DinerLanguage | undefined {
  const named = request.headers[DINER_LANGUAGE_HEADER];
  if (isDinerLanguage(named)) return named;
  const body = request.body as { language?: unknown } | null | undefined;
  return body && typeof body === 'object' && isDinerLanguage(body.language) ? body.language : undefined;
}

/** The words of a diner's message for this request. */
export function wordsFor(request: FastifyRequest, text: DinerText): string {
  return dinerWords(text, answerLanguage(request, text.language));
}

/** Writes an envelope's `message` from its code, in the request's language (French stays as it is). */
export function speakEnvelope<T>(request: FastifyRequest, payload: T): T {
  if (typeof payload !== 'object' || payload === null || !('said' in payload)) return payload;
  const said = (payload as { said?: unknown }).said;
  if (!isDinerText(said)) return payload;
  return { ...payload, message: wordsFor(request, said) };
}

/** Every answer with a diner's message is written in the diner's language on its way out. */
export function registerDinerLanguage(app: FastifyInstance): void {
  // Callback style: an async hook would cost a promise on every answer with an object body.
  app.addHook('preSerialization', (request, _reply, payload, done) => done(null, speakEnvelope(request, payload)));
}
