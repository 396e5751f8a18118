import { describe, expect, it } from 'vitest';
import { frDashboard } from './i18n';
import { frTimeline } from './timeline-i18n';

describe('the words for a table’s size', () => {
  it('name the range of a table for several sizes', () => {
    expect(frTimeline.tableSize('T4', 2, 4, 6)).toBe('La table T4 accueille de 2 à 4 personnes, pas 6.');
    expect(frDashboard.dialog.tableOption('Salle 4', 2, 4)).toBe('Salle 4 (2 à 4 pers.)');
  });

  it('name the one size of a table that takes only one, never "2 à 2"', () => {
    expect(frTimeline.tableSize('B1', 1, 1, 3)).toBe('La table B1 accueille 1 personne, pas 3.');
    expect(frTimeline.tableSize('T2', 2, 2, 5)).toBe('La table T2 accueille 2 personnes, pas 5.');
    expect(frDashboard.dialog.tableOption('Bar 1', 1, 1)).toBe('Bar 1 (1 pers.)');
  });
});
