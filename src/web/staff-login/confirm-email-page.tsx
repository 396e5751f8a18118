import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { frStaff } from './i18n';
import { paths } from '../lib/paths';
import { staffAccessApi } from '../lib/staff/staff-api';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';

const t = frStaff.confirmEmail;

/** The token arrives in the URL fragment (#jeton=…): never sent to a server, never in a Referer. */
function tokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)jeton=([A-Za-z0-9_-]{10,200})/.exec(hash);
  return match?.[1] ?? null;
}

/** The link of the sign-up e-mail: the owner's address is confirmed, online bookings open. */
export function ConfirmEmailPage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
    // The secret has been read: take it out of the address bar and the history.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (!token || sent.current) return;
    // Once only (React may run effects twice in development): the link is single-use.
    sent.current = true;
    staffAccessApi
      .confirmEmail(token)
      .then((res) => setOutcome({ ok: true, message: res.message }))
      .catch((error: unknown) => setOutcome({ ok: false, message: errorText(error, t.failed) }));
  }, [token]);

  return (
    <AuthCard heading={t.heading}>
      {!token ? (
        <p className={styles.formError} role="alert">
          {t.noToken}
        </p>
      ) : !outcome ? (
        <p className={styles.intro} role="status">
          {t.working}
        </p>
      ) : (
        <p className={outcome.ok ? styles.intro : styles.formError} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <p className={styles.links}>
        <Link to={paths.home}>{t.next}</Link>
      </p>
    </AuthCard>
  );
}

export { ConfirmEmailPage as Component };
