import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useStaffShell } from '../lib/staff/staff-shell';
import { setDocumentHead } from '../lib/head';
import { BookingSection } from './booking-section';
import { ClosedDatesSection } from './closed-dates-section';
import { EventsSection } from './events-section';
import { Section } from '../ui/fields';
import { SideNavSections, type NavSection } from '../ui/side-nav-sections';
import { frSettings as t } from './i18n';
import { InformationSection } from './information-section';
import { LabelsSection } from './labels-section';
import { NoShowSection } from './no-show-section';
import { ProfileSection } from './profile-section';
import { QuestionsSection } from './questions-section';
import { ServicesSection } from './services-section';
import { settingsApi } from '../lib/staff/settings-api';
import { SettingsProvider, useSettings } from './settings-context';
import { TablesSection } from './tables-section';
import { TurnTimesSection } from './turn-times-section';
import { ThankYouSection } from './thank-you-section';
import styles from '../ui/staff-page.module.css';
import { paths, type SettingsSection } from '../lib/paths';

const SECTIONS: [NavSection<SettingsSection>, ...NavSection<SettingsSection>[]] = [
  { path: 'profil', label: t.sections.profile, element: <ProfileSection /> },
  { path: 'accueil', label: t.sections.information, element: <InformationSection /> },
  { path: 'reservation', label: t.sections.booking, element: <BookingSection /> },
  { path: 'services', label: t.sections.services, element: <ServicesSection /> },
  { path: 'durees', label: t.sections.turnTimes, element: <TurnTimesSection /> },
  { path: 'tables', label: t.sections.tables, element: <TablesSection /> },
  { path: 'emplacements', label: t.sections.labels, element: <LabelsSection /> },
  { path: 'fermetures', label: t.sections.closed, element: <ClosedDatesSection /> },
  { path: 'evenements', label: t.sections.events, element: <EventsSection /> },
  { path: 'absences', label: t.sections.noShow, element: <NoShowSection /> },
  { path: 'remerciements', label: t.sections.thankYou, element: <ThankYouSection /> },
  { path: 'questions', label: t.sections.questions, element: <QuestionsSection /> },
  { path: 'equipe', label: t.sections.team, element: <LinkSection title={t.sections.team} text={t.team.intro} to={paths.team} action={t.team.open} /> },
  {
    path: 'appareils',
    label: t.sections.devices,
    element: <LinkSection title={t.sections.devices} text={t.devices.intro} to={paths.devices} action={t.devices.open} />,
  },
];

/** The restaurant's settings, for owners and managers: one page per subject, a live look at the wizard. */
export function SettingsRoute() {
  const { restaurantId, claims } = useStaffShell();
  const api = useMemo(() => settingsApi(restaurantId), [restaurantId]);
  if (claims.roles[0] === 'staff') return <Navigate to={paths.serviceBook} replace />;
  return (
    <SettingsProvider api={api} restaurantId={restaurantId}>
      <SettingsFrame />
    </SettingsProvider>
  );
}

function SettingsFrame() {
  const { api, previewVersion } = useSettings();
  const location = useLocation();
  const restaurant = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  const [showPreview, setShowPreview] = useState(false);
  const current = SECTIONS.find((s) => location.pathname.endsWith(`/${s.path}`)) ?? SECTIONS[0];

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle(current.label), robots: 'noindex,nofollow', keywords: null });
  }, [current.label]);

  const slug = restaurant.data?.slug;
  return (
    <main className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t.title}</h1>
        {slug && (
          <div className={styles.previewLinks}>
            <a href={paths.booking(slug)} target="_blank" rel="noopener" className={styles.linkButton} data-testid="wizard-preview-link">
              {t.preview}
            </a>
            <button type="button" className={styles.linkButton} aria-expanded={showPreview} onClick={() => setShowPreview((v) => !v)}>
              {showPreview ? t.hidePreview : t.showPreview}
            </button>
          </div>
        )}
      </div>
      {restaurant.isError && (
        <p className={styles.fieldError} role="alert">
          {t.loadError}
        </p>
      )}
      <SideNavSections label={t.navLabel} sections={SECTIONS} to={paths.settings} className={`${styles.layout} ${showPreview ? styles.withPreview : ''}`}>
        {showPreview && slug && (
          <aside className={styles.preview} aria-label={t.previewPanel}>
            <p className={styles.muted}>{t.previewHint}</p>
            {/* Reloaded after every save, so what the diner sees follows the settings. */}
            <iframe key={previewVersion} title={t.previewPanel} src={paths.bookingIframe(slug)} className={styles.previewFrame} />
          </aside>
        )}
      </SideNavSections>
    </main>
  );
}

function LinkSection({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Section title={title} intro={text}>
      <p>
        <Link to={to} className={styles.linkButton}>
          {action}
        </Link>
      </p>
    </Section>
  );
}

export { SettingsRoute as Component };
