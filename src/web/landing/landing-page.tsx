import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import styles from './landing-page.module.css';
import { paths } from '../lib/paths';

/**
 * What a device not yet connected to a restaurant sees: the product, and the form that connects it
 * (`enrolForm`, the staff sign-in's, handed in by the app's index route).
 */
export function Welcome({ enrolForm }: { enrolForm: ReactNode }) {
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
        <section className={styles.card}>{enrolForm}</section>
      </div>
    </main>
  );
}
