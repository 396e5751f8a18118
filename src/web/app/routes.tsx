// Every page of the web app. Each feature is loaded on demand (lazy) so the diner's wizard does not
// carry the staff side's code. Features add their routes to `children`.

import { Navigate, type RouteObject } from 'react-router';
import { fr } from '../i18n/fr';
import { Spinner } from '../ui/spinner';
import { paths } from '../lib/paths';

function AppLoading() {
  return <Spinner label={fr.common.loading} />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: () => import('./home-route') },
      { path: 'reserver/:slug', lazy: () => import('../booking-wizard/booking-route') },
      { path: 'reserver/:slug/iframe', lazy: () => import('../booking-wizard/booking-route') },
      { path: 'reserver/:slug/:date', lazy: () => import('../booking-wizard/booking-route') },
      { path: 'resa/:shortId', lazy: () => import('../my-booking/my-booking-route') },
      {
        // Diner pages drawn in the browser: the language switch of every diner page.
        lazy: () => import('./diner/diner-spa-layout'),
        children: [
          { path: 'conditions/:slug', lazy: () => import('../restaurant-terms/terms-route') },
          { path: 'confirmresa/:shortId', lazy: () => import('../my-booking/confirm-booking-route') },
          { path: 'offre/:token', lazy: () => import('../waiting-offer/waiting-offer-route') },
          { path: 'communication/unsubscribe/:guid', lazy: () => import('../communications/unsubscribe-route') },
          { path: 'communication/confirm/:token', lazy: () => import('../communications/confirm-subscription-route') },
        ],
      },
      { path: 'communication/:slug', lazy: () => import('../communications/communications-route') },
      // Staff side: the index is also the enrolment and code screen (home-route.tsx).
      { path: 'iframe', lazy: () => import('./home-route') },
      { path: 'creer-mon-restaurant', lazy: () => import('../staff-login/sign-up-page') },
      { path: 'mot-de-passe/oublie', lazy: () => import('../staff-login/forgot-password-page') },
      { path: 'mot-de-passe/nouveau', lazy: () => import('../staff-login/reset-password-page') },
      { path: 'compte/confirmer', lazy: () => import('../staff-login/confirm-email-page') },
      {
        // The spec's layout wrapper: every route below needs a restaurant id stored (else index).
        lazy: () => import('../staff-login/restaurant-layout'),
        children: [
          { path: 'login', lazy: () => import('../staff-login/login-route') },
          { path: 'bienvenue', lazy: () => import('../staff-login/tutorial-page') },
          { path: 'floor-plan/create', lazy: () => import('../floor-plan/editor/floor-plan-editor-route') },
          { path: 'floor-plan/edit/:guid', lazy: () => import('../floor-plan/editor/floor-plan-editor-route') },
          {
            // Guard: a valid token and the tutorial-passed marker (else index).
            path: 'dashboard',
            lazy: () => import('./staff-shell/dashboard-layout'),
            children: [
              { index: true, lazy: () => import('../dashboard/service-book-page') },
              { path: 'feuille-de-service', lazy: () => import('../dashboard/service-sheet-page') },
              { path: 'chronologie', lazy: () => import('../dashboard/timeline-page') },
              { path: 'recherche', lazy: () => import('../dashboard/search-page') },
              { path: 'equipe', lazy: () => import('../dashboard/team-page') },
              { path: 'appareils', lazy: () => import('../dashboard/devices-page') },
              { path: 'salle', lazy: () => import('../floor-plan/live/live-room-route') },
              { path: 'reglages/*', lazy: () => import('../settings/settings-route') },
              { path: 'clients/*', lazy: () => import('../guests/guests-route') },
              { path: 'communications/*', lazy: () => import('../communications-admin/communications-admin-route') },
              { path: 'statistiques', lazy: () => import('../statistics/statistics-route') },
            ],
          },
        ],
      },
      // Empty path and any unknown path: back to index.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
