import { useEffect, useRef, useState } from 'react';
import { copy } from '../../i18n/diner-language';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { openProviderPage } from '../../lib/provider-page';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { bookingApi } from '../api';
import wizardStyles from '../wizard.module.css';
import styles from '../../ui/protection-terms.module.css';

/**
 * After "Réserver" on a slot with a guarantee or a deposit: the booking is held, and the diner is
 * taken to the provider's page to save the card or pay. A refusal (the hold ended and the slot is
 * gone) is the server's words, with a way to try again.
 */
export function PaymentRedirect({ shortId }: { shortId: string }) {
  const t = copy.wizard.protection;
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retryRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  // The wizard's button the diner pressed is gone: the news is where focus goes.
  useEffect(() => mainRef.current?.focus(), []);

  // Back from the provider's page, the browser may show this page as it was left ("Redirection…"):
  // the booking's payment page says where things stand instead, and offers to resume.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.replace(paths.bookingPayment(shortId));
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [shortId]);

  useEffect(() => {
    let live = true;
    setError(null);
    bookingApi
      .startPayment(shortId)
      .then((answer) => openProviderPage(answer.checkoutUrl))
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError && e.isRefusal && e.serverMessage ? e.serverMessage : t.redirectUnreachable);
      });
    return () => {
      live = false;
    };
    // The words are read when the answer comes; a new attempt asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shortId, attempt]);

  useEffect(() => {
    if (error) retryRef.current?.focus();
  }, [error]);

  return (
    <main ref={mainRef} tabIndex={-1} className={wizardStyles.main} aria-label={copy.wizard.mainLabel} data-testid="payment-redirect">
      {error ? (
        <section aria-labelledby="payment-redirect-heading">
          <h2 id="payment-redirect-heading" className={wizardStyles.pageHeading}>
            {t.redirectErrorTitle}
          </h2>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <Button ref={retryRef} onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </Button>
        </section>
      ) : (
        <Spinner label={t.redirecting} />
      )}
    </main>
  );
}
