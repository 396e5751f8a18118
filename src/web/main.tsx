import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { applyDinerLanguage } from './lib/spa-language';
import { applyRouteRobots } from './lib/head';
import './styles/global.css';
import { componentStyles } from './ui/component-styles';

const queryClient = createQueryClient();
// Shared component styles first, screens' styles after (see ui/component-styles.ts).
document.documentElement.dataset.styles = String(componentStyles.length);

const router = createBrowserRouter(routes);
let lastPath = router.state.location.pathname;
router.subscribe((state) => {
  const next = state.location.pathname;
  if (next !== lastPath) applyRouteRobots(next, lastPath);
  lastPath = next;
});

void applyDinerLanguage(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
