import { copy } from '../../i18n/diner-language';
import wizardStyles from '../wizard.module.css';
import styles from './welcome-page.module.css';

/**
 * `informationHtml` is the restaurant's own text, sanitised by the server on save and again on
 * every read of the public config: the browser carries no sanitiser of its own.
 */
export function WelcomePage({ restaurantName, informationHtml }: { restaurantName: string; informationHtml: string | null }) {
  const t = copy.wizard.welcome;
  const clean = informationHtml ?? '';
  return (
    <section aria-labelledby="welcome-heading">
      <h2 id="welcome-heading" className={wizardStyles.pageHeading}>
        {t.heading}
        <span className="visually-hidden"> — {restaurantName}</span>
      </h2>
      {clean && <div className={styles.info} data-testid="restaurant-information" dangerouslySetInnerHTML={{ __html: clean }} />}
      <ul className={styles.features}>
        <li className={styles.feature}>
          <span className={styles.icon} aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
            </svg>
          </span>
          <div>
            <h3 className={styles.featureTitle}>{t.fastTitle}</h3>
            <p className={styles.featureText}>{t.fastText}</p>
          </div>
        </li>
        <li className={styles.feature}>
          <span className={styles.icon} aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z" />
            </svg>
          </span>
          <div>
            <h3 className={styles.featureTitle}>{t.customTitle}</h3>
            <p className={styles.featureText}>{t.customText}</p>
          </div>
        </li>
      </ul>
      <p className={styles.time}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {t.averageTime}
      </p>
    </section>
  );
}
