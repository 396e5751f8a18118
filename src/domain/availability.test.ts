import { describe, it, expect } from 'vitest';
import { answersMoveWithTheMinute, checkSlot, computeDayHours, isServiceFull, upcomingSlots, type DayInput, type Now, type SlotInput } from './availability.js';
import { addDays, zonedNow } from './dates.js';
import type { ExistingBooking, ServiceKind, ServiceRule, TableInfo } from './types.js';

// Tuesday to Sunday lunch (12:00–13:30 every 15 min), Tuesday to Saturday dinner (19:00–21:30 every
// 30 min, at most 8 covers starting per slot and 20 per service). Closed on Mondays.
const noon: ServiceRule = {
  id: 1,
  kind: 'noon',
  weekdays: [2, 3, 4, 5, 6, 7],
  firstSeating: '12:00',
  lastSeating: '13:30',
  intervalMinutes: 15,
  turnTimes: [
    { upTo: 2, minutes: 90 },
    { upTo: 6, minutes: 120 },
  ],
  maxCoversPerSlot: null,
  maxCoversPerService: null,
};
const evening: ServiceRule = {
  id: 2,
  kind: 'evening',
  weekdays: [2, 3, 4, 5, 6],
  firstSeating: '19:00',
  lastSeating: '21:30',
  intervalMinutes: 30,
  turnTimes: [{ upTo: 20, minutes: 120 }],
  maxCoversPerSlot: 8,
  maxCoversPerService: 20,
};

function table(id: number, minCovers: number, maxCovers: number, over: Partial<TableInfo> = {}): TableInfo {
  return { id, guid: `g${id}`, name: `T${id}`, minCovers, maxCovers, legendIds: [], combinable: false, active: true, ...over };
}

const tables: TableInfo[] = [
  table(1, 1, 2),
  table(2, 1, 2, { legendIds: [7] }),
  table(3, 2, 4),
  table(4, 2, 4),
  table(5, 4, 6, { combinable: true }),
  table(6, 4, 6, { combinable: true }),
  table(7, 1, 30, { active: false }),
];

let nextId = 1;
function booking(hour: string, covers: number, tableIds: number[], service: ServiceKind = 'noon', turnMinutes = 90): ExistingBooking {
  return { id: nextId++, hour, covers, service, tableIds, turnMinutes };
}

const SATURDAY = '2026-11-21';
const MORNING: Now = { date: SATURDAY, minutes: 10 * 60 };

function day(over: Partial<DayInput & { covers: number }> = {}): DayInput & { covers?: number } {
  return {
    date: SATURDAY,
    services: [noon, evening],
    closedDates: [],
    window: { noticeMinutes: 60, maxDaysAhead: 31 },
    now: MORNING,
    tables,
    bookings: [],
    ...over,
  };
}

function slot(over: Partial<SlotInput> = {}): SlotInput {
  return { ...day(over), hour: '12:00', covers: 2, ...over };
}

const reason = (input: SlotInput) => {
  const r = checkSlot(input);
  return r.ok ? 'ok' : r.reason;
};

describe('checkSlot: dates', () => {
  it('accepts a free slot and says which service, tables and turn time', () => {
    expect(checkSlot(slot())).toEqual({ ok: true, service: noon, tableIds: [1], turnMinutes: 90 });
    expect(checkSlot(slot({ covers: 5 }))).toEqual({ ok: true, service: noon, tableIds: [5], turnMinutes: 120 });
    expect(checkSlot(slot({ hour: '20:00', covers: 3 }))).toEqual({ ok: true, service: evening, tableIds: [3], turnMinutes: 120 });
  });

  it.each(['2026-02-30', '', '21-11-2026', '2026-13-01'])('refuses the invalid date %j', (date) => {
    expect(reason(slot({ date }))).toBe('invalid_date');
  });

  it('refuses days before today, even closed ones', () => {
    expect(reason(slot({ date: '2026-11-20' }))).toBe('past');
    expect(reason(slot({ date: '2026-11-16' }))).toBe('past'); // a Monday
  });

  it('accepts the last day of the window and refuses the next', () => {
    expect(reason(slot({ date: '2026-12-22' }))).toBe('ok');
    expect(reason(slot({ date: '2026-12-23' }))).toBe('too_far');
    expect(reason(slot({ date: '2027-12-22' }))).toBe('too_far');
  });

  it('allows today only with 0 days ahead', () => {
    const window = { noticeMinutes: 0, maxDaysAhead: 0 };
    expect(reason(slot({ window }))).toBe('ok');
    expect(reason(slot({ window, date: '2026-11-22' }))).toBe('too_far');
  });
});

