import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, expectRefusal, phoneOf, readSmsCode, rowCounts } from '../support/booking-fixtures';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The SMS confirmation codes: six digits, ten minutes, single use, at most five sends and five
// checks per phone and hour.

const WRONG = 'erreur sur le code';
const SENT = 'Un code de confirmation vous a été envoyé par SMS. Il est valable 10 minutes.';
const VERIFIED = 'Votre numéro de téléphone est vérifié.';
const TOO_MANY_SENDS = 'Trop de codes demandés pour ce numéro. Veuillez réessayer dans une heure.';
const TOO_MANY_CHECKS = 'Trop de tentatives pour ce numéro. Veuillez réessayer dans une heure.';

const at = (minutes: number) => new Date(new Date(DEFAULT_TEST_NOW).getTime() + minutes * 60_000);

describe.each(await dialectsUnderTest())('confirmation codes on %s', (dialect) => {
  let server: TestServer;
  let diner = 200;
  const nextPhone = () => phoneOf(++diner);
  const send = (phone: string) => server.call('POST', '/api/code/create', codeBody(phone));
  const check = (phone: string, code: string) => server.call('POST', '/api/code/check', { phone_number: phone, code });
  /** A six-digit code that is certainly not the right one. */
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('sends a six-digit code by SMS through the outbox and stores only its hash', async () => {
    const phone = nextPhone();
    const before = await rowCounts(server);
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, error: false, message: SENT, object: null, said: { code: 'smsSent', params: { minutes: 10 } } });
    const code = await readSmsCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);
    const after = await rowCounts(server);
    expect(after.confirmation_codes - before.confirmation_codes).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
    const row = await server.db.kysely.selectFrom('confirmation_codes').selectAll().where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(10 * 60_000);
  });

  it('accepts the right code, written with the number in national form too', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await readSmsCode(server, phone);
    const national = `0${phone.slice(3)}`;
    const res = await check(national, code);
    expect(res.body).toEqual({ code: 200, error: false, message: VERIFIED, object: null, said: { code: 'smsVerified' } });
  });

  it("refuses a wrong code with 'erreur sur le code' (422)", async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await readSmsCode(server, phone);
    expectRefusal(await check(phone, wrongFor(code)), 422, WRONG);
    expectRefusal(await check(phone, ''), 422, WRONG);
    expectRefusal(await check(nextPhone(), code), 422, WRONG);
    expect((await check(phone, code)).status).toBe(200);
  });

  it('is single use', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await readSmsCode(server, phone);
    expect((await check(phone, code)).status).toBe(200);
    expectRefusal(await check(phone, code), 422, WRONG);
  });

  it('expires after ten minutes', async () => {
    const early = nextPhone();
    await send(early);
    const earlyCode = await readSmsCode(server, early);
    const late = nextPhone();
    await send(late);
    const lateCode = await readSmsCode(server, late);
    server.clock.set(new Date(at(10).getTime() - 1000));
    expect((await check(early, earlyCode)).status).toBe(200);
    server.clock.set(at(10));
    expectRefusal(await check(late, lateCode), 422, WRONG);
  });

  it('only the newest code counts after a resend', async () => {
    const phone = nextPhone();
    await send(phone);
    const first = await readSmsCode(server, phone);
    server.clock.set(at(1));
    await send(phone);
    const second = await readSmsCode(server, phone);
    if (first !== second) expectRefusal(await check(phone, first), 422, WRONG);
    expect((await check(phone, second)).status).toBe(200);
  });

  it('sends at most five codes per phone and hour (429, in French)', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      server.clock.set(at(i));
      expect((await send(phone)).status).toBe(200);
    }
    const before = await rowCounts(server);
    server.clock.set(at(30));
    expectRefusal(await send(phone), 429, TOO_MANY_SENDS);
    expect(await rowCounts(server)).toEqual(before);
    // Another phone is not affected; the same phone may ask again once the hour has passed.
    expect((await send(nextPhone())).status).toBe(200);
    server.clock.set(at(60 + 1));
    expect((await send(phone)).status).toBe(200);
  });

  it('allows at most five checks per phone and hour, even with the right code after (429)', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await readSmsCode(server, phone);
    for (let i = 0; i < 5; i++) expectRefusal(await check(phone, wrongFor(code)), 422, WRONG);
    expectRefusal(await check(phone, code), 429, TOO_MANY_CHECKS);
    // A fresh code does not reset the count: the five failed checks stay within the hour.
    server.clock.set(at(5));
    await send(phone);
    const fresh = await readSmsCode(server, phone);
    expectRefusal(await check(phone, fresh), 429, TOO_MANY_CHECKS);
  });

  it('refuses an invalid phone number in French, sending nothing', async () => {
    const before = await rowCounts(server);
    expectRefusal(await send('123'), 422, 'Veuillez saisir un numéro de téléphone valide.');
    expectRefusal(await check('pas un numéro', '123456'), 422, 'Veuillez saisir un numéro de téléphone valide.');
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe.each(await dialectsUnderTest())('confirmation code limits under parallel requests on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('never sends more than five codes, even to 30 requests at once', async () => {
    const phone = phoneOf(290);
    const answers = await Promise.all(Array.from({ length: 30 }, () => server.call('POST', '/api/code/create', codeBody(phone))));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 429, TOO_MANY_SENDS);
    const rows = await server.db.kysely.selectFrom('confirmation_codes').select('id').where('phone_number', '=', phone).execute();
    expect(rows).toHaveLength(5);
  });

  it('never lets more than five guesses through, even 30 at once', async () => {
    const phone = phoneOf(291);
    await server.call('POST', '/api/code/create', codeBody(phone));
    const code = await readSmsCode(server, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 30 }, () => server.call('POST', '/api/code/check', { phone_number: phone, code: wrong })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const judged = answers.filter((a) => a.status === 422);
    expect(judged).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 422)) expectRefusal(refused, 429, TOO_MANY_CHECKS);
    const row = await server.db.kysely.selectFrom('confirmation_codes').select('checks').where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(row.checks).toBe(5);
  });
});
