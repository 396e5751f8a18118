import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, DEMO_OWNER } from './staff-helpers';

// Issue 12, point 7: owner passwords cannot be guessed at speed, nobody's account can be found out
// through sign-up, and a restaurant takes online bookings once its owner's e-mail is confirmed.

const signUpOf = (email: string, restaurantName: string) => ({
  email,
  password: 'mot-de-passe-solide',
  ownerName: 'Nina',
  restaurantName,
  code: '4321',
});

describe.each(await dialectsUnderTest())('owner accounts under attack on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  const enrol = (email: string, password: string) => server.call('POST', '/api/devices/enrol', { email, password });
  const outboxOf = (kind: string) => server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', kind).execute();
  const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));

  it('150 wrong passwords in a row: 4 are checked, 146 wait; the right one works once the (bounded) wait is over; the owner is e-mailed once', async () => {
    const start = server.clock.now();
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await enrol(DEMO_OWNER.email, `mauvais-${i}`)).status);
    expect({ '401': statuses.filter((s) => s === 401).length, '429': statuses.filter((s) => s === 429).length }).toEqual({ '401': 4, '429': 146 });
    const waiting = await enrol(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/^Trop de mots de passe erronés pour ce compte\. Patientez \d+ secondes? ou réinitialisez votre mot de passe\.$/);
    // Never a lock-out: past the wait, the real owner gets in.
    later(16_000);
    expect((await enrol(DEMO_OWNER.email, DEMO_OWNER.password)).status).toBe(200);
    expect((await outboxOf('owner_password_attempts')).map((m) => m.recipient)).toEqual([DEMO_OWNER.email]);
    server.clock.set(new Date(start.getTime() + 3600_000 + 60_000));
  });

  it('guesses sent all at once are queued the same way: of 30 parallel ones, at most 5 are checked', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => enrol(DEMO_OWNER.email, `parallele-${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    later(3600_000 + 60_000);
  });

  it('an unknown e-mail is slowed down exactly like a known one: the delays reveal no account', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      known.push((await enrol(DEMO_OWNER.email, `x-${i}`)).status);
      unknown.push((await enrol('personne.inconnue@exemple.fr', `x-${i}`)).status);
    }
    expect(unknown).toEqual(known);
    later(3600_000 + 60_000);
  });

  it('sign-up answers alike for a taken and a new address, and goes on by e-mail', async () => {
    const taken = await server.call('POST', '/api/owners/sign-up', signUpOf(DEMO_OWNER.email, 'Le Double'));
    const fresh = await server.call('POST', '/api/owners/sign-up', signUpOf('nina.nouvelle@exemple.fr', 'La Cantine de Nina'));
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(taken.body.object).toBeNull();
    expect(fresh.body.object).toBeNull();
    expect(taken.body.message.replace(DEMO_OWNER.email, '<e-mail>')).toBe(fresh.body.message.replace('nina.nouvelle@exemple.fr', '<e-mail>'));
    expect(fresh.body.message).toContain('Nous avons envoyé un e-mail à nina.nouvelle@exemple.fr');
    expect((await outboxOf('sign_up_attempt')).map((m) => m.recipient)).toEqual([DEMO_OWNER.email]);
    expect((await outboxOf('email_confirmation')).map((m) => m.recipient)).toEqual(['nina.nouvelle@exemple.fr']);
    // Nothing was created for the taken address.
    expect(await server.db.kysely.selectFrom('restaurants').select('id').where('name', '=', 'Le Double').execute()).toEqual([]);
  });

  it('a new restaurant refuses online bookings until the owner confirms; the dashboard knows and can resend', async () => {
    await server.call('POST', '/api/owners/sign-up', signUpOf('leo.attente@exemple.fr', 'Chez Léo'));
    const restaurant = await server.db.kysely.selectFrom('restaurants').selectAll().where('name', '=', 'Chez Léo').executeTakeFirstOrThrow();
    const booking = () =>
      server.call('POST', '/api/bookings', {
        ...bookingBody(0, { ...dinerOf(7), date: DAY.thursday }),
        questions: [],
        restaurantSlug: restaurant.slug,
        restaurantId: restaurant.id,
      });

    const config = await server.call('GET', `/api/restaurants/${restaurant.slug}/config`);
    expect(config.body.object).toMatchObject({ external_form_active: false, awaiting_owner_confirmation: true });
    const refused = await booking();
    expect(refused.status).toBe(422);
    expect(refused.body.object.reason).toBe('restaurant_not_confirmed');
    expect(refused.body.message).toBe(
      "Ce restaurant ne prend pas encore de réservations en ligne : son inscription n'est pas terminée. Vous pouvez l'appeler pour réserver.",
    );

    // The owner connects a device and opens the dashboard before confirming.
    const enrolled = await enrol('leo.attente@exemple.fr', 'mot-de-passe-solide');
    expect(enrolled.status).toBe(200);
    const login = await server.call('POST', '/api/login_check', { username: '4321', password: enrolled.body.object.deviceSecret });
    const token = login.body.object.token as string;
    const status = await server.call('GET', `/api/staff/restaurants/${restaurant.id}/owner-email`, undefined, bearer(token));
    expect(status.body.object).toEqual({ confirmed: false, emails: ['leo.attente@exemple.fr'] });
    const resends = [];
    for (let i = 0; i < 3; i++)
      resends.push((await server.call('POST', `/api/staff/restaurants/${restaurant.id}/owner-email/resend`, undefined, bearer(token))).status);
    // Three confirmation e-mails an hour: the one of the sign-up and two resends.
    expect(resends).toEqual([200, 200, 429]);

    const mails = (await outboxOf('email_confirmation')).filter((m) => m.recipient === 'leo.attente@exemple.fr');
    const link = JSON.parse(mails[0]!.payload).confirmUrl as string;
    const token2 = /#jeton=([A-Za-z0-9_-]+)$/.exec(link)![1]!;
    expect((await server.call('POST', '/api/owners/confirm-email', { token: 'pas-un-vrai-jeton' })).status).toBe(422);
    const confirmed = await server.call('POST', '/api/owners/confirm-email', { token: token2 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Votre adresse e-mail est confirmée : votre restaurant peut recevoir des réservations en ligne.');
    expect((await server.call('POST', '/api/owners/confirm-email', { token: token2 })).status).toBe(422);

    expect((await server.call('GET', `/api/restaurants/${restaurant.slug}/config`)).body.object.awaiting_owner_confirmation).toBe(false);
    expect((await booking()).body.object?.reason).not.toBe('restaurant_not_confirmed');
    expect((await server.call('GET', `/api/staff/restaurants/${restaurant.id}/owner-email`, undefined, bearer(token))).body.object.confirmed).toBe(true);
  });

  it('the demo restaurants, whose owner is confirmed, take bookings as before', async () => {
    const config = await server.call('GET', '/api/restaurants/le-petit-zinc/config');
    expect(config.body.object).toMatchObject({ external_form_active: true, awaiting_owner_confirmation: false });
  });
});

describe.each(await dialectsUnderTest())('sign-up bot check on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { seed: false, env: { BOT_CHECK: 'true' } });
  });
  afterAll(async () => server?.close());

  it('refuses a sign-up without a solved proof, as a booking is', async () => {
    const res = await server.call('POST', '/api/owners/sign-up', signUpOf('robot@exemple.fr', 'Robot Bistro'));
    expect(res.status).toBe(403);
    expect(res.body.object.reason).toBe('bot_check');
    expect(await server.db.kysely.selectFrom('owners').select('id').execute()).toEqual([]);
  });
});
