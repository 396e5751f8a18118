// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { SearchPage } from './search-page';

// The search page keeps its text in the address. A host who leaves it for another screen, even
// right after opening it or typing, must arrive there: the other screens load on demand, and an
// address change made by the search page meanwhile used to cancel the move.

const LOADING_MS = 400;
const search = vi.fn(async () => []);

function showSearch() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <Link to={paths.guests}>Clients</Link>
            <Outlet context={{ api: { search } }} />
          </>
        ),
        children: [
          { path: 'recherche', element: <SearchPage /> },
          {
            path: 'clients',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, LOADING_MS));
              return { element: <h1>Les clients</h1> };
            },
          },
        ],
      },
    ],
    { initialEntries: [paths.search] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  cleanup();
  search.mockClear();
});

describe('the booking search page', () => {
  it('lets the host leave for a screen still loading, right after opening it', async () => {
    const router = showSearch();
    fireEvent.click(screen.getByRole('link', { name: 'Clients' }));
    await screen.findByRole('heading', { name: 'Les clients' }, { timeout: 2_000 });
    await wait(LOADING_MS);
    expect(router.state.location.pathname).toBe(paths.guests);
  });

  it('lets the host leave right after typing, and keeps the text in the address while they stay', async () => {
    const router = showSearch();
    fireEvent.change(screen.getByLabelText(/Nom, téléphone ou e-mail/i), { target: { value: 'Dupont' } });
    expect(router.state.location.search).toBe('?q=Dupont');
    fireEvent.click(screen.getByRole('link', { name: 'Clients' }));
    await screen.findByRole('heading', { name: 'Les clients' }, { timeout: 2_000 });
    await wait(LOADING_MS);
    expect(router.state.location.pathname).toBe(paths.guests);
  });

  it('searches once the host pauses', async () => {
    showSearch();
    const field = screen.getByLabelText(/Nom, téléphone ou e-mail/i);
    fireEvent.change(field, { target: { value: 'Du' } });
    fireEvent.change(field, { target: { value: 'Dupo' } });
    await wait(400);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]).toContain('Dupo');
  });
});
