import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointDefinition, SuccessSchema } from '../../domain/contract/endpoint';
import { sendSerialised, type Serialised } from './public-read-cache';

/**
 * Every API route is registered from its contract object (src/domain/contract/): the path, the
 * method and every schema come from there, so a route cannot state them a second time, and the
 * handler's request and answer are typed by them. The route carries its endpoint's key in its
 * config; `registeredRoutes` lists what an app registered, with or without one
 * (tests/architecture/api-contract.test.ts).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The key of the contract object the route was registered from. */
    contract?: string;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export type RequestOf<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: Parsed<E['headers']>;
}>;

/** What a handler may answer: the success envelope, the same already serialised, or the reply it sent itself. */
export type AnswerOf<E extends EndpointDefinition> = z.input<SuccessSchema<E>> | Serialised<z.input<SuccessSchema<E>>> | FastifyReply;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RouteHandlers<E extends EndpointDefinition> {
  handler: (request: RequestOf<E>, reply: FastifyReply) => Promise<AnswerOf<E>>;
  onRequest?: Hook;
  /** Route settings beside the contract: rate limits, a larger body, a cache policy's hook. */
  rateLimit?: { max: number; timeWindow: string } | false;
  bodyLimit?: number;
  onSend?: RouteOptions['onSend'];
}

/** The minimum of a Fastify instance this needs, whatever its type provider. */
interface Registrar {
  route(options: RouteOptions): unknown;
}

export function route<E extends Endpoint>(app: Registrar, endpoint: E, handlers: RouteHandlers<E>): void {
  const { handler, rateLimit, ...hooks } = handlers;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.tags && { tags: [...endpoint.tags] }),
      ...(endpoint.security && { security: endpoint.security.map((s) => ({ bearer: [...s.bearer] })) }),
      ...(endpoint.summary && { summary: endpoint.summary }),
      ...(endpoint.description && { description: endpoint.description }),
      ...(endpoint.hidden && { hide: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      response: { ...endpoint.responses },
    },
    config: { contract: endpoint.key, ...(rateLimit !== undefined && { rateLimit }) },
    ...hooks,
    // A cached read answers the JSON it keeps: sent as is, never serialised again.
    handler: async (request, reply) => {
      const answer = await handler(request as RequestOf<E>, reply);
      return typeof answer === 'string' ? sendSerialised(reply, answer as Serialised<unknown>) : answer;
    },
  });
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The key of the contract object it was registered from, if it was. */
  contract: string | undefined;
}

const ledgers = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Start listing the routes `app` registers (before any is). */
export function keepRouteLedger(app: FastifyInstance): void {
  const ledger: RegisteredRoute[] = [];
  ledgers.set(app, ledger);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const contract = options.config?.contract;
    for (const method of methods) ledger.push({ method, url: options.url, contract });
  });
}

/** Every route `app` registered, in order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return ledgers.get(app) ?? [];
}
