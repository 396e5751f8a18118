import { useEffect, useMemo } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useDashboard } from '../dashboard';
import { setDocumentHead } from '../lib/head';
import styles from '../ui/staff-page.module.css';
import { ComposeMailing } from './compose-mailing';
import { frMailing as t } from './i18n';
import { mailingApi } from './mailing-api';
import { MailingHistory } from './mailing-history';
import { SubscribersList } from './subscribers-list';
import { paths } from '../app/paths';

/** The daily-specials mailing: compose and send, past sends and their reports, subscribers. */
export function CommunicationsAdminRoute() {
  const { restaurantId, claims } = useDashboard();
  const api = useMemo(() => mailingApi(restaurantId), [restaurantId]);
  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);
  if (claims.roles[0] === 'staff') return <Navigate to={paths.serviceBook} replace />;
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.sideLink} ${styles.sideActive}` : styles.sideLink);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.layout}>
        <nav aria-label={t.tabsLabel} className={styles.sideNav}>
          <ul>
            <li>
              <NavLink to={paths.communications('nouveau')} className={tab}>
                {t.tabs.compose}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.communications('envois')} className={tab}>
                {t.tabs.history}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.communications('abonnes')} className={tab}>
                {t.tabs.subscribers}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          <Routes>
            <Route index element={<Navigate to={paths.communications('nouveau')} replace />} />
            <Route
              path="nouveau"
              element={
                <Section title={t.tabs.compose}>
                  <ComposeMailing api={api} />
                </Section>
              }
            />
            <Route
              path="envois"
              element={
                <Section title={t.tabs.history}>
                  <MailingHistory api={api} />
                </Section>
              }
            />
            <Route
              path="abonnes"
              element={
                <Section title={t.tabs.subscribers}>
                  <SubscribersList api={api} />
                </Section>
              }
            />
            <Route path="*" element={<Navigate to={paths.communications('nouveau')} replace />} />
          </Routes>
        </div>
      </div>
    </main>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="mailing-section-title">
      <h2 id="mailing-section-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export { CommunicationsAdminRoute as Component };
