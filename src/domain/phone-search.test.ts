import { describe, expect, it } from 'vitest';
import { phoneSearchPatterns } from './phone-search';

// A LIKE pattern run on a stored E.164 number, as the database would.
const matchesOne = (pattern: string, phone: string) => new RegExp(`^${pattern.replace(/[+]/g, '\\+').replace(/%/g, '.*')}$`).test(phone);
// A number is found when any of the query's patterns matches it, as the OR of the query does.
const found = (query: string, phone: string) => phoneSearchPatterns(query).some((pattern) => matchesOne(pattern, phone));

describe('finding a phone number by a piece of it', () => {
  it('reads "06 98" as the start of a French number, not as 06 and 98 anywhere', () => {
    expect(found('06 98', '+33698765432')).toBe(true);
    expect(found('06 98', '+33672076984')).toBe(false);
  });

  it('matches other digits as one contiguous run', () => {
    expect(found('76 54', '+33698765432')).toBe(true);
    expect(found('76 54', '+33672076954')).toBe(false);
  });

  it('finds a number by its last digits, even when they begin with a 0', () => {
    expect(found('067001', '+33612067001')).toBe(true);
    expect(found('067001', '+33612067010')).toBe(false);
  });

  it('reads an international start, with + or 00', () => {
    expect(found('+44 7911', '+447911123456')).toBe(true);
    expect(found('0044 7911', '+447911123456')).toBe(true);
    expect(found('+44 7911', '+33744791100')).toBe(false);
  });

  it('leaves names, e-mails and too short a number to the other fields', () => {
    expect(phoneSearchPatterns('Marie 2')).toEqual([]);
    expect(phoneSearchPatterns('lea06@exemple.fr')).toEqual([]);
    expect(phoneSearchPatterns('06')).toEqual([]);
  });
});
