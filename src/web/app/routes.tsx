// Every page of the web app. Each feature is loaded on demand (lazy) so the diner's wizard does not
// carry the staff side's code. Features add their routes to `children`.

import { Navigate, type RouteObject } from 'react-router';
import { fr } from '../i18n/fr';
import { Spinner } from '../ui/Spinner';

function AppLoading() {
  return <Spinner label={fr.common.loading} />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: () => import('../landing/LandingPage') },
      { path: 'reserver/:slug', lazy: () => import('../booking/BookingRoute') },
      { path: 'reserver/:slug/iframe', lazy: () => import('../booking/BookingRoute') },
      { path: 'reserver/:slug/:date', lazy: () => import('../booking/BookingRoute') },
      { path: 'resa/:shortId', lazy: () => import('../my-booking/MyBookingRoute') },
      { path: 'confirmresa/:shortId', lazy: () => import('../my-booking/ConfirmBookingRoute') },
      { path: 'communication/unsubscribe/:guid', lazy: () => import('../communications/UnsubscribeRoute') },
      { path: 'communication/confirm/:token', lazy: () => import('../communications/ConfirmSubscriptionRoute') },
      { path: 'communication/:slug', lazy: () => import('../communications/CommunicationsRoute') },
      // Staff side: the index is also the enrolment and code screen (landing/LandingPage).
      { path: 'iframe', lazy: () => import('../landing/LandingPage') },
      { path: 'creer-mon-restaurant', lazy: () => import('../staff-login/SignUpPage') },
      { path: 'mot-de-passe/oublie', lazy: () => import('../staff-login/ForgotPasswordPage') },
      { path: 'mot-de-passe/nouveau', lazy: () => import('../staff-login/ResetPasswordPage') },
      {
        // The spec's layout wrapper: every route below needs a restaurant id stored (else index).
        lazy: () => import('../staff-login/RestaurantLayout'),
        children: [
          { path: 'login', lazy: () => import('../staff-login/LoginRoute') },
          { path: 'bienvenue', lazy: () => import('../staff-login/TutorialPage') },
          { path: 'floor-plan/create', lazy: () => import('../floor-plan/editor/FloorPlanEditorRoute') },
          { path: 'floor-plan/edit/:guid', lazy: () => import('../floor-plan/editor/FloorPlanEditorRoute') },
          {
            // Guard: a valid token and the tutorial-passed marker (else index).
            path: 'dashboard',
            lazy: () => import('../dashboard/DashboardLayout'),
            children: [
              { index: true, lazy: () => import('../dashboard/ServiceBookPage') },
              { path: 'recherche', lazy: () => import('../dashboard/SearchPage') },
              { path: 'equipe', lazy: () => import('../dashboard/TeamPage') },
              { path: 'appareils', lazy: () => import('../dashboard/DevicesPage') },
              { path: 'salle', lazy: () => import('../floor-plan/live/LiveRoomRoute') },
              { path: 'reglages/*', lazy: () => import('../settings/SettingsRoute') },
              { path: 'clients/*', lazy: () => import('../guests/GuestsRoute') },
              { path: 'communications/*', lazy: () => import('../communications-admin/CommunicationsAdminRoute') },
              { path: 'statistiques', lazy: () => import('../statistics/StatisticsRoute') },
            ],
          },
        ],
      },
      // Empty path and any unknown path: back to index.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
