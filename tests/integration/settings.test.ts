import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Settings through real HTTP: every change shows in the public config the wizard reads, bad input
// is a French 4xx, and a change that would strand bookings lists them (409) until confirmed.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe.each(await dialectsUnderTest())('settings on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let owner: string;
  let manager: string;
  let staff: string;
  let marcelOwner: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    manager = sessions.manager;
    staff = sessions.staff;
    marcelOwner = (await sessionsFor(server, marcel)).owner;
  });
  afterAll(async () => server?.close());

  const url = (path = '') => `/api/staff/restaurants/${zinc}/settings${path}`;
  const as = (token: string) => bearer(token);
  const publicConfig = async () => (await server.call('GET', '/api/restaurants/le-petit-zinc/config')).body.object;

  it('is for owners and managers of that restaurant only', async () => {
    expect((await server.call('GET', url())).status).toBe(401);
    expect((await server.call('GET', url(), undefined, as(staff))).status).toBe(403);
    expect((await server.call('GET', url(), undefined, as(marcelOwner))).status).toBe(403);
    const res = await server.call('GET', url(), undefined, as(manager));
    expect(res.status).toBe(200);
    expect(res.body.object.profile.name).toBe('Le Petit Zinc');
    expect(res.body.object.booking.confirm_booking_sms_is_active).toBe(true);
  });

  it('saves the profile and the wizard shows it', async () => {
    const current = (await server.call('GET', url(), undefined, as(owner))).body.object.profile;
    const res = await server.call('PUT', url('/profile'), { ...current, name: 'Le Petit Zinc (Marais)', website: 'https://zinc.example/' }, as(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const config = await publicConfig();
    expect(config.name).toBe('Le Petit Zinc (Marais)');
    expect(config.website).toBe('https://zinc.example/');
  });

  it('refuses invalid values with a French message and changes nothing', async () => {
    const current = (await server.call('GET', url(), undefined, as(owner))).body.object.profile;
    const bad = await server.call('PUT', url('/profile'), { ...current, name: '', time_zone: 'Mars/Olympus' }, as(owner));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/obligatoire|Fuseau/);
    const unknownField = await server.call('PUT', url('/profile'), { ...current, hacker: 1 }, as(owner));
    expect(unknownField.status).toBe(400);
    expect((await publicConfig()).name).toBe('Le Petit Zinc (Marais)');
  });

  it('sanitises the welcome HTML on save', async () => {
    const res = await server.call(
      'PUT',
      url('/information'),
      {
        external_form_information: '<p onclick="steal()">Bienvenue <strong>chez nous</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        conditions_text: 'Table gardée 15 minutes.',
        seo_meta_keys: 'bistrot, marais',
        seo_no_follow: true,
      },
      as(owner),
    );
    expect(res.status).toBe(200);
    const stored = await server.db.kysely.selectFrom('restaurants').select('external_form_information').where('id', '=', zinc).executeTakeFirstOrThrow();
    expect(stored.external_form_information).toBe('<p>Bienvenue <strong>chez nous</strong></p>');
    const config = await publicConfig();
    expect(config.seo_no_follow).toBe(true);
    expect(config.seo_meta_keys).toBe('bistrot, marais');
  });

  it('switches online booking options', async () => {
    const booking = (await server.call('GET', url(), undefined, as(owner))).body.object.booking;
    const res = await server.call('PUT', url('/booking'), { ...booking, is_adult: true, min_tableware_confirm_booking: 8, show_post_code: false }, as(owner));
    expect(res.status).toBe(200);
    const config = await publicConfig();
    expect(config).toMatchObject({ is_adult: true, min_tableware_confirm_booking: 8, show_post_code: false });
    const bad = await server.call('PUT', url('/booking'), { ...booking, booking_max_days_ahead: -1 }, as(owner));
    expect(bad.status).toBe(400);
  });

  it('lists the bookings a closed day would strand, and closes it only once confirmed', async () => {
    const body = { from: '2026-11-18', to: '2026-11-18', service: 'evening', reason: 'Privatisation' };
    const refused = await server.call('POST', url('/closed-dates'), body, as(owner));
    expect(refused.status).toBe(409);
    expect(refused.body.object.reason).toBe('stranded_bookings');
    expect(refused.body.object.bookings.map((b: { hour: string }) => b.hour)).toEqual(['20:00', '20:30']);
    expect(refused.body.message).toMatch(/2 réservations/);
    expect((await server.call('GET', '/api/restaurants/le-petit-zinc/closed-dates')).body.object).not.toContainEqual({
      date: '2026-11-18',
      service: 'evening',
    });

    const confirmed = await server.call('POST', url('/closed-dates'), { ...body, confirm: true }, as(owner));
    expect(confirmed.status).toBe(201);
    expect((await server.call('GET', '/api/restaurants/le-petit-zinc/closed-dates')).body.object).toContainEqual({ date: '2026-11-18', service: 'evening' });
    const kept = await server.db.kysely.selectFrom('bookings').select('status').where('restaurant_id', '=', zinc).where('date', '=', '2026-11-18').execute();
    expect(kept).toHaveLength(5);
    expect(kept.every((b) => b.status === 'confirmed')).toBe(true);
  });

  it('closes a range day by day without duplicates, and reopens it', async () => {
    const body = { from: '2026-12-21', to: '2026-12-27', service: 'all', reason: 'Congés' };
    expect((await server.call('POST', url('/closed-dates'), body, as(owner))).status).toBe(201);
    expect((await server.call('POST', url('/closed-dates'), body, as(owner))).status).toBe(201);
    const list = (await server.call('GET', url('/closed-dates'), undefined, as(owner))).body.object as Array<{ id: number; date: string; service: string }>;
    const range = list.filter((c) => c.date >= '2026-12-21' && c.date <= '2026-12-27');
    expect(range).toHaveLength(7);
    expect((await server.call('POST', url('/closed-dates'), { ...body, from: '2026-11-01', to: '2026-11-02' }, as(owner))).status).toBe(422);
    expect((await server.call('POST', url('/closed-dates'), { ...body, from: '2026-12-27', to: '2026-12-21' }, as(owner))).status).toBe(422);
    const removed = await server.call('POST', url('/closed-dates/remove'), { ids: range.map((c) => c.id) }, as(owner));
    expect(removed.status).toBe(200);
    const after = (await server.call('GET', '/api/restaurants/le-petit-zinc/closed-dates')).body.object as Array<{ date: string }>;
    expect(after.some((c) => c.date === '2026-12-24')).toBe(false);
  });

  it('lists the bookings shorter evening hours would strand', async () => {
    const services = (await server.call('GET', url('/services'), undefined, as(owner))).body.object;
    const shorter = services.map((s: { kind: string }) => (s.kind === 'evening' ? { ...s, lastSeating: '20:45' } : s));
    const refused = await server.call('PUT', url('/services'), { services: shorter }, as(owner));
    expect(refused.status).toBe(409);
    // Saturday 21 November's 21:00 sitting (14 tables); the 18th evening is closed but its bookings stay live.
    const hours = refused.body.object.bookings.map((b: { date: string; hour: string }) => `${b.date} ${b.hour}`);
    expect(hours.filter((h: string) => h === '2026-11-21 21:00')).toHaveLength(14);
    expect((await server.call('PUT', url('/services'), { services: shorter, confirm: true }, as(owner))).status).toBe(200);
    const hoursAfter = (await server.call('GET', '/api/restaurants/le-petit-zinc/hours/vendredi/2026-11-27')).body.object;
    expect(hoursAfter.evening.at(-1).label).toBe('20:45');
  });

  it('refuses services that overlap or end before they start', async () => {
    const services = (await server.call('GET', url('/services'), undefined, as(owner))).body.object;
    const twice = await server.call('PUT', url('/services'), { services: [...services, services[0]] }, as(owner));
    expect(twice.status).toBe(422);
    expect(twice.body.message).toMatch(/deux fois le même jour/);
    const backwards = services.map((s: object) => ({ ...s, firstSeating: '21:00', lastSeating: '19:00' }));
    expect((await server.call('PUT', url('/services'), { services: backwards }, as(owner))).status).toBe(422);
  });

  it('adds, edits, deactivates (after listing its bookings) and removes tables', async () => {
    const legends = (await server.call('GET', url('/legends'), undefined, as(owner))).body.object;
    const added = await server.call(
      'POST',
      url('/tables'),
      { name: 'Mezzanine 1', min_covers: 2, max_covers: 8, legend_guids: [legends[0].guid], image: '', combinable: false, active: true },
      as(owner),
    );
    expect(added.status).toBe(201);
    const tables = (await server.call('GET', url('/tables'), undefined, as(owner))).body.object;
    expect(tables.find((t: { name: string }) => t.name === 'Mezzanine 1')).toMatchObject({ max_covers: 8, legend_guids: [legends[0].guid] });
    const duplicate = await server.call(
      'POST',
      url('/tables'),
      { name: 'mezzanine 1', min_covers: 1, max_covers: 2, legend_guids: [], image: '', combinable: false, active: true },
      as(owner),
    );
    expect(duplicate.status).toBe(409);

    const salle1 = tables.find((t: { name: string }) => t.name === 'Salle 1');
    const deactivate = { ...salle1, active: false };
    delete deactivate.guid;
    const refused = await server.call('PUT', url(`/tables/${salle1.guid}`), deactivate, as(owner));
    expect(refused.status).toBe(409);
    expect(refused.body.object.bookings.length).toBeGreaterThan(0);
    expect((await server.call('PUT', url(`/tables/${salle1.guid}`), { ...deactivate, confirm: true }, as(owner))).status).toBe(200);

    const mezzanine = tables.find((t: { name: string }) => t.name === 'Mezzanine 1');
    expect((await server.call('DELETE', url(`/tables/${mezzanine.guid}`), undefined, as(owner))).status).toBe(200);
    const salle2 = tables.find((t: { name: string }) => t.name === 'Salle 2');
    expect((await server.call('DELETE', url(`/tables/${salle2.guid}`), undefined, as(owner))).status).toBe(409);
    const publicTables = await server.call('POST', `/api/restaurants/${(await publicConfig()).restaurantGuid}/active-tables`, {
      slug: 'le-petit-zinc',
      date: '2026-11-24',
      hour: '12:00',
      tableware_count: 2,
      name: 'A',
      email: 'a@b.fr',
      phone: '0612345678',
      phoneConfirmation: '0612345678',
    });
    const names = (publicTables.body.object as Array<{ name: string }>).map((t) => t.name);
    expect(names).not.toContain('Salle 1');
    expect(names).not.toContain('Mezzanine 1');
  });

  it('manages legends and preference icons; an icon used by bookings is only deactivated', async () => {
    const legend = await server.call('POST', url('/legends'), { label: 'Mezzanine', image: '' }, as(owner));
    expect(legend.status).toBe(201);
    const config1 = await publicConfig();
    expect(config1.placing_customer_icons_selected.map((l: { label: string }) => l.label)).toContain('Mezzanine');
    expect((await server.call('PUT', url(`/legends/${legend.body.object.guid}`), { label: 'Étage', image: '' }, as(owner))).status).toBe(200);
    expect((await publicConfig()).placing_customer_icons_selected.map((l: { label: string }) => l.label)).toContain('Étage');

    const icons = (await server.call('GET', url('/icons'), undefined, as(owner))).body.object;
    const used = icons[0];
    const iconRow = await server.db.kysely.selectFrom('preference_icons').select('id').where('guid', '=', used.guid).executeTakeFirstOrThrow();
    const booking = await server.db.kysely.selectFrom('bookings').select('id').where('restaurant_id', '=', zinc).limit(1).executeTakeFirstOrThrow();
    await server.db.kysely.insertInto('booking_icons').values({ booking_id: booking.id, icon_id: iconRow.id }).execute();
    const removed = await server.call('DELETE', url(`/icons/${used.guid}`), undefined, as(owner));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(/désactivée/);
    expect((await publicConfig()).restaurantIcons.map((i: { label: string }) => i.label)).not.toContain(used.label);
    const stillThere = await server.db.kysely.selectFrom('booking_icons').select('icon_id').where('booking_id', '=', booking.id).execute();
    expect(stillThere).toHaveLength(1);
    const unused = icons[1];
    expect((await server.call('DELETE', url(`/icons/${unused.guid}`), undefined, as(owner))).status).toBe(200);
    expect((await server.call('GET', url('/icons'), undefined, as(owner))).body.object.map((i: { guid: string }) => i.guid)).not.toContain(unused.guid);
  });

  it('manages events and questions, and the wizard follows their order', async () => {
    const event = await server.call('POST', url('/events'), { name: 'Soirée jazz', date: '2026-12-04', description: 'Trio live' }, as(owner));
    expect(event.status).toBe(201);
    const events = (await server.call('GET', '/api/restaurants/le-petit-zinc/events')).body.object;
    expect(events.find((e: { name: string }) => e.name === 'Soirée jazz')).toMatchObject({ fullDate: 'Vendredi 4 décembre 2026' });
    expect((await server.call('DELETE', url(`/events/${event.body.object.guid}`), undefined, as(owner))).status).toBe(200);

    const added = await server.call('POST', url('/questions'), { question_text: 'Une occasion particulière ?', required: false, active: true }, as(owner));
    expect(added.status).toBe(201);
    const questions = (await server.call('GET', url('/questions'), undefined, as(owner))).body.object as Array<{ id: number }>;
    const reversed = questions.map((q) => q.id).reverse();
    expect((await server.call('PUT', url('/questions/order'), { ids: reversed }, as(owner))).status).toBe(200);
    const publicQuestions = (await server.call('GET', '/api/restaurants/le-petit-zinc/questions')).body.object;
    expect(publicQuestions[0].questionText).toBe('Une occasion particulière ?');
    expect((await server.call('PUT', url('/questions/order'), { ids: reversed.slice(1) }, as(owner))).status).toBe(422);
    expect(
      (await server.call('PUT', url(`/questions/${added.body.object.id}`), { question_text: 'Une occasion ?', required: true, active: false }, as(owner)))
        .status,
    ).toBe(200);
    expect(
      (await server.call('GET', '/api/restaurants/le-petit-zinc/questions')).body.object.map((q: { questionText: string }) => q.questionText),
    ).not.toContain('Une occasion ?');
  });

  it('stores uploaded pictures, sniffing what they really are', async () => {
    const upload = (body: Buffer, type: string) =>
      fetch(`${server.url}/api/staff/restaurants/${zinc}/uploads`, {
        method: 'POST',
        headers: { 'content-type': type, ...as(owner) },
        body: new Uint8Array(body),
      });
    const res = await upload(PNG, 'image/png');
    expect(res.status).toBe(201);
    const { object } = (await res.json()) as { object: { url: string } };
    expect(object.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${server.url}${object.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const disguised = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as { message: string }).message).toBe('Seules les images PNG, JPEG, WebP ou GIF sont acceptées.');
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), 'image/png');
    expect(huge.status).toBe(413);
    const staffUpload = await fetch(`${server.url}/api/staff/restaurants/${zinc}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...as(staff) },
      body: new Uint8Array(PNG),
    });
    expect(staffUpload.status).toBe(403);

    const current = (await server.call('GET', url(), undefined, as(owner))).body.object.profile;
    expect((await server.call('PUT', url('/profile'), { ...current, logo_img: object.url }, as(owner))).status).toBe(200);
    expect((await publicConfig()).logo_img).toBe(object.url);
    expect((await server.call('PUT', url('/profile'), { ...current, logo_img: 'javascript:alert(1)' }, as(owner))).status).toBe(400);
  });
});
