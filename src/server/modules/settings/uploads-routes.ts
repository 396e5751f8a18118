import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ifNoneMatchHits } from '../../http/public-read-cache';
import type { UploadMeta } from './uploads-repository';
import { parseUploadAddress, uploadsReader } from './uploads-service';

// A content address names the same bytes forever: browsers and proxies may keep it a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the restaurants' pictures from the database at /uploads/<sha256>.<ext>, so every instance
 * answers for every picture, and the addresses pictures had as files (/uploads/<guid>/<name>) once
 * imported. Anything else under /uploads/ is the usual 404.
 */
export async function registerUploads(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const reader = uploadsReader(ctx);

  const serve = async (request: FastifyRequest, reply: FastifyReply, hash: string, extension?: string) => {
    const etag = `"${hash}"`;
    const answer = (found: UploadMeta | undefined) => {
      if (!found || (extension !== undefined && found.extension !== extension)) return false;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff').type(found.content_type);
      return true;
    };
    // A revalidation reads the picture's type only, never its bytes.
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return answer(await reader.meta(hash)) ? reply.code(304).send() : reply.callNotFound();
    const picture = await reader.picture(hash);
    return answer(picture) ? reply.code(200).send(picture!.bytes) : reply.callNotFound();
  };

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const address = parseUploadAddress(`/uploads/${request.params.name}`);
    if (address?.kind !== 'content') return reply.callNotFound();
    return serve(request, reply, address.hash, address.extension);
  });

  app.get<{ Params: { folder: string; name: string } }>('/uploads/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const address = parseUploadAddress(`/uploads/${request.params.folder}/${request.params.name}`);
    const hash = address?.kind === 'legacy' ? await reader.legacyHash(address.path) : undefined;
    if (!hash) return reply.callNotFound();
    return serve(request, reply, hash);
  });

  // Deeper paths are no picture either; without this the web app's catch-all would answer them.
  app.get('/uploads/*', { schema: { hide: true } }, async (_request, reply) => reply.callNotFound());
}
