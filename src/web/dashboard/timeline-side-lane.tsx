import type { BookingItem } from './dashboard-api';
import { frDashboard } from './i18n';
import { frTimeline } from './timeline-i18n';
import bars from './timeline-grid.module.css';
import styles from './timeline.module.css';

const t = frTimeline.side;

/** Waiting-list requests and bookings without a table: the host's decisions still to make. */
export function TimelineSideLane({ items, onOpen }: { items: BookingItem[]; onOpen: (booking: BookingItem) => void }) {
  return (
    <aside className={styles.side} aria-labelledby="timeline-side-heading" data-testid="timeline-side">
      <h2 id="timeline-side-heading" className={styles.sideHeading}>
        {t.heading} <span className={styles.sideCount}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ul className={styles.sideList}>
          {items.map((b) => (
            <li key={b.guid}>
              <button
                type="button"
                className={`${styles.sideItem} ${bars[`bar_${b.status}`] ?? ''}`}
                onClick={() => onOpen(b)}
                data-testid="timeline-side-item"
              >
                <span className={styles.sideHour}>{b.hour}</span>
                <span className={bars.barName}>{b.name}</span>
                <span className={bars.barMeta}>
                  {frTimeline.covers(b.covers)} · {b.status === 'waiting' ? t.waiting : t.unassigned}
                </span>
                <span className="visually-hidden">{frDashboard.booking.status[b.status]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
