// Journey of a tourist whose browser speaks English: the booking page greets them in English, they
// book a table for two, read the confirmation e-mail in English in "the mail client" (the
// development mailbox in another tab), open their booking from it, and switch it to Spanish with
// the page's language switch.
import type { Page } from '@playwright/test';
import { expect, test } from './journey-fixture';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { openStaffMenu, connectDevice, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-diner-language', now: TUESDAY_AFTERNOON.now } });

const TOURIST = { name: 'Emily Carter', email: 'emily.carter@example.co.uk', phone: '+44 7911 123456' };

test('a diner whose browser speaks English books in English, gets the e-mail in English and switches to Spanish', async ({ journey }) => {
  const context = await journey.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/reserver/le-petit-zinc');
  const shot = (name: string) => journey.shot(page, name);

  // Rendered in English by the server, from the browser's languages.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: /Welcome/ })).toBeVisible();
  await expect(page.getByText('Quick and easy')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Language/ })).toHaveValue('en');
  await shot('welcome in english');

  const next = page.getByTestId('wizard-next');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Choose your day' })).toBeVisible();
  const today = page.getByRole('button', { name: /^Tuesday,? 17 November 2026/ });
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await shot('choose your day');
  await next.click();

  await expect(page.getByRole('heading', { name: 'For dinner' })).toBeVisible();
  await page.getByRole('button', { name: '20:00', exact: true }).click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('How many people?').fill('2');
  await page.getByLabel('Name', { exact: true }).fill(TOURIST.name);
  await page.getByLabel('E-mail', { exact: true }).fill(TOURIST.email);
  await page.getByLabel('Phone', { exact: true }).fill(TOURIST.phone);
  await page.getByLabel('Confirm your number').fill(TOURIST.phone);
  await shot('your details');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  // The restaurant's own question stays in its words.
  await page.getByLabel(/Avez-vous des allergies/).fill('None');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Check your details' })).toBeVisible();
  // The terms, opened from the consent in a new tab, read in English from the first word to the last.
  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /terms and conditions of the service/ }).click()]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(terms.getByRole('heading', { level: 2, name: 'Arrival and delay' })).toBeVisible();
  await expect(terms.getByTestId('terms-text')).toContainText('Your table is held for 15 minutes after the chosen time.');
  await expect(terms.getByTestId('terms-text')).not.toContainText('réservation');
  await journey.shot(terms, 'terms in english');
  await terms.close();
  await page.getByLabel('I accept the terms and conditions of the service.').check();
  // Emily would like the restaurant's news: she becomes a subscriber once she confirms by e-mail.
  await page.getByLabel("I agree to receive the restaurant's news and offers by SMS or e-mail.").check();
  await shot('check your details');
  await next.click();
  const success = page.getByTestId('success-dialog');
  await expect(success.getByRole('heading', { name: 'Your request has been sent!' })).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('for 2 people');
  await shot('request sent');
  await success.getByRole('button', { name: 'Finish' }).click();

  // The mail client: the confirmation, in English.
  const mail = await context.newPage();
  await mail.goto('/api/dev/mailbox');
  const article = mail.getByRole('article').filter({ hasText: TOURIST.email }).filter({ hasText: 'Booking confirmed – Le Petit Zinc' });
  await waitForMail(mail, article.getByText('Booking confirmed – Le Petit Zinc'));
  await expect(article).toContainText('Your booking is confirmed');
  await expect(article).toContainText('Hello Emily Carter,');
  await expect(article).not.toContainText('Bonjour');
  await journey.shot(mail, 'mailbox english');

  // The news consent asks for its own confirmation, in English; the link makes her a subscriber.
  const signup = mail.getByRole('article').filter({ hasText: 'Confirm your sign-up – Le Petit Zinc' });
  await waitForMail(mail, signup.getByText('Confirm your sign-up – Le Petit Zinc'));
  await signup
    .getByRole('link', { name: /\/communication\/confirm\// })
    .first()
    .click();
  await expect(mail.getByTestId('subscription-confirm-result')).toContainText('Le Petit Zinc');
  await journey.shot(mail, 'news sign-up confirmed');
  await mail.goBack();

  // The owner sees her under Communications › Abonnés, with where and when she gave her consent,
  // and finds the public sign-up page, its code for the website and its QR code beside.
  const owner = await (await journey.newContext()).newPage();
  await connectDevice(owner, DEMO_OWNER.code);
  await owner.getByRole('button', { name: 'Passer le tutoriel' }).click();
  await openStaffMenu(owner, 'Communications');
  await owner.getByRole('link', { name: 'Abonnés' }).click();
  const subscriber = owner.getByTestId('subscriber-row').filter({ hasText: TOURIST.email });
  await expect(subscriber).toContainText('Confirmé');
  await expect(subscriber).toContainText('en réservant (réservation');
  await expect(subscriber).toContainText("I agree to receive the restaurant's news and offers by SMS or e-mail.");
  await journey.shot(owner, 'abonne venu d une reservation');
  await owner.getByRole('link', { name: 'Page d’inscription' }).click();
  await expect(owner.getByRole('img', { name: 'QR code de la page d’inscription' })).toBeVisible();
  await expect(owner.getByLabel('Lien de la page d’inscription')).toHaveValue(/\/communication\/le-petit-zinc$/);
  await journey.shot(owner, 'page d inscription et qr code');

  await article
    .getByRole('link', { name: /\/resa\// })
    .first()
    .click();
  await expect(mail).toHaveURL(/\/resa\//);

  // The booking page, in English, then in Spanish with the switch.
  await expect(mail.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await journey.shot(mail, 'my booking english');
  const language = mail.getByRole('combobox', { name: /Idioma/ });
  await language.focus();
  await language.selectOption('es');
  await expect(mail.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
  await expect(mail.getByRole('button', { name: 'Anular la reserva' })).toBeVisible();
  await expect(mail.locator('html')).toHaveAttribute('lang', 'es');
  await journey.shot(mail, 'my booking spanish');

  // Remembered: back in the mailbox, the e-mail's link opens the booking in Spanish from the server on.
  await mail.goBack();
  await article
    .getByRole('link', { name: /\/resa\// })
    .first()
    .click();
  await expect(mail.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
  await expect(mail.locator('html')).toHaveAttribute('lang', 'es');
});

/** Waits for the e-mail to arrive, reloading the mailbox as a person checks for new mail. */
async function waitForMail(mail: Page, subject: ReturnType<Page['getByText']>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await subject.first().isVisible()) return true;
        await mail.reload();
        return false;
      },
      { message: 'the booking e-mail arrives in the mailbox', timeout: 15_000 },
    )
    .toBe(true);
}
