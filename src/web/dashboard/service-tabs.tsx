import { useRef, type KeyboardEvent } from 'react';
import type { DayView, ServiceKind } from './dashboard-api';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';

const t = frDashboard.day;

/** Noon / evening tabs (arrow keys move between them), each with its bookings and covers. */
export function ServiceTabs({
  day,
  service,
  onChange,
  panelId,
}: {
  day: DayView;
  service: ServiceKind;
  onChange: (kind: ServiceKind) => void;
  panelId: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    const next: ServiceKind = service === 'noon' ? 'evening' : 'noon';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs}>
      {day.services.map((s) => {
        const selected = s.kind === service;
        return (
          <button
            key={s.kind}
            ref={(el) => {
              refs.current[s.kind] = el;
            }}
            id={`tab-${s.kind}`}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`${styles.tab} ${selected ? styles.tabSelected : ''}`}
            onClick={() => onChange(s.kind)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.tabName}>{s.kind === 'noon' ? t.noon : t.evening}</span>
            <span className={styles.tabCount}>
              {s.open || s.totals.bookings > 0 ? `${s.totals.bookings} · ${frDashboard.booking.covers(s.totals.covers)}` : t.closed}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The selected service's figures. */
export function ServiceTotals({ day, service }: { day: DayView; service: ServiceKind }) {
  const s = day.services.find((x) => x.kind === service);
  if (!s) return null;
  return (
    <div className={styles.totalsBlock}>
      <dl className={styles.totals} data-testid="service-totals">
        <div>
          <dt>{t.totals.bookings}</dt>
          <dd data-testid="total-bookings">{s.totals.bookings}</dd>
        </div>
        <div>
          <dt>{t.totals.covers}</dt>
          <dd data-testid="total-covers">{s.totals.covers}</dd>
        </div>
        <div>
          <dt>{t.totals.remaining}</dt>
          <dd data-testid="total-remaining">
            {s.open ? (
              <>
                {s.totals.remaining} <small>{t.totals.remainingOf(s.totals.capacity)}</small>
              </>
            ) : (
              t.closed
            )}
          </dd>
        </div>
        <div>
          <dt>{t.totals.waiting}</dt>
          <dd>{s.totals.waiting}</dd>
        </div>
      </dl>
      {s.open && <p className={styles.freeSlots}>{t.totals.freeSlots(s.freeSlotsForTwo.length)}</p>}
    </div>
  );
}
