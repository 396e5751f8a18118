import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, phoneOf, readSmsCode } from '../support/booking-fixtures';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// SMS through the HTTP adapter (a Twilio-shaped API on loopback) and through the development
// adapter that keeps every text readable.

const SID = 'AC0123456789abcdef';
const TOKEN = 'jeton-secret';
const FROM = '+33700000001';

describe.each(await dialectsUnderTest())('SMS delivery on %s', (dialect) => {
  let server: TestServer;
  let stub: SmsStub;
  let diner = 700;
  const sms = () => ({ apiUrl: stub.url, accountSid: SID, authToken: TOKEN, from: FROM });
  const deliver = async (providers = { sms: sms() }) => {
    const worker = workerFor(server, providers, { retry: { jitter: 0 } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const requestCode = async (phone: string) => {
    const res = await server.call('POST', '/api/code/create', codeBody(phone));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    stub = await startSmsStub();
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('sends the confirmation code as the provider expects it: POST, basic auth, form fields To (E.164), From, Body', async () => {
    const e164 = phoneOf(++diner);
    // Typed the French way by the diner; the provider gets E.164.
    await requestCode(`0${e164.slice(3, 4)} ${e164.slice(4, 6)} ${e164.slice(6, 8)} ${e164.slice(8, 10)} ${e164.slice(10)}`);
    const code = await readSmsCode(server, e164);
    expect(await deliver()).toBe(1);

    expect(stub.requests).toHaveLength(1);
    const request = stub.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({
      To: e164,
      From: FROM,
      Body: `Le Petit Zinc : votre code de confirmation de réservation est ${code}. Il est valable 10 minutes.`,
    });
    const [row] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === e164);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries when the provider is unavailable (5xx, 429) and gives up at once on a refusal (4xx)', async () => {
    const retried = phoneOf(++diner);
    await requestCode(retried);
    stub.failNext(2, 503);
    await deliver();
    let [row] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === retried);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('503');
    expect(Date.parse(row!.next_attempt_at) - server.clock.now().getTime()).toBe(30_000);

    server.clock.set(row!.next_attempt_at);
    await deliver();
    [row] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === retried);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(row!.next_attempt_at) - server.clock.now().getTime()).toBe(60_000);

    server.clock.set(row!.next_attempt_at);
    await deliver();
    [row] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === retried);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(stub.requests.filter((r) => r.form.To === retried)).toHaveLength(3);

    server.clock.set(DEFAULT_TEST_NOW);
    const refused = phoneOf(++diner);
    await requestCode(refused);
    stub.failNext(1, 400);
    await deliver();
    const [failed] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === refused);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toContain('400');
  });

  it('does not send a code that expired before it could be delivered', async () => {
    const phone = phoneOf(++diner);
    await requestCode(phone);
    server.clock.set(new Date(Date.parse(DEFAULT_TEST_NOW) + 11 * 60_000));
    await deliver();
    expect(stub.requests.filter((r) => r.form.To === phone)).toHaveLength(0);
    const [row] = (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === phone);
    expect(row).toMatchObject({ status: 'skipped' });
  });

  it('keeps texts readable in development: a file per SMS and the development list', async () => {
    const phone = phoneOf(++diner);
    await requestCode(phone);
    const code = await readSmsCode(server, phone);
    await deliver({ sms: undefined as never });
    const dir = path.join(server.config.dataDir, 'sms');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).length).toBeGreaterThan(0);
    const list = await server.call('GET', '/api/dev/sms');
    expect(list.status).toBe(200);
    expect(list.body.object).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: phone, body: `Le Petit Zinc : votre code de confirmation de réservation est ${code}. Il est valable 10 minutes.` }),
      ]),
    );
    expect(stub.requests).toHaveLength(0);
  });
});
