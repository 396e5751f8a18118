import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { Field } from './field';
import { frStaff } from './i18n';
import { staffSession } from '../lib/staff/session';
import { staffAccessApi } from '../lib/staff/staff-api';
import { prepareBotCheck, takeBotCheck } from '../lib/botcheck';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { paths } from '../app/paths';

const t = frStaff.signUp;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * 'Créer mon restaurant': owner account, restaurant with defaults and owner code, then this device
 * connected with the same e-mail and password; the address is confirmed by e-mail.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ restaurantName: '', ownerName: '', email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
    // The bot check's proof of work is solved while the form is filled in.
    prepareBotCheck();
  }, []);

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = key === 'code' ? e.target.value.replace(/\D/g, '').slice(0, 4) : e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    const name = values.restaurantName.trim();
    if (name.length < 2 || name.length > 80) found.restaurantName = t.errors.restaurantName;
    if (!values.ownerName.trim()) found.ownerName = t.errors.ownerName;
    if (!EMAIL.test(values.email.trim())) found.email = t.errors.email;
    if (values.password.length < 10) found.password = t.errors.password;
    if (!/^\d{4}$/.test(values.code)) found.code = t.errors.code;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const email = values.email.trim();
      const botcheck = await takeBotCheck();
      // The answer is the same whether the address has an account or not; the rest goes by e-mail.
      const { message } = await staffAccessApi.signUp({ ...values, email, restaurantName: name, ownerName: values.ownerName.trim(), botcheck });
      // A new account can connect this device right away with what was just typed (bookings open
      // once the address is confirmed); otherwise the e-mail says what to do.
      const enrolment = await staffAccessApi.enrol({ email, password: values.password }).catch(() => null);
      if (enrolment?.object.enrolled) {
        staffSession.enrol(enrolment.object);
        navigate(paths.home, { replace: true, state: { notice: t.done(enrolment.object.restaurantName, email) } });
        return;
      }
      setSent(message);
    } catch (error) {
      setFormError(errorText(error, t.errors.email));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard heading={t.sentHeading}>
        <p className={styles.intro} role="status">
          {sent}
        </p>
        <p className={styles.links}>
          <Link to={paths.home}>{t.enrol}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t.heading}>
      <p className={styles.intro}>{t.intro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Field
          id="signup-restaurantName"
          label={t.restaurantName}
          value={values.restaurantName}
          onChange={set('restaurantName')}
          error={errors.restaurantName}
          autoComplete="organization"
          maxLength={80}
          required
        />
        <Field
          id="signup-ownerName"
          label={t.ownerName}
          value={values.ownerName}
          onChange={set('ownerName')}
          error={errors.ownerName}
          autoComplete="given-name"
          maxLength={60}
          required
        />
        <Field id="signup-email" label={t.email} type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" required />
        <Field
          id="signup-password"
          label={t.password}
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t.passwordHint}
          autoComplete="new-password"
          required
        />
        <Field
          id="signup-code"
          label={t.code}
          inputMode="numeric"
          value={values.code}
          onChange={set('code')}
          error={errors.code}
          hint={t.codeHint}
          autoComplete="off"
          required
        />
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.submitting : t.submit}
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          {t.haveAccount} <Link to={paths.home}>{t.enrol}</Link>
        </span>
      </p>
    </AuthCard>
  );
}

export { SignUpPage as Component };
