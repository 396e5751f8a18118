// Staff access from a test: enrol a device and sign in through the real API, then hand the
// browser the same storage the code screen would have written.
import { botCheckPayload } from '../support/botcheck';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo' };
export const CODES = { owner: '1234', manager: '5678', staff: '2468' } as const;
export const ZINC = 'le-petit-zinc';

export interface Enrolment {
  deviceSecret: string;
  restaurantId: number;
  restaurantGuid: string;
  restaurantName: string;
  restaurantSlug: string;
}

async function post<T>(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(url, { data, headers });
  const body = await res.json();
  expect(res.ok(), `${url} → ${res.status()} ${JSON.stringify(body)}`).toBeTruthy();
  return body.object as T;
}

export async function enrolDevice(request: APIRequestContext, base = '', slug = ZINC, owner = DEMO_OWNER): Promise<Enrolment> {
  const first = await post<{ enrolled: boolean; restaurants?: Array<{ id: number; slug: string }> } & Enrolment>(request, `${base}/api/devices/enrol`, {
    ...owner,
    deviceLabel: 'Tablette e2e',
  });
  if (first.enrolled) return first;
  const restaurant = first.restaurants!.find((r) => r.slug === slug)!;
  return post<Enrolment>(request, `${base}/api/devices/enrol`, { ...owner, restaurantId: restaurant.id, deviceLabel: 'Tablette e2e' });
}

export async function loginToken(request: APIRequestContext, deviceSecret: string, code: string, base = ''): Promise<string> {
  return (await post<{ token: string }>(request, `${base}/api/login_check`, { username: code, password: deviceSecret })).token;
}

/** Puts an enrolled device (and optionally a session) into the page's storage before it loads. */
export async function useDevice(page: Page, device: Enrolment, session?: { token: string; tutorialPassed?: boolean }): Promise<void> {
  await page.addInitScript(
    ({ device, session }) => {
      if (sessionStorage.getItem('__staff_init__')) return;
      sessionStorage.setItem('__staff_init__', '1');
      localStorage.clear();
      localStorage.setItem('deviceSecret', device.deviceSecret);
      localStorage.setItem('restaurantId', String(device.restaurantId));
      localStorage.setItem('restaurantGuid', device.restaurantGuid);
      localStorage.setItem('restaurantName', device.restaurantName);
      if (session) {
        localStorage.setItem('token', session.token);
        if (session.tutorialPassed !== false) localStorage.setItem('pass_tutorial', 'true');
      }
    },
    { device, session },
  );
}

export const codeBox = (page: Page, n: number) => page.getByLabel(`Chiffre ${n} sur 4 du code confidentiel`);

/** A JWT-shaped token with the given expiry (seconds); its signature is not valid. */
export function fakeToken(restaurantId: number, exp: number): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', restaurantId, roles: ['owner'], name: 'Camille', deviceId: 1, exp, iat: exp - 3600 })}.${'A'.repeat(43)}`;
}

let counter = 0;

/** The link of the last e-mail to `to` whose subject matches, read from the dev mailbox. */
export async function linkFromMailbox(request: APIRequestContext, to: string, subject: RegExp, base = ''): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${base}/api/dev/mailbox?limit=200`)).json()).object as Array<{ to: string; subject: string; text: string }>;
      const mail = mails.find((m) => m.to === to && subject.test(m.subject));
      link = /https?:\/\/\S+#jeton=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Opens the confirmation link of the sign-up e-mail (as the owner would), through the API. */
export async function confirmOwnerEmail(request: APIRequestContext, email: string, base = ''): Promise<void> {
  const link = await linkFromMailbox(request, email, /Confirmez votre adresse/, base);
  const token = /#jeton=([A-Za-z0-9_-]+)$/.exec(link)![1]!;
  await post(request, `${base}/api/owners/confirm-email`, { token });
}

/**
 * A fresh owner account and restaurant (no shared state with other tests): signed up, its address
 * confirmed from the e-mail in the dev mailbox, and a device connected with the e-mail and password.
 */
export async function signUpRestaurant(request: APIRequestContext, base = '', name = 'Bistrot') {
  counter++;
  const id = `${Date.now().toString(36)}${process.pid % 1000}${counter}`;
  const owner = { email: `owner.${id}@exemple.fr`, password: 'mot-de-passe-solide' };
  const botcheck = await botCheckPayload(request, base);
  await post(request, `${base}/api/owners/sign-up`, { ...owner, ownerName: 'Nina', restaurantName: `${name} ${id}`, code: '4321', botcheck });
  await confirmOwnerEmail(request, owner.email, base);
  // No label: named from the browser, as the sign-up page's own device is.
  const enrolment = await post<Enrolment>(request, `${base}/api/devices/enrol`, owner);
  return { owner, code: '4321', enrolment };
}
