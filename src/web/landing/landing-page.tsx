import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import { IFRAME_BODY_CLASS, isIframeMode } from '../lib/iframe';
import { staffSession } from '../lib/staff/session';
import { StaffHome } from './staff-home';
import styles from './landing-page.module.css';
import { paths } from '../app/paths';
import { CodeScreen, EnrolForm } from '../staff-login';

/**
 * Index. A device not yet connected to a restaurant sees the product and 'Connecter cet appareil';
 * an enrolled device sees the code screen until someone signs in, the first-run tutorial until it
 * is passed, then the staff home.
 */
export function LandingPage() {
  const location = useLocation();
  useEffect(() => {
    if (!isIframeMode(location.search, location.pathname === '/iframe')) return;
    document.body.classList.add(IFRAME_BODY_CLASS);
    return () => document.body.classList.remove(IFRAME_BODY_CLASS);
  }, [location.search, location.pathname]);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  if (!staffSession.restaurantId() || !staffSession.deviceSecret()) return <Welcome />;
  if (!staffSession.isAuthenticated()) return <CodeScreen notice={notice} />;
  if (!staffSession.tutorialPassed()) return <Navigate to={paths.tutorial} replace />;
  return <StaffHome />;
}

function Welcome() {
  const navigate = useNavigate();
  const t = fr.landing;
  useEffect(() => {
    setDocumentHead({ title: `${t.title} — ${t.tagline}`, robots: 'index,follow', keywords: null });
  }, [t.title, t.tagline]);
  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="landing-title">
          <p className={styles.logoLine}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span id="landing-title" className={styles.brand}>
              {t.title}
            </span>
          </p>
          <h1 className={styles.tagline}>{t.tagline}</h1>
          <p className={styles.pitch}>{t.pitch}</p>
          <ul className={styles.points}>
            {t.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link to={paths.demoBooking} className={styles.demo}>
            {t.demo}
          </Link>
        </section>
        <section className={styles.card}>
          <EnrolForm onEnrolled={() => navigate(paths.home, { replace: true })} />
        </section>
      </div>
    </main>
  );
}

export { LandingPage as Component };
