// The API is declared once: one contract object per endpoint in src/domain/contract/, from which
// the server registers its route (src/server/http/route.ts) and the web app makes its calls
// (src/web/lib/api.ts, by the object's key). This fails on a route registered without a contract
// object, on a contract object no route registers, on two objects for the same method and path,
// and on an area file the web client's list of endpoints (contract/index.ts) does not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/domain/contract/endpoint';
import { registeredRoutes } from '../../src/server/http/route';
import { startTestServer, type TestServer } from '../support/test-server';

const CONTRACT = path.resolve(import.meta.dirname, '../../src/domain/contract');
const NOT_AREAS = new Set(['endpoint.ts', 'index.ts']);
const areaFiles = readdirSync(CONTRACT).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !NOT_AREAS.has(name));

/** Routes of the API that are not endpoints of the product: the document itself. */
const NOT_ENDPOINTS = new Set(['GET /openapi.json']);

/**
 * Routes still registered by hand, without a contract object. The list only shrinks: a route
 * converted must leave it (the test fails while it is still listed).
 */
const UNCONVERTED: readonly string[] = [
  'POST /staff/restaurants/:restaurantId/events/ticket',
  'GET /staff/restaurants/:restaurantId/events',
  'GET /staff/restaurants/:restaurantId/service-book',
  'GET /staff/restaurants/:restaurantId/bookings/search',
  'GET /staff/restaurants/:restaurantId/bookings/:guid/history',
  'POST /staff/restaurants/:restaurantId/bookings',
  'POST /staff/restaurants/:restaurantId/bookings/:guid/status',
  'PATCH /staff/restaurants/:restaurantId/bookings/:guid',
  'PATCH /staff/restaurants/:restaurantId/bookings/:guid/turn',
  'PATCH /staff/restaurants/:restaurantId/bookings/:guid/details',
  'POST /staff/restaurants/:restaurantId/bookings/:guid/promote',
  'GET /staff/restaurants/:restaurantId/settings',
  'PUT /staff/restaurants/:restaurantId/settings/profile',
  'PUT /staff/restaurants/:restaurantId/settings/information',
  'PUT /staff/restaurants/:restaurantId/settings/booking',
  'GET /staff/restaurants/:restaurantId/settings/services',
  'PUT /staff/restaurants/:restaurantId/settings/services',
  'GET /staff/restaurants/:restaurantId/settings/closed-dates',
  'POST /staff/restaurants/:restaurantId/settings/closed-dates',
  'POST /staff/restaurants/:restaurantId/settings/closed-dates/remove',
  'GET /staff/restaurants/:restaurantId/settings/tables',
  'POST /staff/restaurants/:restaurantId/settings/tables',
  'PUT /staff/restaurants/:restaurantId/settings/tables/:guid',
  'DELETE /staff/restaurants/:restaurantId/settings/tables/:guid',
  'GET /staff/restaurants/:restaurantId/settings/legends',
  'POST /staff/restaurants/:restaurantId/settings/legends',
  'PUT /staff/restaurants/:restaurantId/settings/legends/:guid',
  'DELETE /staff/restaurants/:restaurantId/settings/legends/:guid',
  'GET /staff/restaurants/:restaurantId/settings/icons',
  'POST /staff/restaurants/:restaurantId/settings/icons',
  'PUT /staff/restaurants/:restaurantId/settings/icons/:guid',
  'DELETE /staff/restaurants/:restaurantId/settings/icons/:guid',
  'GET /staff/restaurants/:restaurantId/settings/events',
  'POST /staff/restaurants/:restaurantId/settings/events',
  'PUT /staff/restaurants/:restaurantId/settings/events/:guid',
  'DELETE /staff/restaurants/:restaurantId/settings/events/:guid',
  'GET /staff/restaurants/:restaurantId/settings/questions',
  'POST /staff/restaurants/:restaurantId/settings/questions',
  'PUT /staff/restaurants/:restaurantId/settings/questions/order',
  'PUT /staff/restaurants/:restaurantId/settings/questions/:id',
  'DELETE /staff/restaurants/:restaurantId/settings/questions/:id',
  'POST /staff/restaurants/:restaurantId/uploads',
  'GET /staff/restaurants/:restaurantId/guests',
  'GET /staff/restaurants/:restaurantId/guests/:guid',
  'PUT /staff/restaurants/:restaurantId/guests/:guid',
  'GET /staff/restaurants/:restaurantId/guests/:guid/export',
  'POST /staff/restaurants/:restaurantId/guests/:guid/erase',
  'GET /staff/restaurants/:restaurantId/subscribers',
  'DELETE /staff/restaurants/:restaurantId/subscribers/:guid',
  'GET /staff/restaurants/:restaurantId/mailings',
  'POST /staff/restaurants/:restaurantId/mailings/preview',
  'POST /staff/restaurants/:restaurantId/mailings',
  'GET /staff/restaurants/:restaurantId/mailings/:guid',
  'POST /staff/restaurants/:restaurantId/mailings/:guid/cancel',
  'GET /restaurants/:slug/floor-plan.svg',
  'GET /staff/restaurants/:restaurantId/floor-plans',
  'POST /staff/restaurants/:restaurantId/floor-plans',
  'GET /staff/restaurants/:restaurantId/floor-plans/:guid',
  'PUT /staff/restaurants/:restaurantId/floor-plans/:guid',
  'DELETE /staff/restaurants/:restaurantId/floor-plans/:guid',
  'GET /staff/restaurants/:restaurantId/tables/:guid/upcoming-bookings',
  'GET /staff/restaurants/:restaurantId/live-room',
  'POST /staff/restaurants/:restaurantId/live-room/move',
  'POST /staff/restaurants/:restaurantId/live-room/walk-in',
];

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'key' in value && 'method' in value && 'path' in value && 'responses' in value;
}

