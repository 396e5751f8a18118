import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-display';

describe('formatPhoneForDisplay', () => {
  it('shows French numbers in the national format, whatever the spelling stored or typed', () => {
    expect(formatPhoneForDisplay('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneForDisplay('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneForDisplay('+33 1 42 72 18 30')).toBe('01 42 72 18 30');
  });

  it('keeps the country code of a foreign number, spaced', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('leaves what is not a phone number as it is', () => {
    expect(formatPhoneForDisplay('  ')).toBe('');
    expect(formatPhoneForDisplay('appelez-nous')).toBe('appelez-nous');
  });
});
