import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { expectRefusal, restaurantRow, rowCounts, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// The daily-specials mailing: sign-up (consent and a contact required; e-mail goes through double
// opt-in) and unsubscribe with the spec's own messages.

const UNSUBSCRIBED = 'Vous avez été désinscrit avec succès de notre liste de diffusion. Vous ne recevrez plus de communications concernant les plats du jour.';
const UNSUBSCRIBE_ERROR =
  "Nous n'avons pas pu traiter votre demande de désinscription. Veuillez réessayer ultérieurement ou contacter le restaurant directement.";

describe.each(await dialectsUnderTest())('subscriptions on %s', (dialect) => {
  let server: TestServer;
  let restaurantId: number;
  const subscribe = (body: Record<string, unknown>) => server.call('POST', '/api/subscriptions', { restaurant_id: restaurantId, consent: true, ...body });
  const subscriptionOf = (where: { email?: string; phone?: string }) => {
    let query = server.db.kysely.selectFrom('subscriptions').selectAll().where('restaurant_id', '=', restaurantId);
    if (where.email !== undefined) query = query.where('email', '=', where.email);
    if (where.phone !== undefined) query = query.where('phone_number', '=', where.phone);
    return query.executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    restaurantId = (await restaurantRow(server)).id;
  });
  afterAll(async () => server?.close());

  it('finds the restaurant of the communications page by slug', async () => {
    const res = await server.call('GET', `/api/communications/${SLUG}`);
    expect(res.body).toMatchObject({ code: 200, error: false, object: { restaurant_id: restaurantId } });
  });

  it('signs up an e-mail as pending and sends the confirmation link', async () => {
    const before = await rowCounts(server);
    const res = await subscribe({ email: 'Lea.Dupont@Exemple.fr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, error: false, object: null });
    expect(res.body.message).toMatch(/e-mail/);
    const row = await subscriptionOf({ email: 'lea.dupont@exemple.fr' });
    expect(row).toMatchObject({ status: 'pending', phone_number: '', consent_channels: 'email' });
    expect(row.confirm_token).toBeTruthy();
    expect(row.consent_text.length).toBeGreaterThan(20);
    expect(row.guid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(row.guid.length * 6).toBeGreaterThanOrEqual(120);
    const mails = await server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'subscription_confirm')
      .where('recipient', '=', 'lea.dupont@exemple.fr')
      .execute();
    expect(mails).toHaveLength(1);
    const after = await rowCounts(server);
    expect(after.subscriptions - before.subscriptions).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  it('keeps a phone-only sign-up pending until the link texted to it is followed, and keeps the proof', async () => {
    const res = await subscribe({ phone_number: '06 98 76 54 32' });
    expect(res.body).toEqual({
      code: 200,
      error: false,
      message: 'Merci ! Pour finaliser votre inscription, suivez le lien que nous venons de vous envoyer par SMS.',
      object: null,
      said: { code: 'pendingPhone' },
    });
    const row = await subscriptionOf({ phone: '+33698765432' });
    expect(row).toMatchObject({ status: 'pending', email: '', consent_channels: 'sms', phone_confirmed_at: null });
    const texts = await server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'subscription_phone_confirm')
      .where('recipient', '=', '+33698765432')
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.channel).toBe('sms');
    const confirmed = await server.call('POST', `/api/subscriptions/confirm/${row.phone_confirm_token}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await subscriptionOf({ phone: '+33698765432' })).toMatchObject({
      status: 'active',
      phone_confirmed_at: server.clock.now().toISOString(),
      phone_confirmed_via: 'sms_link',
    });
  });

  it('refuses a landline or premium-rate number for SMS communications, sending nothing', async () => {
    const before = await rowCounts(server);
    for (const phone of ['01 45 67 89 01', '08 99 12 34 56']) {
      expectRefusal(await subscribe({ phone_number: phone }), 422, 'Les communications sont envoyées par SMS : veuillez saisir un numéro de téléphone mobile.');
    }
    expect(await rowCounts(server)).toEqual(before);
  });

  it('is idempotent: 25 sign-ups of one address, at once, give one subscription and at most 3 confirmation e-mails', async () => {
    const email = 'bombardee@exemple.fr';
    const answers = await Promise.all(Array.from({ length: 25 }, () => subscribe({ email })));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    const rows = await server.db.kysely.selectFrom('subscriptions').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    const mails = await server.db.kysely.selectFrom('outbox').select('id').where('kind', '=', 'subscription_confirm').where('recipient', '=', email).execute();
    expect(mails).toHaveLength(3);
    // The cap is per address and day, across restaurants: the next day, one more link.
    const start = server.clock.now();
    try {
      server.clock.set(new Date(start.getTime() + 25 * 3_600_000));
      await subscribe({ email });
      expect(
        await server.db.kysely.selectFrom('outbox').select('id').where('kind', '=', 'subscription_confirm').where('recipient', '=', email).execute(),
      ).toHaveLength(4);
    } finally {
      server.clock.set(start);
    }
  });

  it('brings back an unsubscribed person who signs up again, pending a new confirmation, in the same row', async () => {
    const email = 'revenant@exemple.fr';
    await subscribe({ email });
    const first = await subscriptionOf({ email });
    await server.call('POST', `/api/subscriptions/confirm/${first.confirm_token}`);
    await server.call('POST', `/api/subscriptions/${first.guid}/unsubscribe`);
    expect((await subscriptionOf({ email })).status).toBe('unsubscribed');
    await subscribe({ email, phone_number: '06 12 98 76 54' });
    const again = await subscriptionOf({ email });
    expect(again).toMatchObject({
      id: first.id,
      status: 'pending',
      confirmed_at: null,
      unsubscribed_at: null,
      phone_number: '+33612987654',
      consent_channels: 'email,sms',
    });
    expect(again.confirm_token).not.toBe(first.confirm_token);
  });

  it('holds one subscription per contact in the database itself (unique index)', async () => {
    const row = await subscriptionOf({ email: 'revenant@exemple.fr' });
    const { id: _id, ...copy } = row;
    await expect(
      server.db.kysely
        .insertInto('subscriptions')
        .values({ ...copy, guid: 'copie-0001', phone_number: '' })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps an e-mail and phone sign-up pending until the e-mail is confirmed', async () => {
    const res = await subscribe({ email: 'duo@exemple.fr', phone_number: '+33 6 11 22 33 44' });
    expect(res.status).toBe(200);
    expect(await subscriptionOf({ email: 'duo@exemple.fr' })).toMatchObject({ status: 'pending', phone_number: '+33611223344', consent_channels: 'email,sms' });
  });

  const refusals: Array<[string, Record<string, unknown>, number, string | undefined]> = [
    ['no consent', { email: 'sans.accord@exemple.fr', consent: false }, 422, 'Veuillez cocher la case de consentement pour vous inscrire.'],
    ['neither e-mail nor phone', { email: '', phone_number: '' }, 422, 'Veuillez indiquer une adresse e-mail ou un numéro de téléphone.'],
    ['blank contact fields', { email: '   ', phone_number: '  ' }, 422, 'Veuillez indiquer une adresse e-mail ou un numéro de téléphone.'],
    ['an invalid e-mail', { email: 'pas-un-email' }, 422, 'Veuillez saisir une adresse e-mail valide.'],
    ['an invalid phone', { phone_number: '12' }, 422, 'Veuillez saisir un numéro de téléphone valide.'],
    ['an unknown restaurant', { email: 'perdu@exemple.fr', restaurant_id: 999999 }, 404, 'Restaurant introuvable.'],
    ['a missing consent field', { email: 'oubli@exemple.fr', consent: undefined }, 400, undefined],
  ];

  it.each(refusals)('refuses %s in French, storing nothing', async (_label, body, status, message) => {
    const before = await rowCounts(server);
    expectRefusal(await subscribe(body), status, message);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('unsubscribes with the spec success message, and again without error', async () => {
    await subscribe({ phone_number: '06 55 44 33 22' });
    const { guid } = await subscriptionOf({ phone: '+33655443322' });
    const res = await server.call('POST', `/api/subscriptions/${guid}/unsubscribe`);
    // The page leads back to the restaurant's booking page, not to the product's home.
    expect(res.body).toEqual({
      code: 200,
      error: false,
      message: UNSUBSCRIBED,
      object: { restaurant_slug: SLUG },
      said: { code: 'unsubscribed', language: 'fr' },
    });
    const row = await subscriptionOf({ phone: '+33655443322' });
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).toBeTruthy();
    // A second click on the same link must not frighten anyone with an error.
    expect((await server.call('POST', `/api/subscriptions/${guid}/unsubscribe`)).body).toEqual(res.body);
  });

  it('answers an unknown unsubscribe link with the spec error message', async () => {
    const before = await rowCounts(server);
    expectRefusal(await server.call('POST', '/api/subscriptions/inconnu-0123456789abcdef/unsubscribe'), 404, UNSUBSCRIBE_ERROR);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('never unsubscribes on a GET of the link', async () => {
    await subscribe({ phone_number: '06 44 33 22 11' });
    const { guid, status } = await subscriptionOf({ phone: '+33644332211' });
    const res = await server.call('GET', `/api/subscriptions/${guid}/unsubscribe`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await subscriptionOf({ phone: '+33644332211' })).status).toBe(status);
  });
});
