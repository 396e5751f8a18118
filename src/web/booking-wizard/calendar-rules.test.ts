import { describe, expect, it } from 'vitest';
import { CLOSED_ON_MONDAYS } from '../../../tests/support/weekdays';
import { calendarBounds, dayRefusal, initialMonth, isDaySelectable, openWeekdays, shiftMonth, type CalendarRules } from './calendar-rules';

// 2026-11-21 is a Saturday.
const rules: CalendarRules = {
  today: '2026-11-21',
  minDate: '2026-11-21',
  maxDate: '2027-02-19',
  openWeekdays: openWeekdays(CLOSED_ON_MONDAYS),
  closedDates: [
    { date: '2026-12-16', service: 'all' },
    { date: '2026-12-03', service: 'noon' },
    { date: '2026-12-10', service: 'noon' },
    { date: '2026-12-10', service: 'evening' },
  ],
};

describe('calendar rules', () => {
  it('maps the weekday flags to ISO weekdays', () => {
    expect(openWeekdays(CLOSED_ON_MONDAYS)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('lets today and open future days be picked', () => {
    expect(isDaySelectable('2026-11-21', rules)).toBe(true);
    expect(isDaySelectable('2026-11-24', rules)).toBe(true);
  });

  it('refuses past days', () => {
    expect(dayRefusal('2026-11-20', rules)).toBe('past');
  });

  it('refuses weekdays the restaurant is closed', () => {
    expect(dayRefusal('2026-11-23', rules)).toBe('weekday-closed');
  });

  it('refuses dates closed for the whole day, not a single service', () => {
    expect(dayRefusal('2026-12-16', rules)).toBe('closed-date');
    expect(dayRefusal('2026-12-10', rules)).toBe('closed-date');
    expect(isDaySelectable('2026-12-03', rules)).toBe(true);
  });

  it('refuses days outside the booking window', () => {
    expect(dayRefusal('2027-02-20', rules)).toBe('after-window');
    expect(isDaySelectable('2027-02-19', rules)).toBe(true);
    expect(dayRefusal('2026-11-22', { ...rules, minDate: '2026-11-23' })).toBe('before-window');
  });

  it('refuses anything that is not a date', () => {
    expect(dayRefusal('2026-02-30', rules)).toBe('invalid');
  });

  it('bounds the window by today even if the server says earlier', () => {
    expect(calendarBounds('2026-11-21', '2026-11-01', '2026-12-01')).toEqual({ minDate: '2026-11-21', maxDate: '2026-12-01' });
    expect(calendarBounds('2026-11-21').maxDate).toBe('2027-02-19');
  });

  it('opens on the chosen month, else the first bookable month', () => {
    expect(initialMonth('2026-12-24', rules)).toEqual({ year: 2026, month: 12 });
    expect(initialMonth('', rules)).toEqual({ year: 2026, month: 11 });
    expect(initialMonth('2030-01-01', rules)).toEqual({ year: 2026, month: 11 });
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });
});
