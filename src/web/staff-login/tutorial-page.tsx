import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { CopyField } from '../ui/copy-field';
import { frStaff } from './i18n';
import { staffSession } from '../lib/staff/session';
import { bookingUrl, embedSnippet } from '../lib/share-links';
import { staffAccessApi } from '../lib/staff/staff-api';
import { useSignedOutRedirect } from '../lib/staff/use-signed-out';
import styles from './tutorial-page.module.css';
import { paths } from '../lib/paths';

const t = frStaff.tutorial;

/**
 * First run: a few screens on the service book, the settings and the booking link. Finishing (or
 * skipping) sets the tutorial-passed marker here and the restaurant's flag on the server.
 */
export function TutorialPage() {
  const navigate = useNavigate();
  const restaurantId = staffSession.restaurantId();
  const authenticated = staffSession.isAuthenticated();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const home = useQuery({
    queryKey: ['staff-home', restaurantId],
    queryFn: ({ signal }) => staffAccessApi.home(restaurantId!, signal),
    enabled: Boolean(restaurantId && authenticated),
  });

  // Until the owner's address is confirmed, the booking link answers "Bientôt disponible": the last
  // step must not send the owner to share it as if it were open. Only the owner may read that state
  // (the team is told nothing of the owner's address), as on the dashboard's banner.
  const isOwner = staffSession.claims()?.roles[0] === 'owner';
  const ownerEmail = useQuery({
    queryKey: ['owner-email', restaurantId],
    queryFn: ({ signal }) => staffAccessApi.ownerEmail(restaurantId!, signal),
    enabled: Boolean(restaurantId && authenticated && isOwner),
  });
  // Not before the answer says the address is confirmed: while it loads (or fails) the step says to
  // confirm first, so an owner moving on quickly is never told to share a link that takes no booking.
  const waitingForEmail = isOwner && ownerEmail.data?.confirmed !== true ? (ownerEmail.data?.emails.join(', ') ?? '') : null;

  useSignedOutRedirect();

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  if (!restaurantId || !authenticated) return <Navigate to={paths.home} replace />;

  const steps = t.steps;
  const current = steps[step]!;
  const last = step === steps.length - 1;

  async function finish() {
    setBusy(true);
    setError(null);
    try {
      await staffAccessApi.passTutorial(restaurantId!);
      staffSession.markTutorialPassed();
      // Nothing to wait for: the router settles the navigation and shows its own errors.
      void navigate(paths.serviceBook, { replace: true });
    } catch (e) {
      setError(errorText(e, t.error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="tutorial-title">
        <p className={styles.progress}>{t.progress(step + 1, steps.length)}</p>
        <ol className={styles.dots} aria-hidden="true">
          {steps.map((s, i) => (
            <li key={s.title} className={i <= step ? styles.dotOn : styles.dot} />
          ))}
        </ol>
        <h1 id="tutorial-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {current.title}
        </h1>
        {last && waitingForEmail !== null ? (
          <p className={`${styles.text} ${styles.waiting}`} data-testid="tutorial-waiting-email">
            {t.waitingEmail(waitingForEmail)}
          </p>
        ) : (
          <p className={styles.text}>{current.text}</p>
        )}
        {current.points.length > 0 && (
          <ul className={styles.points}>
            {current.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {last && home.data && (
          <div className={styles.share}>
            <CopyField label={t.linkLabel} value={bookingUrl(home.data.slug)} copyLabel="Copier" copiedLabel="Copié !" />
            <CopyField label={t.embedLabel} value={embedSnippet(home.data.slug)} multiline copyLabel="Copier" copiedLabel="Copié !" />
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              {t.previous}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => void finish()} disabled={busy}>
              {t.skip}
            </Button>
          )}
          {last ? (
            <Button onClick={() => void finish()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t.finishing : t.finish}
            </Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>{t.next}</Button>
          )}
        </div>
      </section>
    </main>
  );
}

export { TutorialPage as Component };
