import { describe, expect, it } from 'vitest';
import { sortStranded, strandedByClosing, strandedByServiceChange, strandedByTables, type LiveBooking } from './stranded-bookings.js';

let next = 1;
const booking = (date: string, hour: string, extra: Partial<LiveBooking> = {}): LiveBooking => ({
  id: next++,
  guid: `g${next}`,
  reference: `R${next}`,
  date,
  hour,
  service: hour < '17:00' ? 'noon' : 'evening',
  covers: 2,
  status: 'confirmed',
  name: 'Client',
  tableIds: [1],
  ...extra,
});

const today = '2026-11-17';

describe('strandedByClosing', () => {
  const list = [
    booking('2026-11-18', '12:00'),
    booking('2026-11-18', '20:00'),
    booking('2026-11-18', '20:30', { status: 'cancelled_by_guest' }),
    booking('2026-11-19', '12:00'),
    booking('2026-11-10', '12:00'),
  ];

  it('lists every live booking of a day closed for all services', () => {
    expect(strandedByClosing(list, [{ date: '2026-11-18', service: 'all' }], today).map((b) => b.hour)).toEqual(['12:00', '20:00']);
  });

  it('lists only the closed service', () => {
    expect(strandedByClosing(list, [{ date: '2026-11-18', service: 'evening' }], today).map((b) => b.hour)).toEqual(['20:00']);
  });

  it('ignores past days and cancelled bookings', () => {
    expect(strandedByClosing(list, [{ date: '2026-11-10', service: 'all' }], today)).toEqual([]);
  });

  it('counts the waiting list as live: those diners are waiting for that day', () => {
    const waiting = booking('2026-11-20', '20:00', { status: 'waiting', tableIds: [] });
    expect(strandedByClosing([waiting], [{ date: '2026-11-20', service: 'all' }], today)).toHaveLength(1);
  });
});

describe('strandedByTables', () => {
  it('lists live bookings from today on that hold a table being retired', () => {
    const list = [
      booking('2026-11-17', '20:00', { tableIds: [3] }),
      booking('2026-11-25', '12:00', { tableIds: [4, 5] }),
      booking('2026-11-25', '13:00', { tableIds: [6] }),
      booking('2026-11-01', '13:00', { tableIds: [3] }),
      booking('2026-11-26', '13:00', { tableIds: [3], status: 'no_show' }),
    ];
    expect(strandedByTables(list, [3, 5], today).map((b) => b.date)).toEqual(['2026-11-17', '2026-11-25']);
  });
});

describe('strandedByServiceChange', () => {
  const all = [1, 2, 3, 4, 5, 6, 7] as Array<1 | 2 | 3 | 4 | 5 | 6 | 7>;
  const before = [
    { kind: 'noon' as const, weekdays: all, firstSeating: '12:00', lastSeating: '14:00' },
    { kind: 'evening' as const, weekdays: [2, 3, 4, 5, 6] as typeof all, firstSeating: '19:00', lastSeating: '22:00' },
  ];
  const list = [
    booking('2026-11-18', '19:00'), // Wednesday
    booking('2026-11-18', '21:45'),
    booking('2026-11-21', '20:00'), // Saturday
    booking('2026-11-18', '12:30'),
    booking('2026-11-18', '16:00', { service: 'noon' }), // placed off-hours by the staff
  ];

  it('lists evening bookings outside the new hours', () => {
    const after = [before[0]!, { ...before[1]!, firstSeating: '19:30', lastSeating: '21:30' }];
    expect(strandedByServiceChange(list, before, after, today).map((b) => b.hour)).toEqual(['19:00', '21:45']);
  });

  it('lists bookings on a weekday the service stops running', () => {
    const after = [before[0]!, { ...before[1]!, weekdays: [2, 3, 4, 5] as typeof all }];
    expect(strandedByServiceChange(list, before, after, today).map((b) => b.date)).toEqual(['2026-11-21']);
  });

  it('lists every booking of a removed service, and nothing of the other one', () => {
    expect(strandedByServiceChange(list, before, [before[1]!], today).map((b) => b.hour)).toEqual(['12:30']);
  });

  it('accepts a day covered by another service row of the same kind', () => {
    const after = [
      before[0]!,
      { ...before[1]!, weekdays: [2, 3, 4, 5] as typeof all },
      { kind: 'evening' as const, weekdays: [6] as typeof all, firstSeating: '18:30', lastSeating: '22:30' },
    ];
    expect(strandedByServiceChange(list, before, after, today)).toEqual([]);
  });
});

describe('sortStranded', () => {
  it('sorts by date and hour and drops duplicates', () => {
    const a = booking('2026-11-20', '20:00');
    const b = booking('2026-11-19', '21:00');
    const c = booking('2026-11-19', '12:00');
    expect(sortStranded([a, b, c, a]).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
  });
});
