import { useState } from 'react';
import { useParams } from 'react-router';
import { copy } from '../i18n/diner-language';
import { Button } from '../ui/button';
import { LoadingPageCard, PageCard, ResultState } from '../ui/page-card';
import { afterMealApi } from './api';
import { refusalText, useThankYou } from './use-thank-you';
import styles from './after-meal.module.css';

/**
 * Route merci/{token}/stop: no more thank-you e-mails from this restaurant to this diner. Opening
 * the link changes nothing (mail scanners open links); the button POSTs.
 */
export function ThankYouStopRoute() {
  const { token = '' } = useParams();
  const { page, failure, restaurant } = useThankYou(token);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; title: string; text: string } | null>(null);
  const t = copy.afterMeal;

  async function stop() {
    setBusy(true);
    try {
      const done = await afterMealApi.optOut(token);
      setOutcome({ tone: 'success', title: t.stoppedTitle, text: done.message });
    } catch (error) {
      setOutcome({ tone: 'error', title: t.errorTitle, text: refusalText(error) });
    } finally {
      setBusy(false);
    }
  }

  if (!page && !failure) return <LoadingPageCard label={t.loading} />;
  const shown =
    outcome ??
    (failure ? { tone: 'error' as const, title: t.errorTitle, text: failure } : null) ??
    (page?.opted_out ? { tone: 'success' as const, title: t.stoppedTitle, text: copy.messages.thankYouOptedOut } : null);
  if (shown)
    return (
      <PageCard restaurant={restaurant}>
        <ResultState tone={shown.tone} title={shown.title} text={shown.text} testId="thank-you-stop-result" />
      </PageCard>
    );
  return (
    <PageCard restaurant={restaurant}>
      <main className={styles.main} data-testid="thank-you-stop">
        <h1 className={styles.title}>{t.stopTitle}</h1>
        <p>{t.stopText(page!.restaurant_name)}</p>
        <Button onClick={() => void stop()} disabled={busy} aria-busy={busy}>
          {busy ? t.stopping : t.stop}
        </Button>
      </main>
    </PageCard>
  );
}

export { ThankYouStopRoute as Component };