describe('checkSlot: opening', () => {
  it('refuses weekdays without a service', () => {
    expect(reason(slot({ date: '2026-11-23' }))).toBe('closed');
  });

  it("refuses a date closed for 'all'", () => {
    expect(reason(slot({ closedDates: [{ date: SATURDAY, service: 'all' }] }))).toBe('closed');
    expect(reason(slot({ hour: '20:00', closedDates: [{ date: SATURDAY, service: 'all' }] }))).toBe('closed');
  });

  it('closes one service and keeps the other', () => {
    const closedDates = [{ date: SATURDAY, service: 'noon' as const }];
    expect(reason(slot({ closedDates }))).toBe('closed');
    expect(reason(slot({ closedDates, hour: '19:30' }))).toBe('ok');
    const eveningOff = [{ date: SATURDAY, service: 'evening' as const }];
    expect(reason(slot({ closedDates: eveningOff, hour: '19:30' }))).toBe('closed');
    expect(reason(slot({ closedDates: eveningOff }))).toBe('ok');
  });

  it('ignores closures of other dates', () => {
    expect(reason(slot({ closedDates: [{ date: '2026-11-22', service: 'all' }] }))).toBe('ok');
  });

  it.each(['12:10', '11:45', '13:45', '19:15', '22:00', '16:00', '24:00', '12h00', ''])('refuses %j as not a slot', (hour) => {
    expect(reason(slot({ hour }))).toBe('not_a_slot');
  });

  it('accepts first and last seatings', () => {
    expect(reason(slot({ hour: '12:00' }))).toBe('ok');
    expect(reason(slot({ hour: '13:30' }))).toBe('ok');
    expect(reason(slot({ hour: '21:30' }))).toBe('ok');
  });

  it('refuses a dinner slot on Sunday where only lunch runs', () => {
    expect(reason(slot({ date: '2026-11-22', hour: '12:00' }))).toBe('ok');
    expect(reason(slot({ date: '2026-11-22', hour: '20:00' }))).toBe('not_a_slot');
  });

  it('books DST Sundays like any Sunday', () => {
    const now: Now = { date: '2026-03-20', minutes: 0 };
    for (const date of ['2026-03-22', '2026-03-29']) {
      expect(reason(slot({ now, date, hour: '12:00' }))).toBe('ok');
      expect(reason(slot({ now, date, hour: '13:30' }))).toBe('ok');
    }
    expect(reason(slot({ now: { date: '2026-10-20', minutes: 0 }, date: '2026-10-25', hour: '13:30' }))).toBe('ok');
  });
});

