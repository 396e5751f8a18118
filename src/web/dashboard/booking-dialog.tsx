import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatLongFrenchDate } from '../../domain/dates';
import { staffBookingDetailsSchema, staffBookingEditSchema, type StaffBookingEdit } from '../../domain/schemas/staff-booking';
import { useZodForm } from '../lib/use-zod-form';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Modal } from '../ui/modal';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import { BookingHistory } from './booking-history';
import { BookingPayment } from './booking-payment';
import { GuestRiskBadge } from './guest-risk-badge';
import { ThankYouSwitch } from './thank-you-switch';
import { DietaryDetails, GuestBadges } from './guest-badges';
import { useDashboard } from './dashboard-context';
import type { BookingItem, DayView } from './dashboard-api';
import { frDashboard } from './i18n';
import { actionsFor, canEdit, notBefore, type StatusAction } from './status';
import type { BookAction } from './use-book-action';
import styles from './service-book.module.css';
import { TableOptions } from './table-options';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

const t = frDashboard.dialog;
const tb = frDashboard.booking;

interface BookingDialogProps {
  booking: BookingItem | null;
  day: DayView;
  busy: boolean;
  onClose: () => void;
  onStatus: (booking: BookingItem, action: StatusAction) => void;
  onEdit: (booking: BookingItem, changes: { date?: string; hour?: string; covers?: number; tableGuid?: string | null }) => Promise<boolean>;
  onDetails: (booking: BookingItem, changes: { waiterName: string; staffNote: string }) => Promise<boolean>;
}

/**
 * The dialog of one booking of the day, on the book or its waiting list, by its guid (none once it
 * has left the day). Its changes run through the page's book action.
 */
export function DayBookingDialog({
  day,
  guid,
  action,
  onClose,
  onStatus,
}: {
  day: DayView | undefined;
  guid: string | null;
  action: Pick<BookAction, 'busy' | 'run'>;
  onClose: () => void;
  onStatus: (booking: BookingItem, action: StatusAction) => void;
}) {
  const { api } = useDashboard();
  const booking = guid && day ? ([...day.bookings, ...day.waiting].find((b) => b.guid === guid) ?? null) : null;
  if (!day || !booking) return null;
  return (
    <BookingDialog
      key={booking.guid}
      booking={booking}
      day={day}
      busy={action.busy}
      onClose={onClose}
      onStatus={onStatus}
      onEdit={(b, changes) => action.run(() => api.edit(b.guid, changes))}
      onDetails={(b, changes) => action.run(() => api.details(b.guid, changes))}
    />
  );
}

