import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, expectFrench } from '../support/booking-fixtures';
import { sampleFor, type JsonSchema, type OpenApiOperation } from '../support/malformed-cases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Staff requests are as strict as the public ones: an unknown field in a body (or an unknown query
// parameter) is a client bug, refused with a French 400, never silently dropped. Every staff
// route of the OpenAPI document is walked with a signed-in owner, so a route added tomorrow is
// checked the day it is added: its body must first pass validation as sent, then fail with one
// stray field, and the refusal must name that field.

const WRITES = ['post', 'put', 'patch'] as const;
const STRAY = 'champInconnu';

interface Route {
  key: string;
  method: string;
  path: string;
  op: OpenApiOperation;
  body?: JsonSchema & { additionalProperties?: unknown };
}

async function staffRoutes(): Promise<Route[]> {
  const server = await startTestServer('sqlite', { seed: false });
  try {
    const { body } = await server.call('GET', '/api/openapi.json');
    const routes: Route[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const method of [...WRITES, 'get', 'delete'] as const) {
        const op = item[method];
        if (!op || (op.security?.length ?? 0) === 0) continue;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        routes.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op, body: schema });
      }
    }
    return routes;
  } finally {
    await server.close();
  }
}

const routes = await staffRoutes();
/** Pictures arrive as raw bytes (image/*): that route has no JSON body to be strict about. */
const RAW_BODY = new Set(['POST /api/staff/restaurants/{restaurantId}/uploads']);
const writes = routes.filter((r) => (WRITES as readonly string[]).includes(r.method.toLowerCase()) && !RAW_BODY.has(r.key));
const withQuery = routes.filter((r) => (r.op.parameters ?? []).some((p) => p.in === 'query'));

/** Every object a body schema describes, nested ones included. */
function objectSchemas(schema: JsonSchema & { additionalProperties?: unknown; allOf?: JsonSchema[] }, at = 'body'): Array<[string, typeof schema]> {
  const out: Array<[string, typeof schema]> = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') || schema.properties) out.push([at, schema]);
  for (const [name, sub] of Object.entries(schema.properties ?? {})) out.push(...objectSchemas(sub, `${at}.${name}`));
  if (schema.items) out.push(...objectSchemas(schema.items, `${at}[]`));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...objectSchemas(alt, at));
  return out;
}

/**
 * What a sample built from the schema alone gets wrong (an address, a date, a code…), laid over it
 * so the body passes validation. Dates are far from the seeded bookings: nothing else depends on them.
 */
const FAR_DAY = '2026-12-29';
const KNOWN: Record<string, Record<string, unknown>> = {
  'POST /api/staff/restaurants/{restaurantId}/bookings': { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 2, name: 'Marc Petit' },
  'PATCH /api/staff/restaurants/{restaurantId}/bookings/{guid}': { covers: 3 },
  'POST /api/staff/restaurants/{restaurantId}/bookings/{guid}/promote': { hour: '20:00' },
  'POST /api/staff/restaurants/{restaurantId}/staff-members': { name: 'Nina', role: 'staff', code: '9753' },
  'PATCH /api/staff/restaurants/{restaurantId}/staff-members/{guid}': { name: 'Nina B.' },
  'PUT /api/staff/restaurants/{restaurantId}/guests/{guid}': { name: 'Anne Durand', birthday: null, post_code: null },
  'POST /api/staff/restaurants/{restaurantId}/live-room/walk-in': { covers: 2, date: FAR_DAY },
  'PUT /api/staff/restaurants/{restaurantId}/settings/profile': {
    logo_img: '',
    floorplan_image: '',
    phone_number: '',
    website: '',
    email: '',
    time_zone: 'Europe/Paris',
  },
  'PUT /api/staff/restaurants/{restaurantId}/settings/thank-you': { enabled: false, mode: 'feedback', google_review_url: '' },
  'POST /api/staff/restaurants/{restaurantId}/settings/closed-dates': { from: FAR_DAY, to: FAR_DAY, service: 'all' },
  'POST /api/staff/restaurants/{restaurantId}/settings/closed-dates/remove': { ids: [999_999] },
  // One of the two kinds of exception, whole: a sample mixing both would be refused for its shape.
  'POST /api/staff/restaurants/{restaurantId}/settings/no-show/overrides': { kind: 'date', date: FAR_DAY, service: 'all', policy: { mode: 'none' } },
  'POST /api/staff/restaurants/{restaurantId}/settings/tables': { image: '', min_covers: 1, max_covers: 2 },
  'PUT /api/staff/restaurants/{restaurantId}/settings/tables/{guid}': { image: '', min_covers: 1, max_covers: 2 },
  'POST /api/staff/restaurants/{restaurantId}/settings/legends': { image: '' },
  'PUT /api/staff/restaurants/{restaurantId}/settings/legends/{guid}': { image: '' },
  'POST /api/staff/restaurants/{restaurantId}/settings/icons': { image: '' },
  'PUT /api/staff/restaurants/{restaurantId}/settings/icons/{guid}': { image: '' },
  'POST /api/staff/restaurants/{restaurantId}/settings/events': { date: FAR_DAY },
  'PUT /api/staff/restaurants/{restaurantId}/settings/events/{guid}': { date: FAR_DAY },
  'POST /api/staff/restaurants/{restaurantId}/mailings': { channels: ['email'] },
  'POST /api/staff/restaurants/{restaurantId}/mailings/preview': { channels: ['email'] },
};

