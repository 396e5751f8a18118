// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DayView, ServiceDay } from './dashboard-api';
import { ServiceTotals } from './service-tabs';

const service = (kind: 'noon' | 'evening', open: boolean, remaining: number, capacity: number): ServiceDay => ({
  kind,
  open,
  firstSeating: open ? '12:00' : null,
  lastSeating: open ? '14:00' : null,
  slots: [],
  freeSlotsForTwo: [],
  totals: { bookings: 0, covers: 0, capacity, remaining, waiting: 0 },
});

const day = (services: ServiceDay[]): DayView => ({
  date: '2026-11-16',
  longDate: 'Lundi 16 novembre 2026',
  today: '2026-11-17',
  services,
  bookings: [],
  waiting: [],
  tables: [],
});

describe('service totals', () => {
  afterEach(cleanup);

  it('shows a closed service as closed, never as all its places free', () => {
    // What the server used to send for a closed service: the room's 50 seats, all "free".
    render(<ServiceTotals day={day([service('noon', false, 50, 50)])} service="noon" />);
    const remaining = screen.getByTestId('total-remaining');
    expect(remaining.textContent).toBe('Fermé');
    expect(remaining.textContent).not.toMatch(/50/);
  });

  it('shows what is left of an open service', () => {
    render(<ServiceTotals day={day([service('evening', true, 44, 50)])} service="evening" />);
    expect(screen.getByTestId('total-remaining').textContent).toBe('44 sur 50');
  });
});
