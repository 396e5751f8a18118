import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, describeDatabaseError, OUTAGE_ANSWERS } from '../db/database-errors';
import { said, type DinerText } from '../../domain/diner-messages/diner-text';
import { speakEnvelope } from './diner-language';
import { AppError, failure } from './envelope';

const FIELD_LABELS: Record<string, string> = {
  body: 'le corps de la requête',
  querystring: 'les paramètres de la requête',
  params: "l'adresse",
  headers: 'les en-têtes',
};

/**
 * Turns every failure into the API envelope with a French message (on a diner's route, in the
 * diner's language); an outage is a 503, only a real bug is a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, message: string | DinerText, object: unknown) =>
      reply.code(status).send(speakEnvelope(request, failure(status, message, object)));
    if (error instanceof AppError) {
      return send(error.status, error.said ?? error.message, { reason: error.reason });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = FIELD_LABELS[error.validationContext ?? 'body'] ?? 'la requête';
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
      // The sentence around it ends with its own full stop: a schema's message that has one would give "..".
      const detail = (first?.message ?? 'valeur invalide').replace(/\.+$/, '');
      const message = said('invalidData', { where, field, detail });
      // 400: the request does not have the shape the OpenAPI document gives (type, length,
      // format, pattern). 422: it has, but a rule the document states in words refuses it (the
      // end after the start, a birthday in the past…): a refinement's own French message.
      const status = error.validation.every((issue) => issue.keyword === 'custom') ? 422 : 400;
      return send(status, message, { reason: status === 422 ? 'rule' : 'validation', field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, clientErrorText(error), { reason: error.code ?? 'client' });
    }
    // The database unreachable, saturated, full or read-only is an outage, not a bug: the client is
    // told it is temporary and when to come back, and the log gets one line with the real cause.
    const outage = classifyDatabaseError(error);
    if (outage) {
      const answer = OUTAGE_ANSWERS[outage];
      request.log.warn({ outage, cause: describeDatabaseError(error) }, 'database outage');
      reply.header('retry-after', String(answer.retryAfterSeconds));
      return send(503, answer.message, { reason: answer.reason });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(500, said('internalError'), null);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(404, "Cette adresse n'existe pas.", { reason: 'not_found' }));
  });
}

function clientErrorText(error: FastifyError): string | DinerText {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return said('requestTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return "Le type de contenu de la requête n'est pas accepté (JSON attendu).";
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Le corps de la requête est vide.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return said('invalidJson');
    default:
      if (error.statusCode === 429) return said('tooManyAttempts');
      if (error instanceof SyntaxError) return said('invalidJson');
      return said('invalidRequest');
  }
}
