import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useNavigate } from 'react-router';
import { formatLongFrenchDate } from '../../../domain/dates';
import { knowsRestaurantTimeZone, restaurantToday } from '../../lib/staff/restaurant-clock';
import { staffSession, type SessionClaims } from '../../lib/staff/session';
import { SIGNED_OUT_EVENT } from '../../lib/api';
import { logOut, staffAccessApi } from '../../lib/staff/staff-api';
import { useSignedOutRedirect } from '../../lib/staff/use-signed-out';
import {
  dashboardApi,
  frDashboard as t,
  frWaitingOffers,
  OfflineBanner,
  offlineBookApi,
  useLogoutGuard,
  useOfflineSync,
  type DashboardContext,
} from '../../dashboard';
import { offlineScope, offlineStore } from '../../lib/offline/offline-store';
import { keepShellOnDevice } from '../../lib/offline/register-shell';
import { StaffMenu } from './staff-menu';
import { connectLive, type LiveEvent } from './live-events';
import { OwnerEmailBanner } from './owner-email-banner';
import { ToastProvider, useToast } from '../../ui/toasts';
import { PINNED_TOP } from '../../ui/toast-spot';
import { Spinner } from '../../ui/spinner';
import styles from './dashboard-layout.module.css';
import { paths } from '../../lib/paths';

/**
 * The staff shell, every staff screen's guard and frame: a valid session and the tutorial-passed
 * marker are required (otherwise index), the session ending anywhere leads to the code screen, and
 * the live feed keeps every open view current.
 */
export function DashboardLayout() {
  const restaurantId = staffSession.restaurantId();
  const claims = staffSession.claims();
  if (!restaurantId || !claims || !staffSession.tutorialPassed()) return <Navigate to={paths.home} replace />;
  return (
    <ToastProvider>
      <Frame restaurantId={restaurantId} claims={claims} />
    </ToastProvider>
  );
}

function Frame({ restaurantId, claims }: { restaurantId: string; claims: SessionClaims }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  // The day and the changes kept for a network cut belong to this restaurant, this enrolled device
  // and this staff member: another member signing in here does not read them.
  const store = useMemo(() => offlineStore(offlineScope(restaurantId, staffSession.deviceSecret() ?? '', claims.sub)), [restaurantId, claims.sub]);
  const api = useMemo(() => offlineBookApi(dashboardApi(restaurantId), restaurantId, store), [restaurantId, store]);
  const [live, setLive] = useState(false);
  // The staff home carries the restaurant's time zone, every screen's clock: read on each opening
  // (a changed zone in the settings is taken at the next one), awaited only on a device that has
  // never read it.
  const home = useQuery({ queryKey: ['staff-home', restaurantId], queryFn: ({ signal }) => staffAccessApi.home(restaurantId, signal) });
  const clockKnown = knowsRestaurantTimeZone() || home.isSuccess;

  useSignedOutRedirect();
  useOfflineSync(store);
  const logo = staffSession.logo();
  const [logoShown, setLogoShown] = useState(true);
  useEffect(() => keepShellOnDevice(logo), [logo]);
  useEffect(() => {
    // The token expires even if nobody clicks: leave at that moment, not at the next call.
    const timer = window.setTimeout(
      () => {
        staffSession.signOut();
        window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT));
      },
      Math.min(2 ** 31 - 1, Math.max(0, claims.exp * 1000 - Date.now())),
    );
    return () => window.clearTimeout(timer);
  }, [claims.exp]);

  useEffect(
    () =>
      connectLive(api.eventsUrl(), {
        onReady: () => void queryClient.invalidateQueries({ queryKey: ['service-book'] }),
        onConnectionChange: setLive,
        onEvent: (event) => {
          void queryClient.invalidateQueries({ queryKey: ['service-book'] });
          void queryClient.invalidateQueries({ queryKey: ['booking-history', event.bookingGuid] });
          const text = toastText(event);
          if (text) toast(text);
        },
      }),
    [api, queryClient, toast],
  );

  async function logout() {
    await logOut();
    await navigate(paths.login, { replace: true });
    // The next member on this tablet may not have the same rights (allergies are health data):
    // nothing the previous session read is kept to be shown to them. Emptied once the book has
    // gone, so no screen asks for it again without a session.
    queryClient.clear();
  }
  const { askLogout, dialog: logoutDialog } = useLogoutGuard(() => void logout());

  const role = claims.roles[0];
  const name = staffSession.restaurantName();
  return (
    <div className={styles.shell}>
      <header className={styles.header} data-no-print {...{ [PINNED_TOP]: '' }}>
        <Link to={paths.home} className={styles.brand}>
          {/* A logo that cannot be fetched (no network, and not kept) leaves the restaurant's name. */}
          {logo && logoShown && <img src={logo} alt="" width={36} height={36} onError={() => setLogoShown(false)} />}
          {/* A logo already shows who the restaurant is; beside a full bar its name would be cut to
              one letter. Screen readers still hear the name as the link's text. */}
          <span className={logo && logoShown ? 'visually-hidden' : undefined}>{name ?? 'Couvert'}</span>
        </Link>
        <StaffMenu claims={claims} onLogout={askLogout} />
        <div className={styles.user}>
          <button type="button" className={styles.logout} onClick={askLogout}>
            {t.nav.logout}
          </button>
        </div>
      </header>
      {role === 'owner' && (
        <div data-no-print>
          <OwnerEmailBanner restaurantId={restaurantId} />
        </div>
      )}
      <div data-no-print>
        <OfflineBanner store={store} />
      </div>
      {logoutDialog}
      {clockKnown || home.isError ? <Outlet context={{ api, restaurantId, claims, live } satisfies DashboardContext} /> : <Spinner label={t.day.loading} />}
    </div>
  );
}

/** Only what the host did not do themselves earns a toast: the diners' own changes. */
function toastText(event: LiveEvent): string | null {
  if (event.actor !== 'diner') return null;
  const isToday = event.date === restaurantToday();
  const when = t.toasts.when(formatLongFrenchDate(event.date), event.hour, isToday);
  switch (event.action) {
    case 'created':
      if (event.status === 'waiting') return t.toasts.waiting(event.name, when);
      return (event.source === 'google' ? t.toasts.createdOnGoogle : t.toasts.created)(event.name, event.covers, when);
    case 'cancelled':
      return t.toasts.cancelled(event.name, when);
    case 'delayed':
      return t.toasts.delayed(event.name, event.hour);
    case 'confirmed':
      return t.toasts.confirmed(event.name, when);
    case 'offer_accepted':
      return frWaitingOffers.toastAccepted(event.name, when);
    case 'attendance_confirmed':
      return t.toasts.attendance(event.name, when);
    default:
      return null;
  }
}

export { DashboardLayout as Component };
