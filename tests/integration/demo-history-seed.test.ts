import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, timeToMinutes } from '../../src/domain/dates';
import { HISTORY_DAYS, turnMinutes } from '../../src/server/seed/demo-history-seed';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The demo's three months of past service, as a new user meets them on first start: they must be
// a believable restaurant (regulars, no-shows, cancellations) and a valid one (every party at a
// table that fits it, never two at once, within the opening hours and the pacing).

const TODAY = '2026-11-17';

describe.each(await dialectsUnderTest())('the demo history on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let past: Array<{
    id: number;
    date: string;
    hour: string;
    service: string;
    covers: number;
    status: string;
    source: string;
    email: string;
    turn_minutes: number;
  }>;

  beforeAll(async () => {
    server = await startTestServer(dialect, { seedHistory: true });
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    owner = (await sessionsFor(server, zinc)).owner;
    past = await server.db.kysely
      .selectFrom('bookings')
      .select(['id', 'date', 'hour', 'service', 'covers', 'status', 'source', 'email', 'turn_minutes'])
      .where('restaurant_id', '=', zinc)
      .where('date', '<', TODAY)
      .execute();
  });
  afterAll(async () => server?.close());

  it('fills three months of open services, and none of the closed ones', () => {
    const days = new Set(past.map((b) => b.date));
    expect(past.length).toBeGreaterThan(1500);
    expect([...days].sort()[0]).toBe(addDays(TODAY, -HISTORY_DAYS));
    for (const b of past) {
      expect(isoWeekday(b.date), `${b.date} lundi fermé`).not.toBe(1);
      if (b.service === 'evening') expect(isoWeekday(b.date), `${b.date} dimanche soir fermé`).not.toBe(7);
      const [first, last] = b.service === 'noon' ? ['12:00', '14:00'] : ['19:00', '22:00'];
      expect(b.hour >= first && b.hour <= last, `${b.date} ${b.hour}`).toBe(true);
      expect(b.turn_minutes).toBe(turnMinutes(b.covers));
    }
  });

  it('seats every party at one table that fits it, never two at once, within the pacing', async () => {
    const tables = new Map(
      (await server.db.kysely.selectFrom('dining_tables').select(['id', 'min_covers', 'max_covers']).where('restaurant_id', '=', zinc).execute()).map((t) => [
        t.id,
        t,
      ]),
    );
    const links = await server.db.kysely
      .selectFrom('booking_tables')
      .select(['booking_id', 'table_id'])
      .where(
        'booking_id',
        'in',
        past.map((b) => b.id),
      )
      .execute();
    expect(links).toHaveLength(past.length);
    const byId = new Map(past.map((b) => [b.id, b]));
    const held = new Map<string, Array<[number, number]>>();
    const coversAt = new Map<string, number>();
    for (const { booking_id, table_id } of links) {
      const b = byId.get(booking_id)!;
      const t = tables.get(table_id)!;
      expect(b.covers >= t.min_covers && b.covers <= t.max_covers, `${b.covers} couverts à une table de ${t.min_covers}–${t.max_covers}`).toBe(true);
      const key = `${b.date}/${table_id}`;
      const [start, end] = [timeToMinutes(b.hour), timeToMinutes(b.hour) + b.turn_minutes];
      for (const [s, e] of held.get(key) ?? []) expect(end <= s || e <= start, `${key} ${b.hour}`).toBe(true);
      held.set(key, [...(held.get(key) ?? []), [start, end]]);
      const slot = `${b.date}/${b.hour}`;
      coversAt.set(slot, (coversAt.get(slot) ?? 0) + b.covers);
    }
    expect(Math.max(...coversAt.values())).toBeLessThanOrEqual(24);
  });

  it('shows real statistics: mostly honoured tables, some no-shows and cancellations, every channel', async () => {
    const res = await server.call(
      'GET',
      `/api/staff/restaurants/${zinc}/statistics?from=${addDays(TODAY, -90)}&to=${addDays(TODAY, -1)}`,
      undefined,
      bearer(owner),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.object;
    expect(stats.totalBookings).toBeGreaterThan(1500);
    expect(stats.noShowRate).toBeGreaterThan(0.02);
    expect(stats.noShowRate).toBeLessThan(0.12);
    expect(stats.cancellationRate).toBeGreaterThan(0.05);
    expect(stats.cancellationRate).toBeLessThan(0.25);
    expect(new Set(past.map((b) => b.source))).toEqual(new Set(['online', 'phone', 'walk_in']));
    // The reminders of the last two months, and what they change: diners who confirmed rarely fail to come.
    const rate = (state: string) => stats.byAttendance.find((r: { state: string }) => r.state === state)!;
    for (const state of ['confirmed', 'reminded', 'not_reminded']) expect(rate(state).settled, state).toBeGreaterThan(100);
    expect(rate('confirmed').noShowRate).toBeLessThan(0.03);
    expect(rate('reminded').noShowRate).toBeGreaterThan(rate('not_reminded').noShowRate);
    expect(rate('not_reminded').noShowRate).toBeGreaterThan(rate('confirmed').noShowRate * 2);
  });

  it('has regulars: guest profiles with many visits, and many one-time diners', async () => {
    const res = await server.call('GET', `/api/staff/restaurants/${zinc}/guests?pageSize=100`, undefined, bearer(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const visits = past.filter((b) => b.email).reduce((m, b) => m.set(b.email, (m.get(b.email) ?? 0) + 1), new Map<string, number>());
    expect(Math.max(...visits.values())).toBeGreaterThanOrEqual(20);
    expect([...visits.values()].filter((n) => n <= 2).length).toBeGreaterThan(50);
    // Every diner who left a contact has a profile (walk-ins leave none), past or coming.
    const contacts = await server.db.kysely
      .selectFrom('bookings')
      .select('email')
      .distinct()
      .where('restaurant_id', '=', zinc)
      .where('email', '!=', '')
      .execute();
    expect(res.body.object.total).toBe(contacts.length);
    expect(visits.size).toBeGreaterThan(150);
    const regular = (res.body.object.guests as Array<{ visits: number }>).map((g) => g.visits);
    expect(Math.max(...regular)).toBeGreaterThanOrEqual(15);
  });

  it('records when each finished party was seated and left, and the Réglages page predicts from it', async () => {
    const finished = past.filter((b) => b.status === 'completed');
    const rows = await server.db.kysely
      .selectFrom('booking_history')
      .select(['booking_id', 'to_status'])
      .where(
        'booking_id',
        'in',
        finished.map((b) => b.id),
      )
      .execute();
    expect(rows.filter((r) => r.to_status === 'seated')).toHaveLength(finished.length);
    expect(rows.filter((r) => r.to_status === 'completed')).toHaveLength(finished.length);
    const res = await server.call('GET', `/api/staff/restaurants/${zinc}/settings/turn-times`, undefined, bearer(owner));
    expect(res.status).toBe(200);
    const evening = res.body.object.services.find((s: { kind: string }) => s.kind === 'evening');
    const two = evening.rows.find((r: { covers: number }) => r.covers === 2);
    expect(two.samples).toBeGreaterThanOrEqual(res.body.object.minSamples);
    expect(two.predictedMinutes % 15).toBe(0);
  });
});
