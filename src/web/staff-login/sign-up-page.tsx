import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { Field, fieldOf } from './field';
import { frStaff } from './i18n';
import { staffSession } from '../lib/staff/session';
import { staffAccessApi } from '../lib/staff/staff-api';
import { prepareBotCheck, takeBotCheck } from '../lib/botcheck';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { paths } from '../lib/paths';
import { signUpRules } from '../../domain/schemas/owner-access';
import { useZodForm } from '../lib/use-zod-form';

const t = frStaff.signUp;
// The server's own rules, with the form's sentences.
const signUpSchema = signUpRules(t.errors);

/**
 * 'Créer mon restaurant': owner account, restaurant with defaults and owner code, then this device
 * connected with the same e-mail and password; the address is confirmed by e-mail.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const form = useZodForm(signUpSchema, { restaurantName: '', ownerName: '', email: '', password: '', code: '' }, { idPrefix: 'signup' });
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
    // The bot check's proof of work is solved while the form is filled in.
    prepareBotCheck();
  }, []);

  // The code is four digits: anything else typed is dropped.
  const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);
  const field = (key: keyof typeof values) => ({ ...fieldOf(form, key, key === 'code' ? digits : undefined), error: errors[key] });

  const send = form.handleSubmit(async (checked) => {
    try {
      const botcheck = await takeBotCheck();
      // The answer is the same whether the address has an account or not; the rest goes by e-mail.
      const { message } = await staffAccessApi.signUp({
        ...values,
        email: values.email.trim(),
        restaurantName: values.restaurantName.trim(),
        ownerName: values.ownerName.trim(),
        botcheck,
      });
      // A new account can connect this device right away with what was just typed (bookings open
      // once the address is confirmed); otherwise the e-mail says what to do.
      const enrolment = await staffAccessApi.enrol({ email: values.email.trim(), password: checked.password }).catch(() => null);
      if (enrolment?.object.enrolled) {
        staffSession.enrol(enrolment.object);
        // Nothing to wait for: the router settles the navigation and shows its own errors.
        void navigate(paths.home, { replace: true, state: { notice: t.done(enrolment.object.restaurantName, values.email.trim()) } });
        return;
      }
      setSent(message);
    } catch (error) {
      setFormError(errorText(error, t.errors.email));
    }
  });
  const busy = form.submitting;
  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

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
        <Field label={t.restaurantName} {...field('restaurantName')} autoComplete="organization" maxLength={80} required />
        <Field label={t.ownerName} {...field('ownerName')} autoComplete="given-name" maxLength={60} required />
        <Field label={t.email} type="email" {...field('email')} autoComplete="email" required />
        <Field label={t.password} {...field('password')} type="password" hint={t.passwordHint} autoComplete="new-password" required />
        <Field label={t.code} {...field('code')} inputMode="numeric" hint={t.codeHint} autoComplete="off" required />
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
