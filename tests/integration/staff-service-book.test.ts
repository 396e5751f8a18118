import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, expectRefusal, questionIds, tableNamesOf, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The service book through the real API: the day, every action a host takes, each re-checked by the
// booking engine in the day transaction and written to the booking's history.

describe.each(await dialectsUnderTest())('service book on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let token: string;
  let staffToken: string;
  let requiredQuestion: number;
  let tables: Record<string, { id: number; guid: string }>;
  let base: string;
  const as = (t = token) => bearer(t);
  const day = async (date: string) => {
    const res = await server.call('GET', `${base}/service-book?date=${date}`, undefined, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.object;
  };
  const byName = (list: Array<{ name: string }>, name: string) => list.find((b) => b.name === name) as any;
  const outbox = (kind: string) => server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
  const bookingRow = (guid: string) => server.db.kysely.selectFrom('bookings').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
  const phoneBooking = async (body: Record<string, unknown>) => {
    const res = await server.call('POST', `${base}/bookings`, { source: 'phone', ...body }, as());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.object.guid as string;
  };

  let device: string;
  /** Moves the clock to `instant` with a manager signed in then (a new sign-in ends the previous session); both come back after the test. */
  const clockAt = async (instant: string) => {
    const start = server.clock.now();
    onTestFinished(async () => {
      server.clock.set(start);
      token = await login(server, device, CODES.manager);
      staffToken = await login(server, device, CODES.staff);
    });
    server.clock.set(instant);
    token = await login(server, device, CODES.manager);
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    base = `/api/staff/restaurants/${zinc}`;
    device = await enrolDevice(server, zinc);
    token = await login(server, device, CODES.manager);
    staffToken = await login(server, device, CODES.staff);
    requiredQuestion = (await questionIds(server)).required;
    tables = await tablesByName(server);
  });
  afterAll(async () => server?.close());

  it('shows a day: both services, totals and bookings by time', async () => {
    const wednesday = await day(DAY.wednesday);
    expect(wednesday.longDate).toBe('Mercredi 18 novembre 2026');
    expect(wednesday.bookings.map((b: any) => b.hour)).toEqual(['12:00', '12:30', '13:00', '20:00', '20:30']);
    const [noon, evening] = wednesday.services;
    expect(noon).toMatchObject({ kind: 'noon', open: true, totals: { bookings: 3, covers: 6, waiting: 0 } });
    expect(evening).toMatchObject({ kind: 'evening', open: true, totals: { bookings: 2, covers: 4 } });
    // 14 tables, 2+2+2+4+4+4+6+6 + 2+2+2+4+4+6 = 50 seats.
    expect(noon.totals.capacity).toBe(50);
    expect(noon.totals.remaining).toBe(44);
    expect(wednesday.bookings[0].tables).toEqual([{ guid: tables['Salle 1']!.guid, name: 'Salle 1' }]);
    expect(wednesday.bookings[0]).not.toHaveProperty('shortId');
    const monday = await day(DAY.monday);
    expect(monday.services.map((s: any) => s.open)).toEqual([false, false]);
    // A closed service has no free place to offer (it used to report the room's 50 seats).
    expect(monday.services.map((s: any) => [s.totals.capacity, s.totals.remaining])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('shows an online booking with its answers, icons and comment', async () => {
    const created = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(requiredQuestion, { date: DAY.thursday, hour: '19:30', tablewarecount: 3, name: 'Hélène Garnier', information: 'Poussette' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const thursday = await day(DAY.thursday);
    const b = byName(thursday.bookings, 'Hélène Garnier');
    expect(b).toMatchObject({ hour: '19:30', covers: 3, status: 'confirmed', source: 'online', information: 'Poussette' });
    expect(b.answers).toEqual([{ question: 'Avez-vous des allergies ou un régime alimentaire particulier ?', answer: 'Aucune' }]);
    expect(b.tables).toHaveLength(1);
  });

  it('takes a phone booking through the engine and records who took it', async () => {
    const guid = await phoneBooking({ date: DAY.thursday, hour: '20:00', covers: 4, name: 'Marc Lefort', phone: '06 11 22 33 44', email: 'marc@exemple.fr' });
    const row = await bookingRow(guid);
    expect(row).toMatchObject({ status: 'confirmed', source: 'phone', phone_number: '+33611223344', covers: 4, service: 'evening' });
    expect(await tableNamesOf(server, row.id)).toHaveLength(1);
    expect((await outbox('booking_received')).some((m) => m.recipient === 'marc@exemple.fr')).toBe(true);
    const history = await server.call('GET', `${base}/bookings/${guid}/history`, undefined, as());
    expect(history.body.object).toEqual([expect.objectContaining({ who: 'Julien', actor: 'staff', action: 'created', to: 'confirmed' })]);

    // The answer says where the booking lives, so the service book opens that day and service.
    const lunch = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.thursday, hour: '12:30', covers: 2, name: 'Déjeuner Rapide' },
      as(),
    );
    expect(lunch.body.object).toMatchObject({ guid: expect.any(String), date: DAY.thursday, service: 'noon' });

    // The diner's own rules (as in the wizard), worded for the host.
    const phoneBody = { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 2, name: 'Marc Petit' };
    expectRefusal(await server.call('POST', `${base}/bookings`, { ...phoneBody, name: 'X' }, as()), 422, 'Indiquez le nom du client (au moins 2 caractères).');
    for (const phone of ['0000000000', '+123456789']) {
      expectRefusal(await server.call('POST', `${base}/bookings`, { ...phoneBody, phone }, as()), 422, 'Le numéro de téléphone est invalide.');
    }
    expectRefusal(await server.call('POST', `${base}/bookings`, { ...phoneBody, email: 'marc@exemple' }, as()), 422, "L'adresse e-mail est invalide.");
    expectRefusal(
      await server.call('POST', `${base}/bookings`, { source: 'phone', date: DAY.monday, hour: '20:00', covers: 2, name: 'Fermé' }, as()),
      422,
      'Le restaurant est fermé à cette date pour ce service.',
    );
    expectRefusal(
      await server.call('POST', `${base}/bookings`, { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 40, name: 'Grand groupe' }, as()),
      422,
    );
    // Staff book past the online window (90 days) without a notice period.
    await phoneBooking({ date: '2027-06-18', hour: '20:00', covers: 2, name: 'Très en avance' });
  });

  it('a full evening refuses a phone booking, with the staff wording', async () => {
    const res = await server.call('POST', `${base}/bookings`, { source: 'phone', date: DAY.fullSaturday, hour: '19:00', covers: 2, name: 'Trop tard' }, as());
    // The seed overbooks 19:00 beyond its pacing cap; 19:15 has no cover yet but every table is held.
    expectRefusal(res, 409, 'Le maximum de couverts du créneau de 19:00 serait dépassé.');
    const later = await server.call('POST', `${base}/bookings`, { source: 'phone', date: DAY.fullSaturday, hour: '19:15', covers: 2, name: 'Trop tard' }, as());
    expectRefusal(later, 409, 'Aucune table libre pour 2 personnes à 19:15.');
  });

  it('seats a walk-in now, outside a service it asks for the time', async () => {
    // 09:00: no service near.
    expectRefusal(await server.call('POST', `${base}/bookings`, { source: 'walk_in', covers: 2 }, as()), 422);
    const start = server.clock.now();
    server.clock.set('2026-11-17T11:10:00Z'); // 12:10 in Paris
    try {
      const res = await server.call('POST', `${base}/bookings`, { source: 'walk_in', covers: 2 }, as());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const row = await bookingRow(res.body.object.guid);
      expect(row).toMatchObject({ date: DAY.today, hour: '12:00', status: 'seated', source: 'walk_in', name: 'Client de passage', phone_number: '' });
    } finally {
      server.clock.set(start);
    }
  });

  it('moves a booking in time, covers and table, refusing a table that is taken', async () => {
    const guid = await phoneBooking({ date: DAY.wednesday, hour: '19:00', covers: 2, name: 'Déplacé Paul' });
    // Salle 4 is held 20:00–21:30 by the seed: not free at 20:00.
    expectRefusal(
      await server.call('PATCH', `${base}/bookings/${guid}`, { hour: '20:00', tableGuid: tables['Salle 4']!.guid }, as()),
      409,
      /^La table Salle 4 n'est pas libre à 20:00/,
    );
    const moved = await server.call('PATCH', `${base}/bookings/${guid}`, { hour: '21:45', covers: 4, tableGuid: tables['Salle 6']!.guid }, as());
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const row = await bookingRow(guid);
    expect(row).toMatchObject({ hour: '21:45', covers: 4, turn_minutes: 105 });
    expect(await tableNamesOf(server, row.id)).toEqual(['Salle 6']);
    const history = (await server.call('GET', `${base}/bookings/${guid}/history`, undefined, as())).body.object;
    expect(history[1]).toMatchObject({
      action: 'updated',
      who: 'Julien',
      details: { from: { hour: '19:00', covers: 2 }, to: { hour: '21:45', covers: 4, tables: ['Salle 6'] } },
    });
    expectRefusal(await server.call('PATCH', `${base}/bookings/${guid}`, { hour: '20:07' }, as()), 422);
  });

  it('confirms, seats, completes, marks no-show, with undo moves and refused jumps', async () => {
    const guid = await phoneBooking({ date: DAY.friday, hour: '12:15', covers: 2, name: 'Statut Anne' });
    const set = (status: string) => server.call('POST', `${base}/bookings/${guid}/status`, { status }, as());
    // During the service: 12:35 in Paris, past the 15 minutes the table is held.
    await clockAt(`${DAY.friday}T11:35:00Z`);
    expect((await set('seated')).status).toBe(200);
    expect((await set('completed')).status).toBe(200);
    expectRefusal(await set('no_show'), 409);
    expect((await set('seated')).status).toBe(200);
    expect((await set('confirmed')).status).toBe(200);
    expect((await set('no_show')).status).toBe(200);
    expect((await bookingRow(guid)).status).toBe('no_show');
    expect((await set('confirmed')).status).toBe(200);
    const history = (await server.call('GET', `${base}/bookings/${guid}/history`, undefined, as())).body.object;
    expect(history.map((h: any) => `${h.from ?? ''}>${h.to ?? ''}`)).toEqual([
      '>confirmed',
      'confirmed>seated',
      'seated>completed',
      'completed>seated',
      'seated>confirmed',
      'confirmed>no_show',
      'no_show>confirmed',
    ]);
  });

  it('refuses absent, seated or finished long before the booking time, and takes them once it has come', async () => {
    const guid = await phoneBooking({ date: DAY.friday, hour: '21:00', covers: 2, name: 'Trop Tôt' });
    const set = (status: string) => server.call('POST', `${base}/bookings/${guid}/status`, { status }, as());
    await clockAt(`${DAY.friday}T02:47:00Z`); // 03:47 in Paris, the night before the service
    const early = await set('no_show');
    expectRefusal(early, 422);
    expect(early.body.message).toBe(
      'Trop tôt pour « Absent » : la réservation est à 21:00, ce statut est possible à partir de 21:15 le jour de la réservation.',
    );
    expectRefusal(await set('seated'), 422);
    expect((await bookingRow(guid)).status).toBe('confirmed');
    // A party may be seated a little early, and is absent only once its table is no longer held.
    await clockAt(`${DAY.friday}T19:05:00Z`); // 20:05
    expect((await set('no_show')).body.object.reason).toBe('too_early');
    expect((await set('seated')).status).toBe(200);
    expect((await set('confirmed')).status).toBe(200);
    await clockAt(`${DAY.friday}T20:16:00Z`); // 21:16
    expect((await set('no_show')).status).toBe(200);
    // A mistaken no-show is undone.
    expect((await set('confirmed')).status).toBe(200);
    expect((await bookingRow(guid)).status).toBe('confirmed');
  });

  it('cancels: the diner is told and the waiting list of that service offered the table', async () => {
    const waiting = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(requiredQuestion, {
        date: DAY.fullSaturday,
        hour: '20:00',
        tablewarecount: 2,
        is_waiting: true,
        name: 'Attente Zoé',
        email: 'zoe@exemple.fr',
        phoneNumber: '+33612000111',
      }),
    );
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    const saturday = await day(DAY.fullSaturday);
    const entry = byName(saturday.waiting, 'Attente Zoé');
    expect(entry).toMatchObject({ status: 'waiting', hour: '20:00' });
    expect(saturday.services[1].totals.waiting).toBe(1);

    // Still full: the entry cannot become a booking yet.
    expectRefusal(await server.call('POST', `${base}/bookings/${entry.guid}/promote`, {}, as()), 409);

    const victim = saturday.bookings.find((b: any) => b.hour === '19:00' && b.covers === 2);
    const cancel = await server.call('POST', `${base}/bookings/${victim.guid}/status`, { status: 'cancelled_by_restaurant' }, as());
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('Réservation annulée ; le client est prévenu.');
    const cancelled = await outbox('booking_cancelled');
    expect(cancelled.at(-1)).toMatchObject({ recipient: victim.email, channel: 'email' });
    expect((await outbox('waiting_offer')).at(-1)).toMatchObject({ recipient: 'zoe@exemple.fr' });

    const promoted = await server.call('POST', `${base}/bookings/${entry.guid}/promote`, { hour: '19:15' }, as());
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const row = await bookingRow(entry.guid);
    expect(row).toMatchObject({ status: 'confirmed', hour: '19:15' });
    expect(await tableNamesOf(server, row.id)).toEqual([victim.tables[0].name]);
    const received = (await outbox('booking_received')).at(-1)!;
    expect(received.recipient).toBe('zoe@exemple.fr');
    expect(JSON.parse(received.payload)).toMatchObject({ fromWaitingList: true });
  });

  it('removes a waiting-list entry without booking it', async () => {
    const res = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(requiredQuestion, {
        date: DAY.fullSaturday,
        hour: '21:00',
        is_waiting: true,
        name: 'Attente Léon',
        email: 'leon@exemple.fr',
        phoneNumber: '+33612000222',
      }),
    );
    const entry = byName((await day(DAY.fullSaturday)).waiting, 'Attente Léon');
    const removed = await server.call('POST', `${base}/bookings/${entry.guid}/status`, { status: 'cancelled_by_restaurant' }, as());
    expect(removed.body.message).toBe("Retiré de la liste d'attente.");
    expect(res.status).toBe(201);
    expect(byName((await day(DAY.fullSaturday)).waiting, 'Attente Léon')).toBeUndefined();
  });

  it('assigns a waiter, shown on the diner page, and keeps a note', async () => {
    const created = await server.call('POST', '/api/bookings', bookingBody(requiredQuestion, { date: DAY.thursday, hour: '12:30', name: 'Serveur Inès' }));
    const shortId = created.body.object.shortId as string;
    const guid = created.body.object.guid as string;
    const res = await server.call('PATCH', `${base}/bookings/${guid}/details`, { waiterName: 'Léa', staffNote: 'Habitué, table au calme' }, bearer(staffToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await server.call('GET', `/api/bookings/short/${shortId}`);
    expect(mine.body.object.waiter_name).toBe('Léa');
    expect(mine.body.object).not.toHaveProperty('staff_note');
    const history = (await server.call('GET', `${base}/bookings/${guid}/history`, undefined, as())).body.object;
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ who: 'Léa', action: 'waiter', details: expect.objectContaining({ from: '', to: 'Léa' }) }),
      expect.objectContaining({ who: 'Léa', action: 'note', details: expect.objectContaining({ to: 'Habitué, table au calme' }) }),
    ]);
  });

  it('finds bookings by name, phone or e-mail across dates', async () => {
    const search = async (q: string) => (await server.call('GET', `${base}/bookings/search?q=${encodeURIComponent(q)}`, undefined, as())).body.object as any[];
    expect((await search('lefort')).map((b) => b.name)).toEqual(['Marc Lefort']);
    expect((await search('06 11 22')).map((b) => b.name)).toEqual(['Marc Lefort']);
    expect((await search('MARC@exemple')).map((b) => b.name)).toEqual(['Marc Lefort']);
    expect((await search('%%')).length).toBe(0);
    expectRefusal(await server.call('GET', `${base}/bookings/search?q=a`, undefined, as()), 422);
  });

  it('reads a partial phone number as digits side by side, "06 98" as the start of the number', async () => {
    const search = async (q: string) => (await server.call('GET', `${base}/bookings/search?q=${encodeURIComponent(q)}`, undefined, as())).body.object as any[];
    await phoneBooking({ date: DAY.friday, hour: '12:30', covers: 2, name: 'Numéro Cherché', phone: '06 98 76 54 32' });
    await phoneBooking({ date: DAY.friday, hour: '12:45', covers: 2, name: 'Numéro Voisin', phone: '06 72 07 69 84' });
    expect((await search('06 98')).map((b) => b.name)).toEqual(['Numéro Cherché']);
    expect((await search('76 54')).map((b) => b.name)).toEqual(['Numéro Cherché']);
    expect((await search('69 84')).map((b) => b.name)).toEqual(['Numéro Voisin']);
    expect((await search('+33 6 72')).map((b) => b.name)).toEqual(['Numéro Voisin']);
  });

  it('streams a booking made online to an open service book', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}${base}/events`, { headers: as(), signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 8000;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in: ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    // Sent once the feed has taken its starting position: a change made now is announced.
    await until(/event: ready/);
    const created = await server.call('POST', '/api/bookings', bookingBody(requiredQuestion, { date: DAY.friday, hour: '20:15', name: 'En Direct' }));
    expect(created.status).toBe(201);
    await until(/"name":"En Direct"/);
    expect(text).toMatch(/event: booking\ndata: \{[^\n]*"action":"created"[^\n]*"actor":"diner"/);
    await phoneBooking({ date: DAY.friday, hour: '20:30', covers: 2, name: 'Par Téléphone' });
    await until(/"name":"Par Téléphone"/);
    expect(text.match(/"name":"Par Téléphone"/g)).toHaveLength(1);
    controller.abort();
  });
});
