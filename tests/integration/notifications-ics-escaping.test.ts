import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, phoneOf, setRestaurant } from '../support/booking-fixtures';
import { workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// Issue 25, point 8: a line break of any kind in the restaurant's name or address (a bare CR
// included, which many calendar parsers also end a line on) stays inside its property of the
// booking's .ics, escaped; every line is folded at 75 octets.

/** Content lines as a lenient parser reads them: unfolded, then split on CRLF, LF or a bare CR. */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);

describe.each(await dialectsUnderTest())('the .ics of a booking e-mail on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('keeps a bare CR, a LF and a CRLF of the name and address escaped inside SUMMARY and LOCATION', async () => {
    const zinc = await restaurantIdOf(server, 'le-petit-zinc');
    const token = await login(server, await enrolDevice(server, zinc), CODES.owner);
    // Written as any value of the row could be (an import, an older version, an operator's SQL).
    await setRestaurant(server, 'le-petit-zinc', {
      name: 'Le Petit Zinc\rATTENDEE:mailto:pirate@exemple.fr',
      address: '12 rue des Rosiers\rX-INJECTE:oui\nDESCRIPTION:faux\r\nURL:https://pirate.example/ et une adresse qui continue assez longtemps pour être pliée',
    });
    const created = await server.call(
      'POST',
      `/api/staff/restaurants/${zinc}/bookings`,
      { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 2, name: 'Iris Calendrier', phone: phoneOf(2700), email: 'iris.calendrier@exemple.fr' },
      bearer(token),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const mail = smtp.received.find((m) => m.envelopeTo.includes('iris.calendrier@exemple.fr'))!;
    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')!.content;
    const lines = contentLines(ics);
    // Before: ATTENDEE, X-INJECTE, a second DESCRIPTION and a second URL were properties of their own.
    expect(lines.filter((l) => /^(ATTENDEE|X-INJECTE|DESCRIPTION|URL)[:;]/.test(l)).map((l) => l.split(':')[0])).toEqual(['DESCRIPTION', 'URL']);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toContain('Le Petit Zinc\\nATTENDEE:mailto:pirate@exemple.fr');
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain('12 rue des Rosiers\\nX-INJECTE:oui\\nDESCRIPTION:faux\\nURL:https://pirate.example/');
    // Folded at 75 octets, with CRLF only.
    for (const physical of ics.split('\r\n')) {
      expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toMatch(/[\r\n]/);
    }
  });
});
