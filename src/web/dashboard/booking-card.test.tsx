// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingCard } from './booking-card';
import type { BookingItem } from './dashboard-api';
import { bookingItem } from '../../../tests/support/booking-item';

const base: BookingItem = bookingItem({
  guid: 'g-1',
  reference: 'ABC123',
  date: '2026-12-04',
  hour: '21:00',
  name: 'Camille Durand',
  email: 'camille@example.fr',
  information: 'Anniversaire, une bougie',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
});

afterEach(cleanup);

const show = (b: BookingItem) => render(<BookingCard booking={b} onQuickAction={() => {}} onOpen={() => {}} />);

describe('a booking card', () => {
  it('labels the comment by who wrote it: the diner online, the team for a phone booking or a walk-in', () => {
    show(base);
    expect(screen.getByText('Commentaire du client :')).toBeTruthy();
    cleanup();
    show({ ...base, source: 'phone' });
    expect(screen.queryByText('Commentaire du client :')).toBeNull();
    expect(screen.getByText('Commentaire de l’équipe :')).toBeTruthy();
  });

  it('offers no one-tap absent or seat long before the booking time', () => {
    show({ ...base, date: '2999-12-04' });
    expect(screen.queryByRole('button', { name: 'Absent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
  });
});
