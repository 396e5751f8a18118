import { describe, expect, it } from 'vitest';
import { closedDaysWarning } from './rule-closed-days';

// Le Petit Zinc's services: lunch from Tuesday to Sunday, dinner from Tuesday to Saturday.
const ZINC = [
  { kind: 'noon' as const, weekdays: [2, 3, 4, 5, 6, 7] },
  { kind: 'evening' as const, weekdays: [2, 3, 4, 5, 6] },
];

describe('a no-show rule on days its service does not open', () => {
  it('says nothing when every day of the rule has its service, or when no day is ticked', () => {
    expect(closedDaysWarning({ service: 'evening', weekdays: [6] }, ZINC)).toBeNull();
    expect(closedDaysWarning({ service: 'noon', weekdays: [] }, ZINC)).toBeNull();
  });

  it('warns that the rule applies to nothing when all its days are closed', () => {
    expect(closedDaysWarning({ service: 'evening', weekdays: [7] }, ZINC)).toBe(
      'Le service du soir est fermé le dimanche : cette règle ne s’applique à aucune réservation.',
    );
    expect(closedDaysWarning({ service: 'evening', weekdays: [7, 1] }, ZINC)).toBe(
      'Le service du soir est fermé le dimanche et le lundi : cette règle ne s’applique à aucune réservation.',
    );
  });

  it('names the closed days when only some are', () => {
    expect(closedDaysWarning({ service: 'noon', weekdays: [1, 6] }, ZINC)).toBe(
      'Le service du midi est fermé le lundi : ce jour-là, cette règle ne s’applique à aucune réservation.',
    );
    expect(closedDaysWarning({ service: 'evening', weekdays: [1, 5, 6, 7] }, ZINC)).toBe(
      'Le service du soir est fermé le dimanche et le lundi : ces jours-là, cette règle ne s’applique à aucune réservation.',
    );
  });

  it('warns when the restaurant has no such service at all, whatever the days', () => {
    const lunchOnly = [{ kind: 'noon' as const, weekdays: [1, 2, 3, 4, 5] }];
    const expected = 'Le restaurant n’a pas de service du soir (rubrique Services) : cette règle ne s’applique à aucune réservation.';
    expect(closedDaysWarning({ service: 'evening', weekdays: [6] }, lunchOnly)).toBe(expected);
    expect(closedDaysWarning({ service: 'evening', weekdays: [] }, lunchOnly)).toBe(expected);
  });
});
