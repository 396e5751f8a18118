import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { applyRouteRobots } from './lib/head';
import './styles/global.css';

const queryClient = createQueryClient();

const router = createBrowserRouter(routes);
let lastPath = router.state.location.pathname;
router.subscribe((state) => {
  const next = state.location.pathname;
  if (next !== lastPath) applyRouteRobots(next, lastPath);
  lastPath = next;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
