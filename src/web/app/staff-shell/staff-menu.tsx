import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { RUNNING_NAV } from './staff-nav';
import type { SessionClaims } from '../../lib/staff/session';
import { frDashboard as t, frTimeline } from '../../dashboard';
import styles from './dashboard-layout.module.css';

interface Item {
  to: string;
  label: string;
  end?: boolean;
  /**
   * Where the item sits when room runs out: 'host' items (what a host at the stand needs) stay in the
   * bar from tablet width, 'office' ones from laptop width; the rest live in the menu only. The menu
   * always lists everything, so a phone reaches every page from it.
   */
  tier: 'host' | 'office' | 'menu';
}

function items(role: SessionClaims['roles'][number] | undefined): Item[] {
  const manager = role !== 'staff';
  const list: Array<Item | false> = [
    { to: paths.serviceBook, label: t.nav.serviceBook, end: true, tier: 'host' },
    { to: paths.liveRoom, label: RUNNING_NAV.liveRoom, tier: 'host' },
    { to: paths.timelineHome, label: frTimeline.title, tier: 'menu' },
    { to: paths.search, label: t.nav.search, tier: 'host' },
    { to: paths.guests, label: RUNNING_NAV.guests, tier: 'host' },
    manager && { to: paths.communicationsHome, label: RUNNING_NAV.communications, tier: 'office' },
    manager && { to: paths.statistics, label: RUNNING_NAV.statistics, tier: 'office' },
    manager && { to: paths.dinerReviews, label: RUNNING_NAV.dinerReviews, tier: 'menu' },
    manager && { to: paths.settingsHome, label: RUNNING_NAV.settings, tier: 'office' },
    manager && { to: paths.team, label: t.nav.team, tier: 'menu' },
    role === 'owner' && { to: paths.devices, label: t.nav.devices, tier: 'menu' },
    { to: paths.home, label: t.nav.home, end: true, tier: 'menu' },
  ];
  return list.filter((i): i is Item => Boolean(i));
}

const TIER_CLASS = { host: styles.tierHost, office: styles.tierOffice, menu: styles.tierMenu } as const;

/**
 * The staff navigation: one row of links that keeps to one line from a phone to a laptop (items that
 * do not fit move into the "Menu" disclosure), the menu holding every page, who is signed in and the
 * sign-out button.
 */
export function StaffMenu({ claims, onLogout }: { claims: SessionClaims; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const list = items(claims.roles[0]);

  // A page change (a link of the menu, or anything else) closes it.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const linkClass =
    (extra?: string) =>
    ({ isActive }: { isActive: boolean }) =>
      [styles.navLink, extra, isActive ? styles.navActive : ''].filter(Boolean).join(' ');

  return (
    <nav aria-label={t.nav.label} className={styles.nav} ref={rootRef}>
      <ul className={styles.navBar}>
        {list.map((item) => (
          <li key={item.to} className={TIER_CLASS[item.tier]}>
            <NavLink to={item.to} end={item.end} className={linkClass('')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button ref={buttonRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span aria-hidden="true" className={styles.menuIcon}>
          ☰
        </span>
        {t.nav.menu}
      </button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        <ul className={styles.menuList}>
          {list.map((item) => (
            <li key={item.to}>
              {/* Choosing the page already shown changes no location: the click itself closes the menu. */}
              <NavLink to={item.to} end={item.end} className={linkClass(styles.menuLink)} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.menuUser}>
          <span className={styles.userName}>{t.nav.signedInAs(claims.name)}</span>
          <button type="button" className={styles.logout} onClick={onLogout}>
            {t.nav.logout}
          </button>
        </div>
      </div>
    </nav>
  );
}