describe('checkSlot: the clock', () => {
  it('refuses a slot already begun and one inside the notice', () => {
    expect(reason(slot({ now: { date: SATURDAY, minutes: 720 } }))).toBe('past');
    expect(reason(slot({ now: { date: SATURDAY, minutes: 721 } }))).toBe('past');
    expect(reason(slot({ now: { date: SATURDAY, minutes: 719 } }))).toBe('too_soon');
    expect(reason(slot({ now: { date: SATURDAY, minutes: 660 } }))).toBe('too_soon');
    expect(reason(slot({ now: { date: SATURDAY, minutes: 659 } }))).toBe('ok');
  });

  it('without notice, accepts up to the minute before', () => {
    const window = { noticeMinutes: 0, maxDaysAhead: 31 };
    expect(reason(slot({ window, now: { date: SATURDAY, minutes: 719 } }))).toBe('ok');
    expect(reason(slot({ window, now: { date: SATURDAY, minutes: 720 } }))).toBe('past');
  });

  it('still allows later slots of the day', () => {
    const now = { date: SATURDAY, minutes: 690 };
    expect(reason(slot({ now, hour: '12:30' }))).toBe('too_soon');
    expect(reason(slot({ now, hour: '12:45' }))).toBe('ok');
  });

  it('does not apply a short notice to tomorrow', () => {
    const now = { date: SATURDAY, minutes: 1439 };
    expect(reason(slot({ now, date: '2026-11-22', hour: '12:00' }))).toBe('ok');
  });

  it('carries a long notice across midnight', () => {
    const lateEvening = { date: SATURDAY, minutes: 23 * 60 };
    const window = (noticeMinutes: number) => ({ noticeMinutes, maxDaysAhead: 31 });
    // Tomorrow 12:00 is 13 hours away.
    expect(reason(slot({ now: lateEvening, window: window(779), date: '2026-11-22' }))).toBe('ok');
    expect(reason(slot({ now: lateEvening, window: window(780), date: '2026-11-22' }))).toBe('too_soon');
    expect(reason(slot({ now: lateEvening, window: window(3000), date: '2026-11-22', hour: '13:30' }))).toBe('too_soon');
    // Two days' notice from Saturday night still leaves Tuesday lunch open.
    expect(reason(slot({ now: lateEvening, window: window(2880), date: '2026-11-24' }))).toBe('ok');
  });

  it("uses the restaurant's zone: the same instant is 'too_soon' in Paris and 'past' in Kiritimati", () => {
    const instant = new Date('2026-11-21T10:30:00Z');
    const paris = zonedNow('Europe/Paris', instant); // Saturday 11:30
    const kiritimati = zonedNow('Pacific/Kiritimati', instant); // Sunday 00:30
    expect(reason(slot({ now: paris }))).toBe('too_soon');
    expect(reason(slot({ now: paris, hour: '12:45' }))).toBe('ok');
    expect(reason(slot({ now: kiritimati }))).toBe('past');
    expect(reason(slot({ now: kiritimati, date: '2026-11-22' }))).toBe('ok');
  });
});

describe('checkSlot: pacing', () => {
  it('caps covers starting in one slot', () => {
    const bookings = [booking('19:00', 6, [5], 'evening', 120)];
    expect(reason(slot({ hour: '19:00', covers: 2, bookings }))).toBe('ok');
    expect(reason(slot({ hour: '19:00', covers: 3, bookings }))).toBe('pacing_slot');
    expect(reason(slot({ hour: '19:30', covers: 3, bookings }))).toBe('ok');
  });

  it('caps covers over the whole service', () => {
    const bookings = [
      booking('19:00', 6, [5], 'evening', 120),
      booking('19:30', 6, [6], 'evening', 120),
      booking('20:00', 4, [3], 'evening', 120),
      booking('20:30', 2, [1], 'evening', 120),
    ];
    expect(reason(slot({ hour: '21:30', covers: 2, bookings }))).toBe('ok');
    expect(reason(slot({ hour: '21:30', covers: 3, bookings }))).toBe('pacing_service');
  });

  it('counts only the same service towards its cap', () => {
    const lunch = [booking('12:00', 6, [5]), booking('12:00', 6, [6]), booking('12:30', 4, [3]), booking('12:30', 4, [4])];
    expect(reason(slot({ hour: '19:00', covers: 6, bookings: lunch }))).toBe('ok');
  });

  it('has no cap when the service sets none', () => {
    const lunch = [booking('12:00', 6, [5]), booking('12:00', 4, [3])];
    expect(reason(slot({ hour: '12:00', covers: 6, bookings: lunch }))).toBe('ok');
  });

  it('checks the slot cap before the service cap, and pacing before tables', () => {
    const full = Array.from({ length: 4 }, () => booking('19:00', 2, [], 'evening', 120)).concat(
      Array.from({ length: 6 }, () => booking('20:00', 2, [], 'evening', 120)),
    );
    expect(reason(slot({ hour: '19:00', covers: 2, bookings: full }))).toBe('pacing_slot');
    expect(reason(slot({ hour: '21:00', covers: 2, bookings: full }))).toBe('pacing_service');
  });
});

