// The whole booking wizard, as the server-rendered booking page loads it once the diner starts:
// its own router (the wizard's pages are history entries) and query cache, seeded with the
// restaurant config already inlined in the page, so nothing is fetched again.

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { patterns } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { bookingKeys } from './api';
import { BookingRoute } from './booking-route';
import { BookingStartContext } from './booking-start';
import type { RestaurantConfig } from './types';

/** Any other address (the terms, the home page) is a page of its own: a full load. */
function Leave() {
  window.location.assign(window.location.href);
  return null;
}

const routes: RouteObject[] = [
  { path: patterns.booking, Component: BookingRoute },
  { path: patterns.bookingIframe, Component: BookingRoute },
  { path: patterns.bookingOnDate, Component: BookingRoute },
  { path: '*', Component: Leave },
];

export function BookingApp({ slug, config, startPressed }: { slug: string; config: RestaurantConfig; startPressed: boolean }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setQueryData(bookingKeys.config(slug), config);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <BookingStartContext.Provider value={startPressed}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BookingStartContext.Provider>
  );
}
