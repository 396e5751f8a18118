import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/server/modules/notifications/outbox-secrets';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, bookingBody, dinerOf, phoneOf, questionIds, readSmsCode } from '../support/booking-fixtures';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// A confirmation code is in the outbox only as long as it has to be sent: the row that records its
// delivery (or why there was none) no longer holds it. (Reset links: notifications-password-reset.)

describe.each(await dialectsUnderTest())('secrets after delivery on %s', (dialect) => {
  let server: TestServer;
  let stub: SmsStub;
  let diner = 1700;
  const provider = () => ({ apiUrl: stub.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' });
  /** Through the HTTP stub, or (false) through the development adapter that keeps the texts. */
  const deliver = async (viaProvider = true) => {
    const worker = workerFor(server, { sms: viaProvider ? provider() : undefined }, { retry: { jitter: 0 } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const requestCode = async (phone: string) => {
    const res = await server.call('POST', '/api/code/create', codeBody(phone));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await outboxRows(server, 'sms_code')).filter((r) => r.recipient === phone).at(-1)!;
  };
  const reread = async (id: number) => (await outboxRows(server)).find((r) => r.id === id)!;

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

  it('masks the code of a sent SMS in the same update that marks it sent, and keeps the rest', async () => {
    const phone = phoneOf(++diner);
    const queued = await requestCode(phone);
    const code = JSON.parse(queued.payload).code as string;
    expect(code).toMatch(/^\d{6}$/);
    await deliver();
    expect(stub.requests.map((r) => r.form.Body)).toEqual([
      `Le Petit Zinc : votre code de confirmation de réservation est ${code}. Il est valable 10 minutes.`,
    ]);

    const row = await reread(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(JSON.parse(row.payload)).toEqual({ code: REDACTED, restaurantName: 'Le Petit Zinc' });
    const dev = await server.call('GET', '/api/dev/outbox?channel=sms&limit=200');
    expect(dev.body.object.find((m: { id: number }) => m.id === queued.id).payload).toEqual({ code: REDACTED, restaurantName: 'Le Petit Zinc' });
    // Masking the outbox changes nothing for the diner: the code received still verifies the phone.
    const check = await server.call('POST', '/api/code/check', { phone_number: phone, code });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
  });

  it('keeps the code while the message waits for a retry, masks it once it is given up or dropped', async () => {
    const retried = phoneOf(++diner);
    const pending = await requestCode(retried);
    stub.failNext(1, 503);
    await deliver();
    expect(await reread(pending.id)).toMatchObject({ status: 'pending', attempts: 1, payload: pending.payload });

    const refused = phoneOf(++diner);
    const failed = await requestCode(refused);
    stub.failNext(1, 400);
    await deliver();
    expect(await reread(failed.id)).toMatchObject({ status: 'failed' });
    expect(JSON.parse((await reread(failed.id)).payload).code).toBe(REDACTED);

    const late = phoneOf(++diner);
    const expired = await requestCode(late);
    server.clock.set(new Date(Date.parse(DEFAULT_TEST_NOW) + 11 * 60_000));
    await deliver();
    expect(await reread(expired.id)).toMatchObject({ status: 'skipped', last_error: 'code expiré' });
    expect(JSON.parse((await reread(expired.id)).payload).code).toBe(REDACTED);
  });

  it('leaves the payload of messages without secrets as it was', async () => {
    const { required } = await questionIds(server);
    const res = await server.call('POST', '/api/bookings', bookingBody(required, dinerOf(++diner)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [queued] = (await outboxRows(server, 'booking_received')).slice(-1);
    await deliver();
    expect(await reread(queued!.id)).toMatchObject({ status: 'sent', payload: queued!.payload });
  });

  it('in development, the code of a sent SMS is still read from the development SMS list', async () => {
    const phone = phoneOf(++diner);
    await requestCode(phone);
    await deliver(false);
    const code = await readSmsCode(server, phone);
    const check = await server.call('POST', '/api/code/check', { phone_number: phone, code });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
  });
});
