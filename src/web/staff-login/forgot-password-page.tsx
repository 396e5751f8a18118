import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { Field, fieldOf } from './field';
import { useRequest } from './use-request';
import { frStaff } from './i18n';
import { staffAccessApi } from '../lib/staff/staff-api';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { paths } from '../lib/paths';
import { passwordResetRequestRules } from '../../domain/schemas/owner-access';
import { useZodForm } from '../lib/use-zod-form';

const t = frStaff.forgot;
const requestSchema = passwordResetRequestRules(frStaff.enrol.errors);

/** Asks for a reset link by e-mail; the answer never tells whether the account exists. */
export function ForgotPasswordPage() {
  const form = useZodForm(requestSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, setError, send } = useRequest();

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) {
      // The page shows the refusal above the form, as for a refusal of the server.
      setError(frStaff.enrol.errors.email);
      return;
    }
    const answer = await send(() => staffAccessApi.requestReset(checked.email));
    if (answer) setSent(answer.message);
  }

  return (
    <AuthCard heading={t.heading}>
      {sent ? (
        <p className={styles.success} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t.intro}</p>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Field label={t.email} type="email" autoComplete="email" {...fieldOf(form, 'email')} required />
          <Button type="submit" block disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </form>
      )}
      <p className={styles.links}>
        <Link to={paths.home}>{t.back}</Link>
      </p>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