/** Everything about one booking: status moves, new time/covers/table, waiter, note, history. */
function BookingDialog({ booking, day, busy, onClose, onStatus, onEdit, onDetails }: BookingDialogProps) {
  const { api, claims } = useDashboard();
  // The fields start from the booking as it was when the dialog opened (one dialog per booking, see
  // its key). They are never reset from a later copy: the service book refetches at every live
  // change, and that used to wipe what the host was typing.
  // Both forms are read by the routes' own schemas.
  const edit = useZodForm(
    staffBookingEditSchema,
    {
      date: booking?.date ?? '',
      hour: booking?.hour ?? '',
      covers: booking?.covers ?? 1,
      tableGuid: booking && booking.tables.length === 1 ? booking.tables[0]!.guid : null,
    },
    { idPrefix: 'booking-edit' },
  );
  const details = useZodForm(
    staffBookingDetailsSchema,
    { waiterName: booking?.waiterName ?? '', staffNote: booking?.staffNote ?? '' },
    { idPrefix: 'booking-details' },
  );
  const members = useQuery({
    queryKey: ['staff-members'],
    queryFn: ({ signal }) => api.members(signal),
    enabled: booking !== null && claims.roles[0] !== 'staff',
    staleTime: 60_000,
  });

  if (!booking) return null;
  const b = booking;
  const actions = actionsFor(b.status).map((action) => ({ action, early: notBefore(b, action) }));
  const slots = [...new Set(day.services.flatMap((s) => s.slots).concat(b.hour))].sort();

  // Only what changed is sent; a table is only ever chosen here, never taken away.
  const saveChanges = edit.handleSubmit(async ({ date, hour, covers, tableGuid }) => {
    const changes: StaffBookingEdit = {};
    if (date !== b.date) changes.date = date;
    if (hour !== b.hour) changes.hour = hour;
    if (covers !== b.covers) changes.covers = covers;
    const current = b.tables.length === 1 ? b.tables[0]!.guid : null;
    if (tableGuid && tableGuid !== current) changes.tableGuid = tableGuid;
    if (Object.keys(changes).length === 0) return;
    await onEdit(b, changes);
  });

  const saveDetails = details.handleSubmit(async ({ waiterName = '', staffNote = '' }) => {
    await onDetails(b, { waiterName, staffNote });
  });

  const errorOf = (errors: Record<string, string>, errorId: (name: string) => string, name: string): ReactNode =>
    errors[name] ? (
      <small id={errorId(name)} className={styles.fieldError}>
        {errors[name]}
      </small>
    ) : null;

  return (
    <Modal
      open
      title={t.title(b.name)}
      onClose={onClose}
      wide
      testId="booking-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogSummary}>
          {formatLongFrenchDate(b.date, { capitalize: true })} · {b.hour} · {tb.coversLong(b.covers)} ·{' '}
          {b.tables.length > 0 ? tb.table(b.tables.map((x) => x.name).join(' + ')) : tb.noTable} · {t.reference(b.reference)}
        </p>
        <GuestRiskBadge booking={b} />
        <GuestBadges booking={b} />
        <DietaryDetails booking={b} />
        <p>
          <span className={styles.question}>{t.contact} :</span>{' '}
          {b.phone ? (
            <a href={`tel:${b.phone}`}>
              <PhoneNumber>{formatPhoneForDisplay(b.phone)}</PhoneNumber>
            </a>
          ) : (
            '—'
          )}
          {b.email && (
            <>
              {' · '}
              <a href={`mailto:${b.email}`}>
                <EmailAddress email={b.email} />
              </a>
            </>
          )}
        </p>
        {b.answers.length > 0 && (
          <div>
            <h3 className={styles.dialogHeading}>{t.answers}</h3>
            {b.answers.map((a) => (
              <p key={a.question}>
                <span className={styles.question}>{a.question}</span> {a.answer}
              </p>
            ))}
          </div>
        )}

        <section aria-labelledby="status-heading">
          <h3 id="status-heading" className={styles.dialogHeading}>
            {t.status} : {tb.status[b.status]}
          </h3>
          <div className={styles.statusActions}>
            {actions.map(({ action, early }) => (
              <Button
                key={action.to}
                variant={action.tone === 'primary' ? 'primary' : 'secondary'}
                className={action.tone === 'danger' ? styles.danger : undefined}
                onClick={() => onStatus(b, action)}
                disabled={busy || early !== null}
                aria-describedby={early ? `status-early-${action.to}` : undefined}
              >
                {action.label}
              </Button>
            ))}
          </div>
          {actions.map(
            ({ action, early }) =>
              early && (
                <p key={action.to} id={`status-early-${action.to}`} className={styles.muted} data-testid="status-not-before">
                  {tb.actions.notBefore(action.label, early)}
                </p>
              ),
          )}
        </section>

        {canEdit(b) && (
          <form className={styles.editForm} onSubmit={(e) => void saveChanges(e)} aria-labelledby="edit-heading">
            <h3 id="edit-heading" className={styles.dialogHeading}>
              {t.change}
            </h3>
            <div className={styles.editGrid}>
              <div className={styles.formField}>
                <DatePicker
                  label={t.date}
                  value={edit.values.date ?? ''}
                  today={day.today}
                  minDate={day.today < b.date ? day.today : b.date}
                  onChange={(d) => d && edit.set('date', d)}
                />
              </div>
              <label className={styles.formField}>
                <span>{t.hour}</span>
                <select {...edit.field('hour')} value={edit.values.hour} onChange={(e) => edit.set('hour', e.target.value)}>
                  {slots.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                {errorOf(edit.errors, edit.errorId, 'hour')}
              </label>
              <label className={styles.formField}>
                <span>{t.covers}</span>
                <input
                  {...edit.field('covers')}
                  type="number"
                  min={1}
                  max={200}
                  value={edit.values.covers}
                  onChange={(e) => edit.set('covers', Math.max(1, Number(e.target.value) || 1))}
                  required
                />
                {errorOf(edit.errors, edit.errorId, 'covers')}
              </label>
              <label className={styles.formField}>
                <span>{t.table}</span>
                <select {...edit.field('tableGuid')} value={edit.values.tableGuid ?? ''} onChange={(e) => edit.set('tableGuid', e.target.value || null)}>
                  <TableOptions day={day} />
                </select>
              </label>
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </form>
        )}

        <form className={styles.editForm} onSubmit={(e) => void saveDetails(e)} aria-labelledby="details-heading">
          <h3 id="details-heading" className="visually-hidden">
            {t.saveDetails}
          </h3>
          <label className={styles.formField}>
            <span>{t.waiter}</span>
            <input
              {...details.field('waiterName', { hintId: 'waiter-hint' })}
              value={details.values.waiterName}
              onChange={(e) => details.set('waiterName', e.target.value)}
              maxLength={60}
              list="waiter-names"
            />
            <small id="waiter-hint" className={styles.hint}>
              {t.waiterHint}
            </small>
            <datalist id="waiter-names">
              {(members.data ?? []).map((m) => (
                <option key={m.guid} value={m.name} />
              ))}
            </datalist>
          </label>
          <label className={styles.formField}>
            <span>{t.note}</span>
            <textarea
              {...details.field('staffNote', { hintId: 'note-hint' })}
              value={details.values.staffNote}
              onChange={(e) => details.set('staffNote', e.target.value)}
              maxLength={2000}
              rows={2}
            />
            <small id="note-hint" className={styles.hint}>
              {t.noteHint}
            </small>
          </label>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.saveDetails}
          </Button>
        </form>

        {b.payment && <BookingPayment booking={b} />}
        {b.email && !b.status.startsWith('cancelled') && b.status !== 'no_show' && <ThankYouSwitch guid={b.guid} />}
        <BookingHistory guid={b.guid} />
      </div>
    </Modal>
  );
}
