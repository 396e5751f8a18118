import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { Field } from './field';
import { frStaff } from './i18n';
import { staffSession } from './session';
import { staffAccessApi } from './staff-api';
import styles from './auth-form.module.css';
import { paths } from '../app/paths';

const t = frStaff.signUp;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** 'Créer mon restaurant': owner account, restaurant with defaults, owner code, this device enrolled. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ restaurantName: '', ownerName: '', email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
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
      const enrolment = await staffAccessApi.signUp({ ...values, email: values.email.trim(), restaurantName: name, ownerName: values.ownerName.trim() });
      staffSession.enrol(enrolment);
      navigate(paths.home, { replace: true, state: { notice: t.done(enrolment.restaurantName) } });
    } catch (error) {
      setFormError(errorText(error, t.errors.email));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Link to={paths.home} className={styles.brand}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          Couvert
        </Link>
        <h1 className={styles.heading}>{t.heading}</h1>
        <p className={styles.intro}>{t.intro}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <Field id="signup-restaurantName" label={t.restaurantName} value={values.restaurantName} onChange={set('restaurantName')} error={errors.restaurantName} autoComplete="organization" maxLength={80} required />
          <Field id="signup-ownerName" label={t.ownerName} value={values.ownerName} onChange={set('ownerName')} error={errors.ownerName} autoComplete="given-name" maxLength={60} required />
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
      </div>
    </main>
  );
}

export { SignUpPage as Component };
