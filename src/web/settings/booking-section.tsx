import { bookingSettingsSchema, type BookingSettings } from '../../domain/schemas/settings';
import { DEFAULT_REMINDER_TIME } from '../../domain/diner-attendance';
import { NumberField, TextField, Toggle } from '../ui/fields';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import { RestaurantForm, RestaurantSection, useSettingsSubmit } from './settings-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.booking;

export function BookingSection() {
  return <RestaurantSection title={frSettings.sections.booking}>{(data, reload) => <BookingForm initial={data.booking} onSaved={reload} />}</RestaurantSection>;
}

function BookingForm({ initial, onSaved }: { initial: BookingSettings; onSaved: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(bookingSettingsSchema, initial);
  const submit = useSettingsSubmit(form, (values) => api.saveBooking(values), { invalidate: [['settings', 'restaurant']], onDone: onSaved });

  const v = form.values;
  // Settings added after the first ones may be absent from an older answer: off until set.
  const toggle = (key: keyof BookingSettings, label: string, hint?: string) => (
    <Toggle label={label} hint={hint} name={key} checked={(v[key] as boolean | undefined) ?? false} onChange={(x) => form.set(key, x)} />
  );
  return (
    <RestaurantForm onSubmit={submit}>
      {toggle('external_form_active', t.active)}
      {toggle('google_reserve_enabled', t.google, t.googleHint)}
      <div className={styles.grid}>
        <NumberField
          label={t.notice}
          hint={t.noticeHint}
          min={0}
          value={v.booking_notice_minutes}
          onChange={(x) => form.set('booking_notice_minutes', x ?? Number.NaN)}
          error={form.errors.booking_notice_minutes}
          name="booking_notice_minutes"
        />
        <NumberField
          label={t.daysAhead}
          min={0}
          value={v.booking_max_days_ahead}
          onChange={(x) => form.set('booking_max_days_ahead', x ?? Number.NaN)}
          error={form.errors.booking_max_days_ahead}
          name="booking_max_days_ahead"
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t.options}</legend>
        {toggle('show_experience_stepper', t.experience)}
        {toggle('is_table_names_enabled', t.tableNames)}
        {toggle('is_waiting_booking_enabled', t.waiting)}
        {toggle('show_birthday_input', t.birthday)}
        {toggle('show_post_code', t.postCode)}
        {toggle('is_adult', t.adult)}
        {toggle('diner_confirmation_required', t.confirmLink)}
        {toggle('confirm_booking_sms_is_active', t.sms)}
      </fieldset>
      {v.is_waiting_booking_enabled && (
        // A freed table is offered to the first entries of the waiting list until then; the next in line after.
        <NumberField
          label={t.waitingOfferMinutes}
          min={5}
          max={1440}
          value={v.waiting_offer_minutes ?? 30}
          onChange={(x) => form.set('waiting_offer_minutes', x ?? Number.NaN)}
          error={form.errors.waiting_offer_minutes}
          name="waiting_offer_minutes"
        />
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t.remindersTitle}</legend>
        {toggle('reminders_enabled', t.reminders)}
        {v.reminders_enabled && (
          <>
            <TextField
              label={t.reminderTime}
              hint={t.reminderTimeHint}
              type="time"
              value={v.reminder_time ?? DEFAULT_REMINDER_TIME}
              onChange={(x) => form.set('reminder_time', x)}
              error={form.errors.reminder_time}
              name="reminder_time"
            />
            {toggle('reminder_sms_enabled', t.reminderSms, t.reminderSmsHint)}
          </>
        )}
      </fieldset>
      <NumberField
        label={t.regularVisits}
        hint={t.regularVisitsHint}
        min={1}
        max={100}
        value={v.regular_visits ?? 3}
        onChange={(x) => form.set('regular_visits', x ?? Number.NaN)}
        error={form.errors.regular_visits}
        name="regular_visits"
      />
      {v.confirm_booking_sms_is_active && (
        <NumberField
          label={t.smsMin}
          min={1}
          max={100}
          value={v.min_tableware_confirm_booking}
          onChange={(x) => form.set('min_tableware_confirm_booking', x ?? Number.NaN)}
          error={form.errors.min_tableware_confirm_booking}
          name="min_tableware_confirm_booking"
        />
      )}
    </RestaurantForm>
  );
}
