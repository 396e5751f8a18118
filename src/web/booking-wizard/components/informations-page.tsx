import { useEffect, type ChangeEvent } from 'react';

import { DINER_FIELD_LIMITS } from '../../../domain/diner-fields';
import { copy } from '../../i18n/diner-language';
import { useZodForm } from '../../lib/use-zod-form';
import { longDate } from '../../i18n/diner-dates';
import type { Draft } from '../draft';
import { decrementCovers, incrementCovers, informationsSchema, MAX_COVERS, MIN_COVERS, type InformationsValues } from '../informations-form';
import type { PreferenceIcon, RestaurantConfig } from '../types';
import wizardStyles from '../wizard.module.css';
import { DietaryField } from './dietary-field';
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
  const form = useZodForm(
    informationsSchema,
    {
      tableware_count: draft.tableware_count,
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      phoneConfirmation: draft.phoneConfirmation,
      birthday: draft.birthday ?? '',
      post_code: draft.post_code ?? '',
      informations: draft.informations,
    },
    { mode: 'onTouched', keepAs: 'wizard.informations' },
  );
  const { values, errors, isValid } = form;
  const covers = Number(values.tableware_count);

  // Every keystroke goes to the stored draft, so a reload keeps it.
  useEffect(() => {
    onChange({
      tableware_count: Number.isFinite(covers) ? covers : draft.tableware_count,
      name: values.name,
      email: values.email,
      phone: values.phone,
      phoneConfirmation: values.phoneConfirmation,
      birthday: values.birthday ? values.birthday : null,
      post_code: values.post_code.trim() ? values.post_code.trim() : null,
      informations: values.informations,
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

  const setCovers = (n: number) => {
    form.set('tableware_count', n);
    form.touch('tableware_count');
  };

  type TextKey = Exclude<keyof InformationsValues, 'tableware_count'>;
  /** A text field's value, change and accessible wiring. */
  const text = (name: TextKey) => ({
    ...form.field(name),
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, e.target.value),
  });
  const errorOf = (name: keyof InformationsValues) =>
    errors[name] ? (
      <p id={form.errorId(name)} className={styles.error}>
        {errors[name]}
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
          <label className={styles.label} htmlFor={form.fieldId('tableware_count')}>
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
              aria-controls={form.fieldId('tableware_count')}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              {...form.field('tableware_count')}
              name="tableware_count"
              value={Number.isFinite(values.tableware_count) ? String(values.tableware_count) : ''}
              onChange={(e) => form.set('tableware_count', e.target.valueAsNumber)}
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
              aria-controls={form.fieldId('tableware_count')}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {errorOf('tableware_count')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={form.fieldId('name')}>
            {t.name}
          </label>
          <input {...text('name')} className={styles.input} autoComplete="name" maxLength={DINER_FIELD_LIMITS.name} required />
          {errorOf('name')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={form.fieldId('email')}>
            {t.email}
          </label>
          <input
            {...text('email')}
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
            <label className={styles.label} htmlFor={form.fieldId('phone')}>
              {t.phone}
            </label>
            <input {...text('phone')} className={styles.input} type="tel" autoComplete="tel" maxLength={DINER_FIELD_LIMITS.phone} required />
            {errorOf('phone')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={form.fieldId('phoneConfirmation')}>
              {t.phoneConfirmation}
            </label>
            <input {...text('phoneConfirmation')} className={styles.input} type="tel" autoComplete="tel" maxLength={DINER_FIELD_LIMITS.phone} required />
            {errorOf('phoneConfirmation')}
          </div>
        </div>

        {(config.show_birthday_input || config.show_post_code) && (
          <div className={styles.row}>
            {config.show_birthday_input && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={form.fieldId('birthday')}>
                  {t.birthday}
                </label>
                <input {...text('birthday')} className={styles.input} type="date" max={today} autoComplete="bday" />
                {errorOf('birthday')}
              </div>
            )}
            {config.show_post_code && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={form.fieldId('post_code')}>
                  {t.postCode}
                </label>
                <input {...text('post_code')} className={styles.input} inputMode="text" autoComplete="postal-code" maxLength={DINER_FIELD_LIMITS.postCode} />
                {errorOf('post_code')}
              </div>
            )}
          </div>
        )}

        <div className={styles.field}>
          <label className={styles.label} htmlFor={form.fieldId('informations')}>
            {t.informations}
          </label>
          <textarea
            {...text('informations')}
            {...form.field('informations', { hintId: form.fieldId('informations-hint') })}
            className={styles.input}
            maxLength={2000}
          />
          <p id={form.fieldId('informations-hint')} className={styles.hint}>
            {t.informationsHint}
          </p>
          {errorOf('informations')}
        </div>

        <DietaryField value={draft.dietary} onChange={(dietary) => onChange({ dietary })} />

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
