import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

// Requests refused before any route runs (an address or headers too long for Node's HTTP parser, a
// broken percent-encoding, an over-long path parameter) get the same French envelope as the rest
// of the API instead of the framework's English defaults.

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'header_overflow', message: "L'adresse ou les en-têtes de la requête sont trop longs." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'timeout', message: 'La requête a mis trop de temps à arriver. Veuillez réessayer.' },
};
const MALFORMED = { status: 400, reason: 'malformed', message: 'La requête HTTP est mal formée.' };
const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** Node's `clientError`: the request never reached Fastify, so the answer is written on the socket. */
export function frenchClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(failure(refusal.status, refusal.message, { reason: refusal.reason }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's router refusals (bad URL encoding, path parameter too long). */
export function frenchFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? "Un élément de l'adresse est trop long."
      : error.code === 'FST_ERR_BAD_URL'
        ? "L'adresse demandée est mal formée."
        : 'Requête invalide.';
  reply.code(400).send(failure(400, message, { reason: error.code ?? 'malformed' }));
}
