import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, DAY, dinerOf, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The booking e-mails as a diner receives them: through a real SMTP server on loopback, read back
// as MIME, their links followed against the real server and their calendar file checked.

describe.each(await dialectsUnderTest())('booking e-mails on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let diner = 500;

  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.object as { shortId: string; guid: string; status: string };
  };
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const mailTo = (address: string) => {
    const found = smtp.received.filter((m) => m.envelopeTo.includes(address));
    expect(found, `e-mails to ${address}`).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterEach(async () => {
    server.clock.set(DEFAULT_TEST_NOW);
    await setRestaurant(server, SLUG, { diner_confirmation_required: 0 });
  });

  it('sends the confirmation: French, HTML and text, restaurant name and logo, my-booking link that works, .ics in Paris time', async () => {
    const { email } = dinerOf(diner + 1);
    const { shortId, guid } = await book({ tablewarecount: 2, hour: '20:00', date: DAY.thursday });
    expect(await deliver()).toBe(1);

    const mail = mailTo(email);
    expect(mail.subject).toBe('Réservation confirmée – Le Petit Zinc');
    expect(mail.from).toMatch(/Le Petit Zinc/);
    expect(mail.headers.get('reply-to')).toBe('contact@le-petit-zinc.example');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`${server.url}/demo/le-petit-zinc-logo.svg`);
    expect(mail.html).toContain('Votre réservation est confirmée');
    expect(mail.text).toContain('Date : Jeudi 19 novembre 2026');
    expect(mail.text).toContain('Heure : 20:00');
    expect(mail.text).toContain('Nombre de personnes : 2 personnes');

    // The my-booking link is the page of the spec and its id opens the booking through the API.
    const manage = linksIn(mail.text).find((l) => l.includes('/resa/'));
    expect(manage).toBe(`${server.url}/resa/${shortId}`);
    expect(mail.html).toContain(`href="${server.url}/resa/${shortId}"`);
    const opened = await server.call('GET', `/api/bookings/short/${pathOf(manage!).split('/').pop()}`);
    expect(opened.status).toBe(200);
    expect(opened.body.object).toMatchObject({ guid, restaurant_name: 'Le Petit Zinc', tableware_count: 2 });
    // No confirmation is asked by this restaurant.
    expect(linksIn(mail.text).some((l) => l.includes('/confirmresa/'))).toBe(false);

    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.filename).toBe('reservation.ics');
    const unfolded = ics!.content.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('METHOD:PUBLISH');
    expect(unfolded).toMatch(/^DTSTART;TZID=Europe\/Paris:20261119T200000\r$/m);
    // Two covers hold the table 90 minutes.
    expect(unfolded).toMatch(/^DTEND;TZID=Europe\/Paris:20261119T213000\r$/m);
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(unfolded).toContain('TZOFFSETTO:+0100');
    expect(unfolded).toContain(`UID:${guid}@couvert`);
    expect(unfolded).toContain(`URL:${server.url}/resa/${shortId}`);

    const [row] = await outboxRows(server, 'booking_received').then((rows) => rows.filter((r) => r.recipient === email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_by: null });
  });

  it('asks for the confirmation when the restaurant requires it, and the confirm link confirms only by POST', async () => {
    await setRestaurant(server, SLUG, { diner_confirmation_required: 1 });
    const { email } = dinerOf(diner + 1);
    const { shortId, status } = await book({ date: DAY.friday, hour: '19:30' });
    expect(status).toBe('pending');
    await deliver();

    const mail = mailTo(email);
    expect(mail.subject).toBe('Confirmez votre réservation – Le Petit Zinc');
    const confirm = linksIn(mail.text).find((l) => l.includes('/confirmresa/'));
    expect(confirm).toBe(`${server.url}/confirmresa/${shortId}`);
    expect(linksIn(mail.text)).toContain(`${server.url}/resa/${shortId}`);
    expect(mail.attachments[0]!.content.replace(/\r\n[ \t]/g, '')).toContain('DTSTART;TZID=Europe/Paris:20261120T193000');

    // Opening the link (a GET, as a mail scanner would) changes nothing.
    await fetch(confirm!);
    expect((await bookingByShortId(server, shortId)).status).toBe('pending');
    const res = await server.call('POST', `/api/bookings/short/${shortId}/confirm`);
    expect(res.body).toEqual({
      code: 200,
      error: false,
      message: 'Votre réservation est confirmée. À bientôt !',
      object: null,
      said: { code: 'confirmed', language: 'fr' },
    });
    expect((await bookingByShortId(server, shortId)).status).toBe('confirmed');
  });

  it('tells the diner of a cancellation, with a calendar cancel for the same event', async () => {
    const { email } = dinerOf(diner + 1);
    const { guid } = await book({ date: DAY.thursday, hour: '12:30' });
    await deliver();
    smtp.received.length = 0;
    expect((await server.call('POST', `/api/bookings/${guid}/cancel`)).status).toBe(200);
    await deliver();
    const mail = mailTo(email);
    expect(mail.subject).toBe('Réservation annulée – Le Petit Zinc');
    expect(mail.text).toContain('Votre réservation du jeudi 19 novembre 2026 à 12:30 pour 2 personnes est annulée.');
    expect(linksIn(mail.text)).toContain(`${server.url}/reserver/${SLUG}`);
    const ics = mail.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${guid}@couvert`);
  });

  it('does not send a confirmation for a booking cancelled before delivery', async () => {
    const { email } = dinerOf(diner + 1);
    const { guid } = await book({ date: DAY.thursday, hour: '13:00' });
    await server.call('POST', `/api/bookings/${guid}/cancel`);
    await deliver();
    const subjects = smtp.received.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject);
    expect(subjects).toEqual(['Réservation annulée – Le Petit Zinc']);
    const received = (await outboxRows(server, 'booking_received')).filter((r) => r.recipient === email);
    expect(received[0]).toMatchObject({ status: 'skipped' });
  });

  it("warns the restaurant of a diner's delay, with the new time, the comment and a reply-to the diner", async () => {
    const { email } = dinerOf(diner + 1);
    const { guid } = await book({ date: DAY.today, hour: '20:00', tablewarecount: 3 });
    await deliver();
    smtp.received.length = 0;
    const moved = await server.call('POST', `/api/bookings/${guid}/hour`, { hour: '20:30', comment: 'Train en retard, désolés !' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await deliver();
    const mail = mailTo('contact@le-petit-zinc.example');
    expect(mail.subject).toMatch(/^Retard annoncé : Convive \d+ à 20:30$/);
    expect(mail.headers.get('reply-to')).toBe(email);
    expect(mail.text).toContain('arrivera à 20:30 au lieu de 20:00');
    expect(mail.text).toContain('Train en retard, désolés !');
    expect(mail.text).toContain('Nombre de personnes : 3 personnes');
  });
});
