import { expect } from 'vitest';
import type { TestServer } from '../support/test-server';

// Staff access as seen from the demo seed: the demo owner owns both demo restaurants; Le Petit Zinc
// has Camille (owner, 1234), Julien (manager, 5678) and Léa (staff, 2468); Chez Marcel has Camille.

export const DEMO_OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo' };
export const CODES = { owner: '1234', manager: '5678', staff: '2468' } as const;

export async function restaurantIdOf(server: TestServer, slug: string): Promise<number> {
  const row = await server.db.kysely.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

/** Enrols a device in the restaurant and returns its secret. */
export async function enrolDevice(server: TestServer, restaurantId: number): Promise<string> {
  const res = await server.call('POST', '/api/devices/enrol', { ...DEMO_OWNER, restaurantId, deviceLabel: 'Tablette de test' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.object.deviceSecret as string;
}

export async function login(server: TestServer, deviceSecret: string, code: string): Promise<string> {
  const res = await server.call('POST', '/api/login_check', { username: code, password: deviceSecret });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.object.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token for each role of a restaurant, on one freshly enrolled device. */
export async function sessionsFor(server: TestServer, restaurantId: number) {
  const device = await enrolDevice(server, restaurantId);
  return {
    device,
    owner: await login(server, device, CODES.owner),
    manager: await login(server, device, CODES.manager).catch(() => ''),
    staff: await login(server, device, CODES.staff).catch(() => ''),
  };
}
