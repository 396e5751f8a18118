import { describe, expect, it } from 'vitest';
import { frSettings } from './i18n';
import { NEW_TABLE } from './tables-section';

// A table the owner adds starts like the starter tables, bookable online; the toggle says what
// unticking it means.

describe('a new table in the settings', () => {
  it('is bookable online from the start, like the starter tables', () => {
    expect(NEW_TABLE).toMatchObject({ active: true, online_bookable: true });
    expect(frSettings.tables.onlineBookableHint).toMatch(/jamais en ligne/);
  });
});

describe('a table’s capacity', () => {
  it('says a table for one, for several and for a range', () => {
    expect([frSettings.tables.capacity(1, 1), frSettings.tables.capacity(4, 4), frSettings.tables.capacity(2, 4)]).toEqual([
      '1 couvert',
      '4 couverts',
      '2 à 4 couverts',
    ]);
  });
});
