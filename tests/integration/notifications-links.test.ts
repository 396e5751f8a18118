import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, dinerOf, questionIds } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// The links sent by e-mail are capabilities: guessing one must be hopeless, a dead link must not
// tell whether it ever existed, and the pages they open must not leak them through Referer.

const GUESSES = 1_000;

describe.each(await dialectsUnderTest())('capability links on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it(`finds nothing for ${GUESSES} random shortIds; a cancelled link shows its state and nothing more`, { timeout: 120_000 }, async () => {
    const q = await questionIds(server);
    const created = await server.call('POST', '/api/bookings', bookingBody(q.required, dinerOf(1300)));
    expect(created.status).toBe(201);
    const { shortId, guid } = created.body.object as { shortId: string; guid: string };
    // Same shape as real ids: 128 bits, base64url.
    expect(shortId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await server.call('GET', `/api/bookings/short/${shortId}`)).status).toBe(200);
    expect((await server.call('POST', `/api/bookings/${guid}/cancel`)).status).toBe(200);

    const bodies = new Set<string>();
    const statuses = new Set<number>();
    let found = 0;
    const guesses = Array.from({ length: GUESSES }, () => randomBytes(16).toString('base64url'));
    for (let i = 0; i < guesses.length; i += 50) {
      const answers = await Promise.all(
        guesses.slice(i, i + 50).map(async (guess) => {
          const res = await fetch(`${server.url}/api/bookings/short/${guess}`);
          return { status: res.status, body: await res.text() };
        }),
      );
      for (const a of answers) {
        statuses.add(a.status);
        bodies.add(a.body);
        if (a.status === 200) found++;
      }
    }
    expect(found).toBe(0);
    expect([...statuses]).toEqual([404]);
    // Every unknown link answers the very same bytes: a guess learns nothing.
    expect(bodies.size).toBe(1);
    const notFoundBody = [...bodies][0]!;
    expect(JSON.parse(notFoundBody)).toEqual({
      code: 404,
      error: true,
      message: 'Impossible de trouver votre réservation. Veuillez vérifier le lien ou contacter le restaurant.',
      object: { reason: 'not_found' },
      said: { code: 'bookingNotFound' },
    });

    // The link is the diner's capability: once cancelled it says so, with the day, and nothing that
    // could act on the booking or reveal the diner's contact details.
    const cancelled = await fetch(`${server.url}/api/bookings/short/${shortId}`);
    expect(cancelled.status).toBe(200);
    const cancelledText = await cancelled.text();
    const view = (JSON.parse(cancelledText) as { object: Record<string, unknown> }).object;
    expect(view.state).toBe('cancelled');
    expect(cancelledText).not.toContain(guid);
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('phone_number');
    // Acting on a cancelled booking answers exactly like an unknown link.
    const confirm = await fetch(`${server.url}/api/bookings/short/${shortId}/confirm`, { method: 'POST' });
    expect(confirm.status).toBe(404);
    expect(await confirm.text()).toBe(notFoundBody);
  });

  it('sends Referrer-Policy: no-referrer on every capability page, not on ordinary ones', async () => {
    const id = randomBytes(16).toString('base64url');
    for (const page of [`/resa/${id}`, `/confirmresa/${id}`, `/communication/unsubscribe/${id}`, `/communication/confirm/${id}`]) {
      const res = await fetch(`${server.url}${page}`);
      expect(res.headers.get('referrer-policy'), page).toBe('no-referrer');
      // Never framed by another site either.
      expect(res.headers.get('content-security-policy'), page).toContain("frame-ancestors 'none'");
    }
    const wizard = await fetch(`${server.url}/reserver/le-petit-zinc`);
    expect(wizard.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
