import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Réglages → Protection contre les absences through real HTTP, paid through the local Stripe fake:
// the policies saved and read back, their precedence, French refusals that write nothing, other
// restaurants' rows out of reach, and connecting an account through Stripe's hosted onboarding.

const guarantee = { mode: 'guarantee', minCovers: 6, amountCents: 2000, per: 'cover', deadlineHours: 24 };
const deposit = { mode: 'deposit', minCovers: 1, amountCents: 3000, per: 'booking', deadlineHours: 48, holdMinutes: 15, dinerText: 'Merci de nous prévenir.' };

describe.each(await dialectsUnderTest())('no-show settings on %s', (dialect) => {
  let h: PaymentsHarness;
  let zinc: number;
  let marcel: number;
  let owner: string;
  let manager: string;
  let staff: string;
  let marcelOwner: string;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    zinc = h.restaurantId;
    marcel = await restaurantIdOf(h.server, 'chez-marcel');
    ({ owner, manager, staff } = await sessionsFor(h.server, zinc));
    marcelOwner = (await sessionsFor(h.server, marcel)).owner;
  });
  afterAll(async () => h?.close());

  const url = (restaurant: number, path = '') => `/api/staff/restaurants/${restaurant}/settings/no-show${path}`;
  const call = (method: string, path: string, body: unknown, token: string, restaurant = zinc) =>
    h.server.call(method, url(restaurant, path), body, bearer(token));
  const read = async (token = owner, restaurant = zinc) => (await call('GET', '', undefined, token, restaurant)).body.object;
  const rows = () => h.server.db.kysely.selectFrom('no_show_policies').selectAll().orderBy('id').execute();

  it('is for the restaurant’s owners and managers only', async () => {
    expect((await h.server.call('GET', url(zinc))).status).toBe(401);
    expect((await call('GET', '', undefined, staff)).status).toBe(403);
    expect((await call('PUT', '/services', { policies: [] }, staff)).status).toBe(403);
    expect((await call('GET', '', undefined, marcelOwner)).status).toBe(403);
    const answer = await call('GET', '', undefined, manager);
    expect(answer.status).toBe(200);
    expect(answer.body.object.account).toMatchObject({ state: 'connected', accountId: h.accountId });
  });

  it('saves the service policies and reads them back with their defaults', async () => {
    const saved = await call(
      'PUT',
      '/services',
      {
        policies: [
          { service: 'evening', weekdays: [6], policy: guarantee },
          { service: 'noon', policy: deposit },
        ],
      },
      manager,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Protection contre les absences enregistrée.');
    const { services } = await read();
    expect(services).toEqual([
      { service: 'evening', weekdays: [6], policy: { ...guarantee, holdMinutes: 10 } },
      { service: 'noon', weekdays: [], policy: deposit },
    ]);
    // Saving again replaces them all.
    await call('PUT', '/services', { policies: [{ service: 'evening', weekdays: [6], policy: guarantee }] }, owner);
    expect((await read()).services).toHaveLength(1);
  });

  it('keeps one override per date and service, and per event, and removes them', async () => {
    const events = (await h.server.call('GET', `/api/staff/restaurants/${zinc}/settings/events`, undefined, bearer(owner))).body.object;
    const event = events[0] as { guid: string; name: string; date: string };
    const byDate = await call('POST', '/overrides', { kind: 'date', date: '2026-12-31', policy: deposit }, owner);
    expect(byDate.status, JSON.stringify(byDate.body)).toBe(201);
    const again = await call('POST', '/overrides', { kind: 'date', date: '2026-12-31', policy: { ...deposit, amountCents: 4000 } }, owner);
    expect(again.body.object.id).toBe(byDate.body.object.id);
    const byEvent = await call('POST', '/overrides', { kind: 'event', eventGuid: event.guid, policy: { mode: 'none' } }, owner);
    expect(byEvent.status).toBe(201);
    const { overrides } = await read();
    expect(overrides).toEqual(
      expect.arrayContaining([
        { id: byDate.body.object.id, kind: 'date', date: '2026-12-31', service: 'all', event: null, policy: { ...deposit, amountCents: 4000 } },
        expect.objectContaining({ id: byEvent.body.object.id, kind: 'event', date: event.date, event: { guid: event.guid, name: event.name } }),
      ]),
    );
    expect(overrides).toHaveLength(2);
    expect((await call('DELETE', `/overrides/${byEvent.body.object.id}`, undefined, owner)).body.message).toBe('Exception retirée.');
    expect((await read()).overrides).toHaveLength(1);
  });

  it('refuses bad input in French with a 4xx and writes nothing', async () => {
    const before = await rows();
    const cases: Array<[string, string, unknown, number, string]> = [
      ['PUT', '/services', { policies: [{ service: 'evening', policy: { ...guarantee, amountCents: 10 } }] }, 422, 'Montant : au moins 0,50 €'],
      ['PUT', '/services', { policies: [{ service: 'brunch', policy: guarantee }] }, 422, 'Service : midi ou soir.'],
      ['PUT', '/services', { policies: [{ service: 'evening', weekdays: [8], policy: guarantee }] }, 422, 'Jour : de 1 (lundi) à 7 (dimanche).'],
      [
        'PUT',
        '/services',
        {
          policies: [
            { service: 'evening', weekdays: [6], policy: guarantee },
            { service: 'evening', policy: deposit },
          ],
        },
        422,
        'Deux règles',
      ],
      ['PUT', '/services', { policies: [{ service: 'evening', policy: { ...guarantee, deadlineHours: 'demain' } }] }, 422, 'Délai d’annulation'],
      ['POST', '/overrides', { kind: 'date', date: '2026-02-30', policy: guarantee }, 422, 'Date : une date valide'],
      ['POST', '/overrides', { kind: 'week', policy: guarantee }, 422, 'Exception : par date ou par évènement.'],
      ['POST', '/overrides', { kind: 'event', eventGuid: 'inconnu', policy: guarantee }, 404, 'Évènement introuvable.'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await call(method, path, body, owner);
      // A malformed shape is a 400, a well-formed value the rules refuse a 422.
      expect(status === 422 ? [400, 422] : [status], `${path} ${JSON.stringify(body)}`).toContain(answer.status);
      expect(answer.body.message, JSON.stringify(answer.body)).toContain(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('keeps another restaurant’s overrides and events out of reach (404)', async () => {
    const mine = (await read()).overrides[0].id as number;
    await h.server.db.kysely.insertInto('events').values({ guid: 'marcel-event', restaurant_id: marcel, name: 'Soirée jazz', date: '2026-12-20' }).execute();
    const foreign = await call('POST', '/overrides', { kind: 'event', eventGuid: 'marcel-event', policy: guarantee }, owner);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Évènement introuvable.']);
    const removal = await call('DELETE', `/overrides/${mine}`, undefined, marcelOwner, marcel);
    expect([removal.status, removal.body.message]).toEqual([404, 'Exception introuvable.']);
    expect((await read()).overrides.map((o: { id: number }) => o.id)).toContain(mine);
  });

  it('refuses a guarantee while no account can take charges, and connects one through Stripe’s onboarding', async () => {
    const before = await rows();
    const refused = await call('PUT', '/services', { policies: [{ service: 'evening', policy: guarantee }] }, marcelOwner, marcel);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Reliez d’abord le compte Stripe du restaurant : sans lui, ni empreinte bancaire ni acompte ne peuvent être demandés.');
    expect((await call('PUT', '/services', { policies: [{ service: 'evening', policy: { mode: 'none' } }] }, marcelOwner, marcel)).status).toBe(200);
    expect((await read(marcelOwner, marcel)).account).toEqual({ state: 'not_connected', accountId: null, checkedAt: null });

    const onboarding = await call('POST', '/account/onboarding', undefined, marcelOwner, marcel);
    expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(200);
    const account = (await read(marcelOwner, marcel)).account;
    expect(account).toMatchObject({ state: 'incomplete' });
    // A second click onboards the same account.
    await call('POST', '/account/onboarding', undefined, marcelOwner, marcel);
    expect((await read(marcelOwner, marcel)).account.accountId).toBe(account.accountId);
    expect((await call('PUT', '/services', { policies: [{ service: 'evening', policy: guarantee }] }, marcelOwner, marcel)).body.message).toContain(
      'terminez son activation sur Stripe',
    );

    const done = await fetch(onboarding.body.object.url as string, { method: 'POST', redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`${h.server.config.publicUrl}/dashboard/reglages/absences?stripe=retour`);
    const refreshed = await call('POST', '/account/refresh', undefined, marcelOwner, marcel);
    expect(refreshed.body.object).toMatchObject({ state: 'connected', accountId: account.accountId });
    expect((await call('PUT', '/services', { policies: [{ service: 'evening', weekdays: [6], policy: guarantee }] }, marcelOwner, marcel)).status).toBe(200);

    h.fake.disableCharges(account.accountId as string);
    expect((await call('POST', '/account/refresh', undefined, marcelOwner, marcel)).body.object.state).toBe('disabled');
    expect(before.filter((row) => row.restaurant_id === zinc)).toEqual((await rows()).filter((row) => row.restaurant_id === zinc));
  });
});
