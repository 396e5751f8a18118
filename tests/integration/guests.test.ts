import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestsService } from '../../src/server/modules/guests/guests-service';
import { codeBody, bookingBody, questionIds } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { allTextColumns } from '../support/text-columns';
import { bearer, login, restaurantIdOf, sessionsFor } from './staff-helpers';

// Guest profiles built from bookings (matched by phone or e-mail), their history, export and
// erasure (GDPR), and the daily purge of guests inactive for three years.

let seq = 0;

describe.each(await dialectsUnderTest())('guests on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let marcelOwner: string;
  let marcelStaff: string;
  let zincOwner: string;

  async function booking(
    restaurantId: number,
    b: { name: string; email?: string; phone?: string; date: string; status?: string; source?: string; hour?: string; birthday?: string },
  ) {
    const at = '2026-01-01T10:00:00.000Z';
    seq++;
    const { id } = await server.db.kysely
      .insertInto('bookings')
      .values({
        guid: `guest-test-${dialect}-${seq}`,
        short_id: `short-${dialect}-${seq}`,
        reference: `REF${seq}`,
        restaurant_id: restaurantId,
        date: b.date,
        hour: b.hour ?? '12:00',
        service: 'noon',
        covers: 2,
        turn_minutes: 90,
        status: (b.status ?? 'confirmed') as 'confirmed',
        source: (b.source ?? 'online') as 'online',
        name: b.name,
        email: b.email ?? '',
        phone_number: b.phone ?? '',
        birthday: b.birthday ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const guestsUrl = (restaurantId: number, path = '') => `/api/staff/restaurants/${restaurantId}/guests${path}`;
  const list = async (search = '') =>
    (await server.call('GET', guestsUrl(marcel, `?search=${encodeURIComponent(search)}`), undefined, bearer(marcelOwner))).body.object;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    const marcelSessions = await sessionsFor(server, marcel);
    marcelOwner = marcelSessions.owner;
    // Chez Marcel has only its owner: a waiter is added to see what the team may do.
    const added = await server.call(
      'POST',
      `/api/staff/restaurants/${marcel}/staff-members`,
      { name: 'Léo', role: 'staff', code: '4321' },
      bearer(marcelOwner),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    marcelStaff = await login(server, marcelSessions.device, '4321');
    zincOwner = (await sessionsFor(server, zinc)).owner;
  });
  afterAll(async () => server?.close());

  it('builds one profile per person from bookings matched by phone or e-mail', async () => {
    await booking(marcel, {
      name: 'Anne Durand',
      email: 'anne@exemple.fr',
      phone: '+33611111111',
      date: '2026-10-01',
      status: 'completed',
      birthday: '1985-04-12',
    });
    await booking(marcel, { name: 'Anne D.', email: 'ANNE@exemple.fr', date: '2026-10-15', status: 'no_show' });
    await booking(marcel, { name: 'Anne Durand', email: 'anne.pro@exemple.fr', phone: '06 11 11 11 11', date: '2026-11-20' });
    await booking(marcel, {
      name: 'Bob Martin',
      email: 'bob@exemple.fr',
      phone: '+33622222222',
      date: '2026-09-01',
      status: 'cancelled_by_guest',
      source: 'phone',
    });
    await booking(marcel, { name: 'Sans contact', date: '2026-11-10', source: 'walk_in' });

    const result = await list();
    expect(result.total).toBe(2);
    const anne = result.guests.find((g: { name: string }) => g.name === 'Anne Durand');
    expect(anne).toMatchObject({ bookings: 3, visits: 1, noShows: 1, cancellations: 0, upcoming: 1, lastVisit: '2026-10-01', birthday: '1985-04-12' });
    const bob = result.guests.find((g: { email: string }) => g.email === 'bob@exemple.fr');
    expect(bob).toMatchObject({ bookings: 1, visits: 0, cancellations: 1 });
    expect((await list('durand')).guests).toHaveLength(1);
    // A number as it is said: "06 11" is the start of Anne's, stored as +33611111111.
    expect((await list('06 11')).guests.map((g: { name: string }) => g.name)).toEqual(['Anne Durand']);
  });

  it('links later bookings to the same guest, and merges two profiles a booking proves to be one person', async () => {
    await booking(marcel, { name: 'Anne Durand', email: 'anne.pro@exemple.fr', date: '2026-12-01' });
    await booking(marcel, { name: 'Claire', phone: '+33633333333', date: '2026-08-01', status: 'completed' });
    let result = await list();
    expect(result.total).toBe(3);
    expect(result.guests.find((g: { name: string }) => g.name === 'Anne Durand').bookings).toBe(4);

    // Claire books with Bob's e-mail address: the same household, one profile.
    await booking(marcel, { name: 'Claire Martin', email: 'bob@exemple.fr', phone: '+33633333333', date: '2026-11-25' });
    result = await list();
    expect(result.total).toBe(2);
    const merged = result.guests.find((g: { email: string }) => g.email === 'bob@exemple.fr');
    expect(merged.bookings).toBe(3);
  });

  it('shows a guest history and lets managers keep notes and tags; staff may read only', async () => {
    const anne = (await list('durand')).guests[0];
    const detail = await server.call('GET', guestsUrl(marcel, `/${anne.guid}`), undefined, bearer(marcelStaff));
    expect(detail.status).toBe(200);
    expect(detail.body.object.bookings.map((b: { date: string }) => b.date)).toEqual(['2026-12-01', '2026-11-20', '2026-10-15', '2026-10-01']);
    const update = { name: 'Anne Durand', birthday: '1985-04-12', post_code: '69001', notes: 'Préfère la banquette.', tags: ['VIP', ' vip ', 'Sans gluten'] };
    expect((await server.call('PUT', guestsUrl(marcel, `/${anne.guid}`), update, bearer(marcelStaff))).status).toBe(403);
    expect((await server.call('PUT', guestsUrl(marcel, `/${anne.guid}`), update, bearer(marcelOwner))).status).toBe(200);
    const after = await server.call('GET', guestsUrl(marcel, `/${anne.guid}`), undefined, bearer(marcelOwner));
    expect(after.body.object).toMatchObject({ notes: 'Préfère la banquette.', tags: ['VIP', 'Sans gluten'], post_code: '69001' });
    expect((await server.call('PUT', guestsUrl(marcel, `/${anne.guid}`), { ...update, birthday: '1985-02-30' }, bearer(marcelOwner))).status).toBe(422);
    // The diner's field rules (as in the booking wizard), worded for the host; spaces tidied when stored.
    const refusal = async (changes: Record<string, unknown>) =>
      (await server.call('PUT', guestsUrl(marcel, `/${anne.guid}`), { ...update, ...changes }, bearer(marcelOwner))).body.message;
    expect(await refusal({ name: ' A ' })).toMatch(/Indiquez le nom du client \(au moins 2 caractères\)\./);
    expect(await refusal({ post_code: '69<b>' })).toMatch(/Le code postal est invalide\./);
    expect(
      (await server.call('PUT', guestsUrl(marcel, `/${anne.guid}`), { ...update, name: '  Anne   Durand ', post_code: '   ' }, bearer(marcelOwner))).status,
    ).toBe(200);
    const tidied = await server.call('GET', guestsUrl(marcel, `/${anne.guid}`), undefined, bearer(marcelOwner));
    expect(tidied.body.object).toMatchObject({ name: 'Anne Durand', post_code: null });
    expect((await server.call('GET', guestsUrl(marcel, `/${anne.guid}`), undefined, bearer(zincOwner))).status).toBe(403);
  });

  it('exports everything about a guest as JSON', async () => {
    const anne = (await list('durand')).guests[0];
    const res = await server.call('GET', guestsUrl(marcel, `/${anne.guid}/export`), undefined, bearer(marcelOwner));
    expect(res.status).toBe(200);
    expect(res.body.object.profile.name).toBe('Anne Durand');
    expect(res.body.object.bookings).toHaveLength(4);
    expect(res.body.object.bookings.map((b: { email: string }) => b.email)).toEqual(expect.arrayContaining(['anne.pro@exemple.fr', 'anne@exemple.fr']));
  });

  it('erases a guest from every table: bookings, answers, subscriptions, outbox, codes, profile', async () => {
    const diner = { name: 'Zébulon Effaçable', email: 'zebulon.effacable@exemple.fr', phoneNumber: '+33698765432' };
    const { required } = await questionIds(server);
    const created = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(required, { ...diner, questions: [{ id: required, answer: 'Allergie aux noix — Zébulon' }], information: 'Zébulon fête ses 40 ans' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(
      (await server.call('POST', '/api/subscriptions', { restaurant_id: zinc, email: diner.email, phone_number: '06 98 76 54 32', consent: true })).status,
    ).toBe(200);
    expect((await server.call('POST', '/api/code/create', codeBody(diner.phoneNumber))).status).toBe(200);

    const needles = ['zébulon', 'effaçable', 'zebulon.effacable@exemple.fr', '+33698765432', '698765432'];
    const hits = async () => {
      const found: string[] = [];
      for (const { table, column } of await allTextColumns(server.db)) {
        for (const needle of needles) {
          const n = await server.db.kysely
            .selectFrom(table as never)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where((eb) => eb(eb.fn('lower', [eb.ref(column as never)]), 'like', `%${needle}%`))
            .executeTakeFirstOrThrow();
          if (Number(n.n) > 0) found.push(`${table}.${column} ~ ${needle}`);
        }
      }
      return found;
    };
    const before = await hits();
    expect(before.some((h) => h.startsWith('bookings.name'))).toBe(true);
    expect(before.some((h) => h.startsWith('booking_answers.answer'))).toBe(true);
    expect(before.some((h) => h.startsWith('subscriptions.email'))).toBe(true);
    expect(before.some((h) => h.startsWith('outbox.recipient'))).toBe(true);
    expect(before.some((h) => h.startsWith('confirmation_codes.phone_number'))).toBe(true);

    const found = await server.call('GET', `/api/staff/restaurants/${zinc}/guests?search=zebulon`, undefined, bearer(zincOwner));
    expect(found.body.object.guests).toHaveLength(1);
    expect(before.some((h) => h.startsWith('guests.'))).toBe(false); // the list above created the profile just now
    const guid = found.body.object.guests[0].guid;
    const erased = await server.call('POST', `/api/staff/restaurants/${zinc}/guests/${guid}/erase`, undefined, bearer(zincOwner));
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe('Les données personnelles de ce client ont été effacées.');

    expect(await hits()).toEqual([]);
    // The restaurant's books keep the booking itself (date, covers, status), without the person.
    const kept = await server.db.kysely
      .selectFrom('bookings')
      .select(['name', 'covers', 'date'])
      .where('guid', '=', created.body.object.guid)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ name: 'Client effacé', covers: 2, date: '2026-11-19' });
    expect((await server.call('GET', `/api/staff/restaurants/${zinc}/guests/${guid}`, undefined, bearer(zincOwner))).status).toBe(404);
  });

  it('purges guests inactive for three years once a day, with the injected clock', async () => {
    await booking(marcel, { name: 'Ancien Client', email: 'ancien@exemple.fr', phone: '+33644444444', date: '2023-11-10', status: 'completed' });
    await booking(marcel, { name: 'Presque Ancien', email: 'presque@exemple.fr', date: '2023-11-20', status: 'completed' });
    const service = guestsService({ config: server.config, db: server.db, now: server.clock.now });

    server.clock.set('2026-11-17T08:00:00Z');
    const first = await service.purgeInactive();
    expect(first).toEqual({ ran: true, erased: 1 });
    const remaining = (await list()).guests.map((g: { email: string }) => g.email);
    expect(remaining).toContain('presque@exemple.fr');
    expect(remaining).not.toContain('ancien@exemple.fr');
    const old = await server.db.kysely.selectFrom('bookings').select('name').where('date', '=', '2023-11-10').execute();
    expect(old.map((b) => b.name)).toEqual(['Client effacé']);

    expect(await service.purgeInactive()).toEqual({ ran: false, erased: 0 });
    server.clock.set('2026-11-21T08:00:00Z');
    expect(await service.purgeInactive()).toEqual({ ran: true, erased: 1 });
    server.clock.set('2026-11-17T08:00:00Z');
  });
});
