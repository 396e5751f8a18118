import { describe, expect, it } from 'vitest';
import { frOffline } from './offline-i18n';

describe('the offline banner words', () => {
  it('counts the waiting changes in correct French', () => {
    expect(frOffline.offline(0)).toBe('Hors ligne — aucun changement en attente');
    expect(frOffline.offline(1)).toBe('Hors ligne — 1 changement en attente');
    expect(frOffline.offline(3)).toBe('Hors ligne — 3 changements en attente');
    expect(frOffline.refusedTitle(2)).toBe('2 changements faits hors ligne ont été refusés');
  });
});
