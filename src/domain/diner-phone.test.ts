import { describe, expect, it } from 'vitest';
import { DINER_FIELD_MESSAGES } from './diner-fields';
import { checkDinerPhone, checkPhoneConfirmation, isMobilePhone, normalizePhone, samePhone } from './diner-phone';

const INVALID = { ok: false, reason: 'phoneInvalid', message: 'Veuillez saisir un numéro de téléphone valide.' };

describe('checkDinerPhone', () => {
  it('refuses numbers that do not exist, however well formed', () => {
    expect(checkDinerPhone('0000000000')).toEqual(INVALID);
    expect(checkDinerPhone('+123456789')).toEqual(INVALID);
    expect(checkDinerPhone('07 00 00 00 00')).toEqual(INVALID);
    // The full metadata knows this UK range is reserved for fiction; the small one would let it by.
    expect(checkDinerPhone('+44 7700 900123')).toEqual(INVALID);
  });

  it('accepts a French mobile in every usual spelling, stored in E.164', () => {
    for (const spelling of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '(06) 12 34 56 78',
      '+33 6 12 34 56 78',
      '0033612345678',
      ' 0612345678 ',
    ]) {
      expect(checkDinerPhone(spelling), spelling).toEqual({ ok: true, value: '+33612345678' });
    }
  });

  it('accepts a French landline and premium numbers alike (only texting needs a mobile)', () => {
    expect(checkDinerPhone('01 42 72 18 30')).toEqual({ ok: true, value: '+33142721830' });
    expect(isMobilePhone('+33142721830')).toBe(false);
    expect(isMobilePhone('+33612345678')).toBe(true);
  });

  it('accepts foreign and overseas numbers given with their country code', () => {
    expect(checkDinerPhone('+44 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
    expect(checkDinerPhone('+32 470 12 34 56')).toEqual({ ok: true, value: '+32470123456' });
    expect(checkDinerPhone('+1 650 253 0000')).toEqual({ ok: true, value: '+16502530000' });
    expect(checkDinerPhone('+262 692 12 34 56')).toEqual({ ok: true, value: '+262692123456' });
    expect(checkDinerPhone('+687 75 12 34')).toEqual({ ok: true, value: '+687751234' });
  });

  it('refuses letters, scraps and overlong input', () => {
    for (const typed of ['', '   ', '0612', '12', 'zéro six', '06 12 ab 56 78', '06 12 34 56 78 portable', `0612345678${' '.repeat(30)}`]) {
      expect(checkDinerPhone(typed), JSON.stringify(typed)).toEqual(INVALID);
    }
  });
});

describe('phone confirmation', () => {
  it('is the same number in any spelling', () => {
    expect(samePhone('06 12 34 56 78', '+33612345678')).toBe(true);
    expect(checkPhoneConfirmation('06 12 34 56 78', '+33 6 12 34 56 78').ok).toBe(true);
    expect(checkPhoneConfirmation('0612345678', '0612345679')).toEqual({ ok: false, reason: 'phoneMismatch', message: DINER_FIELD_MESSAGES.phoneMismatch });
    expect(checkPhoneConfirmation('0612345678', '').ok).toBe(false);
    // Two equal non-numbers do not confirm anything.
    expect(checkPhoneConfirmation('0000000000', '0000000000').ok).toBe(false);
  });

  it('normalises to E.164 or null', () => {
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0000000000')).toBeNull();
  });
});
