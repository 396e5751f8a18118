import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useNavigate, useOutletContext } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { localToday } from '../staff-login/local-date';
import { staffSession, type SessionClaims } from '../staff-login/session';
import { logOut, SIGNED_OUT_EVENT } from '../staff-login/staff-api';
import { STAFF_PATHS } from '../staff-login/staff-paths';
import { useSignedOutRedirect } from '../staff-login/use-signed-out';
import { dashboardApi, type DashboardApi } from './dashboard-api';
import { frDashboard as t } from './i18n';
import { frFloorPlan } from '../floor-plan/i18n';
import { RUNNING_NAV, RUNNING_PATHS } from '../settings/staff-nav';
import { connectLive, type LiveEvent } from './live-events';
import { OwnerEmailBanner } from './owner-email-banner';
import { ToastProvider, useToast } from './toasts';
import styles from './dashboard-layout.module.css';

export interface DashboardContext {
  api: DashboardApi;
  restaurantId: string;
  claims: SessionClaims;
  live: boolean;
}

export const useDashboard = () => useOutletContext<DashboardContext>();

/**
 * The dashboard's guard and frame: a valid session and the tutorial-passed marker are required
 * (otherwise index), the session ending anywhere leads to the code screen, and the live feed keeps
 * every open view current.
 */
export function DashboardLayout() {
  const restaurantId = staffSession.restaurantId();
  const claims = staffSession.claims();
  if (!restaurantId || !claims || !staffSession.tutorialPassed()) return <Navigate to="/" replace />;
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
  const api = useMemo(() => dashboardApi(restaurantId), [restaurantId]);
  const [live, setLive] = useState(false);

  useSignedOutRedirect();
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
    navigate(STAFF_PATHS.login, { replace: true });
  }

  const role = claims.roles[0];
  const name = staffSession.restaurantName();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {staffSession.logo() && <img src={staffSession.logo()!} alt="" width={36} height={36} />}
          <span>{name ?? 'Couvert'}</span>
        </Link>
        <nav aria-label={t.nav.label} className={styles.nav}>
          <NavLink to={STAFF_PATHS.serviceBook} end className={navClass}>
            {t.nav.serviceBook}
          </NavLink>
          <NavLink to={STAFF_PATHS.floorPlan} className={navClass}>{frFloorPlan.nav.live}</NavLink>
          <NavLink to={STAFF_PATHS.search} className={navClass}>
            {t.nav.search}
          </NavLink>
          {role !== 'staff' && (
            <NavLink to={STAFF_PATHS.team} className={navClass}>
              {t.nav.team}
            </NavLink>
          )}
          {role === 'owner' && (
            <NavLink to={STAFF_PATHS.devices} className={navClass}>
              {t.nav.devices}
            </NavLink>
          )}
          <NavLink to={RUNNING_PATHS.guests} className={navClass}>{RUNNING_NAV.guests}</NavLink>
          {role !== 'staff' && <NavLink to={RUNNING_PATHS.communications} className={navClass}>{RUNNING_NAV.communications}</NavLink>}
          {role !== 'staff' && <NavLink to={RUNNING_PATHS.statistics} className={navClass}>{RUNNING_NAV.statistics}</NavLink>}
          {role !== 'staff' && <NavLink to={RUNNING_PATHS.settings} className={navClass}>{RUNNING_NAV.settings}</NavLink>}
          <NavLink to="/" end className={navClass}>
            {t.nav.home}
          </NavLink>
        </nav>
        <div className={styles.user}>
          <span className={styles.userName}>{t.nav.signedInAs(claims.name)}</span>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            {t.nav.logout}
          </button>
        </div>
      </header>
      {role === 'owner' && <OwnerEmailBanner restaurantId={restaurantId} />}
      <Outlet context={{ api, restaurantId, claims, live } satisfies DashboardContext} />
    </div>
  );
}

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink;
}

/** Only what the host did not do themselves earns a toast: the diners' own changes. */
function toastText(event: LiveEvent): string | null {
  if (event.actor !== 'diner') return null;
  const isToday = event.date === localToday();
  const when = t.toasts.when(formatLongFrenchDate(event.date), event.hour, isToday);
  switch (event.action) {
    case 'created':
      return event.status === 'waiting' ? t.toasts.waiting(event.name, when) : t.toasts.created(event.name, event.covers, when);
    case 'cancelled':
      return t.toasts.cancelled(event.name, when);
    case 'delayed':
      return t.toasts.delayed(event.name, event.hour);
    case 'confirmed':
      return t.toasts.confirmed(event.name, when);
    default:
      return null;
  }
}

export { DashboardLayout as Component };
