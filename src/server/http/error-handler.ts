import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, describeDatabaseError, OUTAGE_ANSWERS } from '../db/database-errors';
import { AppError, failure } from './envelope';

const FIELD_LABELS: Record<string, string> = {
  body: 'le corps de la requête',
  querystring: 'les paramètres de la requête',
  params: "l'adresse",
  headers: 'les en-têtes',
};

/** Turns every failure into the API envelope with a French message; an outage is a 503, only a real bug is a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(failure(error.status, error.message, { reason: error.reason }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = FIELD_LABELS[error.validationContext ?? 'body'] ?? 'la requête';
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
      const detail = first?.message ?? 'valeur invalide';
      const message = field ? `Données invalides dans ${where} : « ${field} » — ${detail}.` : `Données invalides dans ${where} : ${detail}.`;
      // 400: the request does not have the shape the OpenAPI document gives (type, length,
      // format, pattern). 422: it has, but a rule the document states in words refuses it (the
      // end after the start, a birthday in the past…): a refinement's own French message.
      const status = error.validation.every((issue) => issue.keyword === 'custom') ? 422 : 400;
      return reply.code(status).send(failure(status, message, { reason: status === 422 ? 'rule' : 'validation', field }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, frenchClientError(error), { reason: error.code ?? 'client' }));
    }
    // The database unreachable, saturated, full or read-only is an outage, not a bug: the client is
    // told it is temporary and when to come back, and the log gets one line with the real cause.
    const outage = classifyDatabaseError(error);
    if (outage) {
      const answer = OUTAGE_ANSWERS[outage];
      request.log.warn({ outage, cause: describeDatabaseError(error) }, 'database outage');
      return reply
        .code(503)
        .header('retry-after', String(answer.retryAfterSeconds))
        .send(failure(503, answer.message, { reason: answer.reason }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(500, 'Une erreur interne est survenue. Veuillez réessayer.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(404, "Cette adresse n'existe pas.", { reason: 'not_found' }));
  });
}

function frenchClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'La requête est trop volumineuse.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return "Le type de contenu de la requête n'est pas accepté (JSON attendu).";
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Le corps de la requête est vide.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return "Le corps de la requête n'est pas un JSON valide.";
    case 'FST_ERR_RATE_LIMIT':
    case undefined:
      if (error.statusCode === 429) return 'Trop de tentatives. Veuillez patienter avant de réessayer.';
      return 'Requête invalide.';
    default:
      if (error.statusCode === 429) return 'Trop de tentatives. Veuillez patienter avant de réessayer.';
      if (error instanceof SyntaxError) return "Le corps de la requête n'est pas un JSON valide.";
      return 'Requête invalide.';
  }
}
