import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// Requests the API fuzz (scripts/resilience/fuzz-api.ts) once answered with a 500, kept as tests.

// On PostgreSQL a ten-digit or non-numeric "date" reached the per-day lock as a number that is
// not an int4, and the booking answered 500 instead of refusing the date.
const DATES = ['9999999999', 'abcdefghij', '2026-13-45', '0000-00-00', '-1', '２０２６-１１-２０'];

describe.each(await dialectsUnderTest())('requests found by the fuzz, on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(DATES)('refuses the booking date %j with a 4xx and a French message, and books nothing', async (date) => {
    const before = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const booking = {
      restaurantSlug: 'le-petit-zinc',
      date,
      hour: '20:00',
      tablewarecount: 2,
      name: 'Camille Martin',
      email: 'camille.martin@example.fr',
      phoneNumber: '06 12 34 56 78',
      questions: [{ id: 1, answer: 'Aucune' }],
      conditions_accepted: true,
    };
    for (const [route, body] of [
      ['/api/bookings', booking],
      [
        '/api/bookings/check',
        {
          slug: 'le-petit-zinc',
          date,
          hour: '20:00',
          tableware_count: 2,
          name: 'Camille Martin',
          email: 'camille.martin@example.fr',
          phone: '0612345678',
          phoneConfirmation: '0612345678',
        },
      ],
    ] as const) {
      const response = await server.call('POST', route, body, { 'idempotency-key': `malformed-${Math.random().toString(36).slice(2)}` });
      expect(response.status, `${route} ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message).toMatch(/date/i);
    }
    const after = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  // The same question answered twice broke the (booking, question) key of booking_answers.
  it('books once when a question is answered twice, keeping the last answer', async () => {
    const response = await server.call('POST', '/api/bookings', {
      restaurantSlug: 'le-petit-zinc',
      date: '2026-11-26',
      hour: '12:30',
      tablewarecount: 2,
      name: 'Camille Martin',
      email: 'camille.martin@example.fr',
      phoneNumber: '06 12 34 56 78',
      questions: [
        { id: 1, answer: 'Arachides' },
        { id: 1, answer: 'Aucune' },
      ],
      conditions_accepted: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const answers = await server.db.kysely
      .selectFrom('booking_answers')
      .innerJoin('bookings', 'bookings.id', 'booking_answers.booking_id')
      .select(['booking_answers.answer'])
      .where('bookings.short_id', '=', response.body.object.shortId)
      .execute();
    expect(answers).toEqual([{ answer: 'Aucune' }]);
  });
});
