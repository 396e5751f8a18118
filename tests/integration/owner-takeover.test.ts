import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, DEMO_OWNER } from './staff-helpers';

// Issue 25, points 1, 2 and 9: sign-up tells nothing about an account's password, whoever signed
// up with someone else's address loses everything once its owner resets the password, and owners
// cannot choose a password attackers try first.

const signUpOf = (email: string, restaurantName: string, password = 'mot-de-passe-solide') => ({
  email,
  password,
  ownerName: 'Nina',
  restaurantName,
  code: '4321',
});

const fragmentToken = (url: string) => /#jeton=([A-Za-z0-9_-]+)$/.exec(url)![1]!;

describe.each(await dialectsUnderTest())('accounts nobody can take over on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  const enrol = (email: string, password: string) => server.call('POST', '/api/devices/enrol', { email, password });
  const outboxOf = (kind: string, recipient: string) =>
    server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', kind).where('recipient', '=', recipient).orderBy('id').execute();
  const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));

  it('sign-up with an existing address creates nothing, right password or not, even while its password checks are delayed', async () => {
    // The right password: before, a restaurant appeared at the chosen slug.
    const right = await server.call('POST', '/api/owners/sign-up', signUpOf(DEMO_OWNER.email, 'Le Piège', DEMO_OWNER.password));
    const wrong = await server.call('POST', '/api/owners/sign-up', signUpOf(DEMO_OWNER.email, 'Le Leurre', 'pas-le-bon-mot-de-passe'));
    expect([right.status, wrong.status]).toEqual([202, 202]);
    expect(right.body.message).toBe(wrong.body.message);
    expect((await server.call('GET', '/api/restaurants/le-piege/config')).status).toBe(404);
    expect((await server.call('GET', '/api/restaurants/le-leurre/config')).status).toBe(404);

    // The password checks of the account are being delayed: sign-up is no way around them.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await enrol(DEMO_OWNER.email, `mauvais-${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await server.call('POST', '/api/owners/sign-up', signUpOf(DEMO_OWNER.email, 'Le Contournement', DEMO_OWNER.password))).status).toBe(202);
    expect((await server.call('GET', '/api/restaurants/le-contournement/config')).status).toBe(404);
    expect(
      await server.db.kysely.selectFrom('restaurants').select('slug').where('slug', 'in', ['le-piege', 'le-leurre', 'le-contournement']).execute(),
    ).toEqual([]);
    later(3600_000 + 60_000);
  });

  it('a password reset revokes every device enrolled and every session opened with the old password (pre-hijacked account)', async () => {
    const victim = 'victime.future@exemple.fr';
    // The attacker signs up with the victim's address, connects a device and chooses the code.
    expect((await server.call('POST', '/api/owners/sign-up', signUpOf(victim, 'Chez la Victime', 'mot-de-passe-pirate'))).status).toBe(202);
    const device = await enrol(victim, 'mot-de-passe-pirate');
    expect(device.status).toBe(200);
    const restaurantId = device.body.object.restaurantId as number;
    const secret = device.body.object.deviceSecret as string;
    const login = await server.call('POST', '/api/login_check', { username: '4321', password: secret });
    expect(login.status).toBe(200);
    const token = login.body.object.token as string;
    const guests = () => server.call('GET', `/api/staff/restaurants/${restaurantId}/guests`, undefined, bearer(token));
    expect((await guests()).status).toBe(200);

    // The victim confirms the address, then resets the password they never chose.
    const confirmation = await outboxOf('email_confirmation', victim);
    expect((await server.call('POST', '/api/owners/confirm-email', { token: fragmentToken(JSON.parse(confirmation[0]!.payload).confirmUrl) })).status).toBe(
      200,
    );
    expect((await server.call('POST', '/api/owners/password-reset', { email: victim })).status).toBe(200);
    const reset = await outboxOf('password_reset', victim);
    const resetToken = fragmentToken(JSON.parse(reset[0]!.payload).resetUrl);
    expect((await server.call('POST', '/api/owners/password-reset/confirm', { token: resetToken, password: 'ma-phrase-a-moi-seule' })).status).toBe(200);

    // Before: 200, 200, 200. The attacker's session, device and code are worth nothing now.
    expect((await guests()).status).toBe(401);
    expect((await server.call('POST', '/api/login_check', { username: '4321', password: secret })).status).toBe(401);
    expect((await enrol(victim, 'mot-de-passe-pirate')).status).toBe(401);
    const own = await enrol(victim, 'ma-phrase-a-moi-seule');
    expect(own.status).toBe(200);
    expect((await server.call('POST', '/api/login_check', { username: '4321', password: own.body.object.deviceSecret })).status).toBe(200);
  });

  it.each([
    ['aaaaaaaaaa', 'Ce mot de passe répète trop les mêmes caractères : choisissez-en un autre, par exemple quelques mots sans lien entre eux.'],
    ['1212121212', 'Ce mot de passe répète trop les mêmes caractères : choisissez-en un autre, par exemple quelques mots sans lien entre eux.'],
    [
      '0123456789',
      'Ce mot de passe est une suite de caractères (comme 123456 ou azerty) : choisissez-en un autre, par exemple quelques mots sans lien entre eux.',
    ],
    [
      'azertyuiop',
      'Ce mot de passe est une suite de caractères (comme 123456 ou azerty) : choisissez-en un autre, par exemple quelques mots sans lien entre eux.',
    ],
    ['motdepasse', 'Ce mot de passe fait partie des plus courants : choisissez-en un autre, par exemple quelques mots sans lien entre eux.'],
    ['password12', 'Ce mot de passe fait partie des plus courants : choisissez-en un autre, par exemple quelques mots sans lien entre eux.'],
    ['P@ssw0rd2026', 'Ce mot de passe fait partie des plus courants : choisissez-en un autre, par exemple quelques mots sans lien entre eux.'],
  ])('refuses the easily guessed password %s at sign-up and at reset, in French, with a 422', async (password, message) => {
    const email = `faible.${password.replace(/[^a-z0-9]/gi, '')}@exemple.fr`;
    const signUp = await server.call('POST', '/api/owners/sign-up', signUpOf(email, 'Le Faible', password));
    expect(signUp.status).toBe(422);
    expect(signUp.body.message).toBe(message);
    expect(signUp.body.object.reason).toBe('password');
    expect(await server.db.kysely.selectFrom('owners').select('id').where('email', '=', email).execute()).toEqual([]);

    await server.call('POST', '/api/owners/password-reset', { email: DEMO_OWNER.email });
    const reset = (await outboxOf('password_reset', DEMO_OWNER.email)).at(-1)!;
    const answer = await server.call('POST', '/api/owners/password-reset/confirm', { token: fragmentToken(JSON.parse(reset.payload).resetUrl), password });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    later(21 * 60_000);
  });
});
