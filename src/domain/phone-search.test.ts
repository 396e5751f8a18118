import { describe, expect, it } from 'vitest';
import { phoneSearchPattern } from './phone-search';

// A LIKE pattern run on a stored E.164 number, as the database would.
const matches = (pattern: string, phone: string) => new RegExp(`^${pattern.replace(/[+]/g, '\\+').replace(/%/g, '.*')}$`).test(phone);

describe('finding a phone number by a piece of it', () => {
  it('reads "06 98" as the start of a French number, not as 06 and 98 anywhere', () => {
    const pattern = phoneSearchPattern('06 98')!;
    expect(matches(pattern, '+33698765432')).toBe(true);
    expect(matches(pattern, '+33672076984')).toBe(false);
  });

  it('matches other digits as one contiguous run', () => {
    const pattern = phoneSearchPattern('76 54')!;
    expect(matches(pattern, '+33698765432')).toBe(true);
    expect(matches(pattern, '+33672076954')).toBe(false);
  });

  it('reads an international start, with + or 00', () => {
    expect(matches(phoneSearchPattern('+44 7911')!, '+447911123456')).toBe(true);
    expect(matches(phoneSearchPattern('0044 7911')!, '+447911123456')).toBe(true);
    expect(matches(phoneSearchPattern('+44 7911')!, '+33744791100')).toBe(false);
  });

  it('leaves names, e-mails and too short a number to the other fields', () => {
    expect(phoneSearchPattern('Marie 2')).toBeNull();
    expect(phoneSearchPattern('lea06@exemple.fr')).toBeNull();
    expect(phoneSearchPattern('06')).toBeNull();
  });
});
