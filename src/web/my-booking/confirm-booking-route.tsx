import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { DinerText } from '../../domain/diner-messages/diner-text';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { hasChosenLanguage, useAdoptLanguage } from '../i18n/language-switch';
import { ApiError, serverWords } from '../lib/api';
import { Spinner } from '../ui/spinner';
import { myBookingApi } from './api';
import { PageCard, pageStyles, ResultState } from '../ui/page-card';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { paths } from '../app/paths';

type Answer = { error: boolean; message: string | null; said: DinerText | null; known: boolean };

// One confirmation per link and page load: the page is drawn again on a language switch (and twice
// by React in development), and must not confirm again (the second answer would be "already").
const answers = new Map<string, Promise<Answer>>();

function confirmOnce(shortId: string): Promise<Answer> {
  let answer = answers.get(shortId);
  if (!answer) {
    answer = myBookingApi.confirm(shortId).then(
      (envelope): Answer => ({ error: false, message: envelope.message, said: envelope.said ?? null, known: true }),
      // A booking that exists (a waiting-list entry…) has its own page to go back to; an unknown link has none.
      (error: unknown): Answer => {
        const refusal = error instanceof ApiError && error.isRefusal ? error : null;
        return {
          error: true,
          message: refusal?.serverMessage ?? null,
          said: refusal?.said ?? null,
          known: !(error instanceof ApiError && error.status === 404),
        };
      },
    );
    answers.set(shortId, answer);
  }
  return answer;
}

/**
 * Route confirmresa/{shortId}: the page POSTs the confirmation once it is displayed (a mail
 * scanner fetching the link changes nothing) and shows the answer, in the language of the booking
 * unless the diner chose another with the switch.
 */
export function ConfirmBookingRoute() {
  const { shortId = '' } = useParams();
  const [result, setResult] = useState<Answer | null>(null);
  const adopt = useAdoptLanguage();
  useDiningPageHead(undefined, { index: false });
  const t = copy.myBooking;

  useEffect(() => {
    let live = true;
    void confirmOnce(shortId).then((answer) => {
      if (!live) return;
      setResult(answer);
      const booked = answer.said?.language;
      if (booked && !hasChosenLanguage() && booked !== dinerLanguage()) adopt(booked);
    });
    return () => {
      live = false;
    };
    // Once per link; a language switch draws the page anew and reads the same answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shortId]);

  // The answer in the page's language now (its code's words), else as the server wrote it.
  const text = result && (result.message === null ? t.confirmPageError : serverWords({ message: result.message, said: result.said }));

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
          text={text ?? ''}
          links={result.known ? [{ to: paths.myBooking(shortId), label: t.seeBooking }] : []}
          testId="confirm-result"
        />
      ) : (
        <ResultState
          tone="success"
          title={t.confirmedTitle}
          text={text ?? ''}
          links={[{ to: paths.myBooking(shortId), label: t.seeBooking }]}
          testId="confirm-result"
        />
      )}
    </PageCard>
  );
}

export { ConfirmBookingRoute as Component };
