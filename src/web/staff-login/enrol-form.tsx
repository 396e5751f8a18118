import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { Field, fieldOf } from './field';
import { useRequest } from './use-request';
import { frStaff } from './i18n';
import { staffSession } from '../lib/staff/session';
import { staffAccessApi } from '../lib/staff/staff-api';
import styles from './auth-form.module.css';
import { paths } from '../lib/paths';
import { enrolRules } from '../../domain/schemas/owner-access';
import { useZodForm } from '../lib/use-zod-form';

const t = frStaff.enrol;
const enrolSchema = enrolRules(t.errors);

/**
 * 'Connecter cet appareil': the owner's e-mail and password enrol this device in one of their
 * restaurants (a choice appears when they have several). The device keeps its secret in storage.
 */
export function EnrolForm({ onEnrolled }: { onEnrolled: () => void }) {
  const form = useZodForm(enrolSchema, { email: '', password: '' });
  const { email, password } = form.values;
  const [label, setLabel] = useState('');
  const [restaurants, setRestaurants] = useState<Array<{ id: number; name: string }> | null>(null);
  const [restaurantId, setRestaurantId] = useState('');
  const { busy, error: formError, setError: setFormError, send } = useRequest();
  const selectId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.validate();
    // The restaurant's choice is asked for only once the server has listed them.
    if (restaurants && !restaurantId) form.setServerErrors({ restaurant: t.errors.restaurant });
    setFormError(null);
    if (!checked || (restaurants && !restaurantId)) return;
    const answer = await send(
      () =>
        staffAccessApi.enrol({
          email: email.trim(),
          password,
          restaurantId: restaurantId ? Number(restaurantId) : undefined,
          deviceLabel: label.trim() || undefined,
        }),
      t.errors.password,
    );
    if (!answer) return;
    const result = answer.object;
    if (!result.enrolled) {
      setRestaurants(result.restaurants);
      form.setErrors({});
      return;
    }
    staffSession.enrol(result);
    onEnrolled();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Field label={t.email} type="email" autoComplete="username" {...fieldOf(form, 'email')} error={form.errors.email} required />
      <Field label={t.password} type="password" autoComplete="current-password" {...fieldOf(form, 'password')} error={form.errors.password} required />
      {restaurants && (
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t.restaurant}
          </label>
          <select
            id={selectId}
            className={styles.input}
            value={restaurantId}
            onChange={(e) => setRestaurantId(e.target.value)}
            aria-invalid={form.errors.restaurant ? true : undefined}
            required
            // Appears after the first submit: take the person straight to the choice.
            autoFocus
          >
            <option value="">{t.restaurantPlaceholder}</option>
            {restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          {form.errors.restaurant && <p className={styles.fieldError}>{form.errors.restaurant}</p>}
        </div>
      )}
      <Field label={t.deviceLabel} hint={t.deviceLabelHint} value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? t.submitting : t.submit}
      </Button>
      <p className={styles.links}>
        <Link to={paths.forgotPassword}>{t.forgot}</Link>
        <span>
          {t.signUpPrompt} <Link to={paths.signUp}>{t.signUp}</Link>
        </span>
      </p>
    </form>
  );
}
