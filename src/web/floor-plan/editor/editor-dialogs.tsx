// The editor's questions: a table that still holds bookings, leaving with unsaved changes, deleting
// a whole room.

import type { Blocker } from 'react-router';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { UpcomingBooking } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import styles from './editor.module.css';

const t = frFloorPlan.editor;

export function BookedTableDialog({
  table,
  bookings,
  onDeactivate,
  onClose,
}: {
  table: { id: string; name: string } | null;
  bookings: UpcomingBooking[];
  onDeactivate: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={table !== null}
      role="alertdialog"
      title={t.deleteTable.title(table?.name ?? '')}
      onClose={onClose}
      testId="booked-table-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.deleteTable.keep}
          </Button>
          <Button onClick={onDeactivate}>{t.deleteTable.deactivate}</Button>
        </>
      }
    >
      <p>{t.deleteTable.intro(bookings.length)}</p>
      <ul className={styles.bookingList}>
        {bookings.map((b) => (
          <li key={b.guid}>
            <strong>{b.name}</strong> — {frFloorPlan.common.persons(b.covers)}, {b.dateLabel} à {b.hour} <span className={styles.muted}>({b.reference})</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t.leave.title}
      onClose={() => blocker.reset?.()}
      testId="leave-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t.leave.stay}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t.leave.leave}</Button>
        </>
      }
    >
      <p>{t.leave.text}</p>
    </Modal>
  );
}

export function DeleteRoomDialog({
  open,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t.deleteRoomConfirmTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {frFloorPlan.common.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {t.deleteRoom}
          </Button>
        </>
      }
    >
      <p>{t.deleteRoomConfirm(name)}</p>
    </Modal>
  );
}
