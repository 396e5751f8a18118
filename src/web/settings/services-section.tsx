import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { servicesSettingsSchema, type ServiceSettings } from '../../domain/schemas/settings';
import type { IsoWeekday } from '../../domain/types';
import { Button } from '../ui/button';
import { NumberField, Section } from '../ui/fields';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import { weekdaysInFull } from './weekdays-in-full';
import { LoadedForm } from './loaded-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.services;

const NEW_SERVICE: ServiceSettings = {
  kind: 'evening',
  weekdays: [2, 3, 4, 5, 6],
  firstSeating: '19:00',
  lastSeating: '22:00',
  intervalMinutes: 15,
  turnTimes: [
    { upTo: 2, minutes: 90 },
    { upTo: 99, minutes: 120 },
  ],
  maxCoversPerSlot: null,
  maxCoversPerService: null,
};

export function ServicesSection() {
  const { api } = useSettings();
  const query = useQuery({ queryKey: ['settings', 'services'], queryFn: ({ signal }) => api.services(signal) });
  return (
    <Section title={frSettings.sections.services} intro={t.intro}>
      <LoadedForm query={query}>{(data, reload) => <ServicesForm initial={data} onSaved={reload} />}</LoadedForm>
    </Section>
  );
}

function ServicesForm({ initial, onSaved }: { initial: ServiceSettings[]; onSaved: () => void }) {
  const { api, run } = useSettings();
  const form = useZodForm(servicesSettingsSchema, { services: initial });

  const services = form.values.services as ServiceSettings[];
  const update = (index: number, change: Partial<ServiceSettings>) =>
    form.set(
      'services',
      services.map((s, i) => (i === index ? { ...s, ...change } : s)),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (values) void run((confirm) => api.saveServices(values.services, confirm), { invalidate: [['settings', 'services']], onDone: onSaved });
  }

  const topError = form.errors.services ?? form.errors._;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {services.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {services.map((service, index) => (
        <ServiceCard
          key={index}
          index={index}
          service={service}
          errors={form.errors}
          onChange={(c) => update(index, c)}
          onRemove={() =>
            form.set(
              'services',
              services.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      {topError && (
        <p className={styles.fieldError} role="alert">
          {topError}
        </p>
      )}
      <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
        <Button variant="secondary" onClick={() => form.set('services', [...services, { ...NEW_SERVICE, weekdays: [] }])}>
          {t.addService}
        </Button>
      </div>
      <div className={styles.saveBar}>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}

function ServiceCard(props: {
  index: number;
  service: ServiceSettings;
  errors: Record<string, string>;
  onChange: (c: Partial<ServiceSettings>) => void;
  onRemove: () => void;
}) {
  const { service, index, errors } = props;
  const id = useId();
  const err = (field: string) => errors[`services.${index}.${field}`];
  const title = service.kind === 'noon' ? t.noon : t.evening;
  const toggleDay = (day: IsoWeekday) =>
    props.onChange({ weekdays: service.weekdays.includes(day) ? service.weekdays.filter((d) => d !== day) : [...service.weekdays, day].sort() });
  return (
    <fieldset className={styles.card} data-testid="service-card">
      <legend className={styles.cardTitle}>
        {title} — {service.weekdays.length ? weekdaysInFull(service.weekdays) : '—'}
      </legend>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-kind`}>
            {t.kind}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.input}
            value={service.kind}
            onChange={(e) => props.onChange({ kind: e.target.value as ServiceSettings['kind'] })}
          >
            <option value="noon">{t.noon}</option>
            <option value="evening">{t.evening}</option>
          </select>
        </div>
        <TimeField label={t.first} value={service.firstSeating} onChange={(v) => props.onChange({ firstSeating: v })} error={err('firstSeating')} />
        <TimeField label={t.last} value={service.lastSeating} onChange={(v) => props.onChange({ lastSeating: v })} error={err('lastSeating')} />
        <NumberField
          label={t.interval}
          min={5}
          max={120}
          value={service.intervalMinutes}
          onChange={(v) => props.onChange({ intervalMinutes: v ?? Number.NaN })}
          error={err('intervalMinutes')}
        />
        <NumberField
          label={t.perSlot}
          allowEmpty
          placeholder={t.noLimit}
          min={1}
          value={service.maxCoversPerSlot}
          onChange={(v) => props.onChange({ maxCoversPerSlot: v })}
          error={err('maxCoversPerSlot')}
        />
        <NumberField
          label={t.perService}
          allowEmpty
          placeholder={t.noLimit}
          min={1}
          value={service.maxCoversPerService}
          onChange={(v) => props.onChange({ maxCoversPerService: v })}
          error={err('maxCoversPerService')}
        />
      </div>
      <fieldset className={styles.days}>
        <legend className={styles.label}>{t.days}</legend>
        {t.weekdays.map((name, i) => {
          const day = (i + 1) as IsoWeekday;
          return (
            <label key={name} className={styles.dayChip}>
              <input type="checkbox" checked={service.weekdays.includes(day)} onChange={() => toggleDay(day)} />
              {name}
            </label>
          );
        })}
        {err('weekdays') && (
          <span className={styles.fieldError} role="alert">
            {err('weekdays')}
          </span>
        )}
      </fieldset>
      <fieldset className={styles.turns}>
        <legend className={styles.label}>{t.turnTimes}</legend>
        {service.turnTimes.map((rule, r) => (
          <div key={r} className={styles.turnRow}>
            <NumberField
              label={t.upTo}
              min={1}
              value={rule.upTo}
              onChange={(v) => props.onChange({ turnTimes: service.turnTimes.map((x, j) => (j === r ? { ...x, upTo: v ?? Number.NaN } : x)) })}
              error={err(`turnTimes.${r}.upTo`)}
            />
            <NumberField
              label={t.minutes}
              min={15}
              value={rule.minutes}
              onChange={(v) => props.onChange({ turnTimes: service.turnTimes.map((x, j) => (j === r ? { ...x, minutes: v ?? Number.NaN } : x)) })}
              error={err(`turnTimes.${r}.minutes`)}
            />
            <Button
              variant="ghost"
              aria-label={`${t.removeTurn} (${rule.upTo})`}
              onClick={() => props.onChange({ turnTimes: service.turnTimes.filter((_, j) => j !== r) })}
            >
              ×
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => props.onChange({ turnTimes: [...service.turnTimes, { upTo: 99, minutes: 120 }] })}>
          {t.addTurn}
        </Button>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={props.onRemove}>
          {t.removeService}
        </Button>
      </div>
    </fieldset>
  );
}

function TimeField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        step={300}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
