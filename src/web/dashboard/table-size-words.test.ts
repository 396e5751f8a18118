import { describe, expect, it } from 'vitest';
import { frTimeline } from './timeline-i18n';

describe('the timeline’s refusal of a table too small or too large', () => {
  it('names the range of a table for several sizes', () => {
    expect(frTimeline.tableSize('T4', 2, 4, 6)).toBe('La table T4 accueille de 2 à 4 personnes, pas 6.');
  });

  it('names the one size of a table that takes only one', () => {
    expect(frTimeline.tableSize('B1', 1, 1, 3)).toBe('La table B1 accueille 1 personne, pas 3.');
    expect(frTimeline.tableSize('T2', 2, 2, 5)).toBe('La table T2 accueille 2 personnes, pas 5.');
  });
});

describe('a table among the booking dialog’s choices', () => {
  it('shows its size once when it takes one size only', async () => {
    const { frDashboard } = await import('./i18n');
    expect(frDashboard.dialog.tableOption('Salle 4', 2, 4)).toBe('Salle 4 (2 à 4 pers.)');
    expect(frDashboard.dialog.tableOption('Bar 1', 1, 1)).toBe('Bar 1 (1 pers.)');
  });
});
