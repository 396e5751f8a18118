import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import {
  DAY,
  draftBody,
  expectRefusal,
  INACTIVE_SLUG,
  questionIds,
  REQUIRED_QUESTION,
  rowCounts,
  setRestaurant,
  SLUG,
  tablesByName,
} from '../support/booking-fixtures';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The wizard's page-4 check: every rule the server holds, each refusal a 422 whose French message
// the wizard shows as it is, and nothing written.

describe.each(await dialectsUnderTest())('booking draft check on %s', (dialect) => {
  let server: TestServer;
  let q: { required: number; optional: number };
  const check = (overrides: Record<string, unknown>) => server.call('POST', '/api/bookings/check', draftBody(overrides));

  beforeAll(async () => {
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => server?.close());

  it('accepts a valid draft and writes nothing', async () => {
    const before = await rowCounts(server);
    const res = await check({ questions: [{ id: q.required, answer: 'Aucune' }], bookingIcons: '1,3', informations: 'Anniversaire' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, error: false, message: 'Les informations sont valides.', object: null, said: { code: 'draftValid' } });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('accepts a draft checked before the questions page (no answers yet)', async () => {
    expect((await check({})).status).toBe(200);
  });

  it('accepts a landline and foreign numbers, in any spelling (the wizard runs the same rule)', async () => {
    for (const phone of ['01 42 72 18 30', '+44 20 7946 0958', '+32 470 12 34 56', '+687 75 12 34']) {
      const res = await check({ phone, phoneConfirmation: phone.replace(/ /g, '') });
      expect(res.status, `${phone}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('accepts a chosen placement legend and a waiting-list draft on a full service', async () => {
    const config = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
    expect((await check({ bookingIconsCustomerPlacementSelected: config.placing_customer_icons_selected[1].guid })).status).toBe(200);
    expect((await check({ date: DAY.fullSaturday, hour: '19:00', is_waiting: true })).status).toBe(200);
  });

  const refusals: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['a past date', { date: '2026-11-15', hour: '12:00' }, 'Ce créneau est déjà passé. Veuillez choisir un autre horaire.'],
    ['a closed weekday (Monday)', { date: DAY.monday, hour: '20:00' }, 'Le restaurant est fermé à cette date.'],
    ['a closed date', { date: DAY.allClosed, hour: '20:00' }, 'Le restaurant est fermé à cette date.'],
    ['lunch on a date whose lunch is closed', { date: DAY.noonClosed, hour: '12:30' }, 'Le restaurant est fermé à cette date.'],
    ['an hour the restaurant does not offer', { hour: '20:07' }, "Cet horaire n'est pas proposé par le restaurant."],
    ['Sunday evening (no evening service)', { date: DAY.sunday, hour: '20:00' }, "Cet horaire n'est pas proposé par le restaurant."],
    ['a date beyond the booking window', { date: '2027-03-02', hour: '20:00' }, 'Les réservations ne sont pas encore ouvertes pour cette date.'],
    ['an impossible date', { date: '2026-02-30' }, 'La date choisie est invalide.'],
    ['a party no table can seat', { tableware_count: 9 }, 'Nous ne pouvons pas accueillir 9 personnes en ligne. Veuillez appeler le restaurant.'],
    ['a slot with no table left', { date: DAY.fullSaturday, hour: '19:00' }, "Il n'y a plus de table disponible pour 2 personnes à cet horaire."],
    ['zero covers', { tableware_count: 0 }, 'Le nombre de couverts doit être au moins 1.'],
    ['negative covers', { tableware_count: -3 }, 'Le nombre de couverts doit être au moins 1.'],
    ['an empty name', { name: '   ' }, 'Veuillez indiquer votre nom.'],
    ['a one-letter name', { name: 'A' }, 'Veuillez indiquer votre nom.'],
    ['an invalid e-mail', { email: 'camille.exemple.fr' }, 'Veuillez saisir une adresse e-mail valide.'],
    ['an e-mail with spaces', { email: 'camille martin@exemple.fr' }, 'Veuillez saisir une adresse e-mail valide.'],
    ['an invalid phone', { phone: '12345', phoneConfirmation: '12345' }, 'Veuillez saisir un numéro de téléphone valide.'],
    ['a phone with letters', { phone: 'zéro six', phoneConfirmation: 'zéro six' }, 'Veuillez saisir un numéro de téléphone valide.'],
    ['a well-formed number that does not exist', { phone: '0000000000', phoneConfirmation: '0000000000' }, 'Veuillez saisir un numéro de téléphone valide.'],
    ['a country code with too few digits', { phone: '+123456789', phoneConfirmation: '+123456789' }, 'Veuillez saisir un numéro de téléphone valide.'],
    ['a number followed by words', { phone: '06 12 34 56 78 portable', phoneConfirmation: '0612345678' }, 'Veuillez saisir un numéro de téléphone valide.'],
    ['a group of more than 99', { tableware_count: 100 }, 'Pour un groupe de plus de 99 personnes, veuillez appeler le restaurant.'],
    ['a confirmation that differs', { phoneConfirmation: '06 12 34 56 79' }, 'Les deux numéros de téléphone ne correspondent pas.'],
    ['an invalid birthday', { birthday: '1990-02-31' }, 'La date de naissance est invalide.'],
    ['an invalid post code', { post_code: '75<b>' }, 'Le code postal est invalide.'],
    ['an unknown preference icon', { bookingIcons: '1,999' }, "Une des préférences choisies n'existe pas pour ce restaurant."],
    ['an unknown placement', { bookingIconsCustomerPlacementSelected: 'pas-un-emplacement' }, "L'emplacement choisi n'existe pas pour ce restaurant."],
  ];

  it.each(refusals)('refuses %s with its French message', async (_label, overrides, message) => {
    const before = await rowCounts(server);
    expectRefusal(await check(overrides), 422, message);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('refuses a past hour of today and a slot within the minimum notice', async () => {
    server.clock.set('2026-11-17T11:10:00Z'); // 12:10 in Paris
    try {
      expectRefusal(await check({ date: DAY.today, hour: '12:00' }), 422, 'Ce créneau est déjà passé. Veuillez choisir un autre horaire.');
      expectRefusal(
        await check({ date: DAY.today, hour: '13:00' }),
        422,
        "Ce créneau est trop proche : les réservations en ligne se font au moins 60 minutes à l'avance.",
      );
      expect((await check({ date: DAY.today, hour: '13:15' })).status).toBe(200);
    } finally {
      server.clock.set(DEFAULT_TEST_NOW);
    }
  });

  it('refuses a missing answer to the required question, naming it', async () => {
    const message = `Veuillez répondre à la question obligatoire : « ${REQUIRED_QUESTION} ».`;
    expectRefusal(await check({ questions: [{ id: q.optional, answer: 'Par des amis' }] }), 422, message);
    expectRefusal(await check({ questions: [{ id: q.required, answer: '   ' }] }), 422, message);
    expectRefusal(await check({ questions: [] }), 422, message);
  });

  it('refuses an answer to a question the restaurant does not ask', async () => {
    expectRefusal(
      await check({
        questions: [
          { id: q.required, answer: 'Aucune' },
          { id: 9999, answer: '?' },
        ],
      }),
      422,
      "Une des questions n'existe pas pour ce restaurant.",
    );
  });

  it('refuses a placement legend of another restaurant', async () => {
    // A guid that exists, but belongs to no legend of this restaurant: a table guid.
    const tables = await tablesByName(server);
    expectRefusal(
      await check({ bookingIconsCustomerPlacementSelected: tables['Salle 1']!.guid }),
      422,
      "L'emplacement choisi n'existe pas pour ce restaurant.",
    );
  });

  it('refuses everything for chez-marcel, whose online booking is off', async () => {
    expectRefusal(
      await check({ slug: INACTIVE_SLUG, date: DAY.thursday, hour: '12:00' }),
      422,
      "Ce restaurant n'accepte pas de réservation en ligne pour le moment.",
    );
  });

  it('refuses the waiting list where the restaurant does not offer it', async () => {
    await setRestaurant(server, SLUG, { is_waiting_booking_enabled: 0 });
    try {
      expectRefusal(await check({ date: DAY.fullSaturday, hour: '19:00', is_waiting: true }), 422, "La liste d'attente n'est pas proposée par ce restaurant.");
    } finally {
      await setRestaurant(server, SLUG, { is_waiting_booking_enabled: 1 });
    }
  });

  it('answers an unknown restaurant with a French 404', async () => {
    expectRefusal(await check({ slug: 'nulle-part' }), 404, 'Restaurant introuvable.');
  });
});
