import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { z } from 'zod';

// A local stand-in for the two Google endpoints Reserve with Google's real-time updates call: the
// OAuth token endpoint (a service account's JWT-bearer grant, checked against the account's public
// key, audience and scope, as Google does) and the Maps Booking notification API's bookings.patch
// and inventory's availability.replace (a valid access token and a well-formed body required).
// Every patch and replace is recorded; `setDown(true)` answers 503 to all,
// as an outage would.

export interface RecordedPatch {
  partnerId: string;
  bookingId: string;
  updateMask: string | null;
  body: unknown;
}

const rfc3339 = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);

/** The body of availability.replace (Maps Booking API v1alpha), as Google validates it. */
const replaceBody = z
  .object({
    extendedServiceAvailability: z
      .array(
        z
          .object({
            merchantId: z.string().min(1),
            serviceId: z.string().min(1),
            startTimeRestrict: rfc3339,
            endTimeRestrict: rfc3339,
            availability: z.array(
              z
                .object({
                  startTime: rfc3339,
                  duration: z.string().regex(/^\d+s$/),
                  spotsOpen: z.number().int().nonnegative(),
                  spotsTotal: z.number().int().nonnegative(),
                  resources: z.object({ partySize: z.number().int().positive() }).strict(),
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type AvailabilityReplace = z.infer<typeof replaceBody>;

export interface RecordedReplace {
  partnerId: string;
  body: AvailabilityReplace;
}

export interface FakeGoogle {
  url: string;
  tokenUrl: string;
  patches: RecordedPatch[];
  replaces: RecordedReplace[];
  tokensIssued: number;
  /** The next `count` calls to the API (not the token endpoint) are answered 503. */
  failNext(count: number): void;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/mapsbooking';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** `now`: Google's clock, against which a JWT's iat and exp are checked (the tests' own clock). */
export async function startFakeGoogle(account: { clientEmail: string; publicKeyPem: string; now?: () => Date }): Promise<FakeGoogle> {
  const publicKey = await importSPKI(account.publicKeyPem, 'RS256');
  const issued = new Set<string>();
  let down = false;
  let failures = 0;
  const state = { patches: [] as RecordedPatch[], replaces: [] as RecordedReplace[], tokensIssued: 0 };
  let tokenUrl = '';

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return send(response, 400, { error: 'unsupported_grant_type' });
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
        issuer: account.clientEmail,
        audience: tokenUrl,
        algorithms: ['RS256'],
        currentDate: account.now?.(),
      });
      if (payload.scope !== SCOPE) return send(response, 400, { error: 'invalid_scope' });
    } catch {
      return send(response, 400, { error: 'invalid_grant' });
    }
    const value = `ya29.fake-${randomBytes(12).toString('hex')}`;
    issued.add(value);
    state.tokensIssued++;
    send(response, 200, { access_token: value, token_type: 'Bearer', expires_in: 3600 });
  }

  async function patch(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/v1alpha\/notification\/partners\/([^/]+)\/bookings\/([^/]+)$/.exec(url.pathname);
    if (!match) return send(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return send(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    const body: unknown = JSON.parse(await readBody(request));
    state.patches.push({ partnerId: match[1]!, bookingId: match[2]!, updateMask: url.searchParams.get('updateMask'), body });
    send(response, 200, body);
  }

  async function replace(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/v1alpha\/inventory\/partners\/([^/]+)\/availability:replace$/.exec(url.pathname);
    if (!match) return send(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return send(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    const parsed = replaceBody.safeParse(JSON.parse(await readBody(request)));
    if (!parsed.success) return send(response, 400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: parsed.error.message } });
    state.replaces.push({ partnerId: match[1]!, body: parsed.data });
    send(response, 200, {});
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const isToken = request.method === 'POST' && url.pathname === '/token';
    if (down || (!isToken && failures > 0 && failures--)) return send(response, 503, { error: { code: 503, status: 'UNAVAILABLE' } });
    const work = isToken
      ? token(request, response)
      : request.method === 'PATCH'
        ? patch(request, response, url)
        : request.method === 'POST'
          ? replace(request, response, url)
          : null;
    if (!work) return send(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    work.catch(() => send(response, 400, { error: { code: 400, status: 'INVALID_ARGUMENT' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${url}/token`;
  return {
    url,
    tokenUrl,
    get patches() {
      return state.patches;
    },
    get replaces() {
      return state.replaces;
    },
    failNext(count) {
      failures = count;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
