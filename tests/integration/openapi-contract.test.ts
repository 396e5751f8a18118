import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { dinerWords, type DinerText } from '../../src/domain/diner-messages';
import { isDinerLanguage } from '../../src/domain/languages';
import { expectFrench, restaurantRow, SLUG } from '../support/booking-fixtures';
import { seededRandom, type Random } from '../../src/server/lib/seeded-random';
import { generate, type Schema } from '../support/openapi-sampler';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, sessionsFor } from './staff-helpers';

// The served OpenAPI document is the contract: every operation declares what it answers, and a
// client that builds its requests from the document alone (as an independent fuzzer does) is
// never refused with a 400, never gets a 500, and gets answers that match the declared schemas.
// Other refusals (401, 403, 404, 409, 422…) are expected for random ids and business rules, with
// a French message.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const REQUESTS_PER_OPERATION = 12;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}

async function documentOf(server: TestServer): Promise<{ routes: Route[]; document: Record<string, unknown> }> {
  const { status, body } = await server.call('GET', '/api/openapi.json');
  expect(status).toBe(200);
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, Operation>>)) {
    for (const method of METHODS) if (item[method]) routes.push({ method: method.toUpperCase(), path, op: item[method] });
  }
  // Logging out ends the session the other operations use: it goes last.
  routes.sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  return { routes, document: body };
}

/** The declared schema of an answer: its exact status, then the `4XX`/`5XX` range, then `default`. */
function declaredSchema(op: Operation, status: number): Schema | undefined {
  const responses = op.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return response?.content?.['application/json']?.schema;
}

interface Generated {
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

function requestFor(route: Route, random: Random, known: { restaurantId: number }): Generated {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let url = route.path;
  for (const p of route.op.parameters ?? []) {
    if (!p.required && random() < 0.4) continue;
    let value = String(generate(p.schema ?? { type: 'string' }, random));
    // Like a fuzzer given the document's examples: most requests name the real restaurant.
    if (p.name === 'restaurantId' && random() < 0.8) value = String(known.restaurantId);
    if (p.name === 'slug' && random() < 0.8) value = SLUG;
    // A path segment '.' or '..' is resolved away by every HTTP client (RFC 3986 dot segments):
    // no client can send it, so the fuzzer does not either.
    if (p.in === 'path' && /^\.{1,2}$/.test(value)) value = `${value}x`;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') query.set(p.name, value);
    // HTTP header values are Latin-1: a client sends only what it can.
    else headers[p.name] = value.replace(/[^\x20-\x7e]/g, 'x');
  }
  const content = route.op.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema;
  let body: string | Uint8Array | undefined;
  if (bodySchema) {
    body = JSON.stringify(generate(bodySchema, random));
    headers['content-type'] = 'application/json';
  } else if (Object.keys(content).length > 0) {
    // A binary body (a picture): random bytes of the first declared type, as a fuzzer sends.
    headers['content-type'] = Object.keys(content)[0]!;
    body = Uint8Array.from({ length: 1 + Math.floor(random() * 64) }, () => Math.floor(random() * 256));
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, headers, body };
}

const validators = new Map<Schema, ValidateFunction>();
function validatorOf(ajv: Ajv, schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/')) as Schema);
    validators.set(schema, validate);
  }
  return validate;
}

describe.each(await dialectsUnderTest())('the OpenAPI contract on %s', (dialect) => {
  let server: TestServer;
  let routes: Route[];
  let ajv: Ajv;
  let restaurantId: number;
  let token: string;
  const refusedWith400: string[] = [];
  const crashed: string[] = [];
  const offContract: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const read = await documentOf(server);
    routes = read.routes;
    ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
    ajv.addSchema({ components: (read.document as { components?: unknown }).components ?? {} }, 'document');
    restaurantId = (await restaurantRow(server)).id;
    token = (await sessionsFor(server, restaurantId)).owner;
  });
  afterAll(async () => {
    // The figure the contract is judged by: documented-valid requests the server refused or crashed on.
    console.log(
      `[openapi-contract ${dialect}] ${routes.length} operations, ${routes.length * REQUESTS_PER_OPERATION} requests: ${refusedWith400.length} refused with 400, ${crashed.length} 5xx, ${offContract.length} answers off their schema`,
    );
    await server?.close();
  });

  it('declares a JSON response schema for every operation, success and refusal', () => {
    const missing = routes.filter(
      (r) =>
        !Object.keys(r.op.responses ?? {}).some((status) => status.startsWith('2') && r.op.responses![status]!.content !== undefined) ||
        !declaredSchema(r.op, 404),
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers documented-valid requests without a 400 or a 500, as the document says', async () => {
    for (const [index, route] of routes.entries()) {
      const random = seededRandom(index + 1);
      for (let n = 0; n < REQUESTS_PER_OPERATION; n++) {
        const request = requestFor(route, random, { restaurantId });
        const auth = (route.op.security?.length ?? 0) > 0 ? bearer(token) : {};
        const response = await fetch(`${server.url}${request.url}`, {
          method: route.method,
          headers: { ...auth, ...request.headers },
          body: request.body as BodyInit | undefined,
          signal: AbortSignal.timeout(10_000),
        });
        const type = response.headers.get('content-type') ?? '';
        if (type.startsWith('text/event-stream')) {
          // A live feed never ends: its opening is the answer.
          await response.body?.cancel();
          continue;
        }
        const text = await response.text();
        const where = `${route.method} ${request.url} ${typeof request.body === 'string' ? request.body : ''} → ${response.status} ${text.slice(0, 200)}`;
        if (response.status === 400) refusedWith400.push(where);
        if (response.status >= 500) crashed.push(where);
        if (!type.startsWith('application/json')) continue;
        const body = JSON.parse(text) as { message?: unknown; said?: DinerText };
        // A refusal is French, unless the request named a diner's language (its body's `language`):
        // then it is the diner's message in that language.
        const named = typeof request.body === 'string' ? (/"language":"(\w+)"/.exec(request.body)?.[1] ?? 'fr') : 'fr';
        if (response.status >= 400) {
          if (body.said && isDinerLanguage(named)) expect(body.message, where).toBe(dinerWords(body.said, named));
          if (!body.said || named === 'fr') expectFrench(body.message);
        }
        const schema = declaredSchema(route.op, response.status);
        if (!schema) {
          offContract.push(`${where} (no schema declared for ${response.status})`);
          continue;
        }
        const validate = validatorOf(ajv, schema);
        if (!validate(body)) offContract.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(crashed).toEqual([]);
    expect(refusedWith400).toEqual([]);
    expect(offContract).toEqual([]);
  }, 600_000);
});
