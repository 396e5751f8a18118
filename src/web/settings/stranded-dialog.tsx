import { formatLongFrenchDate } from '../../domain/dates';
import type { StrandedBookingView } from '../../domain/schemas/settings';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { frSettings } from './i18n';
import styles from '../ui/staff-page.module.css';

const t = frSettings.stranded;

/** The bookings a change would leave without a day, a table or an hour, before it is made. */
export function StrandedDialog({ bookings, onAnswer }: { bookings: StrandedBookingView[] | null; onAnswer: (go: boolean) => void }) {
  const list = bookings ?? [];
  return (
    <Modal
      open={bookings !== null}
      title={t.title}
      onClose={() => onAnswer(false)}
      role="alertdialog"
      wide
      testId="stranded-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)} autoFocus>
            {t.cancel}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t.confirm}</Button>
        </>
      }
    >
      <p>{t.count(list.length)}</p>
      <ul className={styles.strandedList}>
        {list.map((b) => (
          <li key={b.guid}>
            {t.line(formatLongFrenchDate(b.date, { capitalize: true }), b.hour, b.name, b.covers)}{' '}
            <span className={styles.muted}>
              ({b.reference}, {t.status[b.status] ?? b.status})
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t.keep}</p>
    </Modal>
  );
}
