import { describe, expect, it } from 'vitest';
import { checkSlot } from './availability.js';
import { chooseTables, type ServiceWindow } from './table-assignment.js';
import { fitScore, neighboursOf, type ServiceFit } from './table-fit.js';
import type { ExistingBooking, ServiceRule, TableInfo } from './types.js';

function table(id: number, name: string, minCovers: number, maxCovers: number, over: Partial<TableInfo> = {}): TableInfo {
  return { id, guid: `guid-${id}`, name, minCovers, maxCovers, legendIds: [], combinable: false, active: true, ...over };
}

function booking(id: number, hour: string, tableIds: number[], turnMinutes: number, covers = 2): ExistingBooking {
  return { id, hour, covers, service: 'evening', tableIds, turnMinutes };
}

// An evening from 19:00 to a last seating at 22:00; a table's shortest sellable stay is 90 minutes
// for a table of 2, two hours for larger ones.
const evening: ServiceWindow = { firstSeating: '19:00', lastSeating: '22:00', shortestStay: (t) => (t.maxCovers <= 2 ? 90 : 120) };

describe('the table that costs the rest of the service least', () => {
  // Two tables of 2 and the only table of 6. Table B is already held from 21:00.
  const room = [table(1, 'A', 1, 2), table(2, 'B', 1, 2), table(3, 'C', 1, 6)];
  const later = booking(1, '21:00', [2], 120);

  it('fills the free stretch that fits the stay exactly and keeps the whole evening of another table', () => {
    const query = { tables: room, bookings: [later], hour: '19:00', turnMinutes: 120, covers: 2 };
    // The first table that fits would be A, splitting its evening; B's 19:00–21:00 fits exactly.
    expect(chooseTables(query)).toEqual({ tableIds: [1] });
    expect(chooseTables({ ...query, service: evening })).toEqual({ tableIds: [2] });
  });

  it('so a party of 2 at 20:00 still finds a table of 2, and the table of 6 stays for a party of 6', () => {
    const play = (service?: ServiceWindow) => {
      const bookings = [later];
      const requests = [
        { hour: '19:00', covers: 2, turnMinutes: 120 },
        { hour: '20:00', covers: 2, turnMinutes: 120 },
        { hour: '20:30', covers: 6, turnMinutes: 150 },
      ];
      return requests.map((r, i) => {
        const choice = chooseTables({ tables: room, bookings, ...r, service });
        if (choice) bookings.push(booking(i + 2, r.hour, choice.tableIds, r.turnMinutes, r.covers));
        return choice?.tableIds ?? null;
      });
    };
    expect(play()).toEqual([[1], [3], null]);
    expect(play(evening)).toEqual([[2], [1], [3]]);
  });

  it('chooses as the smallest-first rule does on an empty evening', () => {
    const tables = [table(1, 'S6', 4, 6), table(2, 'S4b', 2, 4), table(3, 'S2', 1, 2), table(4, 'S4a', 2, 4)];
    for (const covers of [1, 2, 3, 4, 5, 6]) {
      for (const hour of ['19:00', '19:30', '21:45']) {
        const query = { tables, bookings: [], hour, turnMinutes: 120, covers };
        expect(chooseTables({ ...query, service: evening })).toEqual(chooseTables(query));
      }
    }
  });

  it('does not leave a hole too short for anyone before a later party', () => {
    // Table 1 is held from 21:30: a 19:30 stay of 90 minutes would leave 21:00–21:30 unsellable.
    // Table 2 is held until 19:30: the same stay follows it with no hole.
    const tables = [table(1, 'A', 1, 2), table(2, 'B', 1, 2)];
    const bookings = [booking(1, '21:30', [1], 90), booking(2, '18:00', [2], 90)];
    expect(chooseTables({ tables, bookings, hour: '19:30', turnMinutes: 90, covers: 2, service: evening })).toEqual({ tableIds: [2] });
    expect(chooseTables({ tables, bookings, hour: '19:30', turnMinutes: 90, covers: 2 })).toEqual({ tableIds: [1] });
  });

  it("takes each booking's own end, not one turn time for all", () => {
    // Table B's 19:00 party, once staying an hour, once an hour and a half; the new stay is 20:30–22:00.
    const tables = [table(1, 'A', 1, 2), table(2, 'B', 1, 2)];
    const at2030 = { tables, hour: '20:30', turnMinutes: 90, covers: 2, service: evening };
    // Leaving at 20:00, B would keep a 30-minute hole before the new party: A, free since 19:00, it is.
    expect(chooseTables({ ...at2030, bookings: [booking(1, '19:00', [2], 60)] })).toEqual({ tableIds: [1] });
    // Leaving at 20:30, B takes the new party with no hole, and A keeps its whole evening.
    expect(chooseTables({ ...at2030, bookings: [booking(1, '19:00', [2], 90)] })).toEqual({ tableIds: [2] });
  });

  it('joins the pair that wastes the fewest seats and leaves no hole, only when no single table fits', () => {
    const tables = [table(1, 'J1', 2, 4, { combinable: true }), table(2, 'J2', 2, 4, { combinable: true }), table(3, 'J3', 1, 2, { combinable: true })];
    const query = { tables, bookings: [booking(1, '21:00', [3], 90)], hour: '19:00', turnMinutes: 120, covers: 6 };
    // J1+J3 seats 6 exactly, J3 being free right until 21:00.
    expect(chooseTables({ ...query, service: evening })).toEqual({ tableIds: [3, 1] });
    expect(chooseTables({ ...query, covers: 7, service: evening })).toEqual({ tableIds: [1, 2] });
  });
});

