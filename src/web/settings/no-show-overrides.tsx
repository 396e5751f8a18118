import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatLongFrenchDate } from '../../domain/dates';
import type { NoShowPolicy } from '../../domain/no-show-policy';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { frSettings } from './i18n';
import { NEW_POLICY, PolicyFields, policyOf, summaryOf } from './no-show-policy-fields';
import { useSettings } from './settings-context';
import styles from '../ui/staff-page.module.css';

const t = frSettings.noShow;
const NO_SHOW = ['settings', 'no-show'];

interface Override {
  id: number;
  kind: 'date' | 'event';
  date: string;
  service: string;
  event: { guid: string; name: string } | null;
  policy: NoShowPolicy;
}

const labelOf = (o: Override) =>
  o.event ? `${o.event.name} (${formatLongFrenchDate(o.date)})` : `${formatLongFrenchDate(o.date)}, ${t.services[o.service]!.toLowerCase()}`;

/** The exceptions to the service rules, one per date (and service) or per event. */
export function NoShowOverrides({ overrides }: { overrides: Override[] }) {
  const { api, run } = useSettings();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="no-show-overrides" className={styles.form}>
      <h3 id="no-show-overrides" className={styles.cardTitle}>
        {t.overrides}
      </h3>
      <p className={styles.muted}>{t.overridesIntro}</p>
      {overrides.length === 0 ? (
        <p>{t.noOverrides}</p>
      ) : (
        <ul className={styles.list} data-testid="no-show-overrides">
          {overrides.map((o) => (
            <li key={o.id} className={styles.row}>
              <div>
                <p className={styles.strong}>{labelOf(o)}</p>
                <p className={styles.muted}>{summaryOf(o.policy)}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={t.removeOverride(labelOf(o))}
                onClick={() => void run(() => api.removeNoShowOverride(o.id), { invalidate: [NO_SHOW] })}
              >
                {frSettings.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <OverrideForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t.addOverride}
          </Button>
        </div>
      )}
    </section>
  );
}

function OverrideForm({ onDone }: { onDone: () => void }) {
  const { api, run } = useSettings();
  const id = useId();
  const restaurant = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  const events = useQuery({ queryKey: ['settings', 'events'], queryFn: ({ signal }) => api.events(signal) });
  const [kind, setKind] = useState<'date' | 'event'>('date');
  const [date, setDate] = useState('');
  const [service, setService] = useState<'all' | 'noon' | 'evening'>('all');
  const [eventGuid, setEventGuid] = useState('');
  const [policy, setPolicy] = useState(NEW_POLICY);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = policyOf(policy);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    const body =
      kind === 'date'
        ? { kind, date, service, policy: checked.policy }
        : { kind, eventGuid: eventGuid || events.data?.[0]?.guid || '', policy: checked.policy };
    void run(() => api.addNoShowOverride(body), { invalidate: [NO_SHOW], onDone });
  };
  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={submit} noValidate aria-label={t.addOverride}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-kind`}>
          {t.overrideKind}
        </label>
        <select id={`${id}-kind`} className={styles.input} value={kind} onChange={(e) => setKind(e.target.value as 'date' | 'event')}>
          <option value="date">{t.kinds.date}</option>
          <option value="event">{t.kinds.event}</option>
        </select>
      </div>
      {kind === 'date' ? (
        <div className={styles.grid}>
          <div className={styles.field}>
            <DatePicker
              label={t.date}
              value={date || null}
              onChange={(d) => setDate(d ?? '')}
              minDate={restaurant.data?.today}
              today={restaurant.data?.today}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-service`}>
              {t.service}
            </label>
            <select id={`${id}-service`} className={styles.input} value={service} onChange={(e) => setService(e.target.value as typeof service)}>
              {(['all', 'noon', 'evening'] as const).map((s) => (
                <option key={s} value={s}>
                  {t.services[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : events.data?.length ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-event`}>
            {t.event}
          </label>
          <select id={`${id}-event`} className={styles.input} value={eventGuid} onChange={(e) => setEventGuid(e.target.value)}>
            {events.data.map((e) => (
              <option key={e.guid} value={e.guid}>
                {e.name} — {formatLongFrenchDate(e.date)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>{t.noEvents}</p>
      )}
      <PolicyFields name="override" value={policy} onChange={setPolicy} />
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {frSettings.cancel}
        </Button>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}
