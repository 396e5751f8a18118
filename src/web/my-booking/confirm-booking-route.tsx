import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { copy } from '../i18n/diner-language';
import { ApiError } from '../lib/api';
import { Spinner } from '../ui/spinner';
import { myBookingApi } from './api';
import { PageCard, pageStyles, ResultState } from '../ui/page-card';
import { messageFromError } from '../lib/server-message';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { paths } from '../app/paths';

/**
 * Route confirmresa/{shortId}: the page POSTs the confirmation once it is displayed (a mail
 * scanner fetching the link changes nothing) and shows the answer.
 */
export function ConfirmBookingRoute() {
  const { shortId = '' } = useParams();
  const [result, setResult] = useState<{ error: boolean; message: string; known: boolean } | null>(null);
  const sent = useRef<string | null>(null);
  useDiningPageHead(undefined, { index: false });
  const t = copy.myBooking;

  useEffect(() => {
    // Once per link, even when React mounts the page twice in development.
    if (sent.current === shortId) return;
    sent.current = shortId;
    myBookingApi
      .confirm(shortId)
      .then((envelope) => setResult({ error: false, message: envelope.message, known: true }))
      // A booking that exists (a waiting-list entry…) has its own page to go back to; an unknown link has none.
      .catch((error: unknown) => setResult({ ...messageFromError(error, t.confirmPageError), known: !(error instanceof ApiError && error.status === 404) }));
  }, [shortId, t.confirmPageError]);

  return (
    <PageCard>
      {result === null ? (
        <main className={pageStyles.state}>
          <Spinner label={t.confirming} />
        </main>
      ) : result.error ? (
        <ResultState
          tone="error"
          title={t.errorTitle}
          text={result.message}
          links={result.known ? [{ to: paths.myBooking(shortId), label: t.seeBooking }] : []}
          testId="confirm-result"
        />
      ) : (
        <ResultState
          tone="success"
          title={t.confirmedTitle}
          text={result.message}
          links={[{ to: paths.myBooking(shortId), label: t.seeBooking }]}
          testId="confirm-result"
        />
      )}
    </PageCard>
  );
}

export { ConfirmBookingRoute as Component };
