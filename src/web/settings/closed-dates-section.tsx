import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { formatLongFrenchDate } from '../../domain/dates';
import { closedDatesCreateSchema } from '../../domain/schemas/settings';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import type { DateRange } from '../ui/date-picker/date-picker-rules';
import { groupClosedDates } from './closed-date-groups';
import { Section, TextField } from '../ui/fields';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.closed;

/** The form's period as the route reads it (`closedDatesCreateSchema`): one day or a range. */
const closedDatesFormSchema = z
  .object({
    range: z.custom<DateRange>().refine((r) => r.start !== null, t.needDates),
    service: closedDatesCreateSchema.shape.service,
    reason: z.string(),
  })
  .transform(({ range, service, reason }) => ({ from: range.start ?? '', to: range.end ?? range.start ?? '', service, reason }))
  .pipe(closedDatesCreateSchema);

const blank = { range: { start: null, end: null }, service: 'all' as const, reason: '' };

export function ClosedDatesSection() {
  const { api, run } = useSettings();
  const restaurant = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  const list = useQuery({ queryKey: ['settings', 'closed-dates'], queryFn: ({ signal }) => api.closedDates(signal) });
  const form = useZodForm(closedDatesFormSchema, blank);
  const { range, service, reason } = form.values;
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const serviceId = useId();
  const today = restaurant.data?.today;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check();
    // One message under the form, kept until the next try.
    if (!checked.ok) return setError(checked.errors.range ?? Object.values(checked.errors)[0] ?? t.needDates);
    setError(null);
    void run((c) => api.addClosedDates({ ...checked.data, confirm: c }), {
      invalidate: [['settings', 'closed-dates']],
      onDone: () => form.reset((v) => ({ ...v, range: { start: null, end: null }, reason: '' })),
    });
  }

  const groups = groupClosedDates(list.data ?? []);
  const describe = (from: string, to: string) => t.range(formatLongFrenchDate(from), formatLongFrenchDate(to));
  return (
    <Section title={frSettings.sections.closed} intro={t.intro}>
      <form className={`${styles.form} ${styles.card}`} onSubmit={submit} noValidate>
        <DatePicker mode="range" label={t.period} value={range} onChange={(r) => form.set('range', r)} minDate={today} today={today} />
        <div className={styles.grid}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={serviceId}>
              {t.service}
            </label>
            <select id={serviceId} className={styles.input} value={service} onChange={(e) => form.set('service', e.target.value as typeof service)}>
              {(['all', 'noon', 'evening'] as const).map((s) => (
                <option key={s} value={s}>
                  {t.services[s]}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t.reason} value={reason} onChange={(v) => form.set('reason', v)} maxLength={200} name="closed-reason" />
        </div>
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        <div className={styles.saveBar}>
          <Button type="submit">{t.add}</Button>
        </div>
      </form>
      <h3 className={styles.subTitle}>{t.upcoming}</h3>
      <ul className={styles.list}>
        {list.isSuccess && groups.length === 0 && <li className={styles.muted}>{t.none}</li>}
        {groups.map((g) => (
          <li key={g.ids.join('-')} className={styles.row} data-testid="closed-row">
            <p>
              <span className={styles.strong}>{describe(g.from, g.to)}</span> · {t.services[g.service]}
              {g.reason && <span className={styles.muted}> — {g.reason}</span>}
            </p>
            <Button
              variant="secondary"
              aria-label={`${t.reopen} : ${describe(g.from, g.to)}`}
              onClick={() =>
                setConfirm({
                  title: t.reopen,
                  message: t.reopenConfirm(describe(g.from, g.to)),
                  confirm: t.reopen,
                  cancel: frSettings.cancel,
                  onConfirm: () => void run(() => api.removeClosedDates(g.ids), { invalidate: [['settings', 'closed-dates']] }),
                })
              }
            >
              {t.reopen}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Section>
  );
}
