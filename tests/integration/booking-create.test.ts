import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import {
  bookingBody,
  bookingByShortId,
  DAY,
  dinerOf,
  expectRefusal,
  codeBody,
  INACTIVE_SLUG,
  phoneOf,
  questionIds,
  REQUIRED_QUESTION,
  restaurantRow,
  rowCounts,
  setRestaurant,
  SLUG,
  tableNamesOf,
  tablesByName,
  verifyPhone,
} from '../support/booking-fixtures';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// Booking creation through the real API: validated again on the server, the table chosen by the
// server, the SMS code enforced from six covers, and nothing half-written when refused.

const SMS_REQUIRED = 'Veuillez valider le code reçu par SMS avant de réserver.';
const NO_TABLE_FOR_TWO = "Il n'y a plus de table disponible pour 2 personnes à cet horaire.";

describe.each(await dialectsUnderTest())('booking creation on %s', (dialect) => {
  let server: TestServer;
  let q: { required: number; optional: number };
  let tables: Record<string, { id: number; guid: string }>;
  let diner = 100;
  /** A valid booking for a new diner each time, so SMS verifications never mix. */
  const body = (overrides: Record<string, unknown> = {}) => bookingBody(q.required, { ...dinerOf(++diner), ...overrides });
  const create = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) => server.call('POST', '/api/bookings', body(overrides), headers);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    q = await questionIds(server);
    tables = await tablesByName(server);
  });
  afterAll(async () => server?.close());

  it('creates a confirmed booking, stores what the diner typed and queues the confirmation e-mail', async () => {
    const before = await rowCounts(server);
    const res = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, {
        name: '  Camille   Martin ',
        email: 'Camille.Martin@Exemple.FR',
        phoneNumber: '06 12 34 56 78',
        information: 'Une chaise haute, merci',
        bookingIcons: '1,2',
        sms: true,
        questions: [
          { id: q.required, answer: ' Sans gluten ' },
          { id: q.optional, answer: 'Par des amis' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 201, error: false, message: 'Votre demande a été transmise !' });
    const { shortId, guid, reference, status } = res.body.object;
    expect(status).toBe('confirmed');
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(reference).toMatch(/^[A-Z0-9]{6,12}$/);
    // At least 120 bits, URL-safe: the link is its own key.
    expect(shortId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(shortId.length * 6).toBeGreaterThanOrEqual(120);
    expect(encodeURIComponent(shortId)).toBe(shortId);

    const row = await bookingByShortId(server, shortId);
    expect(row).toMatchObject({
      guid,
      date: DAY.thursday,
      hour: '20:00',
      service: 'evening',
      covers: 2,
      status: 'confirmed',
      source: 'online',
      name: 'Camille Martin',
      email: 'camille.martin@exemple.fr',
      phone_number: '+33612345678',
      information: 'Une chaise haute, merci',
      sms_consent: 1,
    });
    expect(await tableNamesOf(server, row.id)).toEqual(['Salle 1']);
    const answers = await server.db.kysely
      .selectFrom('booking_answers')
      .select(['question_text', 'answer'])
      .where('booking_id', '=', row.id)
      .orderBy('question_id')
      .execute();
    expect(answers).toEqual([
      { question_text: REQUIRED_QUESTION, answer: 'Sans gluten' },
      { question_text: 'Comment avez-vous connu le restaurant ?', answer: 'Par des amis' },
    ]);
    const icons = await server.db.kysely.selectFrom('booking_icons').select('icon_id').where('booking_id', '=', row.id).orderBy('icon_id').execute();
    expect(icons.map((i) => i.icon_id)).toEqual([1, 2]);
    const outbox = await server.db.kysely.selectFrom('outbox').selectAll().where('booking_id', '=', row.id).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'booking_received', channel: 'email', recipient: 'camille.martin@exemple.fr' });
    const history = await server.db.kysely.selectFrom('booking_history').selectAll().where('booking_id', '=', row.id).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: 'diner', action: 'created', to_status: 'confirmed' });

    const after = await rowCounts(server);
    expect(after.bookings - before.bookings).toBe(1);
    // The confirmation e-mail, and (the "actualités" box is ticked) the subscription's two opt-in links.
    expect(after.outbox - before.outbox).toBe(3);
    expect(after.subscriptions - before.subscriptions).toBe(1);
    expect((await server.call('GET', `/api/bookings/short/${shortId}`)).status).toBe(200);
  });

  it('gives every booking its own unguessable link', async () => {
    const ids = new Set<string>();
    for (const hour of ['12:00', '12:15', '12:30', '12:45', '13:00']) {
      const res = await create({ date: DAY.friday, hour });
      expect(res.status).toBe(201);
      ids.add(res.body.object.shortId);
    }
    expect(ids.size).toBe(5);
  });

  describe('table assignment', () => {
    it("never trusts the browser's table: a held table, another restaurant's table, a table too big", async () => {
      // Wednesday 12:00: Salle 1 is held by a seed booking.
      const held = await create({ date: DAY.wednesday, hour: '12:00', table: tables['Salle 1']!.guid });
      expect(held.status).toBe(201);
      expect(await tableNamesOf(server, (await bookingByShortId(server, held.body.object.shortId)).id)).toEqual(['Terrasse 1']);

      const marcel = await tablesByName(server, INACTIVE_SLUG);
      const foreign = await create({ date: DAY.wednesday, hour: '12:15', table: marcel['Table 1']!.guid });
      expect(foreign.status).toBe(201);
      const foreignTables = await server.db.kysely
        .selectFrom('booking_tables')
        .innerJoin('dining_tables', 'dining_tables.id', 'booking_tables.table_id')
        .select(['dining_tables.restaurant_id', 'dining_tables.name'])
        .where('booking_id', '=', (await bookingByShortId(server, foreign.body.object.shortId)).id)
        .execute();
      expect(foreignTables).toEqual([{ restaurant_id: (await restaurantRow(server)).id, name: 'Terrasse 2' }]);

      const tooBig = await create({ date: DAY.wednesday, hour: '19:00', table: tables['Salle 7']!.guid });
      expect(await tableNamesOf(server, (await bookingByShortId(server, tooBig.body.object.shortId)).id)).toEqual(['Salle 1']);
    });

    it('honours a chosen table name when it is free, and falls back to another table when it is not', async () => {
      const date = '2026-11-24';
      const first = await create({ date, hour: '20:00', tableName: tables['Terrasse 3']!.guid });
      expect(first.status).toBe(201);
      const firstRow = await bookingByShortId(server, first.body.object.shortId);
      expect(await tableNamesOf(server, firstRow.id)).toEqual(['Terrasse 3']);
      expect(firstRow.preferred_table_guid).toBe(tables['Terrasse 3']!.guid);
      const names = (await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${date}&hour=20:00`)).body.object;
      expect(names.map((t: { name: string }) => t.name)).not.toContain('Terrasse 3');

      const second = await create({ date, hour: '20:15', tableName: tables['Terrasse 3']!.guid });
      expect(second.status).toBe(201);
      expect(await tableNamesOf(server, (await bookingByShortId(server, second.body.object.shortId)).id)).toEqual(['Salle 1']);
    });

    it('prefers the chosen placement', async () => {
      const config = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
      const terrace = config.placing_customer_icons_selected.find((l: { label: string }) => l.label === 'Terrasse').guid;
      const res = await create({ date: '2026-11-25', hour: '20:00', bookingIconsCustomerPlacementSelected: terrace });
      expect(res.status).toBe(201);
      expect(await tableNamesOf(server, (await bookingByShortId(server, res.body.object.shortId)).id)).toEqual(['Terrasse 1']);
    });

    it('joins two terrace tables for seven covers', async () => {
      const phone = phoneOf(700);
      await verifyPhone(server, phone);
      const res = await create({ date: '2026-11-25', hour: '12:00', tablewarecount: 7, phoneNumber: phone });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await tableNamesOf(server, (await bookingByShortId(server, res.body.object.shortId)).id)).toEqual(['Terrasse 4', 'Terrasse 5']);
    });

    it('refuses with a French 409 when no table is left, writing nothing', async () => {
      const before = await rowCounts(server);
      expectRefusal(await create({ date: DAY.fullSaturday, hour: '19:00' }), 409, NO_TABLE_FOR_TWO);
      expect(await rowCounts(server)).toEqual(before);
    });
  });

  describe('waiting list', () => {
    it('puts the diner on the waiting list of a full service, without a table', async () => {
      const before = await rowCounts(server);
      const res = await create({ date: DAY.fullSaturday, hour: '19:30', is_waiting: true, tablewarecount: 5 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ error: false, message: "Vous êtes inscrit sur la liste d'attente.", object: { status: 'waiting' } });
      const row = await bookingByShortId(server, res.body.object.shortId);
      expect(row).toMatchObject({ status: 'waiting', service: 'evening', covers: 5 });
      expect(await tableNamesOf(server, row.id)).toEqual([]);
      const after = await rowCounts(server);
      expect(after.booking_tables).toBe(before.booking_tables);
      // The waiting entry holds nothing: the slot stays full, and no one else is refused because of it.
      const evening = (await server.call('GET', `/api/restaurants/${SLUG}/hours/samedi/${DAY.fullSaturday}`)).body.object.evening;
      expect(evening.every((s: { available: boolean }) => !s.available)).toBe(true);
    });

    it('takes no table even where one is free', async () => {
      const res = await create({ date: '2026-11-26', hour: '20:00', is_waiting: true });
      expect(res.status).toBe(201);
      expect(await tableNamesOf(server, (await bookingByShortId(server, res.body.object.shortId)).id)).toEqual([]);
    });

    it('asks a large party for the SMS code, as for a booking', async () => {
      expectRefusal(
        await create({ date: DAY.fullSaturday, hour: '19:45', is_waiting: true, tablewarecount: 6 }),
        403,
        'Veuillez valider le code reçu par SMS avant de réserver.',
      );
    });

    it('does not ask for the answers of a step the waiting list skips', async () => {
      const res = await create({ date: DAY.fullSaturday, hour: '20:00', is_waiting: true, questions: [] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    it('is refused where the restaurant does not offer it', async () => {
      await setRestaurant(server, SLUG, { is_waiting_booking_enabled: 0 });
      try {
        const before = await rowCounts(server);
        expectRefusal(
          await create({ date: DAY.fullSaturday, hour: '19:00', is_waiting: true }),
          422,
          "La liste d'attente n'est pas proposée par ce restaurant.",
        );
        expect(await rowCounts(server)).toEqual(before);
      } finally {
        await setRestaurant(server, SLUG, { is_waiting_booking_enabled: 1 });
      }
    });
  });

  describe('consents', () => {
    it('requires the terms to be accepted', async () => {
      const before = await rowCounts(server);
      expectRefusal(await create({ conditions_accepted: false }), 422, "Veuillez accepter les conditions générales d'utilisation du service.");
      const withoutField = body();
      delete withoutField.conditions_accepted;
      expectRefusal(await server.call('POST', '/api/bookings', withoutField), 400);
      expect(await rowCounts(server)).toEqual(before);
    });

    it('requires the adult certification at an adult-only restaurant', async () => {
      await setRestaurant(server, SLUG, { is_adult: 1 });
      try {
        expect((await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object.is_adult).toBe(true);
        const before = await rowCounts(server);
        expectRefusal(await create({ date: '2026-11-26', hour: '12:00' }), 422, 'Veuillez certifier que tous les membres de la réservation sont majeurs.');
        expectRefusal(
          await create({ date: '2026-11-26', hour: '12:00', adult_certified: false }),
          422,
          'Veuillez certifier que tous les membres de la réservation sont majeurs.',
        );
        expect(await rowCounts(server)).toEqual(before);
        expect((await create({ date: '2026-11-26', hour: '12:00', adult_certified: true })).status).toBe(201);
      } finally {
        await setRestaurant(server, SLUG, { is_adult: 0 });
      }
      // Elsewhere the certification is not asked for.
      expect((await create({ date: '2026-11-26', hour: '12:15' })).status).toBe(201);
    });
  });

  describe('SMS code from six covers', () => {
    const date = '2026-11-27';

    it('books five covers without a code', async () => {
      expect((await create({ date, hour: '12:00', tablewarecount: 5 })).status).toBe(201);
    });

    it('refuses six covers without a verified code (403), and after code/create alone', async () => {
      const phone = phoneOf(600);
      const before = await rowCounts(server);
      expectRefusal(await create({ date, hour: '12:15', tablewarecount: 6, phoneNumber: phone }), 403, SMS_REQUIRED);
      expect(await rowCounts(server)).toEqual(before);
      expect((await server.call('POST', '/api/code/create', codeBody(phone, { date, hour: '12:15' }))).status).toBe(200);
      expectRefusal(await create({ date, hour: '12:15', tablewarecount: 6, phoneNumber: phone }), 403, SMS_REQUIRED);
    });

    it('accepts six covers once the code is checked, and the code is single use', async () => {
      const phone = phoneOf(601);
      await verifyPhone(server, phone);
      const first = await create({ date, hour: '12:30', tablewarecount: 6, phoneNumber: phone });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.object.status).toBe('confirmed');
      const consumed = await server.db.kysely.selectFrom('confirmation_codes').select('consumed_at').where('phone_number', '=', phone).execute();
      expect(consumed.map((c) => c.consumed_at)).toEqual([expect.any(String)]);
      expectRefusal(await create({ date, hour: '19:00', tablewarecount: 6, phoneNumber: phone }), 403, SMS_REQUIRED);
    });

    it("accepts the same number written another way, but not another diner's verification", async () => {
      const phone = phoneOf(602);
      await verifyPhone(server, phone);
      expectRefusal(await create({ date, hour: '19:15', tablewarecount: 6, phoneNumber: phoneOf(603) }), 403, SMS_REQUIRED);
      const national = `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
      expect((await create({ date, hour: '19:15', tablewarecount: 6, phoneNumber: national })).status).toBe(201);
    });

    it('keeps the code when the booking is refused for another reason', async () => {
      const phone = phoneOf(604);
      await verifyPhone(server, phone);
      expectRefusal(await create({ date: DAY.fullSaturday, hour: '19:00', tablewarecount: 6, phoneNumber: phone }), 409);
      expect((await create({ date, hour: '19:30', tablewarecount: 6, phoneNumber: phone })).status).toBe(201);
    });

    it('does not accept a verification older than half an hour', async () => {
      const phone = phoneOf(605);
      await verifyPhone(server, phone);
      server.clock.set(new Date(new Date(DEFAULT_TEST_NOW).getTime() + 31 * 60_000));
      try {
        expectRefusal(await create({ date, hour: '20:00', tablewarecount: 6, phoneNumber: phone }), 403, SMS_REQUIRED);
      } finally {
        server.clock.set(DEFAULT_TEST_NOW);
      }
    });

    it('asks for no code when the restaurant turned SMS confirmation off', async () => {
      await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 0 });
      try {
        expect((await create({ date, hour: '20:15', tablewarecount: 6, phoneNumber: phoneOf(606) })).status).toBe(201);
      } finally {
        await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 1 });
      }
    });
  });

  describe('required questions', () => {
    it('are not required when the restaurant has no experience step: the diner is never asked', async () => {
      await setRestaurant(server, SLUG, { show_experience_stepper: 0 });
      try {
        const res = await create({ date: '2026-11-27', hour: '12:30', questions: [] });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      } finally {
        await setRestaurant(server, SLUG, { show_experience_stepper: 1 });
      }
    });
  });

  describe('validated again on the server', () => {
    const refusals: Array<[string, Record<string, unknown>, number, string]> = [
      ['a past date', { date: '2026-11-15', hour: '12:00' }, 422, 'Ce créneau est déjà passé. Veuillez choisir un autre horaire.'],
      ['a closed day', { date: DAY.monday }, 422, 'Le restaurant est fermé à cette date.'],
      ['zero covers', { tablewarecount: 0 }, 422, 'Le nombre de couverts doit être au moins 1.'],
      ['a party no table seats', { tablewarecount: 12 }, 422, 'Nous ne pouvons pas accueillir 12 personnes en ligne. Veuillez appeler le restaurant.'],
      ['an invalid name', { name: ' ' }, 422, 'Veuillez indiquer votre nom.'],
      ['an invalid e-mail', { email: 'pas-un-email' }, 422, 'Veuillez saisir une adresse e-mail valide.'],
      ['an invalid phone', { phoneNumber: '0000' }, 422, 'Veuillez saisir un numéro de téléphone valide.'],
      ['a well-formed number that does not exist', { phoneNumber: '0000000000' }, 422, 'Veuillez saisir un numéro de téléphone valide.'],
      ['a country code with too few digits', { phoneNumber: '+123456789' }, 422, 'Veuillez saisir un numéro de téléphone valide.'],
      ['no answer to the required question', { questions: [] }, 422, `Veuillez répondre à la question obligatoire : « ${REQUIRED_QUESTION} ».`],
      ['an unknown icon', { bookingIcons: '42' }, 422, "Une des préférences choisies n'existe pas pour ce restaurant."],
      ['an unknown placement', { bookingIconsCustomerPlacementSelected: 'cave' }, 422, "L'emplacement choisi n'existe pas pour ce restaurant."],
      ['a restaurant id that is not the slug', { restaurantId: 2 }, 422, 'Le restaurant de la réservation est incohérent.'],
      [
        'chez-marcel (online booking off)',
        { restaurantSlug: INACTIVE_SLUG, hour: '12:00' },
        422,
        "Ce restaurant n'accepte pas de réservation en ligne pour le moment.",
      ],
      ['an unknown restaurant', { restaurantSlug: 'nulle-part' }, 404, 'Restaurant introuvable.'],
    ];

    it.each(refusals)('refuses %s, writing nothing', async (_label, overrides, status, message) => {
      const before = await rowCounts(server);
      expectRefusal(await create(overrides), status, message);
      expect(await rowCounts(server)).toEqual(before);
    });
  });

  describe('one transaction', () => {
    it('writes the booking and its outbox message together or not at all', async () => {
      const refuse =
        dialect === 'sqlite'
          ? [sql`create trigger outbox_down before insert on outbox begin select raise(abort, 'outbox en panne'); end`]
          : [
              sql`create function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'outbox en panne'; end $$`,
              sql`create trigger outbox_down before insert on outbox for each row execute function outbox_down()`,
            ];
      for (const statement of refuse) await statement.execute(server.db.kysely);
      const before = await rowCounts(server);
      const request = body({ date: '2026-12-01', hour: '20:00' });
      try {
        const res = await server.call('POST', '/api/bookings', request);
        // The outbox failing is a server fault: a 500, but in French and with nothing half-written.
        expectRefusal(res, 500, 'Une erreur interne est survenue. Veuillez réessayer.');
        expect(await rowCounts(server)).toEqual(before);
        const orphan = await server.db.kysely
          .selectFrom('bookings')
          .select('id')
          .where('email', '=', request.email as string)
          .execute();
        expect(orphan).toEqual([]);
      } finally {
        await sql`drop trigger outbox_down${sql.raw(dialect === 'sqlite' ? '' : ' on outbox')}`.execute(server.db.kysely);
        if (dialect === 'postgres') await sql`drop function outbox_down`.execute(server.db.kysely);
      }
      const retry = await server.call('POST', '/api/bookings', request);
      expect(retry.status).toBe(201);
      const after = await rowCounts(server);
      expect(after.bookings - before.bookings).toBe(1);
      expect(after.outbox - before.outbox).toBe(1);
    });
  });
});
