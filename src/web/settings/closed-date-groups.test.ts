import { describe, expect, it } from 'vitest';
import { groupClosedDates } from './closed-date-groups';

describe('groupClosedDates', () => {
  it('reads consecutive days of one service and reason as one period', () => {
    const groups = groupClosedDates([
      { id: 3, date: '2026-12-23', service: 'all', reason: 'Congés' },
      { id: 1, date: '2026-12-21', service: 'all', reason: 'Congés' },
      { id: 2, date: '2026-12-22', service: 'all', reason: 'Congés' },
      { id: 4, date: '2026-12-22', service: 'noon', reason: 'Privatisation' },
      { id: 5, date: '2026-12-26', service: 'all', reason: 'Congés' },
      { id: 6, date: '2026-12-27', service: 'all', reason: 'Autre' },
    ]);
    expect(groups).toEqual([
      { from: '2026-12-21', to: '2026-12-23', service: 'all', reason: 'Congés', ids: [1, 2, 3] },
      { from: '2026-12-22', to: '2026-12-22', service: 'noon', reason: 'Privatisation', ids: [4] },
      { from: '2026-12-26', to: '2026-12-26', service: 'all', reason: 'Congés', ids: [5] },
      { from: '2026-12-27', to: '2026-12-27', service: 'all', reason: 'Autre', ids: [6] },
    ]);
  });

  it('crosses month and year ends', () => {
    const groups = groupClosedDates([
      { id: 1, date: '2026-12-31', service: 'evening', reason: '' },
      { id: 2, date: '2027-01-01', service: 'evening', reason: '' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ from: '2026-12-31', to: '2027-01-01' });
  });
});
