import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, restaurantRow, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 25, point 11: a public read names its restaurant by slug (or guid), never by the
// sequential id, which would let anyone walk every restaurant (those waiting for their owner's
// confirmation too) and read its occupancy.

interface Operation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; schema?: { type?: string; pattern?: string } }>;
}

describe.each(await dialectsUnderTest())('public reads by slug on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('the blocked tables of a day are read by slug; a sequential id names nothing', async () => {
    const { id } = await restaurantRow(server);
    const bySlug = await server.call('GET', `/api/restaurants/${SLUG}/blocked-tables?date=${DAY.wednesday}&hour=12:00`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.object).toHaveLength(3);
    // Before: 200 with the occupancy of restaurant 1, 2, 3…
    for (const n of [id, id + 1, 1, 2]) {
      const byId = await server.call('GET', `/api/restaurants/${n}/blocked-tables?date=${DAY.wednesday}&hour=12:00`);
      expect(byId.status).toBe(404);
      expect(byId.body.message).toBe('Restaurant introuvable.');
    }
  });

  it('no operation open to the public takes a numeric id in its path', async () => {
    const document = (await server.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const byNumber: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.length) continue;
        for (const parameter of operation.parameters ?? []) {
          const numeric =
            parameter.schema?.type === 'integer' ||
            /^\^?(\[0-9\]|\\d)[+*{]/.test(parameter.schema?.pattern ?? '') ||
            /^(id|restaurantId)$/.test(parameter.name);
          if (parameter.in === 'path' && numeric) byNumber.push(`${method.toUpperCase()} ${route} (${parameter.name})`);
        }
      }
    }
    expect(byNumber).toEqual([]);
  });
});
