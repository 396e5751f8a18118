import type { ReactNode } from 'react';
import buttonStyles from './button.module.css';
import { Spinner } from './spinner';
import styles from './page-card.module.css';

/** The diner's card (max 660 px, like the wizard), with the restaurant's logo and name on top. */
export function PageCard({ restaurant, children }: { restaurant?: { name: string; logo?: string | null; logoAlt: string }; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.card}>
        {restaurant && (
          <header className={styles.header}>
            {restaurant.logo && (
              <span className={styles.logoBox}>
                <img src={restaurant.logo} alt={restaurant.logoAlt} className={styles.logo} fetchPriority="high" />
              </span>
            )}
            <p className={styles.restaurantName}>{restaurant.name}</p>
          </header>
        )}
        {children}
      </div>
    </div>
  );
}

function StateIcon({ tone }: { tone: 'success' | 'error' }) {
  return (
    <span className={`${styles.stateIcon} ${styles[tone]}`} aria-hidden="true">
      {tone === 'success' ? (
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12 5 5 9-10" />
        </svg>
      ) : (
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M12 7v6M12 17.5v.01" />
        </svg>
      )}
    </span>
  );
}

/** Where a diner page leads on: the restaurant's booking page, or another page of the product. */
/** The card while the page's data is on its way. */
export function LoadingPageCard({ label }: { label: string }) {
  return (
    <PageCard>
      <main className={styles.state}>
        <Spinner label={label} />
      </main>
    </PageCard>
  );
}

export interface ResultLink {
  to: string;
  label: string;
  primary?: boolean;
}

/**
 * A result page: icon, title, text and the way on. A diner page never leads to the product's own
 * home (the sales page and the staff sign-in): without a restaurant or a booking to go back to,
 * there is no link at all.
 */
export function ResultState({
  tone,
  title,
  text,
  links = [],
  testId,
  children,
}: {
  tone: 'success' | 'error' | 'neutral';
  title: string;
  text: string;
  links?: ResultLink[];
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <main className={styles.state} data-testid={testId} data-tone={tone}>
      {tone !== 'neutral' && <StateIcon tone={tone} />}
      <h1 className={styles.stateTitle}>{title}</h1>
      <p className={styles.stateText}>{text}</p>
      {children}
      {/* Plain links: every page they lead to (a booking page) is rendered by the server. */}
      {links.map((link) => (
        <a key={link.to} href={link.to} className={`${buttonStyles.button} ${link.primary ? buttonStyles.primary : buttonStyles.secondary}`}>
          {link.label}
        </a>
      ))}
    </main>
  );
}

/**
 * The restaurant's booking page (`paths.booking`, built by the screen): where "back" leads from
 * every diner page; no link when the page does not know the restaurant.
 */
export function restaurantLink(to: string | null, label: string, primary = false): ResultLink[] {
  return to ? [{ to, label, primary }] : [];
}

export { styles as pageStyles };
