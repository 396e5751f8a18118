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
import { newPasswordRules } from '../../domain/schemas/owner-access';
import { useZodForm } from '../lib/use-zod-form';

const t = frStaff.reset;
const newPasswordSchema = newPasswordRules(t);

/** The token arrives in the URL fragment (#jeton=…): never sent to a server, never in a Referer. */
function tokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)jeton=([A-Za-z0-9_-]{10,200})/.exec(hash);
  return match?.[1] ?? null;
}

export function ResetPasswordPage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const form = useZodForm(newPasswordSchema, { password: '', confirmation: '' });
  const { busy, error, setError, send } = useRequest();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
    // The secret has been read: take it out of the address bar and the history.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const checked = form.check();
    // One refusal at a time, above the form: the first the rules give.
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? t.tooShort);
    const answer = await send(() => staffAccessApi.confirmReset(token, checked.data.password));
    if (answer) setDone(answer.message);
  }

  return (
    <AuthCard heading={t.heading}>
      {!token ? (
        <>
          <p className={styles.formError} role="alert">
            {t.missingToken}
          </p>
          <p className={styles.links}>
            <Link to={paths.forgotPassword}>{t.newLink}</Link>
          </p>
        </>
      ) : done ? (
        <>
          <p className={styles.success} role="status">
            {done}
          </p>
          <p className={styles.links}>
            <Link to={paths.home}>{t.toLogin}</Link>
          </p>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Field label={t.password} type="password" autoComplete="new-password" hint={t.hint} {...fieldOf(form, 'password')} required />
          <Field label={t.confirmation} type="password" autoComplete="new-password" {...fieldOf(form, 'confirmation')} required />
          <Button type="submit" block disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          <p className={styles.links}>
            <Link to={paths.forgotPassword}>{t.newLink}</Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
