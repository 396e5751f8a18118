import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, expectRefusal, questionIds, restaurantRow } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';

// The seed's Saturday evening is full. Diners join its waiting list; when a booking of that
// service is cancelled, the entries the freed table suits are offered it, with a link to accept it
// (tests/integration/waiting-offers.test.ts follows the offer to its end).

describe.each(await dialectsUnderTest())('waiting-list offers on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let diner = 900;
  const joined: string[] = [];

  const joinWaitingList = async (hour: string, date: string = DAY.fullSaturday) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour, is_waiting: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.object.status).toBe('waiting');
    joined.push(res.body.object.guid);
    return { ...who, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const seededBooking = async (date: string, hour: string) => {
    const { id } = await restaurantRow(server);
    return server.db.kysely
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', id)
      .where('date', '=', date)
      .where('hour', '=', hour)
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  };
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const subjectsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject);

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

  it('words the waiting-list registration as a request, never as a booking with a held table', async () => {
    const waiting = await joinWaitingList('21:15');
    await deliver();
    const mail = smtp.received.find((m) => m.envelopeTo.includes(waiting.email))!;
    expect(mail.subject).toBe("Liste d'attente – Le Petit Zinc");
    expect(mail.text).toContain('Heure souhaitée : 21:15');
    expect(mail.text).toContain("Numéro d'inscription");
    expect(mail.text).not.toMatch(/15 minutes|confirme votre réservation|Numéro de réservation/);
    // The my-booking page of the link knows it is a waiting-list request.
    const opened = await server.call('GET', `/api/bookings/short/${waiting.shortId}`);
    expect(opened.body.object).toMatchObject({ state: 'open', status: 'waiting' });
  });

  it('offers a cancelled table to the entries it suits, with their own link, and to no one else', async () => {
    const first = await joinWaitingList('20:00');
    const second = await joinWaitingList('21:15');
    const lunchWaiting = await joinWaitingList('12:30', DAY.fullSaturday);
    await deliver();
    expect(subjectsTo(first.email)).toEqual(["Liste d'attente – Le Petit Zinc"]);
    smtp.received.length = 0;

    const freed = await seededBooking(DAY.fullSaturday, '19:00');
    const cancel = await server.call('POST', `/api/bookings/${freed.guid}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await deliver();

    // The table is free until its 21:00 party: 20:00 (within half an hour) suits, 21:15 does not.
    expect(subjectsTo(first.email)).toEqual(["Une table s'est libérée – Le Petit Zinc"]);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(first.email))!;
    expect(mail.text).toMatch(/Une table s'est libérée le samedi 21 novembre 2026 à (19:30|19:45|20:00|20:15|20:30) pour 2 personnes \(service du soir\)\./);
    const offer = linksIn(mail.text).find((l) => l.includes('/offre/'));
    expect(pathOf(offer!)).toMatch(/^\/offre\/[A-Za-z0-9_-]{22}$/);
    expect(subjectsTo(second.email)).toEqual([]);
    // The lunch list is another service: not told of an evening table.
    expect(subjectsTo(lunchWaiting.email)).toEqual([]);
    // The cancelling diner gets the cancellation.
    expect(subjectsTo(freed.email)).toEqual(['Réservation annulée – Le Petit Zinc']);
  });

  it('does not write to someone who left the waiting list before the offer went out', async () => {
    // Offers go to the first few in line: the earlier tests' diners leave the list first.
    for (const guid of joined.splice(0)) await server.call('POST', `/api/bookings/${guid}/cancel`);
    const stays = await joinWaitingList('20:30');
    const leaves = await joinWaitingList('20:45');
    await deliver();
    smtp.received.length = 0;
    const freed = await seededBooking(DAY.fullSaturday, '21:00');
    await server.call('POST', `/api/bookings/${freed.guid}/cancel`);
    // Leaves after the offer was queued, before the worker ran.
    expect((await server.call('POST', `/api/bookings/${leaves.guid}/cancel`)).status).toBe(200);
    await deliver();
    expect(subjectsTo(stays.email)).toContain("Une table s'est libérée – Le Petit Zinc");
    expect(subjectsTo(leaves.email)).toEqual(['Inscription annulée – Le Petit Zinc']);
    const offers = (await outboxRows(server, 'waiting_offer')).filter((r) => r.recipient === leaves.email);
    expect(offers.map((r) => r.status)).toEqual(['skipped']);
  });

  it('caps one contact at 2 entries per service (40 tries: 2×201, 38×422) and tells at most 3 entries per freed table', async () => {
    for (const guid of joined.splice(0)) await server.call('POST', `/api/bookings/${guid}/cancel`);
    const same = dinerOf(990);
    const hours = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15'];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // One address; the phone changes too, so either contact detail alone is enough to be counted.
      const who = i % 2 === 0 ? same : { ...same, phoneNumber: dinerOf(991 + i).phoneNumber };
      const res = await server.call(
        'POST',
        '/api/bookings',
        bookingBody(q.required, { ...who, date: DAY.fullSaturday, hour: hours[i % hours.length], is_waiting: true }),
      );
      statuses.push(res.status);
      if (res.status !== 201) {
        expectRefusal(
          res,
          422,
          "Vous êtes déjà inscrit 2 fois sur la liste d'attente de ce service : c'est le maximum. Vous serez prévenu si une table se libère.",
        );
      }
    }
    expect(statuses.filter((st) => st === 201)).toHaveLength(2);
    expect(statuses.filter((st) => st === 422)).toHaveLength(38);
    // The lunch service of the same day is another list.
    expect(
      (await server.call('POST', '/api/bookings', bookingBody(q.required, { ...same, date: DAY.fullSaturday, hour: '12:30', is_waiting: true }))).status,
    ).toBe(201);

    for (let i = 0; i < 6; i++) await joinWaitingList(hours[i]!);
    const before = (await outboxRows(server, 'waiting_offer')).length;
    const { id } = await restaurantRow(server);
    const freed = await server.db.kysely
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', id)
      .where('date', '=', DAY.fullSaturday)
      .where('service', '=', 'evening')
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await server.call('POST', `/api/bookings/${freed.guid}/cancel`)).status).toBe(200);
    const offers = (await outboxRows(server, 'waiting_offer')).slice(before);
    expect(offers).toHaveLength(3);
    // The first in line, each contact once: the capped diner's two entries make one offer.
    expect(new Set(offers.map((o) => o.recipient)).size).toBe(3);
    expect(offers[0]!.recipient).toBe(same.email);
  });
});
