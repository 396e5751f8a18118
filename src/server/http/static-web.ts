import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app and answers every non-API GET with its index (client-side routes). */
export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset; the client gets the smallest it accepts.
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Vary', 'Accept-Encoding');
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // A catch-all GET route rather than a second not-found handler: the error handler already set
  // one, and Fastify refuses another (the server could not start once the web app was built).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ code: 404, error: true, message: "Cette adresse n'existe pas.", object: { reason: 'not_found' } });
    }
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
