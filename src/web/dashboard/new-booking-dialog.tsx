import { useEffect, useMemo, useRef, useState } from 'react';
import { DINER_FIELD_LIMITS } from '../../domain/diner-fields';
import { restaurantNowMinutes } from '../lib/staff/restaurant-clock';
import { useZodForm } from '../lib/use-zod-form';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Modal } from '../ui/modal';
import type { DayView } from './dashboard-api';
import { frDashboard } from './i18n';
import { newBookingFormSchema, walkInDefaultHour, type NewBookingKind, type NewBookingValues } from './new-booking-form';
import styles from './service-book.module.css';
import { TableOptions } from './table-options';

const t = frDashboard.newBooking;

export type { NewBookingKind, NewBookingValues };

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
export function NewBookingDialog(props: Props) {
  if (!props.kind) return null;
  // A fresh form for each opening (and each day).
  return <NewBookingForm key={`${props.kind} ${props.day.date}`} {...props} kind={props.kind} />;
}

function NewBookingForm({ kind, day, busy, onClose, onSubmit }: Props & { kind: NewBookingKind }) {
  const walkIn = kind === 'walk_in';
  const schema = useMemo(() => newBookingFormSchema(kind), [kind]);
  const services = day.services.filter((s) => s.slots.length > 0);
  // Outside service hours "Maintenant" would be refused: the walk-in starts on the next seating.
  const [initialHour] = useState(() => (walkIn && day.date === day.today ? walkInDefaultHour(services, restaurantNowMinutes()) : ''));
  const form = useZodForm(
    schema,
    { date: day.date, hour: initialHour, covers: 2, name: '', phone: '', email: '', information: '', table: '' },
    { idPrefix: 'new-booking' },
  );
  const { values, errors, set } = form;
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null);

  useEffect(() => {
    setTimeout(() => first.current?.focus(), 0);
  }, []);

  const free = new Set(day.services.flatMap((s) => s.freeSlotsForTwo));

  const submit = form.handleSubmit(async (request) => {
    if (await onSubmit(request)) onClose();
  });

  const errorOf = (name: string) =>
    errors[name] ? (
      <small id={form.errorId(name)} className={styles.fieldError}>
        {errors[name]}
      </small>
    ) : null;

  const coversField = (
    <label className={styles.formField}>
      <span>{t.covers}</span>
      <input
        ref={walkIn ? first : undefined}
        type="number"
        inputMode="numeric"
        min={1}
        max={200}
        {...form.field('covers')}
        value={values.covers}
        onChange={(e) => set('covers', Number(e.target.value))}
        required
      />
      {errorOf('covers')}
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
      <form id="new-booking-form" className={styles.editForm} onSubmit={(e) => void submit(e)} noValidate>
        {walkIn && <p className={styles.hint}>{t.walkInIntro}</p>}
        <div className={styles.editGrid}>
          {!walkIn && (
            <>
              <div className={styles.formField}>
                <DatePicker label={t.date} value={values.date} today={day.today} minDate={day.today} onChange={(d) => d && set('date', d)} />
              </div>
              <label className={styles.formField}>
                <span>{t.hour}</span>
                <select ref={first} {...form.field('hour')} value={values.hour} onChange={(e) => set('hour', e.target.value)} required>
                  <option value="">{t.hourPlaceholder}</option>
                  {services.map((s) => (
                    <optgroup key={s.kind} label={s.kind === 'noon' ? frDashboard.day.noon : frDashboard.day.evening}>
                      {s.slots.map((slot) => (
                        <option key={slot} value={slot}>
                          {values.date === day.date && !free.has(slot) ? `${slot} (${t.slotFull})` : slot}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                {services.length === 0 && <small className={styles.hint}>{t.noSlots}</small>}
                {errorOf('hour')}
              </label>
            </>
          )}
          {walkIn && day.date === day.today && services.length > 0 && (
            <label className={styles.formField}>
              <span>{t.hour}</span>
              <select {...form.field('hour')} value={values.hour} onChange={(e) => set('hour', e.target.value)}>
                {initialHour === '' && <option value="">{t.hourNow}</option>}
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
            <select {...form.field('table')} value={values.table} onChange={(e) => set('table', e.target.value)}>
              <TableOptions day={day} />
            </select>
          </label>
        </div>
        <label className={styles.formField}>
          <span>{t.name}</span>
          <input
            {...form.field('name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={DINER_FIELD_LIMITS.name}
            autoComplete="off"
            required={!walkIn}
          />
          {errorOf('name')}
        </label>
        <label className={styles.formField}>
          <span>{t.phone}</span>
          <input
            type="tel"
            {...form.field('phone')}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            maxLength={DINER_FIELD_LIMITS.phone}
            autoComplete="off"
          />
          {errorOf('phone')}
        </label>
        {!walkIn && (
          <label className={styles.formField}>
            <span>{t.email}</span>
            <input
              type="email"
              {...form.field('email')}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              maxLength={DINER_FIELD_LIMITS.email}
              autoComplete="off"
            />
            {errorOf('email')}
          </label>
        )}
        <label className={styles.formField}>
          <span>{t.information}</span>
          <textarea {...form.field('information')} value={values.information} onChange={(e) => set('information', e.target.value)} maxLength={2000} rows={2} />
        </label>
      </form>
    </Modal>
  );
}
