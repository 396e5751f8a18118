import { useState } from 'react';
import { promoteSchema } from '../../domain/schemas/staff-booking';
import { useZodForm } from '../lib/use-zod-form';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import type { BookingItem, DayView } from './dashboard-api';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';
import { WaitingOffersPanel } from './waiting-offers-panel';
import { TableOptions } from './table-options';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

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
                  {w.phone && (
                    <>
                      {' · '}
                      <PhoneNumber testId="waiting-phone">{formatPhoneForDisplay(w.phone)}</PhoneNumber>
                    </>
                  )}
                  {w.email && (
                    <>
                      {' · '}
                      <EmailAddress email={w.email} />
                    </>
                  )}
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

interface PromoteProps {
  entry: BookingItem | null;
  day: DayView;
  busy: boolean;
  onClose: () => void;
  onSubmit: (changes: { hour: string; tableGuid: string | null }) => Promise<void>;
}

function PromoteDialog(props: PromoteProps) {
  if (!props.entry) return null;
  // A fresh form for each entry.
  return <PromoteForm key={props.entry.guid} {...props} entry={props.entry} />;
}

function PromoteForm({ entry, day, busy, onClose, onSubmit }: PromoteProps & { entry: BookingItem }) {
  // The route's own schema reads the form.
  const form = useZodForm(promoteSchema, { hour: entry.hour, tableGuid: null }, { idPrefix: 'promote' });
  const slots = day.services.find((s) => s.kind === entry.service)?.slots ?? [entry.hour];
  const submit = form.handleSubmit(({ hour = entry.hour, tableGuid = null }) => {
    void onSubmit({ hour, tableGuid });
  });
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
      <form id="promote-form" className={styles.editForm} onSubmit={(e) => void submit(e)}>
        <p className={styles.hint}>{t.promoteIntro}</p>
        <div className={styles.editGrid}>
          <label className={styles.formField}>
            <span>{frDashboard.dialog.hour}</span>
            <select {...form.field('hour')} value={form.values.hour} onChange={(e) => form.set('hour', e.target.value)} autoFocus>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.formField}>
            <span>{frDashboard.dialog.table}</span>
            <select {...form.field('tableGuid')} value={form.values.tableGuid ?? ''} onChange={(e) => form.set('tableGuid', e.target.value || null)}>
              <TableOptions day={day} />
            </select>
          </label>
        </div>
      </form>
    </Modal>
  );
}
