import { describe, expect, it } from 'vitest';
import { offsetChanges, offsetMinutesAt } from '../../../domain/dates';
import { bookingCalendar, escapeText, foldLine, vtimezone } from './ics';

const base = {
  uid: 'abc@couvert',
  durationMinutes: 90,
  timeZone: 'Europe/Paris',
  summary: 'Réservation – Le Petit Zinc (2 personnes)',
  description: 'Ligne 1\nLigne 2, avec virgule; et point-virgule',
  location: 'Le Petit Zinc, 12 rue des Rosiers, 75004 Paris',
  url: 'https://couvert.example/resa/xyz',
  stamp: new Date('2026-11-17T08:00:00Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('booking calendar file', () => {
  it('writes the local time with its TZID, in winter and in summer, whatever the process zone', () => {
    const winter = unfold(bookingCalendar({ ...base, date: '2026-11-19', hour: '20:00' }));
    expect(winter).toContain('DTSTART;TZID=Europe/Paris:20261119T200000\r\n');
    expect(winter).toContain('DTEND;TZID=Europe/Paris:20261119T213000\r\n');
    const summer = unfold(bookingCalendar({ ...base, date: '2027-07-14', hour: '12:15' }));
    expect(summer).toContain('DTSTART;TZID=Europe/Paris:20270714T121500\r\n');
    expect(summer).toContain('DTEND;TZID=Europe/Paris:20270714T134500\r\n');
  });

  it('ends past midnight on the next day', () => {
    const ics = unfold(bookingCalendar({ ...base, date: '2026-12-31', hour: '22:45', durationMinutes: 120 }));
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20270101T004500');
  });

  it("describes Paris's real transitions in its VTIMEZONE", () => {
    const lines = vtimezone('Europe/Paris', 2027).join('\n');
    expect(lines).toContain('BEGIN:DAYLIGHT\nDTSTART:20270328T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nEND:DAYLIGHT');
    expect(lines).toContain('BEGIN:STANDARD\nDTSTART:20271031T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD');
    expect(offsetChanges('Europe/Paris', 2026, 2026)).toHaveLength(2);
    // A zone without daylight saving still gets a valid observance.
    expect(vtimezone('Asia/Tokyo', 2026).join('\n')).toContain('TZOFFSETFROM:+0900\nTZOFFSETTO:+0900');
    expect(offsetMinutesAt('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(330);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const ics = bookingCalendar({ ...base, date: '2026-11-19', hour: '20:00' });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(unfold(ics)).toContain('DESCRIPTION:Ligne 1\\nLigne 2\\, avec virgule\\; et point-virgule');
  });

  it('cancels the same event with METHOD:CANCEL', () => {
    const ics = bookingCalendar({ ...base, date: '2026-11-19', hour: '20:00', cancelled: true });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('UID:abc@couvert');
  });
});
