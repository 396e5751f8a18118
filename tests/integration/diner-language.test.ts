import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMessages } from '../../src/server/modules/outbox/outbox-repository';
import * as dinerRenderer from '../../src/web/app/diner/diner-server';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, codeBody, DAY, dinerOf, phoneOf, questionIds, readSmsCode, restaurantRow } from '../support/booking-fixtures';
import { workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';

// A diner who books in English gets the booking's messages in English (e-mail through real SMTP,
// text through the HTTP provider, calendar file), a French booking exactly the French of before;
// the diner's pages are rendered by the server in the language the browser asks for or the diner chose.

const TEMPLATE = `<!doctype html><html lang="fr"><head><!--diner-head--></head>
<body><div id="root"><!--diner-body--></div><!--diner-data--></body></html>`;

describe.each(await dialectsUnderTest())('diners in their language on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let webDir: string;
  let q: { required: number; optional: number };
  let diner = 2600;

  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const book = async (overrides: Record<string, unknown> = {}) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await server.db.kysely.selectFrom('bookings').select(['id', 'language']).where('guid', '=', res.body.object.guid).executeTakeFirstOrThrow();
    return { ...who, ...row, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const mailTo = (address: string) => {
    const found = smtp.received.filter((m) => m.envelopeTo.includes(address));
    expect(found, `e-mails to ${address}`).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'couvert-lang-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
    for (const page of ['booking', 'my-booking', 'communication']) writeFileSync(path.join(webDir, `diner-${page}.html`), TEMPLATE);
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect, { webDir, dinerRenderer });
    q = await questionIds(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await deliver();
    smtp.received.length = 0;
    sms.requests.length = 0;
  });

  it('keeps the language of a booking, French when none is given, and refuses one it does not speak', async () => {
    expect((await book({ language: 'en' })).language).toBe('en');
    expect((await book({ hour: '20:30' })).language).toBe('fr');
    const refused = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), language: 'pt' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(true);
  });

  it('keeps the language a diner signs up to the daily news in, the latest sign-up winning', async () => {
    const restaurant_id = (await restaurantRow(server)).id;
    const signUp = async (email: string, language?: string) =>
      (await server.call('POST', '/api/subscriptions', { restaurant_id, email, phone_number: '', consent: true, ...(language ? { language } : {}) })).status;
    const languageOf = async (email: string) =>
      (await server.db.kysely.selectFrom('subscriptions').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
    expect(await signUp('it.diner@example.it', 'it')).toBe(200);
    expect(await languageOf('it.diner@example.it')).toBe('it');
    expect(await signUp('fr.diner@exemple.fr')).toBe(200);
    expect(await languageOf('fr.diner@exemple.fr')).toBe('fr');
    // The confirmation e-mail speaks the sign-up's language; French stays the spec's.
    await deliver();
    expect(mailTo('it.diner@example.it').subject).toBe('Conferma la tua iscrizione – Le Petit Zinc');
    expect(mailTo('it.diner@example.it').html).toContain('<html lang="it">');
    expect(mailTo('fr.diner@exemple.fr').subject).toBe('Confirmez votre inscription – Le Petit Zinc');
    expect(mailTo('fr.diner@exemple.fr').text).toContain('Pour confirmer votre inscription, ouvrez ce lien : ');
    expect(await signUp('fr.diner@exemple.fr', 'de')).toBe(200);
    expect(await languageOf('fr.diner@exemple.fr')).toBe('de');
    expect(await signUp('xx.diner@example.com', 'xx')).toBe(400);
  });

  it('sends the confirmation e-mail and its calendar file in English to an English booking', async () => {
    const booking = await book({ language: 'en', date: DAY.thursday, hour: '20:00' });
    await deliver();
    const mail = mailTo(booking.email);
    expect(mail.subject).toBe('Booking confirmed – Le Petit Zinc');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Your booking is confirmed');
    expect(mail.text).toContain(`Hello ${booking.name},`);
    // The long date is Intl's (its punctuation follows the runtime's CLDR).
    expect(mail.text).toMatch(/^Date: Thursday,? 19 November 2026$/m);
    expect(mail.text).toContain('Time: 20:00');
    expect(mail.text).toContain('Number of people: 2 people');
    // Saying one will be late is possible on the day only (the page refuses it before): the e-mail says so.
    expect(mail.text).toContain(`Manage my booking (cancel, or say you will be late on the day): ${server.url}/resa/${booking.shortId}`);
    expect(mail.html).toContain('On the day of your booking, you can also tell the restaurant there that you will be late.');
    expect(mail.text).toContain('Message sent by');
    expect(mail.text).not.toMatch(/Bonjour|Réservation confirmée|Gérer ma réservation/);
    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.filename).toBe('booking.ics');
    expect(ics!.content.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Booking – Le Petit Zinc (2 people)');
  });

  it('keeps the French e-mail of a French booking exactly as before', async () => {
    const booking = await book({ date: DAY.thursday, hour: '19:30' });
    await deliver();
    const mail = mailTo(booking.email);
    expect(mail.subject).toBe('Réservation confirmée – Le Petit Zinc');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain(`Bonjour ${booking.name},`);
    expect(mail.text).toContain('Date : Jeudi 19 novembre 2026');
    expect(mail.text).toContain("Gérer ma réservation (annuler, ou prévenir d'un retard le jour même) : ");
    expect(mail.html).toContain('Le jour de votre réservation, vous pourrez aussi y prévenir d&#39;un retard.');
    expect(mail.attachments.find((a) => a.contentType === 'text/calendar')?.filename).toBe('reservation.ics');
  });

  it('texts an English booking in English, a Spanish one in Spanish, a French one in French', async () => {
    const restaurantId = (await restaurantRow(server)).id;
    const english = await book({ language: 'en', date: DAY.thursday, hour: '21:00' });
    const spanish = await book({ language: 'es', date: DAY.thursday, hour: '21:30' });
    const french = await book({ date: DAY.thursday, hour: '19:00' });
    await deliver();
    const messages = [english, spanish, french].map((b) => ({
      kind: 'booking_received',
      channel: 'sms' as const,
      recipient: b.phoneNumber,
      bookingId: b.id,
      payload: { bookingId: b.id },
      restaurantId,
    }));
    await enqueueMessages(server.db.kysely, messages, server.clock.now());
    await deliver();
    const textTo = (phone: string) => sms.requests.find((r) => r.form.To === phone)?.form.Body;
    expect(textTo(english.phoneNumber)).toMatch(
      new RegExp(
        `^Le Petit Zinc confirms your booking on Thursday,? 19 November 2026 at 21:00 for 2 people\\. Manage my booking: ${server.url}/resa/${english.shortId}$`,
      ),
    );
    expect(textTo(spanish.phoneNumber)).toMatch(
      new RegExp(
        `^Le Petit Zinc confirma su reserva del jueves,? 19 de noviembre de 2026 a las 21:30 para 2 personas\\. Gestionar mi reserva: ${server.url}/resa/${spanish.shortId}$`,
      ),
    );
    expect(textTo(french.phoneNumber)).toBe(
      `Le Petit Zinc confirme votre réservation du jeudi 19 novembre 2026 à 19:00 pour 2 personnes. Gérer ma réservation : ${server.url}/resa/${french.shortId}`,
    );
  });

  it('texts the phone code in the language the diner is booking in', async () => {
    const english = phoneOf(++diner);
    const french = phoneOf(++diner);
    expect((await server.call('POST', '/api/code/create', codeBody(english, {}, { language: 'en' }))).status).toBe(200);
    expect((await server.call('POST', '/api/code/create', codeBody(french))).status).toBe(200);
    const [englishCode, frenchCode] = [await readSmsCode(server, english), await readSmsCode(server, french)];
    await deliver();
    const textTo = (phone: string) => sms.requests.find((r) => r.form.To === phone)?.form.Body;
    expect(textTo(english)).toBe(`Le Petit Zinc: your booking confirmation code is ${englishCode}. It is valid for 10 minutes.`);
    expect(textTo(french)).toBe(`Le Petit Zinc : votre code de confirmation de réservation est ${frenchCode}. Il est valable 10 minutes.`);
  });

  it('renders the booking page in the language the browser asks for, or the one the diner chose, and says it varies', async () => {
    const page = (headers: Record<string, string>) => fetch(`${server.url}/reserver/le-petit-zinc`, { headers });
    const english = await page({ 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Welcome<');
    expect(html).toContain('Start');
    expect(html).not.toContain('>Bienvenue<');
    expect(html).toContain('"language":"en"');
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);
    expect(english.headers.get('vary')).toMatch(/Cookie/);

    const french = await page({ 'accept-language': 'ja, pt-BR' });
    expect(await french.text()).toContain('>Bienvenue<');
    expect(french.headers.get('etag')).not.toBe(english.headers.get('etag'));

    // The switch's cookie wins over the browser's languages.
    const chosen = await page({ 'accept-language': 'en-GB', cookie: 'other=1; couvert_lang=de' });
    const german = await chosen.text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('>Willkommen<');
    // A revalidation in another language is not answered with the English page's 304.
    const again = await page({ 'accept-language': 'it', 'if-none-match': english.headers.get('etag')! });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('>Benvenuto<');
  });

  it("renders a booking's page in the language it was booked in on any device, unless the diner chose another", async () => {
    const booking = await book({ language: 'en', hour: '21:00' });
    const page = (headers: Record<string, string>) => fetch(`${server.url}/resa/${booking.shortId}`, { headers }).then((r) => r.text());
    // Opened on a French phone: still the English booking's page, its cancel button included.
    const elsewhere = await page({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(elsewhere).toContain('<html lang="en">');
    expect(elsewhere).toContain('Cancel the booking');
    expect(elsewhere).not.toContain('Annuler la réservation');
    // The diner's own choice with the switch still wins.
    expect(await page({ 'accept-language': 'en', cookie: 'couvert_lang=de' })).toContain('<html lang="de">');
  });
});
