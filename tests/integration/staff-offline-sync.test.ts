import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, expectRefusal, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// What a tablet sends when the network comes back (docs/offline.md): each queued change carries
// its own Idempotency-Key and is applied once however often it arrives; a status older than the
// booking's last one is refused, a note is merged, a table move that no longer fits is refused.

// Friday 20 November 2026, 12:40 in Paris: lunch is being served.
const NOW = `${DAY.friday}T11:40:00Z`;

describe.each(await dialectsUnderTest())('changes queued offline on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let tabletA: string;
  let tabletB: string;
  let tables: Record<string, { id: number; guid: string }>;
  const keyed = (token: string, key: string) => ({ ...bearer(token), 'idempotency-key': key });
  const phone = async (hour: string, name: string, table?: string) => {
    const res = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.friday, hour, covers: 2, name, ...(table && { tableGuid: tables[table]!.guid }) },
      bearer(tabletB),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.object.guid as string;
  };
  const row = (guid: string) => server.db.kysely.selectFrom('bookings').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
  const historyOf = async (guid: string) => {
    const { id } = await row(guid);
    return server.db.kysely.selectFrom('booking_history').selectAll().where('booking_id', '=', id).orderBy('id').execute();
  };
  const status = (guid: string, body: Record<string, unknown>, key?: string, token = tabletA) =>
    server.call('POST', `${base}/bookings/${guid}/status`, body, key ? keyed(token, key) : bearer(token));

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: NOW });
    const zinc = await restaurantIdOf(server, 'le-petit-zinc');
    base = `/api/staff/restaurants/${zinc}`;
    tabletA = await login(server, await enrolDevice(server, zinc), CODES.manager);
    tabletB = await login(server, await enrolDevice(server, zinc), CODES.staff);
    tables = await tablesByName(server);
  });
  afterAll(async () => server?.close());

  it('applies a status change once, sent again in turn or all at once', async () => {
    const guid = await phone('12:15', 'Une Fois');
    const key = randomUUID();
    const first = await status(guid, { status: 'seated', changedAt: '2026-11-20T11:38:00.000Z' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await status(guid, { status: 'seated', changedAt: '2026-11-20T11:38:00.000Z' }, key);
    expect(again).toEqual(first);
    expect((await historyOf(guid)).filter((h) => h.to_status === 'seated')).toHaveLength(1);

    const other = await phone('12:30', 'Tous Ensemble');
    const racing = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => status(other, { status: 'seated' }, racing)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.message))).toEqual(new Set(['Statut mis à jour.']));
    expect((await historyOf(other)).filter((h) => h.to_status === 'seated')).toHaveLength(1);
    // Without a key, the same change sent again is a second request, refused as such.
    expectRefusal(await status(other, { status: 'seated' }), 409);
  });

  it('refuses a key sent again with another change, in French', async () => {
    const guid = await phone('12:45', 'Clé Reprise');
    const key = randomUUID();
    expect((await status(guid, { status: 'seated' }, key)).status).toBe(200);
    const reused = await status(guid, { status: 'completed' }, key);
    expectRefusal(reused, 422);
    expect(reused.body.message).toContain('Idempotency-Key a déjà servi pour un autre changement');
    expect((await row(guid)).status).toBe('seated');
    // The key belongs to the change, not to the booking: another booking cannot reuse it either.
    const elsewhere = await phone('13:00', 'Autre Table');
    expectRefusal(await status(elsewhere, { status: 'seated' }, key), 422);
  });

  it('seats one walk-in however often its creation is sent', async () => {
    const key = randomUUID();
    const body = { source: 'walk_in', covers: 3, name: 'Passage Hors Ligne' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => server.call('POST', `${base}/bookings`, body, keyed(tabletA, key))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.object.guid)).size).toBe(1);
    const later = await server.call('POST', `${base}/bookings`, body, keyed(tabletA, key));
    expect(later.body).toEqual(answers[0]!.body);
    const rows = await server.db.kysely.selectFrom('bookings').select(['status']).where('name', '=', 'Passage Hors Ligne').execute();
    expect(rows).toEqual([{ status: 'seated' }]);
  });

  it('lets the later status win: an older change queued offline does not undo a newer one', async () => {
    const guid = await phone('12:15', 'Plus Récent');
    // Tablet B marks the party absent at 12:40; tablet A had seated it offline at 12:35.
    expect((await status(guid, { status: 'no_show' }, undefined, tabletB)).status).toBe(200);
    const stale = await status(guid, { status: 'seated', changedAt: '2026-11-20T11:35:00Z' }, randomUUID());
    expectRefusal(stale, 409);
    expect(stale.body.object.reason).toBe('stale_change');
    expect(stale.body.message).toBe(
      "« Installée » n'est pas appliqué : la réservation est passée à « Absent » à 12:40 sur un autre appareil, après ce changement fait hors ligne.",
    );
    expect((await row(guid)).status).toBe('no_show');
    // A change made after the last one is applied (the party did turn up).
    server.clock.set('2026-11-20T11:45:00Z');
    try {
      expect((await status(guid, { status: 'seated', changedAt: '2026-11-20T11:44:00+00:00' }, randomUUID())).status).toBe(200);
    } finally {
      server.clock.set(NOW);
    }
    expect((await row(guid)).status).toBe('seated');
  });

  it('refuses an unreadable change time with a French 400', async () => {
    const guid = await phone('13:15', 'Heure Illisible');
    const res = await status(guid, { status: 'seated', changedAt: 'hier soir' });
    expectRefusal(res, 400);
    expect(res.body.message).toContain('instant attendu au format ISO 8601');
  });

  it('merges a note written offline with the one another tablet wrote meanwhile', async () => {
    const guid = await phone('12:30', 'Deux Notes');
    const note = (body: Record<string, unknown>, token: string, key?: string) =>
      server.call('PATCH', `${base}/bookings/${guid}/details`, body, key ? keyed(token, key) : bearer(token));
    expect((await note({ staffNote: 'Allergie aux noix' }, tabletB)).status).toBe(200);
    const key = randomUUID();
    const offline = { staffNote: 'Préfère la banquette', staffNoteBase: '' };
    expect((await note(offline, tabletA, key)).status).toBe(200);
    expect((await note(offline, tabletA, key)).status).toBe(200);
    expect((await row(guid)).staff_note).toBe('Allergie aux noix\nPréfère la banquette');
    // Nobody wrote since the tablet's copy: its note replaces it, as online.
    expect((await note({ staffNote: 'Banquette seulement', staffNoteBase: 'Allergie aux noix\nPréfère la banquette' }, tabletA)).status).toBe(200);
    expect((await row(guid)).staff_note).toBe('Banquette seulement');
  });

  it("lets the server's table assignment win over a queued move that no longer fits", async () => {
    const moved = await phone('19:30', 'Déplacé Ailleurs', 'Salle 1');
    const queued = await phone('19:30', 'Déplacement Refusé', 'Salle 3');
    // Tablet B, online, puts another party on Salle 2; tablet A's queued move there arrives after.
    expect((await server.call('PATCH', `${base}/bookings/${moved}`, { tableGuid: tables['Salle 2']!.guid }, bearer(tabletB))).status).toBe(200);
    const key = randomUUID();
    const refused = await server.call('PATCH', `${base}/bookings/${queued}`, { tableGuid: tables['Salle 2']!.guid }, keyed(tabletA, key));
    expectRefusal(refused, 409);
    expect(refused.body.message).toBe("La table Salle 2 n'est pas libre à 19:30 ou ne convient pas à 2 personnes.");
    const tablesOf = async (guid: string) =>
      (await server.call('GET', `${base}/service-book?date=${DAY.friday}`, undefined, bearer(tabletA))).body.object.bookings.find((b: any) => b.guid === guid)
        .tables;
    expect(await tablesOf(queued)).toEqual([{ guid: tables['Salle 3']!.guid, name: 'Salle 3' }]);
    // A refusal is not stored: the same key sent again is decided again (still refused here).
    expectRefusal(await server.call('PATCH', `${base}/bookings/${queued}`, { tableGuid: tables['Salle 2']!.guid }, keyed(tabletA, key)), 409);
    const fits = await server.call('PATCH', `${base}/bookings/${queued}`, { tableGuid: tables['Salle 4']!.guid }, keyed(tabletA, randomUUID()));
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(await tablesOf(queued)).toEqual([{ guid: tables['Salle 4']!.guid, name: 'Salle 4' }]);
  });
});
