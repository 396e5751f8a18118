import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifyRateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import { createLogger, type Logger } from './lib/logger';
import type { AppContext } from './context';
import { registerErrorHandler } from './http/error-handler';
import { registerDinerLanguage } from './http/diner-language';
import { declareRefusals, serializeAsIs } from './http/response-contract';
import { keepRouteLedger } from './http/route';
import { frenchClientErrorHandler, frenchFrameworkErrors } from './http/framework-errors';
import { registerInputGuards } from './http/input-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticWeb } from './http/static-web';
import { dinerPages, loadDinerRenderer, type DinerRenderer } from './modules/diner-pages';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { failoverRateLimitStore } from './http/rate-limit-store';
import { clientKey } from './lib/client-key';
import { connectRedis } from './lib/redis-link';
import { registerUploads } from './modules/settings';
import { googleReserveRoutes } from './modules/google-reserve';
import { apiModules } from './modules';

z.config(z.locales.fr());

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  now?: () => Date;
  /** Folder of the built web app; served when present. */
  webDir?: string;
  /** The diner pages' server render; by default the build's (absent: those pages are the client's alone). */
  dinerRenderer?: DinerRenderer | null;
  logger?: boolean;
  /** The process's logger (shared with its worker); one is made from the config when absent. */
  log?: Logger;
}

const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** pino's Logger seen as Fastify's base logger, so the app keeps Fastify's default instance type. */
const fastifyLogger = (logger: FastifyBaseLogger): FastifyBaseLogger => logger;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: fastifyLogger(options.log ?? createLogger(config)) }),
    bodyLimit: 256 * 1024,
    // Off unless configured: otherwise any client could pick the address its rate limits count
    // under by sending its own X-Forwarded-For. `request.ip` is the only way the code reads it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Long random ids in URLs are fine; a megabyte of path is not.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    clientErrorHandler: frenchClientErrorHandler,
    frameworkErrors: frenchFrameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAsIs);
  declareRefusals(app);
  keepRouteLedger(app);
  registerErrorHandler(app);
  registerDinerLanguage(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, config);

  // Limits are shared through Redis when it answers, counted per instance when it does not.
  const rateLimitRedis =
    config.redisUrl && config.rateLimit
      ? connectRedis(config.redisUrl, {
          name: 'couvert-rate-limit',
          fallback: 'limites de débit comptées par instance',
          commandTimeoutMs: config.redisCommandTimeoutMs,
          logger: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
        })
      : null;
  if (rateLimitRedis) app.addHook('onClose', async () => rateLimitRedis.close());
  await app.register(fastifyRateLimit, {
    global: false,
    store: failoverRateLimitStore(rateLimitRedis),
    // One client, one key: every address of an IPv6 subscriber's /64 (by default) counts as one.
    keyGenerator: (request) => clientKey(request.ip, config.clientPrefixes),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      error: true,
      message: `Trop de tentatives. Veuillez réessayer dans ${Math.ceil(context.ttl / 1000)} secondes.`,
      object: { reason: 'rate_limited' },
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Couvert API', version: '1.0.0', description: 'Réservation de tables — API publique et personnel.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  const context: AppContext = { config, db, now: options.now ?? (() => new Date()) };
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod(context));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // Reserve with Google's booking server: Google's own protocol, outside the API's envelope.
  await app.register(googleReserveRoutes(context), { prefix: '/google' });
  await registerUploads(app, context);
  const webDir = options.webDir ?? defaultWebDir;
  const renderer = options.dinerRenderer === undefined ? await loadDinerRenderer(webDir) : options.dinerRenderer;
  await registerStaticWeb(app, webDir, renderer ? dinerPages(context, webDir, renderer) : null);
  return app;
}