describe.each(await dialectsUnderTest())('strict staff requests on %s', (dialect) => {
  let server: TestServer;
  let restaurantId: number;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    restaurantId = await restaurantIdOf(server, 'le-petit-zinc');
    owner = (await sessionsFor(server, restaurantId)).owner;
  });
  afterAll(async () => server?.close());

  const url = (path: string) =>
    path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      name === 'restaurantId' ? String(restaurantId) : name === 'id' ? '1' : name === 'username' ? '1234' : 'inconnu',
    );

  it('takes a phone booking, a team member and a guest record as the screens send them, and refuses each with a stray field, writing nothing', async () => {
    const base = `/api/staff/restaurants/${restaurantId}`;
    const counts = async () => {
      const count = async (table: 'bookings' | 'staff_members') =>
        Number(
          (
            await server.db.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { bookings: await count('bookings'), staff: await count('staff_members') };
    };
    const before = await counts();
    const phone = {
      source: 'phone',
      date: DAY.thursday,
      hour: '20:30',
      covers: 2,
      name: 'Lucie Bernard',
      phone: '06 12 34 56 78',
      email: '',
      information: '',
      tableGuid: null,
    };
    for (const [path, body] of [
      ['/bookings', { ...phone, firstname: 'Lucie' }],
      ['/staff-members', { name: 'Hugo', role: 'staff', code: '8642', email: 'hugo@exemple.fr' }],
    ] as const) {
      const refused = await server.call('POST', `${base}${path}`, body, bearer(owner));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Données invalides dans le corps de la requête : Clé non reconnue : "(firstname|email)"\.$/);
    }
    expect(await counts()).toEqual(before);
    expect((await server.call('POST', `${base}/bookings`, phone, bearer(owner))).status).toBe(201);
    expect((await server.call('POST', `${base}/staff-members`, { name: 'Hugo', role: 'staff', code: '8642' }, bearer(owner))).status).toBe(201);
    expect(await counts()).toEqual({ bookings: before.bookings + 1, staff: before.staff + 1 });
  });

  it('walks the staff write routes of the document', () => {
    // A sanity bound: the walk below is only worth something if it walks the real list.
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.map((r) => r.key)).toContain('POST /api/staff/restaurants/{restaurantId}/staff-members');
  });

  it.each(writes.filter((r) => r.body).map((r) => [r.key, r] as const))('%s documents a closed body', (_key, route) => {
    for (const [at, schema] of objectSchemas(route.body!)) expect(schema.additionalProperties, `${route.key} ${at}`).toBe(false);
  });

  it.each(writes.map((r) => [r.key, r] as const))('%s refuses an unknown field with a French 400', async (_key, route) => {
    const headers = bearer(owner);
    if (!route.body) {
      // A route that takes no body refuses any field rather than act as if it were not there.
      const answer = await server.call(route.method, url(route.path), { [STRAY]: 1 }, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.object.reason).toBe('unexpected_body');
      expectFrench(answer.body.message);
      return;
    }
    const body = { ...(sampleFor(route.body) as Record<string, unknown>), ...KNOWN[route.key] };
    const plain = await server.call(route.method, url(route.path), body, headers);
    // The body as sent passes validation (whatever the handler then makes of it)...
    expect(plain.status === 400 && plain.body.object?.reason === 'validation', `${route.key}: ${JSON.stringify(plain.body)}`).toBe(false);
    // ...and one stray field is what turns it into a 400 naming that field.
    const stray = await server.call(route.method, url(route.path), { ...body, [STRAY]: 1 }, headers);
    expect(stray.status, JSON.stringify(stray.body)).toBe(400);
    expect(stray.body.message).toContain(STRAY);
    expectFrench(stray.body.message);
  });

  it.each(withQuery.map((r) => [r.key, r] as const))('%s refuses an unknown query parameter', async (_key, route) => {
    const query = new URLSearchParams({ [STRAY]: '1' });
    for (const p of route.op.parameters ?? [])
      if (p.in === 'query' && p.required) query.set(p.name, p.name === 'date' || p.name === 'from' || p.name === 'to' ? DAY.thursday : 'x');
    const answer = await server.call(route.method, `${url(route.path)}?${query}`, undefined, bearer(owner));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toContain(STRAY);
    expectFrench(answer.body.message);
  });
});