describe('checkSlot: tables', () => {
  it('refuses a party bigger than the room could ever seat', () => {
    expect(reason(slot({ covers: 12 }))).toBe('ok'); // two joined six-seaters
    expect(reason(slot({ covers: 13 }))).toBe('too_many_covers');
    expect(reason(slot({ covers: 13, tables: tables.map((t) => ({ ...t, active: true })) }))).toBe('ok');
  });

  it('joins combinable tables for a big party', () => {
    const r = checkSlot(slot({ covers: 10 }));
    expect(r.ok && r.tableIds).toEqual([5, 6]);
  });

  it("says 'no_table' when every fitting table is held", () => {
    const bookings = [booking('12:00', 2, [1]), booking('11:45', 2, [2])];
    expect(reason(slot({ covers: 2, hour: '12:00', bookings }))).toBe('ok'); // falls to a 2–4 table
    const more = [...bookings, booking('12:00', 4, [3], 'noon', 120), booking('12:00', 4, [4], 'noon', 120)];
    expect(reason(slot({ covers: 2, hour: '12:00', bookings: more }))).toBe('no_table');
  });

  it('frees a table at the exact end of the previous turn', () => {
    const bookings = [booking('12:00', 2, [1], 'noon', 90)];
    expect(checkSlot(slot({ hour: '13:30', bookings }))).toMatchObject({ ok: true, tableIds: [1] });
    expect(checkSlot(slot({ hour: '13:15', bookings }))).toMatchObject({ ok: true, tableIds: [2] });
  });

  it("uses the new party's turn time to look ahead", () => {
    // A six-seater is held 120 min; the table is booked again at 14:00.
    const bookings = [booking('14:00', 5, [5], 'noon', 120), booking('14:00', 5, [6], 'noon', 120)];
    expect(reason(slot({ hour: '12:00', covers: 5, bookings }))).toBe('ok');
    expect(reason(slot({ hour: '12:15', covers: 5, bookings }))).toBe('no_table');
  });

  it('honours a preferred table, and falls back when it is held', () => {
    expect(checkSlot(slot({ preferredTableGuid: 'g4' }))).toMatchObject({ ok: true, tableIds: [4] });
    const bookings = [booking('12:00', 2, [4])];
    expect(checkSlot(slot({ preferredTableGuid: 'g4', bookings }))).toMatchObject({ ok: true, tableIds: [1] });
  });

  it('honours a preferred placement', () => {
    expect(checkSlot(slot({ preferredLegendId: 7 }))).toMatchObject({ ok: true, tableIds: [2] });
  });

  it('never assigns the inactive table', () => {
    const bookings = [booking('12:00', 2, [1, 2, 3, 4, 5, 6])];
    expect(reason(slot({ covers: 1, bookings }))).toBe('no_table');
  });

  it('refuses parties of zero', () => {
    expect(reason(slot({ covers: 0 }))).toBe('no_table');
  });
});

