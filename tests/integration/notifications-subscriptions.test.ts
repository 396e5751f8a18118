import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CONSENT_TEXT } from '../../src/domain/subscription-consent';
import { sendMarketing } from '../../src/server/modules/notifications/marketing-service';
import { dialectsUnderTest } from '../support/databases';
import { expectRefusal, restaurantRow } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// Daily-specials subscribers: double opt-in by e-mail, consent proof kept, mailings only to
// confirmed subscribers, each carrying its way out (link + one-click headers, or STOP link by SMS),
// commercial SMS held back in quiet hours.

describe.each(await dialectsUnderTest())('subscriptions and mailings on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let restaurantId: number;
  let n = 0;

  const subscribe = async (contact: { email?: string; phone_number?: string }) => {
    const res = await server.call('POST', '/api/subscriptions', { restaurant_id: restaurantId, email: '', phone_number: '', consent: true, ...contact });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const subscription = (email: string) =>
    server.db.kysely.selectFrom('subscriptions').selectAll().where('email', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 't', from: '+33700000002' } });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
  const confirmByMail = async (email: string) => {
    await deliver();
    const link = linksIn(mailsTo(email).at(-1)!.text).find((l) => l.includes('/communication/confirm/'))!;
    const token = pathOf(link).split('/').pop()!;
    return server.call('POST', `/api/subscriptions/confirm/${token}`);
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    restaurantId = (await restaurantRow(server)).id;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    sms.requests.length = 0;
  });
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('confirms an e-mail subscription through the link of the confirmation e-mail, keeping the consent proof', async () => {
    const email = `double.optin.${++n}@exemple.fr`;
    await subscribe({ email });
    await deliver();
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Confirmez votre inscription – Le Petit Zinc');
    const link = linksIn(mail!.text).find((l) => l.includes('/communication/confirm/'))!;
    expect(link.startsWith(`${server.url}/communication/confirm/`)).toBe(true);
    expect(mail!.html).toContain(`href="${link}"`);
    const token = pathOf(link).split('/').pop()!;
    expect(token.length * 6).toBeGreaterThanOrEqual(120);

    // Opening the page does nothing by itself; the page POSTs.
    await fetch(link);
    expect((await subscription(email)).status).toBe('pending');
    const res = await server.call('POST', `/api/subscriptions/confirm/${token}`);
    expect(res.body).toEqual({
      code: 200,
      error: false,
      message: 'Votre inscription est confirmée. Vous recevrez désormais les communications du jour de Le Petit Zinc.',
      object: { restaurant_slug: 'le-petit-zinc' },
      said: { code: 'subscriptionConfirmed', params: { restaurant: 'Le Petit Zinc' }, language: 'fr' },
    });
    const row = await subscription(email);
    expect(row).toMatchObject({
      status: 'active',
      consent_text: SUBSCRIPTION_CONSENT_TEXT,
      consent_channels: 'email',
      consent_at: DEFAULT_TEST_NOW.replace('Z', '.000Z'),
    });
    expect(row.confirmed_at).toBe(server.clock.now().toISOString());
    // A second click is harmless.
    const again = await server.call('POST', `/api/subscriptions/confirm/${token}`);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/déjà confirmée/);
  });

  it('refuses an unknown, expired or unsubscribed confirmation link with a French message', async () => {
    expectRefusal(
      await server.call('POST', '/api/subscriptions/confirm/inconnu-0123456789abcdef'),
      404,
      "Ce lien de confirmation n'est pas valide. Veuillez vous inscrire à nouveau.",
    );
    const late = `tardif.${++n}@exemple.fr`;
    await subscribe({ email: late });
    const { confirm_token } = await subscription(late);
    server.clock.set(new Date(Date.parse(DEFAULT_TEST_NOW) + 8 * 86_400_000));
    expectRefusal(
      await server.call('POST', `/api/subscriptions/confirm/${confirm_token}`),
      410,
      'Ce lien de confirmation a expiré. Veuillez vous inscrire à nouveau.',
    );
    expect((await subscription(late)).status).toBe('pending');
    server.clock.set(DEFAULT_TEST_NOW);
    const gone = `parti.${++n}@exemple.fr`;
    await subscribe({ email: gone });
    const row = await subscription(gone);
    await server.call('POST', `/api/subscriptions/${row.guid}/unsubscribe`);
    expectRefusal(await server.call('POST', `/api/subscriptions/confirm/${row.confirm_token}`), 404);
    expect((await subscription(gone)).status).toBe('unsubscribed');
  });

  it('mails only confirmed subscribers, once per address, each with its unsubscribe link and one-click headers', async () => {
    const confirmed = `confirme.${++n}@exemple.fr`;
    const unconfirmed = `non.confirme.${++n}@exemple.fr`;
    await subscribe({ email: confirmed });
    await subscribe({ email: unconfirmed });
    expect((await confirmByMail(confirmed)).status).toBe(200);
    // Signed up twice: still one e-mail.
    await subscribe({ email: confirmed });
    expect((await confirmByMail(confirmed)).status).toBe(200);
    smtp.received.length = 0;

    const sent = await sendMarketing(
      { db: server.db, now: server.clock.now },
      { restaurantId, subject: 'Les plats du jour', text: 'Blanquette de veau.\n\nTarte Tatin maison.', sms: 'Blanquette de veau aujourd’hui' },
    );
    expect(sent.emails).toBeGreaterThanOrEqual(1);
    await deliver();
    expect(mailsTo(unconfirmed)).toHaveLength(0);
    const mine = mailsTo(confirmed);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe('Les plats du jour');
    expect(mail.text).toContain('Blanquette de veau.');
    const row = await subscription(confirmed);
    const page = `${server.url}/communication/unsubscribe/${row.guid}`;
    expect(linksIn(mail.text)).toContain(page);
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${server.url}/api/subscriptions/${row.guid}/unsubscribe>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // What a mailbox provider does on "unsubscribe": a form POST to the header's address.
    const oneClick = await fetch(`${server.url}/api/subscriptions/${row.guid}/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await subscription(confirmed)).status).toBe('unsubscribed');
  });

  it('does not send a queued mailing to someone who unsubscribed in the meantime', async () => {
    const email = `change.avis.${++n}@exemple.fr`;
    await subscribe({ email });
    await confirmByMail(email);
    smtp.received.length = 0;
    await sendMarketing({ db: server.db, now: server.clock.now }, { restaurantId, subject: 'Menu du soir', text: 'Pot-au-feu.' });
    const { guid } = await subscription(email);
    await server.call('POST', `/api/subscriptions/${guid}/unsubscribe`);
    await deliver();
    expect(mailsTo(email)).toHaveLength(0);
    const rows = (await outboxRows(server, 'marketing')).filter((r) => r.recipient === email);
    expect(rows.map((r) => r.status)).toEqual(['skipped']);
  });

  /** Follows the opt-in link of the SMS, as the subscriber does on their phone. */
  const confirmPhone = async (phone: string) => {
    const row = await server.db.kysely.selectFrom('subscriptions').selectAll().where('phone_number', '=', phone).executeTakeFirstOrThrow();
    const res = await server.call('POST', `/api/subscriptions/confirm/${row.phone_confirm_token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('texts no marketing to a phone that has not followed its SMS opt-in link, only the link', async () => {
    const stranger = `+3361${String(++n).padStart(7, '0')}`;
    const both = `+3361${String(++n).padStart(7, '0')}`;
    const email = `duo.${n}@exemple.fr`;
    await subscribe({ phone_number: stranger });
    await subscribe({ email, phone_number: both });
    await confirmByMail(email);
    // Tuesday 17 November 2026, 10:00 in Paris: a time commercial SMS may be sent.
    server.clock.set('2026-11-17T09:00:00Z');
    await deliver();
    const optIn = sms.requests.filter((r) => r.form.To === stranger);
    expect(optIn).toHaveLength(1);
    const row = await server.db.kysely.selectFrom('subscriptions').selectAll().where('phone_number', '=', stranger).executeTakeFirstOrThrow();
    expect(optIn[0]!.form.Body).toContain(`${server.url}/communication/confirm/${row.phone_confirm_token}`);
    sms.requests.length = 0;
    smtp.received.length = 0;
    await sendMarketing(
      { db: server.db, now: server.clock.now },
      { restaurantId, subject: 'Plats du jour', text: 'Texte.', sms: 'Choucroute ce midi', channels: ['email', 'sms'] },
    );
    await deliver();
    expect(sms.requests.filter((r) => r.form.To === stranger || r.form.To === both)).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(1);
    // Once the link is followed, the next mailing reaches the phone.
    await confirmPhone(stranger);
    await sendMarketing(
      { db: server.db, now: server.clock.now },
      { restaurantId, subject: 'Plats du jour', text: 'Texte.', sms: 'Pot-au-feu ce soir', channels: ['sms'] },
    );
    await deliver();
    expect(sms.requests.filter((r) => r.form.To === stranger).map((r) => r.form.Body)).toEqual([expect.stringContaining('Pot-au-feu ce soir')]);
  });

  it('texts SMS subscribers with a stop link, never on a Sunday: the message waits for Monday 08:00', async () => {
    const phone = `+3361${String(++n).padStart(7, '0')}`;
    await subscribe({ phone_number: phone });
    await confirmPhone(phone);
    await deliver();
    sms.requests.length = 0;
    // Sunday 22 November 2026, 11:00 in Paris.
    server.clock.set('2026-11-22T10:00:00Z');
    await sendMarketing(
      { db: server.db, now: server.clock.now },
      { restaurantId, subject: 'Plats du jour', text: 'Texte long.', sms: 'Choucroute ce midi', channels: ['sms'] },
    );
    await deliver();
    expect(sms.requests.filter((r) => r.form.To === phone)).toHaveLength(0);
    const [row] = (await outboxRows(server, 'marketing')).filter((r) => r.recipient === phone);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    // Monday 23 November, 08:00 Paris = 07:00 UTC.
    expect(row!.next_attempt_at).toBe('2026-11-23T07:00:00.000Z');

    server.clock.set(row!.next_attempt_at);
    await deliver();
    const texts = sms.requests.filter((r) => r.form.To === phone);
    expect(texts).toHaveLength(1);
    const sub = await server.db.kysely.selectFrom('subscriptions').selectAll().where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(texts[0]!.form.Body).toBe(`Le Petit Zinc : Choucroute ce midi\nSTOP : ${server.url}/communication/unsubscribe/${sub.guid}`);
  });
});
