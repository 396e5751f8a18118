import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';

// Two refusals that hold for every route, whatever its schema says.
//
// A NUL character is valid JSON and valid zod, but PostgreSQL cannot store it in text: it would
// surface as a 500 deep in a transaction. And a route that declares no body must not quietly act
// on one: `{"champInconnu": 1}` sent to a cancel link is a client bug to report, not to ignore.

const INPUT_MESSAGES = {
  nulCharacter: 'La requête contient un caractère invalide (caractère nul).',
  unexpectedBody: "Cette adresse n'attend pas de données dans le corps de la requête.",
};

const MAX_DEPTH = 64;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  // Raw bytes (an uploaded picture) are no text: walked as an object, a 2 MB picture would become
  // two million [key, value] pairs, seconds of work and a hundred megabytes for one request.
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** An empty object or empty text is "no body" for clients that always send one. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === '') return true;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

export function registerInputGuards(app: FastifyInstance): void {
  // Callback style: it runs on every request, and an async hook costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      done(badRequest(INPUT_MESSAGES.nulCharacter, 'nul_character'));
      return;
    }
    if (!request.routeOptions.schema?.body && !isEmptyBody(request.body)) {
      done(badRequest(INPUT_MESSAGES.unexpectedBody, 'unexpected_body'));
      return;
    }
    done();
  });
}
