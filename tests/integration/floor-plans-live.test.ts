import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, expectRefusal, SLUG, tableNamesOf, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The live room view through the real API: each table's state for a service, a booking dragged to
// another table and a walk-in seated at a free one, both decided by the engine in the day
// transaction, with the clock moved through Wednesday's dinner.

describe.each(await dialectsUnderTest())('live room view on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let token: string;
  let foreign: string;
  let tables: Record<string, { id: number; guid: string }>;
  const as = (t = token) => bearer(t);
  const view = async (query = '') => {
    const res = await server.call('GET', `${base}/live-room${query}`, undefined, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.object;
  };
  const stateOf = (v: any, name: string) => v.tables.find((t: any) => t.guid === tables[name]!.guid);
  const bookingOn = (v: any, name: string) => v.bookings.find((b: any) => b.guid === stateOf(v, name).bookingGuid);
  const bookingRow = (name: string) => server.db.kysely.selectFrom('bookings').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    // Wednesday 18 November, 20:20 in Paris: the 20:00 party (Salle 4) is late, the 20:30 one (Salle 5) is due.
    server.clock.set('2026-11-18T19:20:00Z');
    const zinc = await restaurantIdOf(server, SLUG);
    base = `/api/staff/restaurants/${zinc}`;
    token = await login(server, await enrolDevice(server, zinc), CODES.staff);
    foreign = await login(server, await enrolDevice(server, await restaurantIdOf(server, 'chez-marcel')), CODES.owner);
    tables = await tablesByName(server);
  });
  afterAll(async () => server?.close());

  it('shows today at the real time: late, due, free, with the rooms drawn', async () => {
    const v = await view();
    expect(v).toMatchObject({ date: DAY.wednesday, today: DAY.wednesday, service: 'evening', live: true, time: '20:20' });
    expect(v.rooms.map((r: any) => r.name)).toEqual(['Salle', 'Terrasse']);
    expect(v.services.map((s: any) => s.kind)).toEqual(['noon', 'evening']);
    expect(stateOf(v, 'Salle 4').state).toBe('late');
    expect(stateOf(v, 'Salle 5').state).toBe('soon');
    expect(bookingOn(v, 'Salle 5')).toMatchObject({ hour: '20:30', covers: 2, status: 'confirmed' });
    expect(stateOf(v, 'Salle 6')).toMatchObject({ state: 'free', bookingGuid: null });
    expect(v.unplaced).toEqual([]);
  });

  it('shows another day as a plan of the service at the chosen time', async () => {
    const v = await view(`?date=${DAY.fullSaturday}&service=evening&time=19:30`);
    expect(v).toMatchObject({ date: DAY.fullSaturday, service: 'evening', live: false, time: '19:30' });
    expect(v.tables.every((t: any) => t.state === 'soon')).toBe(true);
    expect(v.bookings).toHaveLength(28);
    const noon = await view(`?date=${DAY.thursday}&service=noon`);
    expect(noon).toMatchObject({ service: 'noon', time: '12:00', live: false });
    expect(noon.tables.every((t: any) => t.state === 'free')).toBe(true);
    expectRefusal(await server.call('GET', `${base}/live-room?date=2026-02-30`, undefined, as()), 400);
  });

  it('moves a booking to a free table and refuses a table that is taken or too small', async () => {
    const late = await bookingRow('Petit Sophie');
    const moved = await server.call('POST', `${base}/live-room/move`, { bookingGuid: late.guid, tableGuid: tables['Salle 6']!.guid }, as());
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe('Réservation modifiée.');
    expect(await tableNamesOf(server, late.id)).toEqual(['Salle 6']);
    const history = await server.db.kysely
      .selectFrom('booking_history')
      .selectAll()
      .where('booking_id', '=', late.id)
      .where('action', '=', 'updated')
      .execute();
    expect(JSON.parse(history[0]!.details)).toMatchObject({ from: { tables: ['Salle 4'] }, to: { tables: ['Salle 6'] } });
    const v = await view();
    expect(stateOf(v, 'Salle 6')).toMatchObject({ state: 'late', bookingGuid: late.guid });
    expect(stateOf(v, 'Salle 4').state).toBe('free');

    // Salle 5 holds the 20:30 party: the engine refuses, nothing changes.
    const taken = await server.call('POST', `${base}/live-room/move`, { bookingGuid: late.guid, tableGuid: tables['Salle 5']!.guid }, as());
    expectRefusal(taken, 409, /La table Salle 5 n'est pas libre à 20:00/);
    expect(await tableNamesOf(server, late.id)).toEqual(['Salle 6']);

    // A party of four does not fit a table for two.
    const four = await server.call('POST', `${base}/bookings`, { source: 'phone', date: DAY.wednesday, hour: '21:00', covers: 4, name: 'Famille Roux' }, as());
    expect(four.status, JSON.stringify(four.body)).toBe(201);
    expectRefusal(
      await server.call('POST', `${base}/live-room/move`, { bookingGuid: four.body.object.guid, tableGuid: tables['Terrasse 1']!.guid }, as()),
      409,
    );

    expectRefusal(
      await server.call('POST', `${base}/live-room/move`, { bookingGuid: 'inconnue', tableGuid: tables['Salle 6']!.guid }, as()),
      404,
      'Réservation introuvable.',
    );
    expectRefusal(
      await server.call('POST', `${base}/live-room/move`, { bookingGuid: late.guid, tableGuid: 'inconnue' }, as()),
      422,
      'Cette table est introuvable.',
    );
  });

  it('seats a walk-in at a free table now, through the same engine', async () => {
    const res = await server.call('POST', `${base}/live-room/walk-in`, { tableGuid: tables['Terrasse 6']!.guid, covers: 5, name: 'Groupe du vendredi' }, as());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Client de passage installé.');
    const row = await bookingRow('Groupe du vendredi');
    expect(row).toMatchObject({ status: 'seated', source: 'walk_in', date: DAY.wednesday, service: 'evening', covers: 5 });
    expect(await tableNamesOf(server, row.id)).toEqual(['Terrasse 6']);
    expect(stateOf(await view(), 'Terrasse 6')).toMatchObject({ state: 'seated', bookingGuid: row.guid });

    // The table is now taken; another day is refused; a party too big for the table too.
    expectRefusal(await server.call('POST', `${base}/live-room/walk-in`, { tableGuid: tables['Terrasse 6']!.guid, covers: 4 }, as()), 409);
    expectRefusal(
      await server.call('POST', `${base}/live-room/walk-in`, { tableGuid: tables['Terrasse 5']!.guid, covers: 2, date: DAY.thursday }, as()),
      422,
      "Un client de passage s'installe aujourd'hui : revenez à la date du jour.",
    );
    expectRefusal(await server.call('POST', `${base}/live-room/walk-in`, { tableGuid: tables['Terrasse 1']!.guid, covers: 6 }, as()), 409);
    expectRefusal(await server.call('POST', `${base}/live-room/walk-in`, { tableGuid: tables['Terrasse 1']!.guid, covers: 0 }, as()), 400);
  });

  it("keeps one restaurant's bookings and tables out of another's reach", async () => {
    const booking = await bookingRow('Petit Sophie');
    for (const [method, path, body] of [
      ['GET', '/live-room', undefined],
      ['POST', '/live-room/move', { bookingGuid: booking.guid, tableGuid: tables['Salle 4']!.guid }],
      ['POST', '/live-room/walk-in', { tableGuid: tables['Salle 4']!.guid, covers: 2 }],
    ] as const) {
      expect((await server.call(method, `${base}${path}`, body, as(foreign))).status, `${method} ${path}`).toBe(403);
    }
    // Through its own restaurant, the other restaurant's staff cannot move our booking either.
    const marcel = await restaurantIdOf(server, 'chez-marcel');
    const moved = await server.call(
      'POST',
      `/api/staff/restaurants/${marcel}/live-room/move`,
      { bookingGuid: booking.guid, tableGuid: tables['Salle 4']!.guid },
      as(foreign),
    );
    expectRefusal(moved, 404, 'Réservation introuvable.');
    expect(await tableNamesOf(server, booking.id)).toEqual(['Salle 6']);
    expectRefusal(await server.call('GET', `${base}/live-room`), 401);
  });
});
