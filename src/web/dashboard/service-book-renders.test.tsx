// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../domain/dates';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { paths } from '../lib/paths';
import type { BookingItem } from './dashboard-api';
import { bookingItem } from '../../../tests/support/booking-item';
import { ServiceBookPage } from './service-book-page';

// On a full evening the book holds 100-odd rows. Opening one booking or changing one status must
// render that row only: every row rendered again at each step is what made a tap take a third of a
// second on a tablet. The rows' badges are counted per booking to see which rows rendered.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('./guest-badges', async (original) => {
  const actual = await original<typeof import('./guest-badges')>();
  return {
    ...actual,
    // A row hands its whole booking to the badges (their props name only the fields they read).
    GuestBadges: (props: Parameters<typeof actual.GuestBadges>[0] & { booking: { guid: string } }) => {
      rendered.push(props.booking.guid);
      return actual.GuestBadges(props);
    },
  };
});

const date = addDays(restaurantToday(), 1);
const booking = (n: number): BookingItem =>
  bookingItem({ guid: `g-${n}`, reference: `REF00${n}`, date, hour: `20:${String(n * 10).padStart(2, '0')}`, name: `Client ${n}`, phone: '', email: '' });

let statuses: Record<string, string> = {};
const dayView = () => ({
  date,
  longDate: date,
  today: restaurantToday(),
  services: [
    {
      kind: 'noon',
      open: true,
      firstSeating: '12:00',
      lastSeating: '13:30',
      slots: ['12:00'],
      freeSlotsForTwo: [],
      totals: { bookings: 0, covers: 0, capacity: 40, remaining: 40, waiting: 0 },
    },
    {
      kind: 'evening',
      open: true,
      firstSeating: '19:00',
      lastSeating: '21:30',
      slots: ['20:00'],
      freeSlotsForTwo: [],
      totals: { bookings: 3, covers: 6, capacity: 40, remaining: 34, waiting: 0 },
    },
  ],
  bookings: [1, 2, 3].map((n) => ({ ...booking(n), status: statuses[`g-${n}`] ?? 'pending' })),
  waiting: [],
  tables: [],
});

let answerStatus: (() => void) | null = null;
const api = {
  day: vi.fn(async () => dayView()),
  history: vi.fn(async () => []),
  setStatus: vi.fn(
    (guid: string, to: string) =>
      new Promise<void>((resolve) => {
        answerStatus = () => {
          statuses[guid] = to;
          resolve();
        };
      }),
  ),
};

function showBook() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={{ api, live: true, claims: { roles: ['owner'] }, restaurantId: 'r-1' }} />,
        children: [{ index: true, element: <ServiceBookPage /> }],
      },
    ],
    { initialEntries: [`${paths.serviceBook}?date=${date}&service=evening`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const row = (n: number) => screen.getByRole('listitem', { name: new RegExp(`Client ${n}`) });

beforeEach(() => {
  statuses = {};
  rendered.length = 0;
});
afterEach(cleanup);

describe('the service book renders only the rows that change', () => {
  it('opens a booking without rendering the other rows again', async () => {
    showBook();
    await screen.findByRole('listitem', { name: /Client 3/ });
    rendered.length = 0;
    fireEvent.click(within(row(2)).getByRole('button', { name: /Détails/ }));
    await screen.findByRole('dialog');
    expect(rendered.filter((guid) => guid !== 'g-2')).toEqual([]);
  });

  it('keeps the other rows usable and unrendered while one status change waits for the server', async () => {
    showBook();
    await screen.findByRole('listitem', { name: /Client 3/ });
    rendered.length = 0;
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Confirmer' }));
    expect(within(row(1)).getByRole<HTMLButtonElement>('button', { name: 'Confirmer' }).disabled).toBe(true);
    expect(within(row(2)).getByRole<HTMLButtonElement>('button', { name: 'Confirmer' }).disabled).toBe(false);
    expect(rendered.filter((guid) => guid !== 'g-1')).toEqual([]);

    await act(async () => answerStatus?.());
    await screen.findByRole('listitem', { name: /Client 1, .*Confirmée/ });
    expect(rendered.filter((guid) => guid !== 'g-1')).toEqual([]);
  });
});
