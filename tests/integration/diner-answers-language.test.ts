import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FR_DINER_MESSAGES as FR } from '../../src/domain/diner-messages/fr';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, draftBody, expectRefusal, phoneOf, questionIds, restaurantRow } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// What the server answers a diner — a field refused, a slot refused, an action on their booking,
// a sign-up, a code, an offer — is in the diner's language: the page's (X-Diner-Language), a
// language the body names, the booking's own, their choice (cookie) or their browser's; by
// default exactly the spec's French. The staff's routes stay French whatever the browser says.

describe.each(await dialectsUnderTest())('diner answers in the diner language on %s', (dialect) => {
  let server: TestServer;
  let q: { required: number; optional: number };
  let diner = 4100;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const check = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/bookings/check', draftBody(overrides), headers);

  it('refuses a field in the spec French by default and in the language the browser or the diner asks for', async () => {
    const bad = { email: 'pas-une-adresse' };
    const french = await check(bad);
    expectRefusal(french, 422, FR.emailInvalid);
    expect(french.body.said).toEqual({ code: 'emailInvalid' });

    const english = await check(bad, { 'accept-language': 'en-US,en;q=0.9,fr;q=0.5' });
    expect(english.status).toBe(422);
    expect(english.body.message).toBe('Please enter a valid e-mail address.');
    expect(english.body.object.reason).toBe('email');

    // The diner's choice (cookie) beats the browser; the page's language beats both.
    const spanish = await check(bad, { 'accept-language': 'en', cookie: 'couvert_lang=es' });
    expect(spanish.body.message).toBe('Introduzca una dirección de correo electrónico válida.');
    const german = await check(bad, { 'accept-language': 'en', cookie: 'couvert_lang=es', 'x-diner-language': 'de' });
    expect(german.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    // A language Couvert does not speak is French.
    expect((await check(bad, { 'accept-language': 'pt-BR' })).body.message).toBe(FR.emailInvalid);

    const phone = await check({ phone: '0000000000', phoneConfirmation: '0000000000' }, { 'x-diner-language': 'it' });
    expect(phone.body.message).toBe('Inserisci un numero di telefono valido.');
  });

  it('words a refused slot in the diner language, with its numbers', async () => {
    const closed = await check({ date: DAY.monday });
    expectRefusal(closed, 422, 'Le restaurant est fermé à cette date.');
    expect(closed.body.said).toEqual({ code: 'slotClosed' });
    expect((await check({ date: DAY.monday }, { 'accept-language': 'en' })).body.message).toBe('The restaurant is closed on this date.');

    const full = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), date: DAY.fullSaturday, hour: '20:00' }));
    expectRefusal(full, 409, "Il n'y a plus de table disponible pour 2 personnes à cet horaire.");
    const fullEnglish = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, { ...dinerOf(++diner), date: DAY.fullSaturday, hour: '20:00', language: 'en' }),
    );
    expect(fullEnglish.status).toBe(409);
    expect(fullEnglish.body.message).toBe('There is no table left for 2 people at this time.');
    expect(fullEnglish.body.said).toEqual({ code: 'slotFull', params: { covers: 2 } });
  });

  it('words a request of the wrong shape in the diner language, French by default', async () => {
    const long = { name: 'x'.repeat(121) };
    const french = await check(long);
    expectRefusal(french, 400, 'Données invalides dans le corps de la requête : « name » — 120 caractères au maximum.');
    const english = await check(long, { 'x-diner-language': 'en' });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('The information sent is not valid (“name”).');
  });

  it('answers the actions of a booking link in the booking language unless the page says otherwise', async () => {
    const book = async (language?: string) => {
      const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), ...(language ? { language } : {}) }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res;
    };
    const english = await book('en');
    expect(english.body.message).toBe('Your request has been sent!');
    const french = await book();
    expect(french.body.message).toBe('Votre demande a été transmise !');

    // No language named by the request: the booking's.
    const cancelled = await server.call('POST', `/api/bookings/${english.body.object.guid}/cancel`);
    expect(cancelled.body.message).toBe('Your booking has been cancelled.');
    expect(cancelled.body.said).toEqual({ code: 'cancelled', language: 'en' });
    // A closed booking's link answers exactly like an unknown one: the language tells nothing either.
    const again = await server.call('POST', `/api/bookings/${english.body.object.guid}/cancel`);
    expectRefusal(again, 404, FR.bookingNotFound);
    const againEnglish = await server.call('POST', `/api/bookings/${english.body.object.guid}/cancel`, undefined, { 'x-diner-language': 'en' });
    expect(againEnglish.body.message).toBe('We cannot find your booking. Please check the link or contact the restaurant.');

    const frenchDelay = await server.call('POST', `/api/bookings/${french.body.object.guid}/hour`, { hour: '21:00', comment: '' });
    expectRefusal(frenchDelay, 422, "Vous ne pouvez prévenir d'un retard que le jour de votre réservation.");
    // The page the diner reads names its own language: it wins over the booking's.
    const spanishDelay = await server.call(
      'POST',
      `/api/bookings/${french.body.object.guid}/hour`,
      { hour: '21:00', comment: '' },
      { 'x-diner-language': 'es' },
    );
    expect(spanishDelay.body.message).toBe('Solo puede avisar de un retraso el día de su reserva.');
    const confirmed = await server.call('POST', `/api/bookings/short/${french.body.object.shortId}/confirm`);
    expect(confirmed.body.message).toMatch(/^Votre réservation est (déjà )?confirmée\. À bientôt !$/);
  });

  it('answers codes, sign-ups and offers in the diner language', async () => {
    const wrongCode = await server.call('POST', '/api/code/check', { phone_number: phoneOf(++diner), code: '000000' }, { 'accept-language': 'de' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.message).toBe('falscher Code');
    expectRefusal(await server.call('POST', '/api/code/check', { phone_number: phoneOf(++diner), code: '000000' }), 422, 'erreur sur le code');

    const { id } = await restaurantRow(server);
    const noConsent = { restaurant_id: id, email: 'abonne@exemple.fr', consent: false };
    expectRefusal(await server.call('POST', '/api/subscriptions', noConsent), 422, FR.consentRequired);
    const italian = await server.call('POST', '/api/subscriptions', { ...noConsent, language: 'it' });
    expect(italian.body.message).toBe('Spunta la casella del consenso per iscriverti.');
    const signedUp = await server.call('POST', '/api/subscriptions', { ...noConsent, consent: true, language: 'es' });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.message).toMatch(/^¡Gracias! Para completar su inscripción/);

    expectRefusal(await server.call('GET', '/api/waiting-offers/inconnu'), 404, FR.offerNotFound);
    const offer = await server.call('GET', '/api/waiting-offers/inconnu', undefined, { 'accept-language': 'en' });
    expect(offer.body.message).toBe('This offer cannot be found. Please check the link you received.');
  });

  it('keeps the staff routes French whatever the browser asks for', async () => {
    const res = await server.call(
      'POST',
      '/api/login_check',
      { username: 'x'.repeat(40), password: '' },
      { 'accept-language': 'en', 'x-diner-language': 'en' },
    );
    expectRefusal(res, 400, /^Données invalides dans le corps de la requête : « username »/);
  });
});