async function contractObjects(): Promise<{ file: string; name: string; endpoint: Endpoint }[]> {
  const found: { file: string; name: string; endpoint: Endpoint }[] = [];
  for (const file of areaFiles) {
    const area = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(area)) if (isEndpoint(value)) found.push({ file, name, endpoint: value });
  }
  return found;
}

let server: TestServer;
beforeAll(async () => {
  // Every route the product can register: the development mailbox and SMS list open, as on a newcomer's machine.
  server = await startTestServer('sqlite', { seed: false });
});
afterAll(async () => server?.close());

/** The app's API routes as `METHOD /path` (under /api), with the contract each was registered from. */
function apiRoutes(): { route: string; contract: string | undefined }[] {
  const routes = registeredRoutes(server.app);
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes
    .filter((r) => r.url.startsWith('/api/'))
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url))) // Fastify's own HEAD beside each GET
    .map((r) => ({ route: `${r.method} ${r.url.slice('/api'.length)}`, contract: r.contract }))
    .filter((r) => !NOT_ENDPOINTS.has(r.route));
}

describe('the API contract', () => {
  it('has one contract object per method and path, each a key of its own', async () => {
    const objects = await contractObjects();
    expect(objects.length).toBeGreaterThan(0);
    for (const { file, name, endpoint } of objects) expect(endpoint.key, `${file} ${name}`).toBe(`${endpoint.method} ${endpoint.path}`);
    const byKey = new Map<string, string[]>();
    for (const { file, name, endpoint } of objects) byKey.set(endpoint.key, [...(byKey.get(endpoint.key) ?? []), `${file}: ${name}`]);
    const shared = [...byKey].filter(([, names]) => names.length > 1);
    expect(shared, 'method and path declared by more than one contract object').toEqual([]);
  });

  it('lists every area file in the web client’s endpoints', () => {
    const index = readFileSync(path.join(CONTRACT, 'index.ts'), 'utf8');
    const missing = areaFiles.filter((file) => {
      const area = file.replace(/\.ts$/, '');
      const imported = new RegExp(`import type \\* as (\\w+) from '\\./${area}';`).exec(index);
      return !imported || !new RegExp(`EndpointsOf<typeof ${imported[1]}>`).test(index);
    });
    expect(missing).toEqual([]);
  });

  it('registers every route of the API from a contract object', () => {
    const byHand = apiRoutes()
      .filter((r) => r.contract === undefined)
      .map((r) => r.route);
    expect(
      byHand.filter((route) => !UNCONVERTED.includes(route)),
      'registered without a contract object',
    ).toEqual([]);
    expect(
      UNCONVERTED.filter((route) => !byHand.includes(route)),
      'converted (or gone): remove from UNCONVERTED',
    ).toEqual([]);
  });

  it('registers each route at its contract object’s method and path', () => {
    const wrong = apiRoutes().filter((r) => r.contract !== undefined && r.contract !== r.route);
    expect(wrong).toEqual([]);
  });

  it('registers every contract object', async () => {
    const registered = new Set(apiRoutes().map((r) => r.contract));
    const unregistered = (await contractObjects()).filter(({ endpoint }) => !registered.has(endpoint.key)).map(({ file, name }) => `${file}: ${name}`);
    expect(unregistered).toEqual([]);
  });
});
