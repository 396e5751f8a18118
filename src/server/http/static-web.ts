import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { robotsPolicyFor } from '../../domain/robots-policy';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate on every use: the browser keeps the file but asks with its ETag (a 304 when unchanged).
const REVALIDATE = 'no-cache';

/**
 * Vite names what it bundles `assets/<name>-<8-character hash>.<ext>`: a new content is a new name,
 * so such a file may be kept forever. Everything else (embed.js that restaurants paste into their
 * sites, the favicon, robots.txt, the demo page, index.html) keeps its name across releases and must
 * be revalidated, or a fix would not reach visitors for a year.
 */
function isContentHashed(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  return parts.length === 2 && parts[0] === 'assets' && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.br|\.gz)?$/.test(parts[1]!);
}

// What the static server asks of the diner pages (modules/diner-pages builds them from the
// modules' reads, above this layer).
export interface DinerPages {
  /** Sends the page when `pathname` is a diner page; false when it is not one. */
  send(
    pathname: string,
    headers: { ifNoneMatch?: string; acceptEncoding?: string; acceptLanguage?: string; cookie?: string },
    reply: FastifyReply,
  ): Promise<boolean>;
}

/**
 * Serves the built web app: the diner's booking pages rendered by the server (`diner`, see
 * modules/diner-pages), every other non-API GET with the staff application's index (client-side routes).
 */
export async function registerStaticWeb(app: FastifyInstance, webDir: string, diner?: DinerPages | null): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const pages = indexPages(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset; the client gets the smallest it accepts.
    preCompressed: true,
    // Cache-Control is decided below per file; left to the plugin it would overwrite ours with
    // one header for every file.
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', isContentHashed(path.relative(webDir, filePath)) ? IMMUTABLE : REVALIDATE);
    },
  });
  // A catch-all GET route rather than a second not-found handler: the error handler already set
  // one, and Fastify refuses another (the server could not start once the web app was built).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ code: 404, error: true, message: "Cette adresse n'existe pas.", object: { reason: 'not_found' } });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const headers = {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
      acceptLanguage: request.headers['accept-language'],
      cookie: request.headers.cookie,
    };
    if (diner && (await diner.send(pathname, headers, reply))) return reply;
    const page = robotsPolicyFor(pathname).index ? pages.indexable : pages.hidden;
    reply.header('Cache-Control', REVALIDATE).header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(page.html);
  });
}

interface IndexPage {
  html: string;
  etag: string;
}

/**
 * The index in its two forms: the robots meta is written by the server, so that a crawler reading
 * the HTML (before any script runs) already sees whether the page may be indexed.
 */
function indexPages(html: string): { indexable: IndexPage; hidden: IndexPage } {
  const withRobots = (content: string): IndexPage => {
    const tag = `<meta name="robots" content="${content}" />`;
    const out = /<meta\s+name="robots"[^>]*>/i.test(html) ? html.replace(/<meta\s+name="robots"[^>]*>/i, tag) : html.replace(/<head>/i, `<head>\n    ${tag}`);
    return { html: out, etag: `"${createHash('sha256').update(out).digest('base64url').slice(0, 27)}"` };
  };
  return { indexable: withRobots('index,follow'), hidden: withRobots('noindex,nofollow') };
}