describe('computeDayHours', () => {
  const labels = (slots: { label: string }[]) => slots.map((s) => s.label);
  const availableLabels = (slots: { label: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.label);

  it('lists every slot of both services, sorted, all available on a quiet day', () => {
    const hours = computeDayHours(day({ now: { date: '2026-11-20', minutes: 0 } }));
    expect(labels(hours.noon)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30']);
    expect(labels(hours.evening)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(hours.noon.every((s) => s.available)).toBe(true);
    expect(hours.evening.every((s) => s.available)).toBe(true);
  });

  it('gives empty lists on a closed weekday, an invalid date and a day closed for all', () => {
    expect(computeDayHours(day({ date: '2026-11-23' }))).toEqual({ noon: [], evening: [] });
    expect(computeDayHours(day({ date: '2026-11-31' }))).toEqual({ noon: [], evening: [] });
    expect(computeDayHours(day({ closedDates: [{ date: SATURDAY, service: 'all' }] }))).toEqual({ noon: [], evening: [] });
  });

  it('empties only the closed service', () => {
    const hours = computeDayHours(day({ closedDates: [{ date: SATURDAY, service: 'evening' }] }));
    expect(hours.evening).toEqual([]);
    expect(hours.noon).toHaveLength(7);
    expect(computeDayHours(day({ date: '2026-11-22' })).evening).toEqual([]); // no dinner on Sunday
  });

  it('lists past and out-of-window days as unavailable, saying why, and never as full', () => {
    const past = computeDayHours(day({ date: '2026-11-20' }));
    const beyond = computeDayHours(day({ date: '2026-12-23' }));
    for (const hours of [past, beyond]) {
      expect(hours.noon).toHaveLength(7);
      expect(hours.noon.some((s) => s.available)).toBe(false);
      // The waiting list is for a full service still to come, not for a day gone by or not open yet.
      expect(isServiceFull(hours.noon)).toBe(false);
    }
    expect(past.noon.every((s) => s.reason === 'past')).toBe(true);
    expect(beyond.noon.every((s) => s.reason === 'closed')).toBe(true);
  });

  it('marks the slots gone by today as past, not full: after lunch, lunch is not offered to the waiting list', () => {
    // 15:00 on Saturday: every lunch slot is over, dinner is free.
    const afterLunch = computeDayHours(day({ now: { date: SATURDAY, minutes: 15 * 60 } }));
    expect(afterLunch.noon.every((s) => !s.available && s.reason === 'past')).toBe(true);
    expect(upcomingSlots(afterLunch.noon)).toEqual([]);
    expect(isServiceFull(afterLunch.noon)).toBe(false);
    expect(afterLunch.evening.every((s) => s.available && s.reason === undefined)).toBe(true);
  });

  it('calls a service full only when every slot still to come is taken', () => {
    // 12:40: 12:00–12:30 are past (with the notice), the rest taken by a big party on every table.
    const slots = [
      { label: '12:00', available: false, reason: 'past' as const },
      { label: '12:30', available: false, reason: 'full' as const },
      { label: '13:00', available: false, reason: 'full' as const },
    ];
    expect(isServiceFull(slots)).toBe(true);
    expect(isServiceFull([...slots, { label: '13:30', available: true }])).toBe(false);
    expect(isServiceFull(slots.slice(0, 1))).toBe(false);
  });

  it('greys out slots inside the notice today', () => {
    const hours = computeDayHours(day({ now: { date: SATURDAY, minutes: 690 } }));
    expect(availableLabels(hours.noon)).toEqual(['12:45', '13:00', '13:15', '13:30']);
    expect(hours.evening.every((s) => s.available)).toBe(true);
  });

  it('marks a slot full by pacing and keeps the others', () => {
    const bookings = [booking('19:00', 4, [3], 'evening', 120), booking('19:00', 4, [4], 'evening', 120)];
    const hours = computeDayHours(day({ bookings, covers: 2 }));
    expect(hours.evening.find((s) => s.label === '19:00')?.available).toBe(false);
    expect(availableLabels(hours.evening)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(isServiceFull(hours.evening)).toBe(false);
  });

  it('reports a service full when every table is held all service long', () => {
    const bookings = [1, 2, 3, 4, 5, 6].map((id) => booking('12:00', 2, [id], 'noon', 240));
    const hours = computeDayHours(day({ bookings }));
    expect(isServiceFull(hours.noon)).toBe(true);
    expect(isServiceFull(hours.evening)).toBe(false);
  });

  it('depends on the party size', () => {
    expect(computeDayHours(day({ covers: 13 })).noon.some((s) => s.available)).toBe(false);
    expect(computeDayHours(day({ covers: 12 })).noon.every((s) => s.available)).toBe(true);
    // Eight starting per dinner slot at most.
    expect(computeDayHours(day({ covers: 9 })).evening.some((s) => s.available)).toBe(false);
  });

  it('lists the same slots on DST Sundays as on an ordinary Sunday', () => {
    const now: Now = { date: '2026-03-01', minutes: 0 };
    const window = { noticeMinutes: 60, maxDaysAhead: 365 };
    const ordinary = computeDayHours(day({ now, window, date: '2026-03-22' }));
    expect(ordinary.noon).toHaveLength(7);
    expect(computeDayHours(day({ now, window, date: '2026-03-29' }))).toEqual(ordinary);
    expect(computeDayHours(day({ now, window, date: '2026-10-25' }))).toEqual(ordinary);
  });

  it('merges two rules of the same service and sorts the labels', () => {
    const lateLunch: ServiceRule = { ...noon, id: 3, firstSeating: '13:00', lastSeating: '14:30', intervalMinutes: 30 };
    const hours = computeDayHours(day({ services: [evening, lateLunch, noon] }));
    expect(labels(hours.noon)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '14:00', '14:30']);
  });

  it('agrees with checkSlot on every slot of a busy day', () => {
    const bookings = [
      booking('12:00', 2, [1]),
      booking('12:15', 4, [3], 'noon', 120),
      booking('12:30', 5, [5], 'noon', 120),
      booking('13:00', 2, [2]),
      booking('19:00', 6, [6], 'evening', 120),
      booking('19:30', 4, [4], 'evening', 120),
      booking('20:00', 2, [1], 'evening', 120),
    ];
    const now: Now = { date: SATURDAY, minutes: 700 };
    for (const covers of [1, 2, 3, 4, 5, 6, 8, 10]) {
      const hours = computeDayHours(day({ bookings, now, covers }));
      for (const s of [...hours.noon, ...hours.evening]) {
        expect([covers, s.label, s.available]).toEqual([covers, s.label, checkSlot(slot({ bookings, now, covers, hour: s.label })).ok]);
      }
    }
  });

  it('stays fast on a large room', () => {
    const many = Array.from({ length: 120 }, (_, i) => table(i + 1, 1, 2 + (i % 6), { combinable: i % 2 === 0 }));
    const rule: ServiceRule = { ...noon, firstSeating: '11:00', lastSeating: '15:00', intervalMinutes: 5 };
    const bookings = Array.from({ length: 400 }, (_, i) => booking(`1${1 + (i % 4)}:${String((i * 5) % 60).padStart(2, '0')}`, 2, [(i % 120) + 1]));
    const started = performance.now();
    // Eleven covers fit no single table, so every slot goes through the pair search.
    const hours = computeDayHours(day({ services: [rule], tables: many, bookings, covers: 11 }));
    expect(hours.noon).toHaveLength(49);
    expect(hours.noon.some((s) => s.available)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isServiceFull', () => {
  it('needs slots, none of them available', () => {
    expect(isServiceFull([])).toBe(false);
    expect(isServiceFull([{ label: '12:00', available: false }])).toBe(true);
    expect(
      isServiceFull([
        { label: '12:00', available: false },
        { label: '12:15', available: true },
      ]),
    ).toBe(false);
  });
});

describe('answers that hold for the whole day', () => {
  it('says the answers about a date move with the minute only while some time of it is within the notice', () => {
    let steady = 0;
    let moving = 0;
    let movedForReal = 0;
    for (const noticeMinutes of [0, 60, 600, 1440, 2000]) {
      for (let offset = -1; offset <= 3; offset++) {
        const date = addDays(SATURDAY, offset);
        for (let a = 0; a < 1440; a += 37) {
          const b = (a * 7 + 613) % 1440;
          const at = (minutes: number) => day({ date, now: { date: SATURDAY, minutes }, window: { noticeMinutes, maxDaysAhead: 31 }, covers: 2 });
          const moves =
            answersMoveWithTheMinute(date, { date: SATURDAY, minutes: a }, noticeMinutes) ||
            answersMoveWithTheMinute(date, { date: SATURDAY, minutes: b }, noticeMinutes);
          const same = JSON.stringify(computeDayHours(at(a))) === JSON.stringify(computeDayHours(at(b)));
          if (!moves) {
            steady++;
            expect(same, `${date}, notice ${noticeMinutes}, ${a} and ${b} min`).toBe(true);
            for (const hour of ['00:00', '12:00', '19:30', '23:59'])
              expect(checkSlot({ ...at(a), hour, covers: 2 })).toEqual(checkSlot({ ...at(b), hour, covers: 2 }));
          } else {
            moving++;
            if (!same) movedForReal++;
          }
        }
      }
    }
    // Both kinds of dates were met, and the minute did change the answers of some moving ones.
    expect(steady).toBeGreaterThan(100);
    expect(moving).toBeGreaterThan(100);
    expect(movedForReal).toBeGreaterThan(10);
    // Today always moves; so does tomorrow when the notice reaches into it.
    expect(answersMoveWithTheMinute(SATURDAY, { date: SATURDAY, minutes: 0 }, 0)).toBe(true);
    expect(answersMoveWithTheMinute(addDays(SATURDAY, 1), { date: SATURDAY, minutes: 23 * 60 }, 60)).toBe(true);
    expect(answersMoveWithTheMinute(addDays(SATURDAY, 1), { date: SATURDAY, minutes: 22 * 60 }, 60)).toBe(false);
  });
});
