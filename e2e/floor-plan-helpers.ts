// Helpers of the floor-plan end-to-end tests. These tests add rooms and tables and move bookings, which
// would change what the wizard's tests see on the shared server (a table more on the full Saturday),
// so they run against a server of their own: the same built server as global-setup, on a fresh
// temporary SQLite database and a free port. FLOOR_PLAN_E2E_BASE_URL uses a server already running.
import type { Browser, BrowserContext } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

export type IsolatedServer = Pick<OwnServer, 'baseURL' | 'stop'>;

export async function startIsolatedServer(): Promise<IsolatedServer> {
  if (process.env.FLOOR_PLAN_E2E_BASE_URL) return { baseURL: process.env.FLOOR_PLAN_E2E_BASE_URL, stop: async () => undefined };
  return startOwnServer({ name: 'floor' });
}

interface Envelope<T> {
  object: T;
  message: string;
}

export async function api<T>(baseURL: string, route: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api${route}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${route} → ${res.status} ${json.message}`);
  return json.object;
}

export interface StaffSession {
  token: string;
  restaurantId: number;
  restaurantGuid: string;
  deviceSecret: string;
}

/** The demo restaurant's device enrolled by its owner, then a code login (the UI of both is tested elsewhere). */
export async function staffSession(baseURL: string, code = '5678'): Promise<StaffSession> {
  const identity = await api<{ restaurantId: number; restaurantGuid: string }>(baseURL, '/restaurants/le-petit-zinc/identity');
  const enrol = await api<{ deviceSecret: string }>(baseURL, '/devices/enrol', {
    body: { email: 'demo@couvert.fr', password: 'couvert-demo', restaurantId: identity.restaurantId, deviceLabel: 'Tablette plan de salle' },
  });
  const login = await api<{ token: string }>(baseURL, '/login_check', { body: { username: code, password: enrol.deviceSecret } });
  return { token: login.token, restaurantId: identity.restaurantId, restaurantGuid: identity.restaurantGuid, deviceSecret: enrol.deviceSecret };
}

/** A browser context signed in on the staff side, as the code screen leaves it. */
export async function staffContext(browser: Browser, baseURL: string, session: StaffSession, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await context.addInitScript((s) => {
    if (sessionStorage.getItem('floor-plan-e2e-init')) return;
    sessionStorage.setItem('floor-plan-e2e-init', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('restaurantId', String(s.restaurantId));
    localStorage.setItem('restaurantGuid', s.restaurantGuid);
    localStorage.setItem('deviceSecret', s.deviceSecret);
    localStorage.setItem('restaurantName', 'Le Petit Zinc');
    localStorage.setItem('pass_tutorial', 'true');
  }, session);
  return context;
}

/** Pure date arithmetic on YYYY-MM-DD strings. */
export function nextWeekday(from: string, weekday: number): string {
  let [y, m, d] = from.split('-').map(Number) as [number, number, number];
  for (;;) {
    const date = new Date(Date.UTC(y, m - 1, d));
    if (((date.getUTCDay() + 6) % 7) + 1 === weekday) return date.toISOString().slice(0, 10);
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    [y, m, d] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
  }
}
