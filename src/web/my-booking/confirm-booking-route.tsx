import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { DinerText } from '../../domain/diner-messages/diner-text';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { hasChosenLanguage, useAdoptLanguage } from '../lib/language-switch';
import { ApiError, serverWords } from '../lib/api';
import { Spinner } from '../ui/spinner';
import { myBookingApi, type EndedBooking, type MyBooking } from './api';
import { bookingDate } from './booking-date';
import { PageCard, pageStyles, ResultState } from '../ui/page-card';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { paths } from '../lib/paths';

/** `booking`: which booking the link was for (its restaurant and date), when it could be read. */
type Answer = { error: boolean; message: string | null; said: DinerText | null; known: boolean; booking: MyBooking | EndedBooking | null };

/** The booking after the answer, so the page says what was confirmed; the page does without it. */
function withBooking(shortId: string, answer: Omit<Answer, 'booking'>): Promise<Answer> {
  if (!answer.known) return Promise.resolve({ ...answer, booking: null });
  return myBookingApi.byShortId(shortId).then(
    (booking) => ({ ...answer, booking }),
    () => ({ ...answer, booking: null }),
  );
}

// One confirmation per link and page load: the page is drawn again on a language switch (and twice
// by React in development), and must not confirm again (the second answer would be "already").
const answers = new Map<string, Promise<Answer>>();

function confirmOnce(shortId: string): Promise<Answer> {
  let answer = answers.get(shortId);
  if (!answer) {
    answer = myBookingApi
      .confirm(shortId)
      .then(
        (envelope): Omit<Answer, 'booking'> => ({ error: false, message: envelope.message, said: envelope.said ?? null, known: true }),
        // A booking that exists (a waiting-list entry…) has its own page to go back to; an unknown link has none.
        (error: unknown): Omit<Answer, 'booking'> => {
          const refusal = error instanceof ApiError && error.isRefusal ? error : null;
          return {
            error: true,
            message: refusal?.serverMessage ?? null,
            said: refusal?.said ?? null,
            known: !(error instanceof ApiError && error.status === 404),
          };
        },
      )
      .then((said) => withBooking(shortId, said));
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

  const booking = result?.booking ?? null;
  // The restaurant on top and the booking's day and hour under the answer: the diner sees what was confirmed.
  const restaurant = booking ? { name: booking.restaurant_name, logo: booking.restaurant_logo, logoAlt: t.logoAlt(booking.restaurant_name) } : undefined;
  const when = booking && (
    <p className={pageStyles.stateText} data-testid="confirm-booking-when">
      {t.ended.when(bookingDate(booking), booking.hour, copy.common.persons(booking.tableware_count))}
    </p>
  );

  return (
    <PageCard restaurant={restaurant}>
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
        >
          {when}
        </ResultState>
      ) : (
        <ResultState
          tone="success"
          title={t.confirmedTitle}
          text={text ?? ''}
          links={[{ to: paths.myBooking(shortId), label: t.seeBooking }]}
          testId="confirm-result"
        >
          {when}
        </ResultState>
      )}
    </PageCard>
  );
}

export { ConfirmBookingRoute as Component };
