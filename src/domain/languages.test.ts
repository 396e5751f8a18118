import { describe, expect, it } from 'vitest';
import { cookieValue, languageFromPreferences, languageOr, parseAcceptLanguage, requestLanguage } from './languages';
import { formatLongDate, formatMonthYear } from './localized-dates';
import { formatLongFrenchDate } from './dates';

describe('the diner language of a request', () => {
  it('takes the browser languages by quality, a region counting as its language, French when none is spoken', () => {
    expect(parseAcceptLanguage('fr;q=0.4, en-GB, de;q=0.8, *;q=0.1, it;q=0')).toEqual(['en-GB', 'de', 'fr']);
    expect(languageFromPreferences(['pt-BR', 'es-MX', 'en'])).toBe('es');
    expect(languageFromPreferences(['ja', 'zh'])).toBe('fr');
    expect(requestLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(requestLanguage({})).toBe('fr');
  });

  it("prefers the diner's choice (the switch's cookie) and ignores a cookie it does not know", () => {
    expect(cookieValue('a=1; couvert_lang=it; b=2', 'couvert_lang')).toBe('it');
    expect(requestLanguage({ acceptLanguage: 'en', cookie: 'couvert_lang=de' })).toBe('de');
    expect(requestLanguage({ acceptLanguage: 'en', cookie: 'couvert_lang=xx' })).toBe('en');
    expect(languageOr('pt')).toBe('fr');
    expect(languageOr('es')).toBe('es');
  });
});

describe('dates in the diner language', () => {
  // Run under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) by the test script: the day never moves.
  it('writes a booking date on its own day in every language', () => {
    expect(formatLongDate('2026-11-21', 'fr')).toBe(formatLongFrenchDate('2026-11-21'));
    expect(formatLongDate('2026-11-21', 'fr', { capitalize: true })).toBe('Samedi 21 novembre 2026');
    expect(formatLongDate('2026-11-21', 'en')).toMatch(/^Saturday,? 21 November 2026$/);
    expect(formatLongDate('2026-11-21', 'es')).toMatch(/^sábado,? 21 de noviembre de 2026$/);
    expect(formatLongDate('2026-11-21', 'es', { capitalize: true })).toMatch(/^Sábado/);
    expect(formatLongDate('2026-11-21', 'de')).toMatch(/^Samstag, 21\. November 2026$/);
    expect(formatLongDate('2026-11-21', 'it')).toMatch(/^sabato 21 novembre 2026$/);
    // The first and last days of a year, where a shifted day would change the year too.
    expect(formatLongDate('2027-01-01', 'en')).toMatch(/^Friday,? 1 January 2027$/);
    expect(formatLongDate('2026-12-31', 'de')).toMatch(/^Donnerstag, 31\. Dezember 2026$/);
  });

  it('names a calendar month in the diner language', () => {
    expect(formatMonthYear(2026, 11, 'fr')).toBe('novembre 2026');
    expect(formatMonthYear(2026, 11, 'en')).toBe('November 2026');
    expect(formatMonthYear(2027, 1, 'de')).toBe('Januar 2027');
  });
});
