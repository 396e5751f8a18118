import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStaffShell } from '../lib/staff/staff-shell';
import { setDocumentHead } from '../lib/head';
import styles from '../ui/staff-page.module.css';
import { ComposeMailing } from './compose-mailing';
import { frMailing as t } from './i18n';
import { mailingApi } from './mailing-api';
import { MailingHistory } from './mailing-history';
import { SignupPageShare } from './signup-page-share';
import { SubscribersList } from './subscribers-list';
import { paths, type MailingTab } from '../lib/paths';
import { Section } from '../ui/fields';
import { SideNavSections, type NavSection } from '../ui/side-nav-sections';

/** The daily-specials mailing: compose and send, past sends and their reports, subscribers. */
export function CommunicationsAdminRoute() {
  const { restaurantId, claims } = useStaffShell();
  const api = useMemo(() => mailingApi(restaurantId), [restaurantId]);
  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);
  if (claims.roles[0] === 'staff') return <Navigate to={paths.serviceBook} replace />;
  // Each tab is a section titled by its label.
  const tab = (path: MailingTab, label: string, content: ReactNode): NavSection<MailingTab> => ({
    path,
    label,
    element: <Section title={label}>{content}</Section>,
  });
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <SideNavSections
        label={t.tabsLabel}
        sections={[
          tab('nouveau', t.tabs.compose, <ComposeMailing api={api} />),
          tab('envois', t.tabs.history, <MailingHistory api={api} />),
          tab('abonnes', t.tabs.subscribers, <SubscribersList api={api} />),
          tab('inscription', t.tabs.signupPage, <SignupPageShare restaurantId={restaurantId} />),
        ]}
        to={paths.communications}
      />
    </main>
  );
}

export { CommunicationsAdminRoute as Component };
