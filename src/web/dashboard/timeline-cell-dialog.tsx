import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TableRow } from '../../domain/timeline';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { frTimeline } from './timeline-i18n';
import type { CellBooking } from './use-timeline-actions';
import styles from './timeline.module.css';

const t = frTimeline.cellDialog;

interface Props {
  cell: { table: TableRow; hour: string } | null;
  date: string;
  isToday: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: CellBooking) => Promise<boolean>;
}

/**
 * A tapped empty cell: seat a walk-in at that table (today) or take a phone booking for that time,
 * covers first. The server's engine still decides; its refusal comes back as a toast.
 */
export function TimelineCellDialog({ cell, date, isToday, busy, onClose, onSubmit }: Props) {
  const [covers, setCovers] = useState(cell ? Math.min(Math.max(2, cell.table.minCovers), cell.table.maxCovers) : 2);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const coversRef = useRef<HTMLInputElement>(null);
  // The dialog opens on the covers, the first thing a host types (showModal would otherwise focus
  // its first button: this effect runs after the modal's own).
  const isOpen = cell !== null;
  useEffect(() => {
    if (!isOpen) return;
    coversRef.current?.focus();
    coversRef.current?.select();
  }, [isOpen]);
  if (!cell) return null;

  async function submit(source: 'phone' | 'walk_in', event?: FormEvent) {
    event?.preventDefault();
    if (source === 'phone' && !name.trim()) return setError(t.nameRequired);
    setError(null);
    const ok = await onSubmit({ source, date, hour: cell!.hour, covers, name: name.trim(), phone: phone.trim(), table: cell!.table });
    if (ok) onClose();
  }

  return (
    <Modal
      open
      title={t.title(cell.table.name, cell.hour)}
      onClose={onClose}
      testId="timeline-cell-dialog"
      footer={
        <div className={styles.cellActions}>
          {isToday && (
            <Button type="button" disabled={busy} onClick={() => void submit('walk_in')}>
              {t.walkIn}
            </Button>
          )}
          <Button type="submit" form="timeline-cell-form" variant={isToday ? 'secondary' : 'primary'} disabled={busy}>
            {t.phoneBooking}
          </Button>
        </div>
      }
    >
      <form id="timeline-cell-form" className={styles.cellForm} onSubmit={(e) => void submit('phone', e)} noValidate>
        <label className={styles.field}>
          <span>{t.covers}</span>
          <input
            ref={coversRef}
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            value={covers}
            onChange={(e) => setCovers(Number(e.target.value))}
            required
          />
        </label>
        <label className={styles.field}>
          <span>{isToday ? t.nameOptional : t.name}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} autoComplete="off" aria-invalid={error ? true : undefined} />
          {error && <small className={styles.fieldError}>{error}</small>}
        </label>
        <label className={styles.field}>
          <span>{t.phone}</span>
          <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={40} autoComplete="off" />
        </label>
        {!isToday && <p className={styles.hint}>{t.walkInOnlyToday}</p>}
      </form>
    </Modal>
  );
}
