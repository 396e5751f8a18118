import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { fr } from '../i18n/fr';
import { Button } from '../ui/button';
import { Field } from './field';
import { frStaff } from './i18n';
import { staffAccessApi } from '../lib/staff/staff-api';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { paths } from '../app/paths';

const t = frStaff.reset;

/** The token arrives in the URL fragment (#jeton=…): never sent to a server, never in a Referer. */
function tokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)jeton=([A-Za-z0-9_-]{10,200})/.exec(hash);
  return match?.[1] ?? null;
}

export function ResetPasswordPage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
    // The secret has been read: take it out of the address bar and the history.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (password.length < 10) return setError(t.tooShort);
    if (password !== confirmation) return setError(t.mismatch);
    setBusy(true);
    setError(null);
    try {
      setDone((await staffAccessApi.confirmReset(token, password)).message);
    } catch (e) {
      setError(errorText(e, fr.common.genericError));
    } finally {
      setBusy(false);
    }
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
          <Field
            label={t.password}
            type="password"
            autoComplete="new-password"
            hint={t.hint}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <Field
            label={t.confirmation}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            required
          />
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
