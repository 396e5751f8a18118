import { DIETARY_LABELS_FR } from '../../domain/guest-profile';
import type { GuestDetail } from './guests-api';
import styles from './guest-profile-fields.module.css';
import { frGuests as t } from './i18n';

/** The profile's badges under the guest's name: the same facts the book shows beside a booking. */
export function GuestFlags({ guest }: { guest: GuestDetail }) {
  const codes = guest.dietary?.codes ?? [];
  if (!guest.vip && !guest.regular && codes.length === 0) return null;
  return (
    <p className={styles.flags} data-testid="guest-flags">
      {codes.length > 0 && (
        <span className={styles.alert}>
          <span aria-hidden="true">⚠ </span>
          {t.allergies} : {codes.map((c) => DIETARY_LABELS_FR[c]).join(', ')}
        </span>
      )}
      {guest.vip && <span className={styles.flag}>VIP</span>}
      {guest.regular && <span className={styles.flag}>{t.regular}</span>}
    </p>
  );
}
