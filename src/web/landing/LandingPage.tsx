import { useEffect } from 'react';
import { Link } from 'react-router';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import styles from './LandingPage.module.css';
import buttonStyles from '../ui/Button.module.css';

/** Placeholder home page: the product in two sentences (the staff side will take this route). */
export function LandingPage() {
  const t = fr.landing;
  useEffect(() => {
    setDocumentHead({ title: `${t.title} — ${t.tagline}`, robots: 'index,follow', keywords: null });
  }, [t.title, t.tagline]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.brand}>{t.title}</h1>
        <p className={styles.tagline}>{t.tagline}</p>
        <p className={styles.pitch}>{t.pitch}</p>
        <ul className={styles.points}>
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link to="/reserver/le-petit-zinc" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {t.demo}
        </Link>
      </div>
    </main>
  );
}

export { LandingPage as Component };
