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
    expect(byHand, 'registered without a contract object').toEqual([]);
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
