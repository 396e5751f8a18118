import { useEffect, useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import * as z from 'zod/mini';
import type { updateHourSchema } from '../../domain/schemas/booking';
import { useZodForm } from '../lib/use-zod-form';
import type { DayHours, HourSlot } from '../../domain/types';
import { copy } from '../i18n/diner-language';
import { bookingDate } from './booking-date';
import { Button } from '../ui/button';
import { HintedField } from '../ui/hinted-field';
import { Spinner } from '../ui/spinner';
import { myBookingApi, type MyBooking } from './api';
import type { ServerMessage } from '../ui/message-dialog';
import styles from './my-booking.module.css';
import { pageStyles } from '../ui/page-card';
import { messageFromError } from '../lib/server-message';

interface Props {
  booking: MyBooking;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onMessage: (message: ServerMessage) => void;
  onSent: (serverMessage: string) => void;
}

/** A delay moves the booking later the same day: only later slots are offered. */
function laterSlots(slots: HourSlot[], after: string): HourSlot[] {
  return slots.filter((s) => s.label > after);
}

/**
 * The route's body (`updateHourSchema`: hour, comment of at most 1,000 characters) in zod/mini, the
 * diner pages' light zod, with the page's words for a missing slot.
 */
function delaySchema(chooseSlot: string) {
  return z.object({
    hour: z.string().check(z.minLength(1, chooseSlot), z.maxLength(5, chooseSlot)),
    comment: z.string().check(z.maxLength(1000)),
  }) satisfies z.ZodMiniType<unknown, z.input<typeof updateHourSchema>>;
}

/** The warn-delay view: a comment, a new slot among today's, and 'Prévenir le restaurant'. */
export function DelayForm({ booking, headingRef, onBack, onMessage, onSent }: Props) {
  const t = copy.myBooking;
  const ids = { slot: useId(), hint: useId() };
  const schema = useMemo(() => delaySchema(t.chooseSlot), [t.chooseSlot]);
  const form = useZodForm(schema, { hour: '', comment: '' }, { keepAs: 'my-booking.delay' });
  const { hour, comment } = form.values;
  const [sending, setSending] = useState(false);
  // Read each time the view opens (no query cache: this page is also the server-rendered one).
  const [hours, setHours] = useState<{ isPending: boolean; data: DayHours | null }>({ isPending: true, data: null });
  useEffect(() => {
    const controller = new AbortController();
    myBookingApi.hours(booking.guid, controller.signal).then(
      (data) => setHours({ isPending: false, data }),
      () => {
        if (!controller.signal.aborted) setHours({ isPending: false, data: null });
      },
    );
    return () => controller.abort();
  }, [booking.guid]);
  // A failed hours call is an empty list: 'Aucun créneau n'est disponible'.
  const noon = laterSlots(hours.data?.noon ?? [], booking.hour);
  const evening = laterSlots(hours.data?.evening ?? [], booking.hour);
  const anyAvailable = [...noon, ...evening].some((s) => s.available);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked.ok) {
      // Shown as the server's refusals are, in the page's message dialog.
      onMessage({ error: true, message: Object.values(checked.errors)[0] ?? t.chooseSlot });
      return;
    }
    setSending(true);
    try {
      const envelope = await myBookingApi.updateHour(booking.guid, checked.data.hour, checked.data.comment);
      onSent(envelope.message);
    } catch (error) {
      onMessage(messageFromError(error, t.delayError));
    } finally {
      setSending(false);
    }
  };

  const group = (label: string, slots: HourSlot[]) =>
    slots.length > 0 && (
      <optgroup label={label}>
        {slots.map((s) => (
          <option key={s.label} value={s.label} disabled={!s.available}>
            {s.available ? s.label : t.slotFull(s.label)}
          </option>
        ))}
      </optgroup>
    );

  return (
    <main className={pageStyles.main} data-testid="my-booking-delay">
      <div className={styles.status}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {t.delayHeading}
        </h1>
        <p className={styles.subtitle}>
          {bookingDate(booking)} · {booking.hour} · {copy.common.persons(booking.tableware_count)}
        </p>
      </div>
      <p>{t.delayIntro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.slot}>
            {t.newSlot}
          </label>
          {hours.isPending ? (
            <Spinner label={t.slotsLoading} />
          ) : (
            <select
              id={ids.slot}
              className={styles.input}
              value={hour}
              onChange={(e) => form.set('hour', e.target.value)}
              disabled={!anyAvailable || sending}
              aria-describedby={!anyAvailable ? `${ids.slot}-empty` : undefined}
            >
              <option value="" disabled>
                {t.newSlotPlaceholder}
              </option>
              {group(t.lunch, noon)}
              {group(t.dinner, evening)}
            </select>
          )}
          {!hours.isPending && !anyAvailable && (
            <p className={styles.empty} id={`${ids.slot}-empty`} role="status">
              {t.noSlot}
            </p>
          )}
        </div>
        <HintedField id={form.fieldId('comment')} label={t.delayComment} hint={t.delayCommentHint} classes={styles}>
          <textarea
            {...form.field('comment', { hintId: form.fieldId('comment-hint') })}
            className={styles.input}
            value={comment}
            maxLength={1000}
            onChange={(e) => form.set('comment', e.target.value)}
            disabled={sending}
          />
        </HintedField>
        <Button type="submit" block disabled={!hour || sending} aria-describedby={!hour ? ids.hint : undefined} aria-busy={sending}>
          {sending ? t.notifying : t.notify}
        </Button>
        {!hour && (
          <p className={styles.required} id={ids.hint}>
            {t.chooseSlot}
          </p>
        )}
        <Button block variant="secondary" onClick={onBack} disabled={sending}>
          {t.back}
        </Button>
      </form>
    </main>
  );
}
