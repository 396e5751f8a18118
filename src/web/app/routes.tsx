// Every page of the web app, at its address from lib/paths.ts. Each feature is loaded on demand
// (lazy) so the diner's wizard does not carry the staff side's code. A new page adds its pattern
// there and its route here.

import { Navigate, type RouteObject } from 'react-router';
import { fr } from '../i18n/fr';
import { Spinner } from '../ui/spinner';
import { paths, patterns } from '../lib/paths';

function AppLoading() {
  return <Spinner label={fr.common.loading} />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: () => import('./home-route') },
      { path: patterns.booking, lazy: () => import('../booking-wizard/booking-route') },
      { path: patterns.bookingIframe, lazy: () => import('../booking-wizard/booking-route') },
      { path: patterns.bookingOnDate, lazy: () => import('../booking-wizard/booking-route') },
      { path: patterns.myBooking, lazy: () => import('../my-booking/my-booking-route') },
      {
        // Diner pages drawn in the browser: the language switch of every diner page.
        lazy: () => import('./diner/diner-spa-layout'),
        children: [
          { path: patterns.terms, lazy: () => import('../restaurant-terms/terms-route') },
          { path: patterns.confirmBooking, lazy: () => import('../my-booking/confirm-booking-route') },
          { path: patterns.bookingPayment, lazy: () => import('../booking-payment/booking-payment-route') },
          { path: patterns.waitingOffer, lazy: () => import('../waiting-offer/waiting-offer-route') },
          { path: patterns.thankYou, lazy: () => import('../after-meal/thank-you-route') },
          { path: patterns.thankYouStop, lazy: () => import('../after-meal/thank-you-stop-route') },
          { path: patterns.unsubscribe, lazy: () => import('../communications/unsubscribe-route') },
          { path: patterns.confirmSubscription, lazy: () => import('../communications/confirm-subscription-route') },
        ],
      },
      { path: patterns.communication, lazy: () => import('../communications/communications-route') },
      // Staff side: the index is also the enrolment and code screen (home-route.tsx).
      { path: patterns.iframeHome, lazy: () => import('./home-route') },
      { path: patterns.signUp, lazy: () => import('../staff-login/sign-up-page') },
      { path: patterns.forgotPassword, lazy: () => import('../staff-login/forgot-password-page') },
      { path: patterns.resetPassword, lazy: () => import('../staff-login/reset-password-page') },
      { path: patterns.confirmEmail, lazy: () => import('../staff-login/confirm-email-page') },
      {
        // The spec's layout wrapper: every route below needs a restaurant id stored (else index).
        lazy: () => import('../staff-login/restaurant-layout'),
        children: [
          { path: patterns.login, lazy: () => import('../staff-login/login-route') },
          { path: patterns.tutorial, lazy: () => import('../staff-login/tutorial-page') },
          { path: patterns.floorPlanCreate, lazy: () => import('../floor-plan/editor/floor-plan-editor-route') },
          { path: patterns.floorPlanEdit, lazy: () => import('../floor-plan/editor/floor-plan-editor-route') },
          {
            // Guard: a valid token and the tutorial-passed marker (else index).
            path: patterns.serviceBook,
            lazy: () => import('./staff-shell/dashboard-layout'),
            children: [
              { index: true, lazy: () => import('../dashboard/service-book-page') },
              { path: patterns.serviceSheet, lazy: () => import('../dashboard/service-sheet-page') },
              { path: patterns.timeline, lazy: () => import('../dashboard/timeline-page') },
              { path: patterns.search, lazy: () => import('../dashboard/search-page') },
              { path: patterns.team, lazy: () => import('../dashboard/team-page') },
              { path: patterns.devices, lazy: () => import('../dashboard/devices-page') },
              { path: patterns.liveRoom, lazy: () => import('../floor-plan/live/live-room-route') },
              { path: `${patterns.settings}/*`, lazy: () => import('../settings/settings-route') },
              { path: `${patterns.guests}/*`, lazy: () => import('../guests/guests-route') },
              { path: `${patterns.communications}/*`, lazy: () => import('../communications-admin/communications-admin-route') },
              { path: patterns.statistics, lazy: () => import('../statistics/statistics-route') },
              { path: patterns.dinerReviews, lazy: () => import('../diner-reviews/diner-reviews-route') },
            ],
          },
        ],
      },
      // Empty path and any unknown path: back to index.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
