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
      // Empty path and any unknown path: back to index.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
