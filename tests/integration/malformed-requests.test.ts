import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, bookingBody, DAY, dinerOf, draftBody, expectFrench, questionIds, restaurantRow, rowCounts, SLUG } from '../support/booking-fixtures';
import { malformedCases, sampleFor, type BaseRequest, type OpenApiOperation, type RequestCase } from '../support/malformed-cases';
import { startTestServer, type TestServer } from '../support/test-server';

// Every route of the OpenAPI document, attacked with wrong types, missing and unknown fields, huge
// strings, broken and non-object JSON and empty bodies: always a 4xx with a French message in the
// envelope, never a 5xx, and not one row written. Routes are read from the document, so a new
// route is covered the day it is added.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Route {
  method: string;
  path: string;
  op: OpenApiOperation;
}

async function documentedRoutes(): Promise<Route[]> {
  const server = await startTestServer('sqlite', { seed: false });
  try {
    const { status, body } = await server.call('GET', '/api/openapi.json');
    if (status !== 200) throw new Error(`openapi.json answered ${status}`);
    const routes: Route[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const method of METHODS) if (item[method]) routes.push({ method: method.toUpperCase(), path, op: item[method] });
    }
    return routes;
  } finally {
    await server.close();
  }
}

const routes = await documentedRoutes();

/** The routes of the public booking API, in an order where each still finds its booking and subscription. */
const BOOKING_API = [
  'GET /api/app/config/',
  'GET /api/restaurants/{slug}/config',
  'GET /api/restaurants/{slug}/closed-dates',
  'GET /api/restaurants/{slug}/events',
  'GET /api/restaurants/{slug}/identity',
  'GET /api/restaurants/{slug}/questions',
  'GET /api/restaurants/{slug}/hours/{weekday}/{date}',
  'POST /api/restaurants/{guid}/active-tables',
  'GET /api/restaurants/{slug}/blocked-tables',
  'GET /api/restaurants/{slug}/table-names',
  'GET /api/communications/{slug}',
  'POST /api/bookings/check',
  'POST /api/bookings',
  'GET /api/bookings/short/{shortId}',
  'POST /api/bookings/{guid}/hour',
  'POST /api/bookings/short/{shortId}/confirm',
  'POST /api/code/create',
  'POST /api/code/check',
  'POST /api/subscriptions',
  'GET /api/bot-check/challenge',
  'POST /api/bookings/{guid}/cancel',
  'POST /api/subscriptions/{guid}/unsubscribe',
];

/** Staff routes declare their bearer token; anonymous ones (public, login, sign-up…) declare none. */
const needsAuth = (op: OpenApiOperation) => (op.security?.length ?? 0) > 0;

/** What the fixtures give for a path parameter, by route family then by name. */
interface Fixtures {
  restaurantId: number;
  restaurantGuid: string;
  bookingGuid: string;
  shortId: string;
  subscriptionGuid: string;
  confirmToken: string;
  requiredQuestion: number;
}

function pathParamsFor(path: string, f: Fixtures): Record<string, string> {
  const guid = path.startsWith('/api/restaurants/')
    ? f.restaurantGuid
    : path.startsWith('/api/bookings/')
      ? f.bookingGuid
      : path.startsWith('/api/subscriptions/')
        ? f.subscriptionGuid
        : 'inconnu';
  return {
    slug: SLUG,
    guid,
    shortId: f.shortId,
    restaurantId: String(f.restaurantId),
    weekday: 'mardi',
    date: DAY.today,
    token: f.confirmToken,
  };
}

/** Valid requests of the routes we know; a new route falls back to a sample built from its schema. */
function baseRequestFor(route: Route, f: Fixtures): BaseRequest {
  const key = `${route.method} ${route.path}`;
  const known: Record<string, Partial<BaseRequest>> = {
    'GET /api/restaurants/{slug}/hours/{weekday}/{date}': { query: { covers: '2' } },
    'POST /api/restaurants/{guid}/active-tables': { body: draftBody() },
    'GET /api/restaurants/{slug}/blocked-tables': { query: { date: DAY.today, hour: '20:00', covers: '2' } },
    'GET /api/restaurants/{slug}/table-names': { query: { covers: '2', date: DAY.today, hour: '20:00' } },
    'POST /api/bookings/check': { body: draftBody({ questions: [{ id: f.requiredQuestion, answer: 'Aucune' }] }) },
    'POST /api/bookings': {
      body: bookingBody(f.requiredQuestion, { ...dinerOf(900), date: DAY.today, hour: '21:00' }),
      headers: { 'idempotency-key': 'cle-de-test-0001' },
    },
    'POST /api/bookings/{guid}/hour': { body: { hour: '20:30', comment: 'Un peu de retard' } },
    'POST /api/code/create': { body: codeBody('+33612345678') },
    'POST /api/code/check': { body: { phone_number: '+33612345678', code: '123456' } },
    'POST /api/subscriptions': { body: { restaurant_id: f.restaurantId, email: 'abonne@exemple.fr', phone_number: '', consent: true } },
  };
  const schema = route.op.requestBody?.content?.['application/json']?.schema;
  const query: Record<string, string> = {};
  for (const p of route.op.parameters ?? []) if (p.in === 'query' && p.required) query[p.name] = String(sampleFor(p.schema ?? {}));
  return {
    pathParams: pathParamsFor(route.path, f),
    query,
    headers: {},
    body: schema ? (sampleFor(schema) as Record<string, unknown>) : undefined,
    ...known[key],
  };
}

