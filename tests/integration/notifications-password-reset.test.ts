import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/server/modules/notifications/outbox-secrets';
import { dialectsUnderTest } from '../support/databases';
import { expectRefusal } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The owner's "mot de passe oublié" e-mail as it arrives on a real SMTP server, its link followed
// through the auth API, and what the outbox keeps of it afterwards.

describe.each(await dialectsUnderTest())('password-reset e-mail on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let owners = 0;

  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const signUp = async () => {
    const n = ++owners;
    const owner = { email: `gerante.${n}@exemple.fr`, password: 'ancien-mot-de-passe', ownerName: `Gérante ${n}` };
    const res = await server.call('POST', '/api/owners/sign-up', { ...owner, restaurantName: `Bistrot ${n}`, code: '4321' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    // The sign-up's own e-mail (confirm the address) goes first, out of the way of what is tested.
    expect(await deliver()).toBe(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Confirmez votre adresse e-mail – Couvert']);
    smtp.received.length = 0;
    return owner;
  };
  const askReset = async (email: string) => {
    const res = await server.call('POST', '/api/owners/password-reset', { email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await outboxRows(server, 'password_reset')).filter((r) => r.recipient === email).at(-1)!;
  };
  const rowById = async (id: number) => (await outboxRows(server, 'password_reset')).find((r) => r.id === id)!;
  const enrol = (email: string, password: string) => server.call('POST', '/api/devices/enrol', { email, password });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('arrives in French with the product brand and a link that resets the password', async () => {
    const owner = await signUp();
    const queued = await askReset(owner.email);
    expect(await deliver()).toBe(1);

    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual([owner.email]);
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe Couvert');
    expect(mail!.from).toMatch(/Couvert/);
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.html).toContain(`${server.url}/logo.svg`);
    expect(mail!.text).toContain(`Bonjour ${owner.ownerName},`);
    expect(mail!.text).toContain(`Vous avez demandé à réinitialiser le mot de passe de votre compte Couvert (${owner.email}).`);
    expect(mail!.text).toContain("Ce lien est valable une heure et ne sert qu'une fois.");
    expect(mail!.text).toContain("Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.");
    expect(mail!.text).toContain('Message envoyé par Couvert.');
    expect(mail!.text).not.toContain('pour Couvert');

    const link = linksIn(mail!.text).find((l) => l.includes('#jeton='))!;
    expect(new URL(link).pathname).toBe('/mot-de-passe/nouveau');
    expect(mail!.html).toContain(`href="${link}"`);

    // What the page at that address does with the fragment's token.
    const token = new URL(link).hash.replace(/^#jeton=/, '');
    const done = await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'nouveau-mot-de-passe' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
    const enrolled = await enrol(owner.email, 'nouveau-mot-de-passe');
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body.object).toMatchObject({ enrolled: true });
    expect((await enrol(owner.email, owner.password)).status).toBe(401);
    expectRefusal(await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'encore-un-autre-mot' }), 422);

    // Delivered: the row is kept, the link in it is not.
    const row = await rowById(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const payload = JSON.parse(row.payload);
    expect(payload).toMatchObject({ resetUrl: REDACTED, name: owner.ownerName });
    expect(typeof payload.ownerId).toBe('number');
    expect(typeof payload.expiresAt).toBe('string');
    expect(row.payload).not.toContain(token);
    const dev = await server.call('GET', '/api/dev/outbox?channel=email&limit=200');
    expect(JSON.stringify(dev.body.object)).not.toContain(token);
  });

  it('sends nothing once the link is past its hour or already used, and masks it all the same', async () => {
    const late = await signUp();
    const expired = await askReset(late.email);
    server.clock.set(new Date(Date.parse(DEFAULT_TEST_NOW) + 61 * 60_000));
    await deliver();
    expect(smtp.received).toHaveLength(0);
    const expiredRow = await rowById(expired.id);
    expect(expiredRow).toMatchObject({ status: 'skipped', last_error: 'lien expiré' });
    expect(JSON.parse(expiredRow.payload).resetUrl).toBe(REDACTED);

    // Two requests; the owner uses the first link before the second message goes out.
    server.clock.set(DEFAULT_TEST_NOW);
    const owner = await signUp();
    const first = await askReset(owner.email);
    const second = await askReset(owner.email);
    const token = /#jeton=(.+)$/.exec(JSON.parse(first.payload).resetUrl)![1]!;
    expect((await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'nouveau-mot-de-passe' })).status).toBe(200);
    await deliver();
    expect(smtp.received).toHaveLength(0);
    for (const queued of [first, second]) {
      const row = await rowById(queued.id);
      expect(row).toMatchObject({ status: 'skipped', last_error: 'lien déjà utilisé ou remplacé' });
      expect(JSON.parse(row.payload).resetUrl).toBe(REDACTED);
    }
  });

  it('masks the link of a message refused for good by the mail server', async () => {
    const owner = await signUp();
    const queued = await askReset(owner.email);
    smtp.failNext(1, 550);
    await deliver();
    const row = await rowById(queued.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(JSON.parse(row.payload).resetUrl).toBe(REDACTED);
  });

  it('keeps the link while a temporary failure leaves the message to be retried', async () => {
    const owner = await signUp();
    const queued = await askReset(owner.email);
    smtp.failNext(1, 451);
    await deliver();
    let row = await rowById(queued.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(JSON.parse(row.payload).resetUrl).toMatch(/#jeton=/);
    server.clock.set(row.next_attempt_at);
    await deliver();
    row = await rowById(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(JSON.parse(row.payload).resetUrl).toBe(REDACTED);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(owner.email))).toHaveLength(1);
  });
});
