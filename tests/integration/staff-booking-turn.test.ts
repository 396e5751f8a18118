import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The timeline's stretched bar: how long a party keeps its table, changed in the day transaction and
// refused in words when another party holds the table in the time it would add.

describe.each(await dialectsUnderTest())('turn time of a booking on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let token: string;
  let staffToken: string;
  let tables: Record<string, { id: number; guid: string }>;
  const as = (t = token) => bearer(t);
  const phone = async (hour: string, table: string, name: string) => {
    const res = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.friday, hour, covers: 2, name, tableGuid: tables[table]!.guid },
      as(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.object.guid as string;
  };
  const friday = async () => (await server.call('GET', `${base}/service-book?date=${DAY.friday}`, undefined, as())).body.object;
  const turn = (guid: string, turnMinutes: unknown, t = token) => server.call('PATCH', `${base}/bookings/${guid}/turn`, { turnMinutes }, as(t));

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const zinc = await restaurantIdOf(server, 'le-petit-zinc');
    base = `/api/staff/restaurants/${zinc}`;
    const device = await enrolDevice(server, zinc);
    token = await login(server, device, CODES.manager);
    staffToken = await login(server, device, CODES.staff);
    tables = await tablesByName(server);
  });
  afterAll(async () => server?.close());

  it('lengthens a stay up to the next party on the table, and no further', async () => {
    const early = await phone('19:30', 'Salle 1', 'Alice Martin');
    await phone('21:30', 'Salle 1', 'Bruno Petit');
    await phone('20:00', 'Salle 2', 'Chloé Roux');
    expect((await friday()).bookings.find((b: any) => b.guid === early)).toMatchObject({ hour: '19:30', turnMinutes: expect.any(Number) });

    // Touching the next party is fine (half-open stays); a party on another table never blocks.
    const ok = await turn(early, 120, staffToken);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe("Table gardée jusqu'à 21:30.");
    expect((await friday()).bookings.find((b: any) => b.guid === early).turnMinutes).toBe(120);

    const refused = await turn(early, 135);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "Impossible de garder la table Salle 1 jusqu'à 21:45 : elle est réservée à 21:30.",
    });
    expect((await friday()).bookings.find((b: any) => b.guid === early).turnMinutes).toBe(120);

    const row = await server.db.kysely.selectFrom('bookings').select(['id']).where('guid', '=', early).executeTakeFirstOrThrow();
    const history = await server.db.kysely.selectFrom('booking_history').selectAll().where('booking_id', '=', row.id).where('action', '=', 'updated').execute();
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0]!.details)).toMatchObject({ from: { hour: '19:30' }, to: { hour: '19:30', end: '21:30' } });
  });

  it('makes the engine see the longer stay: the table is no longer offered in it', async () => {
    const guid = await phone('19:00', 'Salle 3', 'Denis Morel');
    expect((await turn(guid, 240)).status).toBe(200);
    const res = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.friday, hour: '22:00', covers: 2, name: 'Eva Blanc', tableGuid: tables['Salle 3']!.guid },
      as(),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Salle 3');
    // Shortened again, the table is free at 22:00.
    expect((await turn(guid, 90)).status).toBe(200);
    expect((await phone('22:00', 'Salle 3', 'Eva Blanc')).length).toBeGreaterThan(0);
  });

  it('keeps a lengthened stay when the party moves, if the new table is free for all of it', async () => {
    const guid = await phone('19:00', 'Terrasse 1', 'Gaspard Henry');
    await phone('21:00', 'Terrasse 3', 'Hugo Lemaire');
    const engineTurn = (await friday()).bookings.find((b: any) => b.guid === guid).turnMinutes;
    expect((await turn(guid, engineTurn + 60)).status).toBe(200);
    const move = (table: string) => server.call('PATCH', `${base}/bookings/${guid}`, { tableGuid: tables[table]!.guid }, as());
    expect((await move('Terrasse 2')).status).toBe(200);
    expect((await friday()).bookings.find((b: any) => b.guid === guid)).toMatchObject({ turnMinutes: engineTurn + 60, tables: [{ name: 'Terrasse 2' }] });
    // Terrasse 3 is taken at 21:00: the party fits there for the service's turn time only.
    expect((await move('Terrasse 3')).status).toBe(200);
    expect((await friday()).bookings.find((b: any) => b.guid === guid)).toMatchObject({ turnMinutes: engineTurn, tables: [{ name: 'Terrasse 3' }] });
  });

  it('refuses in words what cannot be: a closed booking, past midnight, an unknown booking, a malformed length', async () => {
    const guid = await phone('21:00', 'Salle 4', 'Fanny Leroy');
    const late = await turn(guid, 240);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Une réservation ne peut pas se prolonger au-delà de minuit.');
    expect((await server.call('POST', `${base}/bookings/${guid}/status`, { status: 'cancelled_by_restaurant' }, as())).status).toBe(200);
    const closed = await turn(guid, 60);
    expect(closed.status).toBe(422);
    expect(closed.body.message).toBe('Cette réservation est close : elle ne peut plus être modifiée.');
    expect((await turn('inconnue', 60)).status).toBe(404);
    for (const bad of [7, 10, 721, 62.5, '90', null]) expect((await turn(guid, bad)).status, String(bad)).toBe(400);
    expect((await server.call('PATCH', `${base}/bookings/${guid}/turn`, { turnMinutes: 60, extra: 1 }, as())).status).toBe(400);
    expect((await server.call('PATCH', `${base}/bookings/${guid}/turn`, { turnMinutes: 60 })).status).toBe(401);
  });
});
