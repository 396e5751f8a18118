import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleReserveConfig } from '../../config';

// Google's booking-server calls carry the partner credentials in HTTP Basic. Two pairs may be valid
// at once, so a new one is set up before the old one is removed (no call refused meanwhile). Both
// sides are hashed before the comparison: equal lengths, and the time taken says nothing of how
// much of a guess was right. A refusal is logged with the caller's address and path, never with
// what it sent.

const digest = (text: string) => createHash('sha256').update(text).digest();

export function partnerGuard(config: GoogleReserveConfig | undefined) {
  const expected = (config?.credentials ?? []).map((c) => digest(`${c.user}:${c.password}`));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
    const given = match ? digest(Buffer.from(match[1]!, 'base64').toString('utf8')) : null;
    // Every pair is compared, whichever matches: the time does not tell which one is in use.
    let accepted = false;
    for (const pair of expected) if (given && timingSafeEqual(given, pair)) accepted = true;
    if (accepted) return;
    request.log.warn({ path: request.url, ip: request.ip, scheme: match ? 'basic' : header ? 'other' : 'none' }, 'google booking server: refused credentials');
    return reply
      .code(401)
      .header('www-authenticate', 'Basic realm="google-reserve"')
      .send({ error: { code: 401, status: 'UNAUTHENTICATED', message: 'Missing or invalid partner credentials.' } });
  };
}