describe('checkSlot', () => {
  const saturday: ServiceRule = {
    id: 1,
    kind: 'evening',
    weekdays: [6],
    firstSeating: '19:00',
    lastSeating: '22:00',
    intervalMinutes: 15,
    turnTimes: [
      { upTo: 2, minutes: 120 },
      { upTo: 6, minutes: 150 },
    ],
    maxCoversPerSlot: null,
    maxCoversPerService: null,
  };
  const input = {
    date: '2026-11-28',
    services: [saturday],
    closedDates: [],
    window: { noticeMinutes: 0, maxDaysAhead: 60 },
    now: { date: '2026-11-27', minutes: 600 },
    tables: [table(1, 'A', 1, 2), table(2, 'B', 1, 2), table(3, 'C', 1, 6)],
    bookings: [booking(1, '21:00', [2], 120)],
    hour: '19:00',
    covers: 2,
  };

  it('books the table that costs the rest of the evening least, with the service of the slot', () => {
    expect(checkSlot(input)).toMatchObject({ ok: true, tableIds: [2], turnMinutes: 120 });
  });

  it("still gives the diner's own table first", () => {
    expect(checkSlot({ ...input, preferredTableGuid: 'guid-1' })).toMatchObject({ ok: true, tableIds: [1] });
  });
});

describe('fitScore', () => {
  const fit: ServiceFit = {
    start: 19 * 60 + 30,
    end: 21 * 60,
    held: [{ start: 21 * 60 + 30, end: 23 * 60, tableIds: [1] }],
    firstSeating: 19 * 60,
    lastSeating: 22 * 60,
    shortestStay: () => 90,
  };

  it('counts empty seats over the stay and the holes no one can use, in seat-minutes', () => {
    const near = neighboursOf(fit);
    // Table 1 (4 seats) for 2: 2 empty seats × 90 min, plus 30 min before and 30 min after, × 4 seats.
    expect(fitScore(fit, near, [table(1, 'A', 1, 4)], 2)).toEqual({ lost: 2 * 90 + 4 * 60, slack: 60 });
    // Table 2, free all evening: only the 30 minutes after the first seating are lost.
    expect(fitScore(fit, near, [table(2, 'B', 1, 2)], 2)).toEqual({ lost: 2 * 30, slack: 30 + 24 * 60 });
  });

  it('counts nothing lost after the last seating', () => {
    const late = { ...fit, start: 21 * 60 + 30, end: 23 * 60, held: [{ start: 23 * 60 + 30, end: 24 * 60, tableIds: [1] }] };
    expect(fitScore(late, neighboursOf(late), [table(1, 'A', 1, 2)], 2).lost).toBe(0);
  });
});
