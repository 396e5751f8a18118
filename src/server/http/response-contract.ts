import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { refusalEnvelope } from '../../domain/schemas/responses/envelope';

/**
 * Response schemas document the API (and type the handlers and the web client); they are not
 * re-checked on every answer: the answers are built by typed code, the hot public reads are sent
 * already serialised, and tests/integration/openapi-contract.test.ts validates real answers
 * against the document. So serialising is what it was without schemas: JSON.stringify.
 */
export const serializeAsIs: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** Every API route may refuse (4xx) or fail (5xx) with the one refusal envelope: declared once here. */
export function declareRefusals(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    route.schema.response = { '4XX': refusalEnvelope, '5XX': refusalEnvelope, ...(route.schema.response as object | undefined) };
  });
}
