// The README's two commands, then the development mailbox: under `npm start` (production, no SMTP
// server, no SMS provider) a newcomer reads in the browser the e-mail a booking sends and opens its
// link. Started through scripts/start.mjs itself, on the existing build.
import { expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

const SLUG = 'le-petit-zinc';
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ name: 'start-script', viaStartScript: true });
});
test.afterAll(async () => server?.stop());

async function firstFreeEvening(request: import('@playwright/test').APIRequestContext): Promise<{ date: string; hour: string }> {
  const config = (await (await request.get(`${server.baseURL}/api/restaurants/${SLUG}/config`)).json()).object as { today: string };
  const [y, m, d] = config.today.split('-').map(Number) as [number, number, number];
  for (let i = 2; i < 40; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    const weekday = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    const hours = (await (await request.get(`${server.baseURL}/api/restaurants/${SLUG}/hours/${weekday}/${date}?covers=2`)).json()).object as {
      evening: Array<{ label: string; available: boolean }>;
    };
    const slot = hours.evening.find((s) => s.available);
    if (slot) return { date, hour: slot.label };
  }
  throw new Error('Aucun créneau libre');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`reads the booking e-mail in the development mailbox and opens its link (${viewport.width} px)`, async ({ browser, request }) => {
    const { date, hour } = await firstFreeEvening(request);
    const questions = (await (await request.get(`${server.baseURL}/api/restaurants/${SLUG}/questions`)).json()).object as Array<{
      id: number;
      required: boolean;
    }>;
    const name = `Nouvelle Venue ${viewport.width}`;
    const res = await request.post(`${server.baseURL}/api/bookings`, {
      data: {
        date,
        hour,
        tablewarecount: 2,
        name,
        email: `nouvelle.${viewport.width}@exemple.fr`,
        phoneNumber: `+336123450${viewport.width === 390 ? '39' : '12'}`,
        restaurantSlug: SLUG,
        questions: questions.filter((q) => q.required).map((q) => ({ id: q.id, answer: 'Aucune' })),
        conditions_accepted: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    // The README's address: the mailbox is a page, not JSON.
    const mailbox = await page.goto(`${server.baseURL}/api/dev/mailbox`);
    expect(mailbox?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Boîte de développement — e-mails' })).toBeVisible();
    // The worker delivers on its own: the page shows the e-mail once it is written.
    const mail = page.getByRole('article').filter({ hasText: name });
    await expect(async () => {
      await page.reload();
      await expect(mail).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail.getByRole('heading', { name: 'Réservation confirmée – Le Petit Zinc' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dev-mailbox-${viewport.width}.png`), fullPage: true });

    await mail.getByRole('link', { name: /\/resa\// }).click();
    await expect(page).toHaveURL(/\/resa\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText(name).first()).toBeVisible();

    const sms = await page.goto(`${server.baseURL}/api/dev/sms`);
    expect(sms?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Boîte de développement — SMS' })).toBeVisible();
    await context.close();
  });
}
