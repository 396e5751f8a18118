import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, phoneOf, questionIds, restaurantRow } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// What the diner receives when the restaurant acts from the service book: a cancellation it had to
// make, a waiting-list entry given a table. By e-mail, or by SMS when the diner left only a phone.

describe.each(await dialectsUnderTest())('messages after staff actions on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let base: string;
  let token: string;
  let requiredQuestion: number;
  let diner = 1300;

  const as = () => bearer(token);
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const textsTo = (phone: string) => sms.requests.filter((r) => r.form.To === phone).map((r) => r.form.Body!);
  const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
  const setStatus = async (guid: string, status: string) => {
    const res = await server.call('POST', `${base}/bookings/${guid}/status`, { status }, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const bookingRow = (guid: string) => server.db.kysely.selectFrom('bookings').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
  /** A table of the full Saturday evening, freed by the restaurant cancelling its 19:00 booking. */
  const saturdayTwoSeater = async (skip: number) => {
    const { id } = await restaurantRow(server);
    const rows = await server.db.kysely
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', id)
      .where('date', '=', DAY.fullSaturday)
      .where('hour', '=', '19:00')
      .where('covers', '=', 2)
      .orderBy('id')
      .execute();
    return rows[skip]!;
  };
  const joinWaitingList = async (withEmail: boolean) => {
    const n = ++diner;
    const who = { name: `Attente ${n}`, email: `attente.${n}@exemple.fr`, phoneNumber: phoneOf(n) };
    const res = await server.call('POST', '/api/bookings', bookingBody(requiredQuestion, { ...who, date: DAY.fullSaturday, hour: '20:00', is_waiting: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { guid, shortId } = res.body.object as { guid: string; shortId: string };
    // An entry with only a phone (the diner's e-mail since erased); its first confirmation, queued
    // with the booking, still goes to the address given then.
    if (!withEmail) await server.db.kysely.updateTable('bookings').set({ email: '' }).where('guid', '=', guid).execute();
    return { ...who, guid, shortId };
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    const zinc = await restaurantIdOf(server, 'le-petit-zinc');
    base = `/api/staff/restaurants/${zinc}`;
    token = await login(server, await enrolDevice(server, zinc), CODES.manager);
    requiredQuestion = (await questionIds(server)).required;
    await deliver();
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

  it('a phone booking with only a phone number, cancelled by the restaurant: an apology by SMS, with its phone', async () => {
    const phone = phoneOf(++diner);
    const created = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 2, name: 'Paul Sansmail', phone },
      as(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await setStatus(created.body.object.guid, 'cancelled_by_restaurant');
    const [row] = (await outboxRows(server, 'booking_cancelled')).filter((r) => r.recipient === phone);
    expect(row).toMatchObject({ channel: 'sms' });

    await deliver();
    expect(textsTo(phone)).toEqual([
      'Le Petit Zinc a dû annuler votre réservation du jeudi 19 novembre 2026 à 20:00, veuillez nous excuser. Tél. : 01 42 72 18 30',
    ]);
    // Never an e-mail to a phone number.
    expect(smtp.received).toHaveLength(0);
    expect((await outboxRows(server, 'booking_cancelled')).find((r) => r.id === row!.id)).toMatchObject({ status: 'sent' });
  });

  it('a booking cancelled by the restaurant: the e-mail says so, apologises and gives its phone', async () => {
    const victim = await saturdayTwoSeater(0);
    await setStatus(victim.guid, 'cancelled_by_restaurant');
    await deliver();
    const [mail] = mailsTo(victim.email);
    expect(mailsTo(victim.email)).toHaveLength(1);
    expect(mail!.subject).toBe('Réservation annulée par le restaurant – Le Petit Zinc');
    expect(mail!.text).toContain('Nous avons dû annuler votre réservation');
    expect(mail!.text).toContain(`Le Petit Zinc a dû annuler votre réservation du samedi 21 novembre 2026 à 19:00 pour 2 personnes.`);
    expect(mail!.text).toContain('Veuillez nous excuser pour ce désagrément.');
    expect(mail!.text).toContain('Pour toute question, appelez-nous au 01 42 72 18 30.');
    expect(mail!.html).toContain('href="tel:+33142721830"');
    expect(mail!.text).not.toContain('Votre réservation du samedi 21 novembre 2026 à 19:00 pour 2 personnes est annulée.');
    expect(pathOf(linksIn(mail!.text).find((l) => l.includes('/reserver/'))!)).toBe('/reserver/le-petit-zinc');
    const ics = mail!.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.content).toContain('METHOD:CANCEL');
  });

  it('a diner who cancels gets the ordinary wording', async () => {
    const res = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(requiredQuestion, { name: 'Inès Annule', email: 'ines.annule@exemple.fr', phoneNumber: phoneOf(++diner) }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await server.call('POST', `/api/bookings/${res.body.object.guid}/cancel`)).status).toBe(200);
    await deliver();
    const cancelled = mailsTo('ines.annule@exemple.fr').find((m) => m.subject.includes('annulée'))!;
    expect(cancelled.subject).toBe('Réservation annulée – Le Petit Zinc');
    expect(cancelled.text).toContain('Votre réservation du jeudi 19 novembre 2026 à 20:00 pour 2 personnes est annulée.');
    expect(cancelled.text).not.toContain('excuser');
  });

  it('a waiting-list entry given a table: "Bonne nouvelle" by e-mail, with its my-booking link', async () => {
    const entry = await joinWaitingList(true);
    await deliver();
    await setStatus((await saturdayTwoSeater(1)).guid, 'cancelled_by_restaurant');
    const promoted = await server.call('POST', `${base}/bookings/${entry.guid}/promote`, { hour: '19:15' }, as());
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    smtp.received.length = 0;
    await deliver();

    const mails = mailsTo(entry.email);
    // The offer queued by the cancellation is dropped: the entry is no longer waiting.
    expect(mails.map((m) => m.subject)).toEqual(["Une table s'est libérée : réservation confirmée – Le Petit Zinc"]);
    const mail = mails[0]!;
    expect(mail.html).toContain('Bonne nouvelle : une table s&#39;est libérée');
    expect(mail.text).toContain("Bonne nouvelle : une table s'est libérée");
    expect(mail.text).toContain("Vous étiez sur notre liste d'attente : Le Petit Zinc a le plaisir de vous confirmer votre réservation.");
    expect(mail.text).toContain('Date : Samedi 21 novembre 2026');
    expect(mail.text).toContain('Heure : 19:15');
    const manage = linksIn(mail.text).find((l) => l.includes('/resa/'))!;
    expect(manage).toBe(`${server.url}/resa/${entry.shortId}`);
    const opened = await server.call('GET', `/api/bookings/short/${entry.shortId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.object).toMatchObject({ guid: entry.guid });
    expect(mail.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);
    const offers = (await outboxRows(server, 'waiting_offer')).filter((r) => r.recipient === entry.email);
    expect(offers.map((r) => r.status)).toEqual(['skipped']);
  });

  it('a waiting-list entry with only a phone: the offer, then the booking, by SMS', async () => {
    const entry = await joinWaitingList(false);
    await deliver();
    sms.requests.length = 0;

    await setStatus((await saturdayTwoSeater(2)).guid, 'cancelled_by_restaurant');
    await deliver();
    const offers = textsTo(entry.phoneNumber);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatch(
      /^Le Petit Zinc : une table s'est libérée le samedi 21 novembre 2026 à \d\d:\d\d pour 2 personnes\. La première personne qui accepte l'obtient, jusqu'à \d\d:\d\d : /,
    );
    expect(pathOf(linksIn(offers[0]!)[0]!)).toMatch(/^\/offre\/[A-Za-z0-9_-]{22}$/);
    sms.requests.length = 0;

    const promoted = await server.call('POST', `${base}/bookings/${entry.guid}/promote`, { hour: '19:15' }, as());
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const [row] = (await outboxRows(server, 'booking_received')).filter((r) => r.recipient === entry.phoneNumber && r.payload.includes('fromWaitingList'));
    expect(row).toMatchObject({ channel: 'sms' });
    await deliver();
    const [text] = textsTo(entry.phoneNumber);
    expect(text).toBe(
      "Bonne nouvelle : une table s'est libérée ! Le Petit Zinc confirme votre réservation du samedi 21 novembre 2026 à 19:15 pour 2 personnes. " +
        `Gérer ma réservation : ${server.url}/resa/${entry.shortId}`,
    );
    const opened = await server.call('GET', `/api/bookings/short/${pathOf(linksIn(text!)[0]!).split('/').pop()}`);
    expect(opened.status).toBe(200);
    expect((await bookingRow(entry.guid)).status).toBe('confirmed');
    expect(smtp.received.filter((m) => m.envelopeTo.some((to) => to.includes(entry.phoneNumber)))).toHaveLength(0);
  });
});
