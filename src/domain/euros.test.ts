import { describe, expect, it } from 'vitest';
import { formatEuros, parseEuros } from './euros';

describe('euros', () => {
  it('writes cents the French way, the € kept with its amount', () => {
    expect(formatEuros(4000)).toBe('40,00\u00a0€');
    expect(formatEuros(123450)).toBe('1\u00a0234,50\u00a0€');
  });

  it('writes another locale or currency, and plain spaces for a text kept as written', () => {
    expect(formatEuros(123450, { locale: 'en-GB' })).toBe('€1,234.50');
    expect(formatEuros(123450, { locale: 'de-DE', spaces: 'plain' })).toBe('1.234,50 €');
    expect(formatEuros(2001, { currency: 'eur', spaces: 'plain' })).toBe('20,01 €');
    expect(formatEuros(2000, { currency: 'chf' })).toBe('20,00\u00a0CHF');
  });

  it('reads what a person types, with a comma or a dot', () => {
    expect(parseEuros('40')).toBe(4000);
    expect(parseEuros('40,5')).toBe(4050);
    expect(parseEuros(' 12.34 € ')).toBe(1234);
    expect(parseEuros('0')).toBeNull();
    expect(parseEuros('1,234')).toBeNull();
    expect(parseEuros('-5')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });
});
