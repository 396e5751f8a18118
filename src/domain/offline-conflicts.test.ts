import { describe, expect, it } from 'vitest';
import { isStaleStatusChange, mergeNote } from './offline-conflicts';

describe('mergeNote', () => {
  it('keeps the host’s note when nobody else wrote since their copy', () => {
    expect(mergeNote('', 'Table calme', '')).toBe('Table calme');
    expect(mergeNote('Anniversaire', 'Anniversaire, gâteau à 21 h', 'Anniversaire')).toBe('Anniversaire, gâteau à 21 h');
  });

  it('appends what the host added to what another tablet wrote meanwhile', () => {
    expect(mergeNote('', 'Préfère la banquette', 'Allergie aux noix')).toBe('Allergie aux noix\nPréfère la banquette');
    expect(mergeNote('VIP', 'VIP\nChaise haute', 'VIP, arrive en retard')).toBe('VIP, arrive en retard\nChaise haute');
  });

  it('appends a rewritten note whole, and never twice', () => {
    expect(mergeNote('Ancienne', 'Tout autre chose', 'Ancienne modifiée')).toBe('Ancienne modifiée\nTout autre chose');
    expect(mergeNote('', 'Chaise haute', 'Allergie\nChaise haute')).toBe('Allergie\nChaise haute');
    expect(mergeNote('', 'Chaise haute', 'Chaise haute')).toBe('Chaise haute');
  });

  it('keeps the other tablet’s note when the host changed nothing', () => {
    expect(mergeNote('A', 'A', 'B')).toBe('B');
  });
});

describe('isStaleStatusChange', () => {
  it('refuses a change made before the last one, whatever the offsets', () => {
    expect(isStaleStatusChange('2026-11-20T19:10:00Z', '2026-11-20T19:12:00.000Z')).toBe(true);
    expect(isStaleStatusChange('2026-11-20T20:11:00+01:00', '2026-11-20T19:12:00.000Z')).toBe(true);
    expect(isStaleStatusChange('2026-11-20T20:13:00+01:00', '2026-11-20T19:12:00.000Z')).toBe(false);
  });

  it('takes a change when the booking never changed status, or at the same instant', () => {
    expect(isStaleStatusChange('2026-11-20T19:10:00Z', null)).toBe(false);
    expect(isStaleStatusChange('2026-11-20T19:12:00.000Z', '2026-11-20T19:12:00.000Z')).toBe(false);
  });
});
