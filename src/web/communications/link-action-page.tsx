import { useEffect, useRef, useState } from 'react';
import { copy } from '../i18n/diner-language';
import { Spinner } from '../ui/spinner';
import type { Envelope } from '../lib/api';
import type { LinkRestaurant } from '../lib/api-contract';
import { PageCard, pageStyles, restaurantLink, ResultState } from '../ui/page-card';
import { paths } from '../lib/paths';
import { messageFromError } from '../lib/server-message';
import { useDiningPageHead } from '../lib/use-dining-page-head';

interface Props {
  /** The capability from the URL (unsubscribe guid, confirmation token). */
  id: string;
  /** The POST this page exists for; a mere GET of the page changes nothing. */
  action: (id: string) => Promise<Envelope<LinkRestaurant | null>>;
  loading: string;
  success: { title: string; text?: string };
  failure: { title: string; text?: string };
  testId: string;
}

/** A page reached from an e-mail link that POSTs once when shown and tells the result. */
export function LinkActionPage({ id, action, loading, success, failure, testId }: Props) {
  const [result, setResult] = useState<{ error: boolean; message: string; slug?: string } | null>(null);
  const sent = useRef<string | null>(null);
  useDiningPageHead(undefined, { index: false });

  useEffect(() => {
    if (sent.current === id) return;
    sent.current = id;
    action(id)
      .then((envelope) => setResult({ error: false, message: envelope.message, slug: envelope.object?.restaurant_slug }))
      .catch((error: unknown) => setResult(messageFromError(error, failure.text ?? copy.common.genericError)));
  }, [id, action, failure.text]);

  return (
    <PageCard>
      {result === null ? (
        <main className={pageStyles.state}>
          <Spinner label={loading} />
        </main>
      ) : (
        <ResultState
          tone={result.error ? 'error' : 'success'}
          title={result.error ? failure.title : success.title}
          text={(result.error ? failure.text : success.text) ?? result.message}
          links={restaurantLink(result.slug ? paths.booking(result.slug) : null, copy.communications.backToRestaurant)}
          testId={testId}
        />
      )}
    </PageCard>
  );
}
