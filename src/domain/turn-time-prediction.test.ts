import { describe, expect, it } from 'vitest';
import { turnMinutesFor } from './services.js';
import {
  boundedTurnMinutes,
  median,
  MIN_TURN_SAMPLES,
  predictedTurn,
  serviceLengthMinutes,
  servicesWithPredictions,
  staysFromHistory,
  summariseStays,
  type StaySample,
} from './turn-time-prediction.js';
import type { ServiceRule } from './types.js';

const evening: ServiceRule = {
  id: 2,
  kind: 'evening',
  weekdays: [1, 2, 3, 4, 5, 6],
  firstSeating: '19:00',
  lastSeating: '21:30',
  intervalMinutes: 15,
  turnTimes: [
    { upTo: 2, minutes: 90 },
    { upTo: 4, minutes: 120 },
    { upTo: 99, minutes: 150 },
  ],
  maxCoversPerSlot: null,
  maxCoversPerService: null,
};

const stays = (n: number, sample: Omit<StaySample, 'minutes'>, minutes: (i: number) => number): StaySample[] =>
  Array.from({ length: n }, (_, i) => ({ ...sample, minutes: minutes(i) }));

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([70, 10, 40])).toBe(40);
    expect(median([90, 60, 80, 70])).toBe(75);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('staysFromHistory', () => {
  const bookings = new Map([
    [1, { covers: 2, service: 'evening' as const, date: '2026-11-20' }],
    [2, { covers: 4, service: 'noon' as const, date: '2026-11-21' }],
    [3, { covers: 2, service: 'evening' as const, date: '2026-11-20' }],
    [4, { covers: 2, service: 'evening' as const, date: '2026-11-20' }],
  ]);
  it('measures from the last seating before the finish, and skips the unfinished and the implausible', () => {
    const samples = staysFromHistory(
      [
        { bookingId: 1, at: '2026-11-20T19:05:00.000Z', toStatus: 'seated' },
        { bookingId: 1, at: '2026-11-20T18:00:00.000Z', toStatus: 'confirmed' },
        { bookingId: 1, at: '2026-11-20T20:40:00.000Z', toStatus: 'completed' },
        { bookingId: 2, at: '2026-11-21T11:00:00.000Z', toStatus: 'seated' },
        { bookingId: 2, at: '2026-11-21T11:20:00.000Z', toStatus: 'seated' },
        { bookingId: 2, at: '2026-11-21T12:35:00.000Z', toStatus: 'completed' },
        // Seated, never finished.
        { bookingId: 3, at: '2026-11-20T19:00:00.000Z', toStatus: 'seated' },
        // Finished the next morning: nobody tapped it that night.
        { bookingId: 4, at: '2026-11-20T19:00:00.000Z', toStatus: 'seated' },
        { bookingId: 4, at: '2026-11-21T09:00:00.000Z', toStatus: 'completed' },
        // A booking of another restaurant or gone.
        { bookingId: 9, at: '2026-11-21T09:00:00.000Z', toStatus: 'completed' },
      ],
      bookings,
    );
    expect(samples).toEqual([
      { covers: 2, service: 'evening', weekday: 5, minutes: 95 },
      { covers: 4, service: 'noon', weekday: 6, minutes: 75 },
    ]);
  });
});

describe('summariseStays and predictedTurn', () => {
  const saturdays = stays(MIN_TURN_SAMPLES, { covers: 2, service: 'evening', weekday: 6 }, (i) => 100 + i);
  const tuesdays = stays(10, { covers: 2, service: 'evening', weekday: 2 }, () => 70);

  it('keeps a group per party size, service and weekday, and one per party size and service', () => {
    const groups = summariseStays([...saturdays, ...tuesdays]);
    expect(groups).toEqual([
      { service: 'evening', covers: 2, weekday: null, median: 104.5, samples: 30 },
      { service: 'evening', covers: 2, weekday: 2, median: 70, samples: 10 },
      { service: 'evening', covers: 2, weekday: 6, median: 109.5, samples: 20 },
    ]);
  });

  it('uses the weekday when it has enough stays, then the party size and service, then nothing', () => {
    const groups = summariseStays([...saturdays, ...tuesdays]);
    expect(predictedTurn(groups, evening, 2, 6)).toEqual({ minutes: 105, samples: 20, basis: 'weekday' });
    // Ten Tuesdays are too few: the 30 evenings of two decide.
    expect(predictedTurn(groups, evening, 2, 2)).toEqual({ minutes: 105, samples: 30, basis: 'service' });
    expect(predictedTurn(groups, evening, 4, 6)).toBeNull();
    expect(predictedTurn(groups, { ...evening, kind: 'noon' }, 2, 6)).toBeNull();
  });

  it('trusts no group below the threshold', () => {
    const groups = summariseStays(stays(MIN_TURN_SAMPLES - 1, { covers: 2, service: 'evening', weekday: 6 }, () => 60));
    expect(predictedTurn(groups, evening, 2, 6)).toBeNull();
    expect(servicesWithPredictions([evening], groups, '2026-11-21')).toEqual([evening]);
  });
});

describe('bounds', () => {
  it('rounds to the quarter hour', () => {
    expect(boundedTurnMinutes(97, evening)).toBe(90);
    expect(boundedTurnMinutes(98, evening)).toBe(105);
    expect(boundedTurnMinutes(112.5, evening)).toBe(120);
  });

  it('never goes below 30 minutes nor above the service’s length', () => {
    expect(serviceLengthMinutes(evening)).toBe(150 + 150);
    expect(boundedTurnMinutes(12, evening)).toBe(30);
    expect(boundedTurnMinutes(400, evening)).toBe(300);
    const short = { ...evening, firstSeating: '12:00', lastSeating: '12:00', turnTimes: [{ upTo: 99, minutes: 60 }] };
    expect(boundedTurnMinutes(95, short)).toBe(60);
  });
});

describe('servicesWithPredictions', () => {
  const groups = summariseStays([
    ...stays(MIN_TURN_SAMPLES, { covers: 2, service: 'evening', weekday: 6 }, () => 75),
    ...stays(MIN_TURN_SAMPLES, { covers: 4, service: 'evening', weekday: 3 }, () => 140),
  ]);

  it('gives each predicted party size its time, the others their fixed one', () => {
    const [saturday] = servicesWithPredictions([evening], groups, '2026-11-21');
    expect([1, 2, 3, 4, 5, 8, 200].map((c) => turnMinutesFor(saturday!, c))).toEqual([90, 75, 120, 135, 150, 150, 150]);
    // A Wednesday: the same coarse groups (every weekday), its own fine one for four.
    const [wednesday] = servicesWithPredictions([evening], groups, '2026-11-18');
    expect([2, 4].map((c) => turnMinutesFor(wednesday!, c))).toEqual([75, 135]);
  });

  it('keeps the largest fixed time past the rules when the predictions reach past them', () => {
    const small = { ...evening, turnTimes: [{ upTo: 2, minutes: 90 }] };
    const [service] = servicesWithPredictions([small], groups, '2026-11-21');
    expect([2, 3, 4, 6].map((c) => turnMinutesFor(service!, c))).toEqual([75, 90, 135, 90]);
  });
});
