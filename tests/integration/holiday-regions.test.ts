import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, login, restaurantIdOf, sessionsFor } from './staff-helpers';

// A restaurant's public holidays follow its region: read from its address's post code, or set in
// Réglages. Saturday 26 December 2026 is a holiday in Alsace-Moselle, not in Paris, so a commercial
// SMS written on Christmas Eve leaves a Paris restaurant on the 26th and a Strasbourg one on
// Monday the 28th.

const SID = 'AC0123456789abcdef';

describe.each(await dialectsUnderTest())('holiday regions on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let zinc: number;
  let owner: string;
  let device: string;

  const url = (path: string) => `/api/staff/restaurants/${zinc}${path}`;
  const at = async (instant: string) => {
    server.clock.set(instant);
    owner = await login(server, device, CODES.owner);
  };
  const deliver = async () => {
    const worker = workerFor(
      server,
      { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: SID, authToken: 'jeton', from: '+33700000001' } },
      { retry: { jitter: 0 } },
    );
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  async function saveProfile(changes: Record<string, unknown>) {
    const current = await server.call('GET', url('/settings'), undefined, bearer(owner));
    return server.call('PUT', url('/settings/profile'), { ...current.body.object.profile, ...changes }, bearer(owner));
  }
  /** A text mailing written on Christmas Eve at 20:15 Paris, held until the window opens. */
  async function mailOnChristmasEve(): Promise<string> {
    await at('2026-12-24T19:15:00Z');
    const sent = await server.call(
      'POST',
      url('/mailings'),
      { subject: 'Menu de fête', text: 'Foie gras et bûche.', sms_text: 'Menu de fête ce week-end !', image_url: '', channels: ['sms'] },
      bearer(owner),
    );
    expect(sent.status).toBe(201);
    return sent.body.object.guid;
  }

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    device = sessions.device;
    const consentAt = '2026-11-01T10:00:00.000Z';
    await server.db.kysely
      .insertInto('subscriptions')
      .values({
        guid: randomBytes(16).toString('base64url'),
        restaurant_id: zinc,
        email: '',
        phone_number: '+33611000009',
        status: 'active',
        confirm_token: null,
        consent_text: 'J’accepte de recevoir les communications du jour.',
        consent_channels: 'sms',
        consent_at: consentAt,
        confirmed_at: consentAt,
        phone_confirmed_at: consentAt,
        phone_confirmed_via: 'sms_link',
        unsubscribed_at: null,
        created_at: consentAt,
      })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(async () => {
    sms.requests.length = 0;
    await at(DEFAULT_TEST_NOW);
    await server.db.kysely.deleteFrom('outbox').execute();
  });

  it('is determined by the address by default, and says so in the settings', async () => {
    expect((await saveProfile({ address: '3 rue de Rivoli, 75004 Paris' })).status).toBe(200);
    const settings = await server.call('GET', url('/settings'), undefined, bearer(owner));
    expect(settings.body.object.profile.holiday_region).toBe('auto');
  });

  it('sends a Paris restaurant’s SMS on 26 December', async () => {
    expect((await saveProfile({ address: '3 rue de Rivoli, 75004 Paris', holiday_region: 'auto' })).status).toBe(200);
    await mailOnChristmasEve();
    server.clock.set('2026-12-26T07:00:00Z'); // Saturday 26, 08:00 Paris
    expect(await deliver()).toBe(1);
    expect(sms.requests).toHaveLength(1);
  });

  it('holds a Strasbourg restaurant’s SMS on 26 December, until Monday 08:00', async () => {
    expect((await saveProfile({ address: '12 rue du Dôme, 67000 Strasbourg', holiday_region: 'auto' })).status).toBe(200);
    const guid = await mailOnChristmasEve();
    const report = await server.call('GET', url(`/mailings/${guid}`), undefined, bearer(owner));
    expect(report.body.object.report.smsNotBefore).toBe('2026-12-28T07:00:00.000Z');
    server.clock.set('2026-12-26T10:00:00Z');
    expect(await deliver()).toBe(0);
    server.clock.set('2026-12-28T07:00:00Z');
    expect(await deliver()).toBe(1);
    expect(sms.requests).toHaveLength(1);
  });

  it('follows the owner’s choice over the address', async () => {
    expect((await saveProfile({ address: '12 rue du Dôme, 67000 Strasbourg', holiday_region: 'metropole' })).status).toBe(200);
    await mailOnChristmasEve();
    server.clock.set('2026-12-26T07:00:00Z');
    expect(await deliver()).toBe(1);
    // And the other way: a Paris address set to Alsace-Moselle waits.
    await at(DEFAULT_TEST_NOW);
    expect((await saveProfile({ address: '3 rue de Rivoli, 75004 Paris', holiday_region: 'alsace-moselle' })).status).toBe(200);
    await server.db.kysely.deleteFrom('outbox').execute();
    await mailOnChristmasEve();
    server.clock.set('2026-12-26T07:00:00Z');
    expect(await deliver()).toBe(0);
  });

  it('refuses an unknown region in French, and changes nothing', async () => {
    const refused = await saveProfile({ address: '1 place Kléber, 67000 Strasbourg', holiday_region: 'bretagne' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Jours fériés : région inconnue/);
    const settings = await server.call('GET', url('/settings'), undefined, bearer(owner));
    expect(settings.body.object.profile.address).not.toContain('Kléber');
  });
});
