// What a tap on a table opens: its bookings (seat the party, move it to another table: the keyboard
// way of the drag), or, for a free table today, seating a walk-in.

import { useEffect, useId, useState } from 'react';
import { walkInSchema } from '../../../domain/floor-plan/schema';
import { useZodForm } from '../../lib/use-zod-form';
import type { PlanTable } from '../../../domain/floor-plan/types';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { LiveRoomBooking } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import styles from './live.module.css';

const t = frFloorPlan.live;

export interface TableChoice {
  guid: string;
  name: string;
  room: string;
}

export function TableBookingsDialog({
  table,
  bookings,
  tables,
  isToday,
  busy,
  error,
  onSeat,
  onMove,
  onClose,
}: {
  table: PlanTable | null;
  error: string | null;
  bookings: LiveRoomBooking[];
  tables: TableChoice[];
  isToday: boolean;
  busy: boolean;
  onSeat: (booking: LiveRoomBooking) => void;
  onMove: (booking: LiveRoomBooking, tableGuid: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={table !== null} title={t.booking.title(table?.name ?? '')} onClose={onClose} testId="table-bookings-dialog" wide>
      {error && (
        <p role="alert" className={styles.dialogError}>
          {error}
        </p>
      )}
      <ul className={styles.bookings}>
        {bookings.map((b) => (
          <BookingEntry
            key={b.guid}
            booking={b}
            tables={tables.filter((x) => x.guid !== table?.id)}
            isToday={isToday}
            busy={busy}
            onSeat={onSeat}
            onMove={onMove}
          />
        ))}
      </ul>
    </Modal>
  );
}

function BookingEntry({
  booking,
  tables,
  isToday,
  busy,
  onSeat,
  onMove,
}: {
  booking: LiveRoomBooking;
  tables: TableChoice[];
  isToday: boolean;
  busy: boolean;
  onSeat: (booking: LiveRoomBooking) => void;
  onMove: (booking: LiveRoomBooking, tableGuid: string) => void;
}) {
  const selectId = useId();
  const [target, setTarget] = useState('');
  return (
    <li className={styles.booking}>
      <p className={styles.bookingName}>{booking.name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t.booking.hour}</dt>
          <dd>{booking.hour}</dd>
        </div>
        <div>
          <dt>{t.booking.covers}</dt>
          <dd>{booking.covers}</dd>
        </div>
        <div>
          <dt>{t.booking.status}</dt>
          <dd>{t.booking.statuses[booking.status] ?? booking.status}</dd>
        </div>
        <div>
          <dt>{t.booking.source}</dt>
          <dd>{t.booking.sources[booking.source] ?? booking.source}</dd>
        </div>
      </dl>
      {booking.information && (
        <p>
          <strong>{t.booking.information} :</strong> {booking.information}
        </p>
      )}
      {booking.staffNote && (
        <p>
          <strong>{t.booking.note} :</strong> {booking.staffNote}
        </p>
      )}
      <div className={styles.entryActions}>
        {isToday && booking.status !== 'seated' && (
          <Button onClick={() => onSeat(booking)} disabled={busy}>
            {t.booking.seat}
          </Button>
        )}
        <div className={styles.moveRow}>
          <label htmlFor={selectId}>{t.booking.moveTo}</label>
          <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{t.booking.chooseTable}</option>
            {tables.map((x) => (
              <option key={x.guid} value={x.guid}>
                {x.name} — {x.room}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={!target || busy} onClick={() => onMove(booking, target)}>
            {t.booking.move}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The route's own body (`walkInSchema`) reads the party and its name; the table is the one clicked. */
const walkInFormSchema = walkInSchema.pick({ covers: true, name: true });

export function WalkInDialog({
  table,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  table: PlanTable | null;
  busy: boolean;
  error: string | null;
  onSubmit: (input: { covers: number; name: string }) => void;
  onClose: () => void;
}) {
  const coversId = useId();
  const nameId = useId();
  const form = useZodForm(walkInFormSchema, { covers: 2, name: '' });
  const { covers, name = '' } = form.values;
  const setCovers = (next: (c: number) => number) => form.set('covers', next(covers));
  const { reset } = form;
  useEffect(() => {
    if (table) reset({ covers: Math.min(Math.max(2, table.minCovers), table.maxCovers), name: '' });
  }, [table, reset]);
  const submit = form.handleSubmit((input) => onSubmit({ covers: input.covers, name: (input.name ?? '').trim() }));
  return (
    <Modal
      open={table !== null}
      title={t.walkIn.title(table?.name ?? '')}
      onClose={onClose}
      testId="walk-in-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {frFloorPlan.common.cancel}
          </Button>
          <Button type="submit" form="walk-in-form" disabled={busy}>
            {t.walkIn.submit}
          </Button>
        </>
      }
    >
      <form id="walk-in-form" className={styles.form} onSubmit={(e) => void submit(e)}>
        {error && (
          <p role="alert" className={styles.dialogError}>
            {error}
          </p>
        )}
        <div className={styles.formField}>
          <label htmlFor={coversId}>{t.walkIn.covers}</label>
          <div className={styles.counter}>
            <Button variant="secondary" aria-label={t.walkIn.fewer} onClick={() => setCovers((c) => Math.max(1, c - 1))}>
              −
            </Button>
            <input
              id={coversId}
              type="number"
              min={1}
              max={99}
              value={covers}
              onChange={(e) => form.set('covers', Math.max(1, Math.min(99, e.target.valueAsNumber || 1)))}
            />
            <Button variant="secondary" aria-label={t.walkIn.more} onClick={() => setCovers((c) => Math.min(99, c + 1))}>
              +
            </Button>
          </div>
        </div>
        <div className={styles.formField}>
          <label htmlFor={nameId}>{t.walkIn.name}</label>
          <input id={nameId} value={name} maxLength={120} autoComplete="off" onChange={(e) => form.set('name', e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
