import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import styles from './staff-page.module.css';
import { useScrollEdges } from './use-scroll-edges';

export interface NavSection<P extends string = string> {
  path: P;
  label: string;
  element: ReactNode;
}

/**
 * A staff page of several sections: the side navigation, the current section (an unknown or empty
 * path goes to the first), and whatever stands beside them (the settings' live preview).
 */
export function SideNavSections<P extends string>({
  label,
  sections,
  to,
  className,
  children,
}: {
  label: string;
  sections: readonly [NavSection<P>, ...NavSection<P>[]];
  /** The absolute address of a section. */
  to: (path: P) => string;
  className?: string;
  children?: ReactNode;
}) {
  const first = to(sections[0].path);
  // On a phone the sections make one strip that scrolls sideways: the current one is brought into
  // view, and a shade with an arrow marks each end that hides more of them.
  const strip = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(strip);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <div className={className ?? styles.layout}>
      <nav aria-label={label} className={styles.sideNav} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
        <ul ref={strip}>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink to={to(s.path)} className={({ isActive }) => (isActive ? `${styles.sideLink} ${styles.sideActive}` : styles.sideLink)}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Routes>
          {/* Absolute redirects: a relative one inside this splat route would append to the unknown path and loop. */}
          <Route index element={<Navigate to={first} replace />} />
          {sections.map((s) => (
            <Route key={s.path} path={s.path} element={s.element} />
          ))}
          <Route path="*" element={<Navigate to={first} replace />} />
        </Routes>
      </div>
      {children}
    </div>
  );
}
