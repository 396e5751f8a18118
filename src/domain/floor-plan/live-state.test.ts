import { describe, expect, it } from 'vitest';
import { timeToMinutes } from '../dates.js';
import { bookingStateAt, liveTableStates, serviceAt, type LiveBooking } from './live-state.js';

const booking = (over: Partial<LiveBooking>): LiveBooking => ({
  guid: over.guid ?? 'b',
  hour: '20:00',
  turnMinutes: 90,
  status: 'confirmed',
  covers: 2,
  name: 'Martin',
  tableGuids: ['t1'],
  ...over,
});
const at = (time: string) => timeToMinutes(time);

describe('bookingStateAt, today', () => {
  it.each([
    ['18:30', 'free'],
    ['18:59', 'free'],
    ['19:00', 'soon'],
    ['20:00', 'soon'],
    ['20:15', 'soon'],
    ['20:16', 'late'],
    ['23:00', 'late'],
  ])('a confirmed 20:00 booking at %s is %s', (time, expected) => {
    expect(bookingStateAt(booking({}), at(time), true)).toBe(expected);
  });

  it('is seated whatever the time once seated', () => {
    expect(bookingStateAt(booking({ status: 'seated' }), at('20:40'), true)).toBe('seated');
    expect(bookingStateAt(booking({ status: 'seated' }), at('19:00'), true)).toBe('seated');
  });

  it('treats a pending booking like a confirmed one', () => {
    expect(bookingStateAt(booking({ status: 'pending' }), at('20:30'), true)).toBe('late');
  });
});

describe('bookingStateAt, another day', () => {
  it('never says late and holds the table for the turn', () => {
    expect(bookingStateAt(booking({}), at('20:30'), false)).toBe('soon');
    expect(bookingStateAt(booking({}), at('21:30'), false)).toBe('soon');
    expect(bookingStateAt(booking({}), at('21:31'), false)).toBe('free');
  });
});

describe('liveTableStates', () => {
  it('gives free tables with no booking and the next booking of the others', () => {
    const states = liveTableStates({
      tableGuids: ['t1', 't2'],
      bookings: [booking({ guid: 'late', hour: '22:00' })],
      at: at('19:30'),
      isToday: true,
    });
    expect(states.get('t2')).toEqual({ state: 'free', booking: null, next: null, bookings: [] });
    expect(states.get('t1')).toMatchObject({ state: 'free', booking: null, next: { guid: 'late' } });
  });

  it('shows seated before late before soon on one table', () => {
    const bookings = [
      booking({ guid: 'a', hour: '19:00', status: 'seated' }),
      booking({ guid: 'b', hour: '19:30' }),
      booking({ guid: 'c', hour: '20:00', tableGuids: ['t1', 't2'] }),
    ];
    const states = liveTableStates({ tableGuids: ['t1', 't2'], bookings, at: at('19:50'), isToday: true });
    expect(states.get('t1')).toMatchObject({ state: 'seated', booking: { guid: 'a' }, next: { guid: 'b' } });
    // A booking on joined tables shows on both.
    expect(states.get('t2')).toMatchObject({ state: 'soon', booking: { guid: 'c' } });
  });

  it('marks a table late when its party has not come 15 minutes after the hour', () => {
    const states = liveTableStates({ tableGuids: ['t1'], bookings: [booking({ hour: '19:00' })], at: at('19:16'), isToday: true });
    expect(states.get('t1')).toMatchObject({ state: 'late', booking: { hour: '19:00' } });
  });

  it('ignores bookings on tables not in the list', () => {
    const states = liveTableStates({ tableGuids: ['t1'], bookings: [booking({ tableGuids: ['elsewhere'] })], at: at('20:00'), isToday: true });
    expect(states.get('t1')!.state).toBe('free');
    expect(states.has('elsewhere')).toBe(false);
  });
});

describe('serviceAt', () => {
  const noon = { kind: 'noon' as const, firstSeating: '12:00', lastSeating: '14:00', longestTurnMinutes: 120 };
  const evening = { kind: 'evening' as const, firstSeating: '19:00', lastSeating: '22:00', longestTurnMinutes: 120 };

  it.each([
    ['09:00', 'noon'],
    ['11:00', 'noon'],
    ['15:59', 'noon'],
    ['16:01', 'evening'],
    ['18:30', 'evening'],
    ['23:59', 'evening'],
  ])('at %s the host is in the %s service', (time, expected) => {
    expect(serviceAt([evening, noon], at(time))).toBe(expected);
  });

  it('falls back to the only service of the day, or none', () => {
    expect(serviceAt([noon], at('21:00'))).toBe('noon');
    expect(serviceAt([], at('12:00'))).toBeNull();
  });
});
