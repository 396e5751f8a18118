import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, DAY, dinerOf, expectRefusal, questionIds, rowCounts } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The guest profile's structured part: allergies and diets stated in the wizard, kept with the
// booking and copied into the profile, sent only to sessions allowed to read health data; the
// VIP and "Habitué" badges in the book; allergies in the export and gone with the erasure.

const DIETARY = { codes: ['peanuts', 'vegan'], note: 'Traces comprises' };

describe.each(await dialectsUnderTest())('guest profiles on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let staff: string;
  let required: number;
  let staffGuid: string;
  const diner = dinerOf(701);
  const base = () => `/api/staff/restaurants/${zinc}`;
  const get = (path: string, token: string) => server.call('GET', `${base()}${path}`, undefined, bearer(token));
  const bookingOf = (items: Array<{ email: string }>) => items.find((b) => b.email === diner.email) as Record<string, any> | undefined;

  /** Every staff read that carries a guest or a booking with guest data, as one session sees it. */
  async function everyRead(token: string) {
    const day = await get(`/service-book?date=${DAY.thursday}`, token);
    const search = await get(`/bookings/search?q=${encodeURIComponent('Convive 701')}`, token);
    const guests = await get(`/guests?search=${encodeURIComponent(diner.email)}`, token);
    const guid = guests.body.object.guests[0]?.guid as string;
    const detail = await get(`/guests/${guid}`, token);
    for (const res of [day, search, guests, detail]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { day: day.body.object, search: search.body.object, guests: guests.body.object, detail: detail.body.object, guid };
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    staff = sessions.staff;
    required = (await questionIds(server)).required;
    const members = await get('/staff-members', owner);
    staffGuid = (members.body.object as Array<{ guid: string; role: string }>).find((m) => m.role === 'staff')!.guid;
  });
  afterAll(async () => server?.close());

  it('refuses allergies outside the list or too long in French, writing nothing', async () => {
    const before = await rowCounts(server);
    const unknown = await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(702), dietary: { codes: ['arsenic'], note: '' } }));
    expectRefusal(unknown, 400, /Allergie ou régime inconnu/);
    const long = await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(703), dietary: { codes: [], note: 'x'.repeat(301) } }));
    expectRefusal(long, 400, /300 caractères au maximum/);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('keeps what the diner states with the booking, apart from the comment', async () => {
    const res = await server.call('POST', '/api/bookings', bookingBody(required, { ...diner, information: 'Anniversaire', dietary: DIETARY }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await server.db.kysely
      .selectFrom('bookings')
      .select(['dietary', 'dietary_note', 'information'])
      .where('guid', '=', res.body.object.guid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.dietary)).toEqual(['peanuts', 'vegan']);
    expect(row).toMatchObject({ dietary_note: 'Traces comprises', information: 'Anniversaire' });
  });

  it('shows the owner the allergies on the book before matching, then in the copied profile', async () => {
    const book = await get(`/service-book?date=${DAY.thursday}`, owner);
    expect(bookingOf(book.body.object.bookings)?.dietary).toEqual({ codes: ['peanuts', 'vegan'], note: 'Traces comprises' });
    const seen = await everyRead(owner);
    expect(seen.detail.dietary).toEqual({ codes: ['peanuts', 'vegan'], note: 'Traces comprises' });
    expect(seen.guests.guests[0].dietary.codes).toEqual(['peanuts', 'vegan']);
    expect(bookingOf(seen.search)?.dietary.codes).toEqual(['peanuts', 'vegan']);
    // Matched now (the guest page ran the matching): the book names the profile.
    const after = await get(`/service-book?date=${DAY.thursday}`, owner);
    expect(bookingOf(after.body.object.bookings)?.guest).toMatchObject({ guid: seen.guid, vip: false, regular: false });
  });

  it('sends no allergy data to a team member without the grant, on any route, until the owner grants it', async () => {
    const seen = await everyRead(staff);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('dietary');
    expect(text).not.toContain('peanuts');
    expect(text).not.toContain('Traces comprises');
    // The badges that are not health data stay.
    expect(bookingOf(seen.day.bookings)?.guest).toMatchObject({ vip: false });

    const grant = await server.call('PATCH', `${base()}/staff-members/${staffGuid}`, { seesHealth: true }, bearer(owner));
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    expect(grant.body.object.seesHealth).toBe(true);
    expect(bookingOf((await everyRead(staff)).day.bookings)?.dietary.codes).toEqual(['peanuts', 'vegan']);
    // Only the owner grants it.
    const byStaff = await server.call('PATCH', `${base()}/staff-members/${staffGuid}`, { seesHealth: true }, bearer(staff));
    expect(byStaff.status).toBe(403);
    await server.call('PATCH', `${base()}/staff-members/${staffGuid}`, { seesHealth: false }, bearer(owner));
    expect(JSON.stringify(await everyRead(staff))).not.toContain('peanuts');
  });

  it('shows VIP and "Habitué" once the profile says so and the visits reach the owner’s number', async () => {
    const { guid, detail } = await everyRead(owner);
    const saved = await server.call(
      'PUT',
      `${base()}/guests/${guid}`,
      {
        name: detail.name,
        birthday: null,
        post_code: null,
        notes: '',
        tags: [],
        vip: true,
        table_preference: 'Table 4',
        room_preference: 'Terrasse',
        dietary: { codes: ['peanuts', 'sesame'], note: 'Traces comprises' },
      },
      bearer(owner),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const bad = await server.call(
      'PUT',
      `${base()}/guests/${guid}`,
      { name: detail.name, birthday: null, post_code: null, notes: '', tags: [], dietary: { codes: ['x'] } },
      bearer(owner),
    );
    expectRefusal(bad, 400, /Allergie ou régime inconnu/);

    // One visit honoured before: with the owner's number set to 1, the guest is a regular.
    const at = '2026-10-01T10:00:00.000Z';
    await server.db.kysely
      .insertInto('bookings')
      .values({
        guid: `gp-${dialect}`,
        short_id: `gp-s-${dialect}`,
        reference: 'GPREF1',
        restaurant_id: zinc,
        date: '2026-10-01',
        hour: '20:00',
        service: 'evening',
        covers: 2,
        turn_minutes: 90,
        status: 'completed',
        name: diner.name,
        email: diner.email,
        phone_number: diner.phoneNumber,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const settings = (await get('/settings', owner)).body.object.booking;
    expect(settings.regular_visits).toBe(3);
    const set = await server.call('PUT', `${base()}/settings/booking`, { ...settings, regular_visits: 1 }, bearer(owner));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await everyRead(owner); // the guest page's matching links the old visit
    const b = bookingOf((await get(`/service-book?date=${DAY.thursday}`, staff)).body.object.bookings);
    expect(b?.guest).toMatchObject({ vip: true, regular: true, visits: 1 });
    expect(b?.dietary).toBeUndefined();
    const again = await everyRead(owner);
    expect(again.detail).toMatchObject({ vip: true, regular: true, table_preference: 'Table 4', room_preference: 'Terrasse' });
    expect(again.detail.dietary.codes).toEqual(['peanuts', 'sesame']);
  });

  it('puts the allergies in the guest’s export and erases them with the guest', async () => {
    const { guid } = await everyRead(owner);
    const exported = await get(`/guests/${guid}/export`, owner);
    expect(exported.status).toBe(200);
    expect(exported.body.object.profile.dietary).toEqual({ codes: ['peanuts', 'sesame'], note: 'Traces comprises' });
    expect(exported.body.object.bookings.some((b: any) => b.dietary.codes.includes('vegan'))).toBe(true);

    const erased = await server.call('POST', `${base()}/guests/${guid}/erase`, {}, bearer(owner));
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await server.db.kysely.selectFrom('guests').select('id').where('guid', '=', guid).executeTakeFirst()).toBeUndefined();
    const left = await server.db.kysely.selectFrom('bookings').select(['dietary', 'dietary_note']).where('email', '=', diner.email).execute();
    expect(left).toHaveLength(0);
    const anonymised = await server.db.kysely.selectFrom('bookings').select(['dietary', 'dietary_note']).where('name', '=', 'Client effacé').execute();
    for (const row of anonymised) expect(row).toEqual({ dietary: '[]', dietary_note: '' });
    expect(anonymised.length).toBeGreaterThan(0);
  });
});
