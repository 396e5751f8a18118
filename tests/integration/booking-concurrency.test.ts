import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import {
  bookingBody,
  DAY,
  dinerOf,
  expectRefusal,
  phoneOf,
  questionIds,
  restaurantRow,
  rowCounts,
  SLUG,
  tableNamesOf,
  verifyPhone,
} from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// Many diners at once: the last table goes to exactly one of them, every other one hears a clear
// French 409, and no request fails with a 5xx. A retried request (same Idempotency-Key) books once.

const NO_TABLE_FOR_TWO = "Il n'y a plus de table disponible pour 2 personnes à cet horaire.";
const RACERS = 200;

interface Answer {
  status: number;
  body: any;
}

async function post(server: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text for the failure message
  }
  return { status: response.status, body: parsed };
}

describe.each(await dialectsUnderTest())('concurrent booking on %s', (dialect) => {
  let server: TestServer;
  let q: { required: number; optional: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => server?.close());

  it(`gives the last free table to exactly one of ${RACERS} simultaneous diners`, async () => {
    const date = DAY.thursday;
    const hour = '20:00';
    // Eleven tables seat a couple; the first ten are booked through the API, one by one.
    for (let i = 0; i < 10; i++) {
      const res = await post(server, bookingBody(q.required, { ...dinerOf(1000 + i), date, hour }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const free = (await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${date}&hour=${hour}`)).body.object;
    expect(free.map((t: { name: string }) => t.name)).toEqual(['Terrasse 5']);

    const before = await rowCounts(server);
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => post(server, bookingBody(q.required, { ...dinerOf(2000 + i), date, hour }))));

    const serverErrors = answers.filter((a) => a.status >= 500);
    expect(serverErrors, JSON.stringify(serverErrors.slice(0, 3))).toEqual([]);
    const winners = answers.filter((a) => a.status === 201);
    const losers = answers.filter((a) => a.status !== 201);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(RACERS - 1);
    for (const loser of losers) expectRefusal(loser, 409, NO_TABLE_FOR_TWO);

    const after = await rowCounts(server);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.booking_tables - before.booking_tables).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
    const { id: restaurantId } = await restaurantRow(server);
    const holding = await server.db.kysely
      .selectFrom('bookings')
      .select(['id', 'short_id'])
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .where('hour', '=', hour)
      .execute();
    expect(holding).toHaveLength(11);
    const winner = holding.find((b) => b.short_id === winners[0]!.body.object.shortId)!;
    expect(await tableNamesOf(server, winner.id)).toEqual(['Terrasse 5']);
    // No table is held twice at that time.
    const tablesHeld = await server.db.kysely
      .selectFrom('booking_tables')
      .select('table_id')
      .where(
        'booking_id',
        'in',
        holding.map((b) => b.id),
      )
      .execute();
    expect(new Set(tablesHeld.map((t) => t.table_id)).size).toBe(11);
  });

  it('books once for 20 parallel posts with one Idempotency-Key, all answered identically', async () => {
    const body = bookingBody(q.required, { ...dinerOf(3000), date: DAY.friday, hour: '20:00' });
    const headers = { 'idempotency-key': 'reserver-ABC_1234567890' };
    const before = await rowCounts(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server, body, headers)));
    expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(201);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const after = await rowCounts(server);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
    expect(after.idempotency_keys - before.idempotency_keys).toBe(1);

    // A later retry still gets the first answer.
    expect(await post(server, body, headers)).toEqual(answers[0]);
    // The same key for a different booking is refused, and books nothing.
    const other = await post(server, { ...body, tablewarecount: 3 }, headers);
    expectRefusal(other, 422, 'Cette demande a déjà été utilisée pour une autre réservation. Veuillez recharger la page.');
    expect(await rowCounts(server)).toEqual(after);
  });

  it('books once when one Idempotency-Key is raced with different bodies on different days', async () => {
    const headers = { 'idempotency-key': 'reserver-course-entre-jours' };
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-01', '2026-12-02', '2026-12-04'];
    const before = await rowCounts(server);
    const answers = await Promise.all(days.map((date) => post(server, bookingBody(q.required, { ...dinerOf(3500), date, hour: '13:00' }), headers)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expectRefusal(refused, 422, 'Cette demande a déjà été utilisée pour une autre réservation. Veuillez recharger la page.');
    }
    const after = await rowCounts(server);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  it('lets one verified SMS code pay for one booking only, even when ten race on different days', async () => {
    const phone = phoneOf(4000);
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-01', '2026-12-02', '2026-12-04', '2026-12-05', '2026-12-10'];
    // The code is asked for a draft the server checks: one of the days raced for, still free.
    await verifyPhone(server, phone, { date: days[0], hour: '12:00' });
    const answers = await Promise.all(
      days.map((date) => post(server, bookingBody(q.required, { ...dinerOf(4000), phoneNumber: phone, date, hour: '12:00', tablewarecount: 6 }))),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expectRefusal(refused, 403, 'Veuillez valider le code reçu par SMS avant de réserver.');
    }
  });

  it('refuses a malformed Idempotency-Key in French', async () => {
    const before = await rowCounts(server);
    const body = bookingBody(q.required, { ...dinerOf(3001), date: DAY.friday, hour: '20:15' });
    for (const key of ['court', 'avec des espaces dedans', 'x'.repeat(129), 'clé-accentuée-123']) {
      expectRefusal(await post(server, body, { 'idempotency-key': key }), 400);
    }
    expect(await rowCounts(server)).toEqual(before);
  });
});
