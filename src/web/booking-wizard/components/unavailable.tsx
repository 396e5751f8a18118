import { copy } from '../../i18n/diner-language';
import { LinkButton } from '../../ui/button';
import type { RestaurantConfig } from '../types';
import styles from '../wizard.module.css';

/** Bookings closed, not open yet, or no such restaurant (`config` null: the page is a 404). */
export function Unavailable({ config }: { config: RestaurantConfig | null }) {
  const t = copy.wizard.unavailable;
  const phone = config?.phoneNumber?.trim();
  const website = config?.website?.trim();
  return (
    <main className={styles.unavailable} data-testid="booking-unavailable">
      {!config && <h1 className="visually-hidden">{t.title}</h1>}
      <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M9.5 14.5l5 5M14.5 14.5l-5 5" />
      </svg>
      <h2>{config?.awaiting_owner_confirmation ? t.notYetTitle : t.title}</h2>
      <p>{config?.awaiting_owner_confirmation ? t.notYetText : t.text}</p>
      {(phone || website) && (
        <div className={styles.unavailableActions}>
          {phone && (
            <LinkButton href={`tel:${phone.replace(/[^\d+]/g, '')}`} block>
              {t.call}
            </LinkButton>
          )}
          {website && (
            <LinkButton href={website} variant="secondary" block target="_blank" rel="noopener noreferrer">
              {t.website}
            </LinkButton>
          )}
        </div>
      )}
    </main>
  );
}
