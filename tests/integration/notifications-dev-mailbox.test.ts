import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, dinerOf, questionIds } from '../support/booking-fixtures';
import { parseMail } from '../support/mime-parse';
import { workerFor } from '../support/notification-harness';
import { startTestServer, type TestServer } from '../support/test-server';

// Development without SMTP: messages are kept as .eml files and listed by the development mailbox.

describe.each(await dialectsUnderTest())('development mailbox on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('keeps each e-mail as a readable .eml and lists it at /api/dev/mailbox', async () => {
    const q = await questionIds(server);
    const who = dinerOf(1700);
    const created = await server.call('POST', '/api/bookings', bookingBody(q.required, who));
    expect(created.status).toBe(201);
    const worker = workerFor(server);
    await worker.drain();
    await worker.stop();

    const dir = path.join(server.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = parseMail(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(eml.subject).toBe('Réservation confirmée – Le Petit Zinc');
    expect(eml.to).toContain(who.email);
    expect(eml.attachments.map((a) => a.filename)).toEqual(['reservation.ics']);

    const res = await server.call('GET', '/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.object).toHaveLength(1);
    expect(res.body.object[0]).toMatchObject({ to: who.email, subject: 'Réservation confirmée – Le Petit Zinc', eml: files[0] });
    expect(res.body.object[0].text).toContain(`/resa/${created.body.object.shortId}`);
  });

  it('is not served in production', async () => {
    const prod = await startTestServer(dialect, { env: { NODE_ENV: 'production' }, seed: false });
    try {
      expect((await prod.call('GET', '/api/dev/mailbox')).status).toBe(404);
      expect((await prod.call('GET', '/api/dev/sms')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
