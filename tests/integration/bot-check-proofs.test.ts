import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { solveAltcha, type AltchaChallenge } from '../support/bot-check-proof';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, codeBody, DAY, dinerOf, expectRefusal, phoneOf, questionIds, readSmsCode } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// A solved bot-check proof is worth one protected call. Before, one proof booked 60 tables in a row
// for its 20-minute life; now the first call spends it, on this instance or any other sharing the
// database (or Redis), and the wizard solves a fresh challenge for each call.

const SPENT = 'Cette vérification anti-robot a déjà servi. Veuillez réessayer : une nouvelle vérification sera faite.';
const FAILED = 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.';

async function solvedProof(url: string): Promise<string> {
  const res = await fetch(`${url}/api/bot-check/challenge`);
  expect(res.status).toBe(200);
  return solveAltcha(((await res.json()) as { object: AltchaChallenge }).object);
}

describe.each(await dialectsUnderTest())('bot-check proofs on %s', (dialect) => {
  let server: TestServer;
  let required: number;
  let other: FastifyInstance;
  let otherUrl: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { BOT_CHECK: 'true' } });
    required = (await questionIds(server)).required;
    // A second instance of the app on the same database, as behind a load balancer.
    other = await buildApp({ config: server.config, db: server.db, now: server.clock.now, logger: false, webDir: path.join(server.config.dataDir, 'none') });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('books once with one proof: 60 bookings with one proof give 1×201 and 59×403', async () => {
    const proof = await solvedProof(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const hour = i % 2 === 0 ? '19:30' : '21:30';
      const res = await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(700 + i), hour, date: DAY.friday, botcheck: proof }));
      statuses.push(res.status);
      if (i > 0) expectRefusal(res, 403, SPENT);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(59);
  });

  it('spends a proof across instances, even when both are sent at once', async () => {
    const proof = await solvedProof(server.url);
    const body = (n: number) => bookingBody(required, { ...dinerOf(800 + n), date: DAY.thursday, hour: '19:30', botcheck: proof });
    const [a, b] = await Promise.all([
      server.call('POST', '/api/bookings', body(1)),
      fetch(`${otherUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(2)) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
  });

  it('lets an idempotent retry replay its answer without a new proof', async () => {
    const proof = await solvedProof(server.url);
    const body = bookingBody(required, { ...dinerOf(850), date: DAY.thursday, hour: '21:00', botcheck: proof });
    const headers = { 'idempotency-key': 'rejeu-preuve-0001' };
    const first = await server.call('POST', '/api/bookings', body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await server.call('POST', '/api/bookings', body, headers);
    expect(again).toEqual(first);
  });

  it('refuses a booking without a proof, and a tampered one', async () => {
    expectRefusal(await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(860), hour: '20:30' })), 403, FAILED);
    const proof = JSON.parse(Buffer.from(await solvedProof(server.url), 'base64').toString()) as { number: number };
    const tampered = Buffer.from(JSON.stringify({ ...proof, number: proof.number + 1 })).toString('base64');
    expectRefusal(await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(861), hour: '20:30', botcheck: tampered })), 403, FAILED);
  });

  it('asks one proof for the SMS code and a fresh one for the booking it confirms', async () => {
    const phone = phoneOf(870);
    const draft = { date: DAY.thursday, hour: '12:30' };
    expectRefusal(await server.call('POST', '/api/code/create', codeBody(phone, draft)), 403, FAILED);
    const proof = await solvedProof(server.url);
    const sent = await server.call('POST', '/api/code/create', codeBody(phone, draft, { botcheck: proof }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The same proof does not text a second code, nor book.
    expectRefusal(await server.call('POST', '/api/code/create', codeBody(phone, draft, { botcheck: proof })), 403, SPENT);
    const code = await readSmsCode(server, phone);
    expect((await server.call('POST', '/api/code/check', { phone_number: phone, code })).status).toBe(200);
    const booking = (botcheck: string) =>
      bookingBody(required, { ...dinerOf(870), phoneNumber: phone, tablewarecount: 6, date: DAY.thursday, hour: '12:30', botcheck });
    expectRefusal(await server.call('POST', '/api/bookings', booking(proof)), 403, SPENT);
    const created = await server.call('POST', '/api/bookings', booking(await solvedProof(server.url)));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('purges spent proofs once their challenge has expired', async () => {
    const count = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('bot_check_proofs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThan(0);
    const start = server.clock.now();
    try {
      server.clock.set(new Date(start.getTime() + 21 * 60_000));
      const proof = await solvedProof(server.url);
      expect(
        (await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(880), date: DAY.friday, hour: '20:00', botcheck: proof }))).status,
      ).toBe(201);
      expect(await count()).toBe(1);
    } finally {
      server.clock.set(start);
    }
  });
});

describe('bot-check proofs kept in Redis', () => {
  let server: TestServer;
  let required: number;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { BOT_CHECK: 'true', REDIS_URL: 'redis://127.0.0.1:6379' } });
    required = (await questionIds(server)).required;
  });
  afterAll(async () => server?.close());

  it('spends the proof in Redis (nothing in the database)', async () => {
    const proof = await solvedProof(server.url);
    const body = (n: number) => bookingBody(required, { ...dinerOf(900 + n), date: DAY.friday, hour: '20:00', botcheck: proof });
    expect((await server.call('POST', '/api/bookings', body(1))).status).toBe(201);
    expectRefusal(await server.call('POST', '/api/bookings', body(2)), 403, SPENT);
    const rows = await server.db.kysely.selectFrom('bot_check_proofs').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
