import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/server/lib/app-version';
import { dialectsUnderTest } from '../support/databases';
import { changeRules, DAY, expectRefusal, INACTIVE_SLUG, REQUIRED_QUESTION, restaurantRow, setRestaurant, SLUG } from '../support/booking-fixtures';
import { CLOSED_ON_MONDAYS } from '../support/weekdays';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// What the wizard reads before the diner types anything: app and restaurant configuration, the
// calendar (closed dates, events) and the hour grid of a day.

describe.each(await dialectsUnderTest())('public restaurant reads on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  describe('app config', () => {
    it('gives the product name, version and logo', async () => {
      const res = await server.call('GET', '/api/app/config/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, error: false, message: '', object: { name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' } });
      // The spec's path ends with a slash; the same call without it must not 404.
      expect((await server.call('GET', '/api/app/config')).body).toEqual(res.body);
    });

    it("falls back to the product's own name, version and logo on an install that never set them", async () => {
      await server.db.kysely.deleteFrom('app_config').execute();
      try {
        const res = await server.call('GET', '/api/app/config/');
        expect(res.body).toEqual({ code: 200, error: false, message: '', object: { name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' } });
      } finally {
        await server.db.kysely.insertInto('app_config').values({ id: 1, name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' }).execute();
      }
    });
  });

  describe('restaurant config', () => {
    it('has every field the wizard needs, with the right types', async () => {
      const res = await server.call('GET', `/api/restaurants/${SLUG}/config`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, error: false });
      const c = res.body.object;
      const row = await restaurantRow(server);
      expect(c).toMatchObject({
        name: 'Le Petit Zinc',
        logo_img: '/demo/le-petit-zinc-logo.svg',
        restaurantId: row.id,
        restaurantGuid: row.guid,
        app_config_name: 'Couvert',
        app_config_version: '0.1.0',
        ...CLOSED_ON_MONDAYS,
        show_experience_stepper: true,
        arraySteps: ['Choix du jour', 'Informations', 'Experience', 'Validation'],
        website: 'https://le-petit-zinc.example',
        phoneNumber: '+33 1 42 72 18 30',
        external_form_active: true,
        seo_meta_keys: 'bistrot, restaurant, Marais, Paris, réservation',
        seo_no_follow: false,
        show_birthday_input: true,
        show_post_code: true,
        restaurant_configurations: {},
        floorplan_image: expect.stringMatching(/\S/),
        is_adult: false,
        confirm_booking_sms_is_active: true,
        min_tableware_confirm_booking: 6,
        is_waiting_booking_enabled: true,
        is_table_names_enabled: true,
        today: DAY.today,
        booking_min_date: DAY.today,
      });
      expect(c.external_form_information).toContain('<strong>Petit Zinc</strong>');
      expect(c.placing_customer_icons_selected.map((l: { label: string }) => l.label)).toEqual(['Salle', 'Terrasse', 'Fenêtre']);
      for (const legend of c.placing_customer_icons_selected)
        expect(legend).toEqual({ guid: expect.any(String), label: expect.any(String), image: expect.any(String) });
      expect(c.restaurantIcons).toHaveLength(5);
      for (const icon of c.restaurantIcons) {
        expect(icon).toEqual({ id: expect.any(Number), label: expect.any(String), image: expect.any(String), selected: false });
      }
      expect(c.restaurantIcons.map((i: { label: string }) => i.label)).toEqual(['Anniversaire', 'Chaise bébé', 'Accès PMR', 'Allergies', 'Repas d’affaires']);
    });

    it('drops the experience step from the stepper when the restaurant turns it off', async () => {
      await setRestaurant(server, SLUG, { show_experience_stepper: 0 });
      try {
        const c = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
        expect(c.show_experience_stepper).toBe(false);
        expect(c.arraySteps).toEqual(['Choix du jour', 'Informations', 'Validation']);
      } finally {
        await setRestaurant(server, SLUG, { show_experience_stepper: 1 });
      }
    });

    it('strips scripts and event handlers from the restaurant-supplied welcome HTML', async () => {
      const original = (await restaurantRow(server)).external_form_information;
      await setRestaurant(server, SLUG, {
        external_form_information:
          '<p>Bienvenue <em>chez nous</em></p><script>alert("xss")</script><img src=x onerror="alert(1)">' +
          '<a href="javascript:alert(2)" onclick="alert(3)">lien</a><a href="https://exemple.fr">site</a>' +
          '<iframe src="https://evil.example"></iframe><p style="background:url(x)" onmouseover="alert(4)">fin</p>',
      });
      try {
        const html: string = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object.external_form_information;
        expect(html).toContain('<p>Bienvenue <em>chez nous</em></p>');
        expect(html).toContain('<a href="https://exemple.fr">site</a>');
        expect(html).toContain('fin');
        for (const forbidden of ['<script', 'alert', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<iframe', 'style=', '<img']) {
          expect(html.toLowerCase()).not.toContain(forbidden);
        }
      } finally {
        await setRestaurant(server, SLUG, { external_form_information: original });
      }
    });

    it('says online booking is off for chez-marcel', async () => {
      const res = await server.call('GET', `/api/restaurants/${INACTIVE_SLUG}/config`);
      expect(res.status).toBe(200);
      expect(res.body.object).toMatchObject({
        name: 'Chez Marcel',
        external_form_active: false,
        phoneNumber: '+33 4 78 42 11 09',
        website: 'https://chez-marcel.example',
      });
    });

    it('answers an unknown slug with a French 404', async () => {
      expectRefusal(await server.call('GET', '/api/restaurants/nulle-part/config'), 404, 'Restaurant introuvable.');
    });
  });

  describe('hours by day', () => {
    it("after lunch today, lunch slots are past (not full) in the restaurant's zone", async () => {
      server.clock.set('2026-11-17T14:30:00Z'); // 15:30 in Paris, still Tuesday everywhere that matters
      try {
        const { noon, evening } = (await hours('mardi', DAY.today)).body.object;
        expect(noon.every((s: { available: boolean; reason?: string }) => !s.available && s.reason === 'past')).toBe(true);
        expect(evening.some((s: { available: boolean }) => s.available)).toBe(true);
      } finally {
        server.clock.set(DEFAULT_TEST_NOW);
      }
    });

    const hours = (weekday: string, date: string, query = '') => server.call('GET', `/api/restaurants/${SLUG}/hours/${weekday}/${date}${query}`);
    const labels = (list: Array<{ label: string }>) => list.map((s) => s.label);
    const NOON = ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00'];
    const EVENING = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45', '22:00'];

    it('lists noon and evening slots as {label, available}, sorted, all free on an empty day', async () => {
      const res = await hours('jeudi', DAY.thursday);
      expect(res.status).toBe(200);
      const { noon, evening } = res.body.object;
      expect(labels(noon)).toEqual(NOON);
      expect(labels(evening)).toEqual(EVENING);
      for (const slot of [...noon, ...evening]) expect(slot).toEqual({ label: expect.any(String), available: true });
    });

    it('gives empty lists on a Monday, when the restaurant is closed', async () => {
      const res = await hours('lundi', DAY.monday);
      expect(res.status).toBe(200);
      expect(res.body.object).toEqual({ noon: [], evening: [] });
    });

    it('has no evening on Sunday', async () => {
      const { noon, evening } = (await hours('dimanche', DAY.sunday)).body.object;
      expect(labels(noon)).toEqual(NOON);
      expect(evening).toEqual([]);
    });

    it('shows the fully booked Saturday evening as all unavailable, lunch still open', async () => {
      const { noon, evening } = (await hours('samedi', DAY.fullSaturday)).body.object;
      expect(labels(evening)).toEqual(EVENING);
      expect(evening.every((s: { available: boolean }) => !s.available)).toBe(true);
      // Full, and said so: the only case the wizard offers the waiting list for.
      expect(evening.every((s: { reason?: string }) => s.reason === 'full')).toBe(true);
      expect(noon.every((s: { available: boolean }) => s.available)).toBe(true);
    });

    it('follows the closed dates: lunch closed one day, the whole day another', async () => {
      const noonClosed = (await hours('jeudi', DAY.noonClosed)).body.object;
      expect(noonClosed.noon).toEqual([]);
      expect(labels(noonClosed.evening)).toEqual(EVENING);
      expect((await hours('mercredi', DAY.allClosed)).body.object).toEqual({ noon: [], evening: [] });
    });

    it('marks past slots of today unavailable, later ones available', async () => {
      await setRestaurant(server, SLUG, { booking_notice_minutes: 0 });
      try {
        server.clock.set('2026-11-17T11:10:00Z'); // 12:10 in Paris
        const { noon, evening } = (await hours('mardi', DAY.today)).body.object;
        const free = noon.filter((s: { available: boolean }) => s.available).map((s: { label: string }) => s.label);
        expect(free).toEqual(NOON.slice(1));
        // The slot gone by is said to be past, not full.
        expect(noon[0]).toEqual({ label: '12:00', available: false, reason: 'past' });
        expect(evening.every((s: { available: boolean }) => s.available)).toBe(true);
      } finally {
        await setRestaurant(server, SLUG, { booking_notice_minutes: 60 });
      }
    });

    it('also counts the minimum notice: nothing within the hour', async () => {
      server.clock.set('2026-11-17T11:10:00Z'); // 12:10 in Paris, notice 60 minutes
      const { noon } = (await hours('mardi', DAY.today)).body.object;
      const free = noon.filter((s: { available: boolean }) => s.available).map((s: { label: string }) => s.label);
      expect(free).toEqual(['13:15', '13:30', '13:45', '14:00']);
    });

    it('lists a past day with every slot unavailable', async () => {
      const { noon } = (await hours('dimanche', '2026-11-15')).body.object;
      expect(labels(noon)).toEqual(NOON);
      expect(noon.every((s: { available: boolean; reason?: string }) => !s.available && s.reason === 'past')).toBe(true);
    });

    it('lists a day beyond the 90-day booking window with every slot unavailable', async () => {
      const config = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
      expect(config.booking_max_date).toBe('2027-02-15');
      const last = (await hours('lundi', '2027-02-15')).body.object;
      expect(last).toEqual({ noon: [], evening: [] });
      const within = (await hours('dimanche', '2027-02-14')).body.object;
      expect(within.noon.every((s: { available: boolean }) => s.available)).toBe(true);
      const beyond = (await hours('mardi', '2027-02-16')).body.object;
      expect(labels(beyond.noon)).toEqual(NOON);
      expect([...beyond.noon, ...beyond.evening].every((s: { available: boolean; reason?: string }) => !s.available && s.reason === 'closed')).toBe(true);
    });

    it('depends on the party size: nine covers fit nowhere', async () => {
      const { noon, evening } = (await hours('jeudi', DAY.thursday, '?covers=9')).body.object;
      expect([...noon, ...evening].every((s: { available: boolean }) => !s.available)).toBe(true);
      // Seven covers fit two joined terrace tables.
      const seven = (await hours('jeudi', DAY.thursday, '?covers=7')).body.object;
      expect(seven.evening.every((s: { available: boolean }) => s.available)).toBe(true);
    });

    it('refuses a weekday that does not match the date with a French 422', async () => {
      expectRefusal(await hours('mardi', DAY.thursday), 422, 'Le jour de la semaine ne correspond pas à la date.');
    });

    it('refuses an invalid date with a French 400', async () => {
      for (const date of ['2026-02-30', '2026-13-01', 'demain', '19-11-2026']) {
        expectRefusal(await hours('jeudi', date), 400, /La date choisie est invalide\./);
      }
    });

    it('answers an unknown restaurant with a French 404', async () => {
      expectRefusal(await server.call('GET', `/api/restaurants/nulle-part/hours/jeudi/${DAY.thursday}`), 404, 'Restaurant introuvable.');
    });
  });

  describe('closed dates', () => {
    it('lists the coming closed dates with their service, not the past ones', async () => {
      const { id } = await restaurantRow(server);
      await changeRules(server, id, (trx) =>
        trx.insertInto('closed_dates').values({ restaurant_id: id, date: '2026-11-10', service: 'all', reason: 'passé' }).execute(),
      );
      const res = await server.call('GET', `/api/restaurants/${SLUG}/closed-dates`);
      expect(res.status).toBe(200);
      expect(res.body.object).toEqual([
        { date: DAY.noonClosed, service: 'noon' },
        { date: DAY.allClosed, service: 'all' },
      ]);
    });

    it('answers an unknown restaurant with a French 404', async () => {
      expectRefusal(await server.call('GET', '/api/restaurants/nulle-part/closed-dates'), 404, 'Restaurant introuvable.');
    });
  });

  describe('events', () => {
    it('lists events after today with a long French date, day and month', async () => {
      const { id } = await restaurantRow(server);
      await server.db.kysely
        .insertInto('events')
        .values([
          { guid: 'evt-today', restaurant_id: id, name: "Aujourd'hui", date: DAY.today, description: '' },
          { guid: 'evt-past', restaurant_id: id, name: 'Passé', date: '2026-11-01', description: '' },
        ])
        .execute();
      const res = await server.call('GET', `/api/restaurants/${SLUG}/events`);
      expect(res.status).toBe(200);
      expect(res.body.error).toBe(false);
      const events = res.body.object;
      expect(events.map((e: { name: string }) => e.name)).toEqual(['Soirée vins natures', 'Dîner truffe', 'Brunch de fin d’année']);
      expect(events[0]).toMatchObject({ name: 'Soirée vins natures', date: '2026-11-27', fullDate: 'Vendredi 27 novembre 2026', day: '27', month: 'novembre' });
      expect(events[1]).toMatchObject({ date: '2026-12-05', fullDate: 'Samedi 5 décembre 2026', day: '5', month: 'décembre' });
      expect(events[2]).toMatchObject({ date: '2026-12-13', fullDate: 'Dimanche 13 décembre 2026', day: '13', month: 'décembre' });
    });

    it('counts "today" in Paris: just after midnight there, the event of the day before is gone', async () => {
      server.clock.set('2026-11-26T23:30:00Z'); // Friday 27 November, 00:30 in Paris
      const names = (await server.call('GET', `/api/restaurants/${SLUG}/events`)).body.object.map((e: { name: string }) => e.name);
      expect(names).toEqual(['Dîner truffe', 'Brunch de fin d’année']);
    });
  });

  describe('identity, questions, communications', () => {
    it('gives the restaurant id and guid by slug', async () => {
      const row = await restaurantRow(server);
      const res = await server.call('GET', `/api/restaurants/${SLUG}/identity`);
      expect(res.body).toEqual({ code: 200, error: false, message: '', object: { restaurantId: row.id, restaurantGuid: row.guid } });
      expectRefusal(await server.call('GET', '/api/restaurants/nulle-part/identity'), 404, 'Restaurant introuvable.');
    });

    it('lists the active questions with their required flag', async () => {
      const { id } = await restaurantRow(server);
      await changeRules(server, id, (trx) =>
        trx.insertInto('questions').values({ restaurant_id: id, question_text: 'Question retirée', required: 1, active: 0, position: 5 }).execute(),
      );
      const res = await server.call('GET', `/api/restaurants/${SLUG}/questions`);
      expect(res.status).toBe(200);
      expect(res.body.error).toBe(false);
      expect(res.body.object).toEqual([
        { id: expect.any(Number), questionText: REQUIRED_QUESTION, required: true },
        { id: expect.any(Number), questionText: 'Comment avez-vous connu le restaurant ?', required: false },
      ]);
      expectRefusal(await server.call('GET', '/api/restaurants/nulle-part/questions'), 404, 'Restaurant introuvable.');
    });

    it('gives the restaurant for the communications page', async () => {
      const row = await restaurantRow(server);
      const res = await server.call('GET', `/api/communications/${SLUG}`);
      expect(res.body).toMatchObject({
        code: 200,
        error: false,
        object: { restaurant_id: row.id, logo: '/demo/le-petit-zinc-logo.svg', name: 'Le Petit Zinc' },
      });
      expectRefusal(await server.call('GET', '/api/communications/nulle-part'), 404, 'Restaurant introuvable.');
    });
  });
});
