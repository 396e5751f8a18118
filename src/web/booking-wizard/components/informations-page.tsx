import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { DINER_FIELD_LIMITS } from '../../../domain/diner-fields';
import { copy } from '../../i18n/diner-language';
import { longDate } from '../../i18n/diner-dates';
import type { Draft } from '../draft';
import { decrementCovers, incrementCovers, informationsSchema, MAX_COVERS, MIN_COVERS, type InformationsValues } from '../informations-form';
import type { PreferenceIcon, RestaurantConfig } from '../types';
import wizardStyles from '../wizard.module.css';
import styles from './form.module.css';

export interface InformationsPageProps {
  config: RestaurantConfig;
  draft: Draft;
  today: string;
  onChange: (patch: Partial<Draft>) => void;
  onValidityChange: (valid: boolean) => void;
}

function iconKey(icon: PreferenceIcon): string {
  return String(icon.id);
}

export function InformationsPage({ config, draft, today, onChange, onValidityChange }: InformationsPageProps) {
  const t = copy.wizard.informations;
  const uid = useId();
  const {
    register,
    control,
    setValue,
    formState: { errors, isValid },
  } = useForm<InformationsValues>({
    resolver: zodResolver(informationsSchema),
    mode: 'onTouched',
    defaultValues: {
      tableware_count: draft.tableware_count,
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      phoneConfirmation: draft.phoneConfirmation,
      birthday: draft.birthday ?? '',
      post_code: draft.post_code ?? '',
      informations: draft.informations,
    },
  });
  const values = useWatch({ control });
  const covers = Number(values.tableware_count);

  // Every keystroke goes to the stored draft, so a reload keeps it.
  useEffect(() => {
    onChange({
      tableware_count: Number.isFinite(covers) ? covers : draft.tableware_count,
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      phoneConfirmation: values.phoneConfirmation ?? '',
      birthday: values.birthday ? values.birthday : null,
      post_code: values.post_code?.trim() ? values.post_code.trim() : null,
      informations: values.informations ?? '',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  useEffect(() => {
    onValidityChange(isValid && covers > 0);
  }, [isValid, covers, onValidityChange]);

  const selectedIcons = new Set(draft.bookingIcons ? draft.bookingIcons.split(',') : []);
  const toggleIcon = (icon: PreferenceIcon) => {
    const key = iconKey(icon);
    const next = new Set(selectedIcons);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    // Keep the restaurant's order.
    onChange({
      bookingIcons: config.restaurantIcons
        .map(iconKey)
        .filter((k) => next.has(k))
        .join(','),
    });
  };

  const setCovers = (n: number) => setValue('tableware_count', n, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  const field = (name: keyof InformationsValues) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });
  const errorOf = (name: keyof InformationsValues) =>
    errors[name]?.message ? (
      <p id={`${uid}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <section aria-labelledby="informations-heading">
      <h2 id="informations-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>
      <div className={styles.cards}>
        <div className={styles.infoCard} data-testid="informations-date">
          <span className={styles.infoCardLabel}>{t.dateCard}</span>
          <span className={styles.infoCardValue}>{draft.date ? longDate(draft.date, { capitalize: true }) : ''}</span>
        </div>
        <div className={styles.infoCard} data-testid="informations-hour">
          <span className={styles.infoCardLabel}>{t.hourCard}</span>
          <span className={styles.infoCardValue}>{draft.hour}</span>
        </div>
      </div>
      {draft.is_waiting && <p className={styles.notice}>{t.waitingNotice}</p>}

      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-tableware_count`}>
            {t.covers}
          </label>
          <div className={styles.counter}>
            <button
              type="button"
              className={styles.counterButton}
              onClick={() => {
                const next = decrementCovers(covers);
                if (next !== covers) setCovers(next);
              }}
              aria-label={t.coversMinus}
              aria-controls={`${uid}-tableware_count`}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              {...field('tableware_count')}
              {...register('tableware_count', { valueAsNumber: true })}
              className={`${styles.input} ${styles.counterInput}`}
              type="number"
              inputMode="numeric"
              min={MIN_COVERS}
              max={MAX_COVERS}
              step={1}
            />
            <button
              type="button"
              className={styles.counterButton}
              onClick={() => setCovers(incrementCovers(covers))}
              aria-label={t.coversPlus}
              aria-controls={`${uid}-tableware_count`}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {errorOf('tableware_count')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-name`}>
            {t.name}
          </label>
          <input {...field('name')} {...register('name')} className={styles.input} autoComplete="name" maxLength={DINER_FIELD_LIMITS.name} required />
          {errorOf('name')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-email`}>
            {t.email}
          </label>
          <input
            {...field('email')}
            {...register('email')}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={DINER_FIELD_LIMITS.email}
            required
          />
          {errorOf('email')}
        </div>

        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${uid}-phone`}>
              {t.phone}
            </label>
            <input
              {...field('phone')}
              {...register('phone')}
              className={styles.input}
              type="tel"
              autoComplete="tel"
              maxLength={DINER_FIELD_LIMITS.phone}
              required
            />
            {errorOf('phone')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${uid}-phoneConfirmation`}>
              {t.phoneConfirmation}
            </label>
            <input
              {...field('phoneConfirmation')}
              {...register('phoneConfirmation')}
              className={styles.input}
              type="tel"
              autoComplete="tel"
              maxLength={DINER_FIELD_LIMITS.phone}
              required
            />
            {errorOf('phoneConfirmation')}
          </div>
        </div>

        {(config.show_birthday_input || config.show_post_code) && (
          <div className={styles.row}>
            {config.show_birthday_input && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${uid}-birthday`}>
                  {t.birthday}
                </label>
                <input {...field('birthday')} {...register('birthday')} className={styles.input} type="date" max={today} autoComplete="bday" />
                {errorOf('birthday')}
              </div>
            )}
            {config.show_post_code && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${uid}-post_code`}>
                  {t.postCode}
                </label>
                <input
                  {...field('post_code')}
                  {...register('post_code')}
                  className={styles.input}
                  inputMode="text"
                  autoComplete="postal-code"
                  maxLength={DINER_FIELD_LIMITS.postCode}
                />
                {errorOf('post_code')}
              </div>
            )}
          </div>
        )}

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-informations`}>
            {t.informations}
          </label>
          <textarea
            {...field('informations')}
            {...register('informations')}
            className={styles.input}
            aria-describedby={`${uid}-informations-hint${errors.informations ? ` ${uid}-informations-error` : ''}`}
            maxLength={2000}
          />
          <p id={`${uid}-informations-hint`} className={styles.hint}>
            {t.informationsHint}
          </p>
          {errorOf('informations')}
        </div>

        {config.restaurantIcons.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.icons}</legend>
            <ul className={styles.chips}>
              {config.restaurantIcons.map((icon) => (
                <li key={iconKey(icon)}>
                  <button type="button" className={styles.chip} aria-pressed={selectedIcons.has(iconKey(icon))} onClick={() => toggleIcon(icon)}>
                    {icon.image && <img src={icon.image} alt="" className={styles.chipImage} />}
                    {icon.label}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </form>
    </section>
  );
}
