import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  checkDinerEmail,
  checkDinerName,
  DINER_FIELD_LIMITS,
  STAFF_DINER_FIELD_MESSAGES,
  type FieldCheck,
  type StaffDinerFieldReason,
} from '../../domain/diner-fields';
import { phoneRulesOrNull } from '../lib/phone-rules';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Modal } from '../ui/modal';
import type { StaffBookingCreate } from '../../domain/schemas/staff-booking';
import type { DayView } from './dashboard-api';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';

const t = frDashboard.newBooking;

/** What the dialog sends: the shape the server's route validates. */
export type NewBookingValues = StaffBookingCreate;
export type NewBookingKind = NewBookingValues['source'];

interface Props {
  kind: NewBookingKind | null;
  day: DayView;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: NewBookingValues) => Promise<boolean>;
}

/**
 * A booking by phone (date, time, covers, name: a few keystrokes) or a walk-in (covers, Enter).
 * The server's engine picks the table unless one is chosen.
 */
export function NewBookingDialog({ kind, day, busy, onClose, onSubmit }: Props) {
  const walkIn = kind === 'walk_in';
  const [date, setDate] = useState(day.date);
  const [hour, setHour] = useState('');
  const [covers, setCovers] = useState(2);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [information, setInformation] = useState('');
  const [table, setTable] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null);

  useEffect(() => {
    if (!kind) return;
    setDate(day.date);
    setHour('');
    setCovers(2);
    setName('');
    setPhone('');
    setEmail('');
    setInformation('');
    setTable('');
    setErrors({});
    setTimeout(() => first.current?.focus(), 0);
  }, [kind, day.date]);

  if (!kind) return null;
  const free = new Set(day.services.flatMap((s) => s.freeSlotsForTwo));
  const services = day.services.filter((s) => s.slots.length > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    // The diner's rules, as the server runs them, in words for the host (a walk-in may stay anonymous).
    const refusal = (check: FieldCheck<unknown, StaffDinerFieldReason> | undefined) => (check && !check.ok ? STAFF_DINER_FIELD_MESSAGES[check.reason] : null);
    const nameError = walkIn ? null : refusal(checkDinerName(name));
    if (nameError) found.name = nameError;
    if (!walkIn && !hour) found.hour = t.errors.hour;
    if (!(covers >= 1)) found.covers = t.errors.covers;
    const phoneError = phone.trim() ? refusal((await phoneRulesOrNull())?.checkDinerPhone(phone)) : null;
    if (phoneError) found.phone = phoneError;
    const emailError = !walkIn && email.trim() ? refusal(checkDinerEmail(email)) : null;
    if (emailError) found.email = emailError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ok = await onSubmit({
      source: kind!,
      date: walkIn ? undefined : date,
      hour: hour || undefined,
      covers,
      name: name.trim() || undefined,
      phone: phone.trim() || undefined,
      email: walkIn ? undefined : email.trim() || undefined,
      information: information.trim() || undefined,
      tableGuid: table || null,
    });
    if (ok) onClose();
  }

  const coversField = (
    <label className={styles.formField}>
      <span>{t.covers}</span>
      <input
        ref={walkIn ? first : undefined}
        type="number"
        inputMode="numeric"
        min={1}
        max={200}
        value={covers}
        onChange={(e) => setCovers(Number(e.target.value))}
        aria-invalid={errors.covers ? true : undefined}
        required
      />
      {errors.covers && <small className={styles.fieldError}>{errors.covers}</small>}
    </label>
  );

  return (
    <Modal
      open
      title={walkIn ? t.walkInTitle : t.phoneTitle}
      onClose={onClose}
      testId="new-booking-dialog"
      footer={
        <Button type="submit" form="new-booking-form" disabled={busy}>
          {busy ? t.submitting : walkIn ? t.submitWalkIn : t.submit}
        </Button>
      }
    >
      <form id="new-booking-form" className={styles.editForm} onSubmit={submit} noValidate>
        {walkIn && <p className={styles.hint}>{t.walkInIntro}</p>}
        <div className={styles.editGrid}>
          {!walkIn && (
            <>
              <div className={styles.formField}>
                <DatePicker label={t.date} value={date} today={day.today} minDate={day.today} onChange={(d) => d && setDate(d)} />
              </div>
              <label className={styles.formField}>
                <span>{t.hour}</span>
                <select ref={first} value={hour} onChange={(e) => setHour(e.target.value)} aria-invalid={errors.hour ? true : undefined} required>
                  <option value="">{t.hourPlaceholder}</option>
                  {services.map((s) => (
                    <optgroup key={s.kind} label={s.kind === 'noon' ? frDashboard.day.noon : frDashboard.day.evening}>
                      {s.slots.map((slot) => (
                        <option key={slot} value={slot}>
                          {date === day.date && !free.has(slot) ? `${slot} (${t.slotFull})` : slot}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                {services.length === 0 && <small className={styles.hint}>{t.noSlots}</small>}
                {errors.hour && <small className={styles.fieldError}>{errors.hour}</small>}
              </label>
            </>
          )}
          {walkIn && day.date === day.today && services.length > 0 && (
            <label className={styles.formField}>
              <span>{t.hour}</span>
              <select value={hour} onChange={(e) => setHour(e.target.value)}>
                <option value="">{t.hourNow}</option>
                {services.map((s) => (
                  <optgroup key={s.kind} label={s.kind === 'noon' ? frDashboard.day.noon : frDashboard.day.evening}>
                    {s.slots.map((slot) => (
                      <option key={slot} value={slot}>
                        {slot}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
          )}
          {coversField}
          <label className={`${styles.formField} ${styles.fullRow}`}>
            <span>{t.table}</span>
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
        <label className={styles.formField}>
          <span>{t.name}</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={DINER_FIELD_LIMITS.name}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            required={!walkIn}
          />
          {errors.name && <small className={styles.fieldError}>{errors.name}</small>}
        </label>
        <label className={styles.formField}>
          <span>{t.phone}</span>
          <input
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            maxLength={DINER_FIELD_LIMITS.phone}
            autoComplete="off"
            aria-invalid={errors.phone ? true : undefined}
          />
          {errors.phone && <small className={styles.fieldError}>{errors.phone}</small>}
        </label>
        {!walkIn && (
          <label className={styles.formField}>
            <span>{t.email}</span>
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={DINER_FIELD_LIMITS.email}
              autoComplete="off"
              aria-invalid={errors.email ? true : undefined}
            />
            {errors.email && <small className={styles.fieldError}>{errors.email}</small>}
          </label>
        )}
        <label className={styles.formField}>
          <span>{t.information}</span>
          <textarea value={information} onChange={(e) => setInformation(e.target.value)} maxLength={2000} rows={2} />
        </label>
      </form>
    </Modal>
  );
}
