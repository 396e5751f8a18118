import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { formatPhone } from './booking-card';
import type { BookingItem, DayView } from './dashboard-api';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';
import { WaitingOffersPanel } from './waiting-offers-panel';

const t = frDashboard.waiting;

interface Props {
  day: DayView;
  busy: boolean;
  onPromote: (entry: BookingItem, changes: { hour: string; tableGuid: string | null }) => Promise<boolean>;
  onRemove: (entry: BookingItem) => void;
}

/** The day's waiting list, apart from the bookings: turn an entry into a booking, or remove it. */
export function WaitingList({ day, busy, onPromote, onRemove }: Props) {
  const [promoting, setPromoting] = useState<BookingItem | null>(null);
  return (
    <section className={styles.waiting} aria-labelledby="waiting-heading" data-testid="waiting-list">
      <h2 id="waiting-heading" className={styles.sectionTitle}>
        {t.heading} ({day.waiting.length})
      </h2>
      {day.waiting.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ul className={styles.waitingItems}>
          {day.waiting.map((w) => (
            <li key={w.guid} className={styles.waitingItem} data-testid="waiting-entry">
              <div>
                <p className={styles.name}>
                  {w.name} · {frDashboard.booking.covers(w.covers)}
                </p>
                <p className={styles.muted}>
                  {w.service === 'noon' ? frDashboard.day.noon : frDashboard.day.evening}, {t.preferred(w.hour)}
                  {w.phone && <> · {formatPhone(w.phone)}</>}
                  {w.email && <> · {w.email}</>}
                </p>
              </div>
              <div className={styles.bookingActions}>
                <button type="button" className={styles.actionPrimary} onClick={() => setPromoting(w)} disabled={busy}>
                  {t.promote}
                </button>
                <button type="button" className={styles.action} onClick={() => onRemove(w)} disabled={busy}>
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <WaitingOffersPanel date={day.date} />
      <PromoteDialog
        entry={promoting}
        day={day}
        busy={busy}
        onClose={() => setPromoting(null)}
        onSubmit={async (changes) => {
          if (promoting && (await onPromote(promoting, changes))) setPromoting(null);
        }}
      />
    </section>
  );
}

function PromoteDialog({
  entry,
  day,
  busy,
  onClose,
  onSubmit,
}: {
  entry: BookingItem | null;
  day: DayView;
  busy: boolean;
  onClose: () => void;
  onSubmit: (changes: { hour: string; tableGuid: string | null }) => Promise<void>;
}) {
  const [hour, setHour] = useState('');
  const [table, setTable] = useState('');
  useEffect(() => {
    setHour(entry?.hour ?? '');
    setTable('');
  }, [entry]);
  if (!entry) return null;
  const slots = day.services.find((s) => s.kind === entry.service)?.slots ?? [entry.hour];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit({ hour, tableGuid: table || null });
  };
  return (
    <Modal
      open
      title={t.promoteTitle(entry.name)}
      onClose={onClose}
      testId="promote-dialog"
      footer={
        <Button type="submit" form="promote-form" disabled={busy}>
          {t.promoteSubmit}
        </Button>
      }
    >
      <form id="promote-form" className={styles.editForm} onSubmit={submit}>
        <p className={styles.hint}>{t.promoteIntro}</p>
        <div className={styles.editGrid}>
          <label className={styles.formField}>
            <span>{frDashboard.dialog.hour}</span>
            <select value={hour} onChange={(e) => setHour(e.target.value)} autoFocus>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.formField}>
            <span>{frDashboard.dialog.table}</span>
            <select value={table} onChange={(e) => setTable(e.target.value)}>
              <option value="">{frDashboard.dialog.tableAuto}</option>
              {day.tables
                .filter((x) => x.active)
                .map((x) => (
                  <option key={x.guid} value={x.guid}>
                    {frDashboard.dialog.tableOption(x.name, x.minCovers, x.maxCovers)}
                  </option>
                ))}
            </select>
          </label>
        </div>
      </form>
    </Modal>
  );
}
