import { describe, expect, it } from 'vitest';
import { errorsOf } from '../lib/use-zod-form';
import { newBookingFormSchema, walkInDefaultHour } from './new-booking-form';

const blank = { date: '2026-11-20', hour: '', covers: 2, name: '', phone: '', email: '', information: '', table: '' };

async function errors(kind: 'phone' | 'walk_in', values: Partial<typeof blank>) {
  const result = await newBookingFormSchema(kind).safeParseAsync({ ...blank, ...values });
  return result.success ? {} : errorsOf(result.error.issues);
}

describe('the new booking form', () => {
  it('asks a phone booking for its hour and the diner’s name, in the host’s words', async () => {
    expect(await errors('phone', { covers: 0, email: 'pas-une-adresse', phone: '12' })).toEqual({
      hour: 'Choisissez un horaire.',
      covers: 'Indiquez au moins 1 couvert.',
      name: 'Indiquez le nom du client (au moins 2 caractères).',
      phone: 'Le numéro de téléphone est invalide.',
      email: "L'adresse e-mail est invalide.",
    });
  });

  it('sends the request the route reads: trimmed, blanks left out, the table or none', async () => {
    const result = await newBookingFormSchema('phone').safeParseAsync({ ...blank, hour: '20:15', covers: 4, name: ' Dupuis ', phone: '06 22 33 44 55' });
    expect(result.success && result.data).toEqual({
      source: 'phone',
      date: '2026-11-20',
      hour: '20:15',
      covers: 4,
      name: 'Dupuis',
      phone: '06 22 33 44 55',
      email: undefined,
      information: undefined,
      tableGuid: null,
    });
  });

  it('lets a walk-in stay anonymous, without a date (now)', async () => {
    const result = await newBookingFormSchema('walk_in').safeParseAsync({ ...blank, covers: 3, email: 'ignored' });
    expect(result.success && result.data).toMatchObject({ source: 'walk_in', date: undefined, hour: undefined, covers: 3, name: undefined, email: undefined });
  });
});

describe('a walk-in opened outside service hours', () => {
  const day = [{ slots: ['12:00', '12:15', '13:30'] }, { slots: ['19:00', '19:30', '21:30'] }];
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

  it('keeps "Maintenant" while a service runs', () => {
    expect(walkInDefaultHour(day, at('12:20'))).toBe('');
    expect(walkInDefaultHour(day, at('21:40'))).toBe('');
  });

  it('starts on the next seating between services and before the first, the last one after the evening', () => {
    expect(walkInDefaultHour(day, at('16:00'))).toBe('19:00');
    expect(walkInDefaultHour(day, at('09:00'))).toBe('12:00');
    expect(walkInDefaultHour(day, at('23:30'))).toBe('21:30');
  });
});