async function send(server: TestServer, method: string, c: RequestCase): Promise<{ status: number; contentType: string; text: string }> {
  const search = new URLSearchParams(c.query).toString();
  const response = await fetch(`${server.url}${c.path}${search ? `?${search}` : ''}`, { method, headers: c.headers, body: c.body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

function expectFrenchRefusal(answer: { status: number; contentType: string; text: string }, label: string, allowed?: number[]): void {
  const where = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(400);
  expect(answer.status, where).toBeLessThan(500);
  if (allowed) expect(allowed, where).toContain(answer.status);
  expect(answer.contentType, where).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body, where).toMatchObject({ code: answer.status, error: true });
  expect(body, where).toHaveProperty('object');
  expectFrench(body.message);
}

describe.each(await dialectsUnderTest())('malformed requests on %s', (dialect) => {
  let server: TestServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const restaurant = await restaurantRow(server);
    const requiredQuestion = (await questionIds(server)).required;
    const created = await server.call('POST', '/api/bookings', bookingBody(requiredQuestion, { ...dinerOf(901), date: DAY.today, hour: '20:00' }));
    expect(created.status).toBe(201);
    await server.call('POST', '/api/subscriptions', { restaurant_id: restaurant.id, email: 'lien@exemple.fr', consent: true });
    const subscription = await server.db.kysely.selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    fixtures = {
      restaurantId: restaurant.id,
      restaurantGuid: restaurant.guid,
      bookingGuid: created.body.object.guid,
      shortId: created.body.object.shortId,
      subscriptionGuid: subscription.guid,
      confirmToken: subscription.confirm_token ?? 'inconnu',
      requiredQuestion,
    };
  });
  afterAll(async () => server?.close());

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: every malformed request is a French 4xx and writes nothing', async (_name, route) => {
    const before = await rowCounts(server);
    const base = baseRequestFor(route, fixtures);
    const auth = needsAuth(route.op);
    const cases = malformedCases(route.method, route.path, route.op, base);
    // A few at a time: each must be refused on its own, and none may write, so order does not matter.
    for (let i = 0; i < cases.length; i += 8) {
      const batch = cases.slice(i, i + 8);
      const answers = await Promise.all(batch.map((c) => send(server, route.method, c)));
      answers.forEach((answer, j) => expectFrenchRefusal(answer, batch[j]!.label));
    }
    if (cases.length === 0) {
      // A GET without any parameter has nothing to get wrong; stray query parameters are ignored.
      const stray = await send(server, route.method, { label: 'stray query', path: route.path, query: { champInconnu: 'x'.repeat(1000) }, headers: {} });
      expect(stray.status).toBeLessThan(500);
    }
    if (auth) {
      // Without credentials even the well-formed request is refused.
      const url = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(base.pathParams[name] ?? 'inconnu'));
      const bare = await send(server, route.method, {
        label: 'no credentials',
        path: url,
        query: base.query,
        headers: base.body ? { 'content-type': 'application/json' } : {},
        body: base.body ? JSON.stringify(base.body) : undefined,
      });
      expectFrenchRefusal(bare, 'well-formed request without credentials', [401, 403]);
    }
    expect(await rowCounts(server)).toEqual(before);
  });

  it('accepts the well-formed requests the booking API cases were built from', async () => {
    const documented = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
    // Destructive links last, so every route meets a live booking and subscription.
    for (const key of BOOKING_API) {
      const route = documented.get(key);
      expect(route, `${key} is not in the OpenAPI document`).toBeDefined();
      const base = baseRequestFor(route!, fixtures);
      const url = route!.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(base.pathParams[name] ?? 'inconnu'));
      const answer = await send(server, route!.method, {
        label: 'valid',
        path: url,
        query: base.query,
        headers: base.body ? { 'content-type': 'application/json', ...base.headers } : base.headers,
        body: base.body ? JSON.stringify(base.body) : undefined,
      });
      const where = `${key} → ${answer.status} ${answer.text.slice(0, 300)}`;
      // A made-up code is wrong (422) and the bot check is off in tests (its challenge is a 404).
      const expected = key === 'POST /api/code/check' ? 422 : key === 'GET /api/bot-check/challenge' ? 404 : null;
      if (expected) expect(answer.status, where).toBe(expected);
      else expect(answer.status, where).toBeLessThan(300);
    }
  });
});
