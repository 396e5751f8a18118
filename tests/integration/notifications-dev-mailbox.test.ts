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
    const eml = await parseMail(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(eml.subject).toBe('Réservation confirmée – Le Petit Zinc');
    expect(eml.to).toContain(who.email);
    expect(eml.attachments.map((a) => a.filename)).toEqual(['reservation.ics']);

    const res = await server.call('GET', '/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.object).toHaveLength(1);
    expect(res.body.object[0]).toMatchObject({ to: who.email, subject: 'Réservation confirmée – Le Petit Zinc', eml: files[0] });
    expect(res.body.object[0].text).toContain(`/resa/${created.body.object.shortId}`);
  });

  it('shows the browser a readable page whose links open', async () => {
    const created = await server.call('POST', '/api/bookings', bookingBody((await questionIds(server)).required, dinerOf(1701)));
    expect(created.status).toBe(201);
    const worker = workerFor(server);
    await worker.drain();
    await worker.stop();
    const res = await fetch(`${server.url}/api/dev/mailbox`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // Its own inline styles may apply; nothing else may load.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<h2>Réservation confirmée – Le Petit Zinc</h2>');
    // The booking's own link, clickable, as the e-mail gave it.
    const link = new RegExp(`<a href="(http://[^"]+/resa/${created.body.object.shortId})">\\1</a>`);
    expect(html).toMatch(link);
    expect(html).not.toContain('<script');
  });

  // npm start sets NODE_ENV=production on a newcomer's machine: the links point at localhost.
  it('is served under `npm start` (production, links on this machine)', async () => {
    const local = await startTestServer(dialect, { env: { NODE_ENV: 'production' }, seed: false });
    try {
      expect(local.config.publicUrl).toMatch(/^http:\/\/localhost:/);
      expect((await local.call('GET', '/api/dev/mailbox')).status).toBe(200);
      expect((await local.call('GET', '/api/dev/sms')).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('is not served on a real deployment (public address) nor for a channel with a real provider', async () => {
    const deployed = await startTestServer(dialect, { env: { NODE_ENV: 'production', PUBLIC_URL: 'https://reservation.example.fr' }, seed: false });
    const withProviders = await startTestServer(dialect, {
      env: {
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_API_URL: 'http://127.0.0.1:9/sms',
        SMS_ACCOUNT_SID: 'AC1',
        SMS_AUTH_TOKEN: 'jeton',
        SMS_FROM: '+33700000001',
      },
      seed: false,
    });
    try {
      for (const s of [deployed, withProviders]) {
        expect((await s.call('GET', '/api/dev/mailbox')).status).toBe(404);
        expect((await s.call('GET', '/api/dev/sms')).status).toBe(404);
      }
    } finally {
      await deployed.close();
      await withProviders.close();
    }
  });
});
