import { DIETARY_LABELS_FR, isAllergen } from '../../domain/guest-profile';
import type { BookingItem } from './dashboard-api';
import styles from './guest-badges.module.css';

// What the house knows of the guest, beside the booking wherever the host decides: the book's
// line, the timeline bar, the booking dialog, the printed sheet. One badge per fact, each a word
// (never a colour alone); another badge (a history, a warning) is one more entry of `badgesOf`.

const GUEST_BADGE_WORDS = {
  vip: 'VIP',
  regular: 'Habitué',
  regularTitle: (visits: number) => `Habitué : ${visits} visites`,
  allergy: 'Allergie',
  diet: 'Régime',
  allergiesLabel: 'Allergies et régimes',
};

export interface GuestBadge {
  key: string;
  /** The words shown (the compact form on a timeline bar). */
  text: string;
  compact: string;
  tone: 'alert' | 'info' | 'plain';
  title?: string;
}

/** Every badge of a booking, most urgent first: allergies before VIP and "Habitué". */
export function badgesOf(b: Pick<BookingItem, 'guest' | 'dietary'>): GuestBadge[] {
  const out: GuestBadge[] = [];
  const codes = b.dietary?.codes ?? [];
  const allergens = codes.filter(isAllergen);
  const diets = codes.filter((c) => !isAllergen(c));
  const note = b.dietary?.note.trim() ?? '';
  // The diner's own words ride in the badge only when they are all there is; else in its title.
  if (allergens.length > 0 || (note && diets.length === 0)) {
    const words = allergens.length > 0 ? allergens.map((c) => DIETARY_LABELS_FR[c]).join(', ') : note;
    out.push({ key: 'allergy', text: `${GUEST_BADGE_WORDS.allergy} : ${words}`, compact: `⚠ ${words}`, tone: 'alert', title: note || undefined });
  }
  if (diets.length > 0) {
    const words = diets.map((c) => DIETARY_LABELS_FR[c]).join(', ');
    out.push({ key: 'diet', text: `${GUEST_BADGE_WORDS.diet} : ${words}`, compact: words, tone: 'alert', title: note || undefined });
  }
  if (b.guest?.vip) out.push({ key: 'vip', text: GUEST_BADGE_WORDS.vip, compact: GUEST_BADGE_WORDS.vip, tone: 'info' });
  if (b.guest?.regular) {
    out.push({
      key: 'regular',
      text: GUEST_BADGE_WORDS.regular,
      compact: GUEST_BADGE_WORDS.regular,
      tone: 'plain',
      title: GUEST_BADGE_WORDS.regularTitle(b.guest.visits),
    });
  }
  return out;
}

/** The badges as a list; `compact` (a timeline bar, inside a button) is a line of short words. */
export function GuestBadges({ booking, compact, className }: { booking: Pick<BookingItem, 'guest' | 'dietary'>; compact?: boolean; className?: string }) {
  const badges = badgesOf(booking);
  if (badges.length === 0) return null;
  if (compact) {
    // A button holds phrasing content only; the bar's label already reads the badges out.
    return (
      <span className={`${styles.badges} ${styles.compact} ${className ?? ''}`} aria-hidden="true" data-testid="guest-badges">
        {badges.map((badge) => (
          <span key={badge.key} className={`${styles.badge} ${styles[badge.tone]}`} data-badge={badge.key}>
            {badge.compact}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul className={`${styles.badges} ${className ?? ''}`} aria-label="Fiche client" data-testid="guest-badges">
      {badges.map((badge) => (
        <li key={badge.key} className={`${styles.badge} ${styles[badge.tone]}`} data-badge={badge.key} title={badge.title}>
          {badge.tone === 'alert' && (
            <span aria-hidden="true" className={styles.icon}>
              ⚠
            </span>
          )}
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

/** The dialog's and the sheet's full statement: every allergy and diet, and the diner's own words. */
export function DietaryDetails({ booking }: { booking: Pick<BookingItem, 'dietary'> }) {
  const d = booking.dietary;
  if (!d || (d.codes.length === 0 && !d.note.trim())) return null;
  return (
    <div className={styles.details} data-testid="dietary-details" role="note" aria-label={GUEST_BADGE_WORDS.allergiesLabel}>
      <strong>
        <span aria-hidden="true">⚠ </span>
        {GUEST_BADGE_WORDS.allergiesLabel} :
      </strong>{' '}
      {d.codes.map((c) => DIETARY_LABELS_FR[c]).join(', ')}
      {d.note.trim() && <span className={styles.note}> « {d.note.trim()} »</span>}
    </div>
  );
}
