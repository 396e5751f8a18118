import { describe, expect, it } from 'vitest';
import { attendanceRefusal, attendanceStateOf, isAllowedReminderTime, isReminderDue, isReminderSmsHour, smsReminderAllowance } from './diner-attendance.js';
import { bookingSettingsSchema } from './schemas/settings.js';

describe('reminder time', () => {
  it('is a time of the day between 08:00 and 20:00', () => {
    expect(['08:00', '10:00', '18:30', '19:59'].map(isAllowedReminderTime)).toEqual([true, true, true, true]);
    expect(['07:59', '20:00', '23:00', '10h', '', '24:00'].map(isAllowedReminderTime)).toEqual([false, false, false, false, false, false]);
  });

  it('is refused by the settings schema in French', () => {
    const result = bookingSettingsSchema.shape.reminder_time.safeParse('21:00');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Heure des rappels : entre 08:00 et 20:00, au format HH:MM.');
  });

  it('is due from that minute of the local clock on', () => {
    expect(isReminderDue(17 * 60 + 59, '18:00')).toBe(false);
    expect(isReminderDue(18 * 60, '18:00')).toBe(true);
    // A stored value that is not a time falls back to the default, 10:00.
    expect(isReminderDue(9 * 60, 'n/a')).toBe(false);
    expect(isReminderDue(10 * 60, 'n/a')).toBe(true);
  });
});

describe('reminder texts', () => {
  it('go out between 08:00 and 20:00 only', () => {
    expect([7 * 60 + 59, 8 * 60, 19 * 60 + 59, 20 * 60].map(isReminderSmsHour)).toEqual([false, true, true, false]);
  });

  it('never exceed what is left of the day’s budget', () => {
    expect(smsReminderAllowance(100, 0, 5)).toBe(5);
    expect(smsReminderAllowance(10, 8, 5)).toBe(2);
    expect(smsReminderAllowance(10, 12, 5)).toBe(0);
    expect(smsReminderAllowance(0, 0, 5)).toBe(0);
  });
});

describe("the diner's answer", () => {
  it('is confirmed once answered, reminded while not, otherwise not reminded', () => {
    expect(attendanceStateOf({ reminder_sent_at: '2026-11-18T09:00:00Z', attendance_confirmed_at: '2026-11-18T09:10:00Z' })).toBe('confirmed');
    expect(attendanceStateOf({ reminder_sent_at: null, attendance_confirmed_at: '2026-11-18T09:10:00Z' })).toBe('confirmed');
    expect(attendanceStateOf({ reminder_sent_at: '2026-11-18T09:00:00Z', attendance_confirmed_at: null })).toBe('reminded');
    expect(attendanceStateOf({ reminder_sent_at: null, attendance_confirmed_at: null })).toBe('not_reminded');
  });

  it('may be given up to the day of the booking, for a booking that still holds a table', () => {
    expect(attendanceRefusal('confirmed', '2026-11-19', '2026-11-18')).toBeNull();
    expect(attendanceRefusal('pending', '2026-11-19', '2026-11-19')).toBeNull();
    expect(attendanceRefusal('seated', '2026-11-19', '2026-11-19')).toBeNull();
    expect(attendanceRefusal('confirmed', '2026-11-18', '2026-11-19')).toBe('past');
    expect(attendanceRefusal('completed', '2026-11-19', '2026-11-19')).toBe('past');
    expect(attendanceRefusal('no_show', '2026-11-19', '2026-11-19')).toBe('past');
    expect(attendanceRefusal('cancelled_by_guest', '2026-11-19', '2026-11-18')).toBe('cancelled');
    expect(attendanceRefusal('cancelled_by_restaurant', '2026-11-19', '2026-11-18')).toBe('cancelled');
    expect(attendanceRefusal('waiting', '2026-11-19', '2026-11-18')).toBe('waiting');
  });
});
