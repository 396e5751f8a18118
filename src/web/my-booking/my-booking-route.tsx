import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { fr } from '../i18n/fr';
import { myBookingApi, myBookingKeys, type EndedBooking, type MyBooking } from './api';
import { BookingHome } from './booking-home';
import { DelayForm } from './delay-form';
import { MessageDialog, type ServerMessage } from './message-dialog';
import { LoadingPageCard, PageCard, restaurantLink, ResultState } from './page-card';
import { useDiningPageHead } from './use-dining-page-head';

/** Route resa/{shortId}: the diner's booking, to cancel it or warn of a delay. */
export function MyBookingRoute() {
  const { shortId = '' } = useParams();
  const booking = useQuery({
    queryKey: myBookingKeys.booking(shortId),
    queryFn: ({ signal }) => myBookingApi.byShortId(shortId, signal),
    retry: false,
    staleTime: 0,
  });
  useDiningPageHead(booking.data?.restaurant_name, { index: false });
  const t = fr.myBooking;

  if (booking.isPending) {
    return <LoadingPageCard label={t.loading} />;
  }
  const data = booking.data;
  if (booking.isError || !data) {
    // An unknown link names no restaurant: there is nowhere meaningful to send the diner.
    return (
      <PageCard>
        <ResultState tone="error" title={t.errorTitle} text={t.errorText} testId="my-booking-error" />
      </PageCard>
    );
  }
  if (data.state !== 'open') return <EndedBookingState booking={data} />;
  return <MyBookingScreen shortId={shortId} booking={data} />;
}

/** A cancelled or finished booking: what became of it, and the way to book again. */
function EndedBookingState({ booking }: { booking: EndedBooking }) {
  const t = fr.myBooking.ended;
  const when = t.when(booking.date_full, booking.hour, fr.common.persons(booking.tableware_count));
  const title = booking.state === 'cancelled' ? t.cancelledTitle : booking.state === 'visited' ? t.visitedTitle : t.pastTitle;
  const text = booking.state === 'visited' ? t.visitedText(booking.restaurant_name) : when;
  return (
    <PageCard restaurant={{ name: booking.restaurant_name, logo: booking.restaurant_logo, logoAlt: fr.myBooking.logoAlt(booking.restaurant_name) }}>
      <ResultState
        tone="neutral"
        title={title}
        text={text}
        links={restaurantLink(booking.restaurant_slug, t.bookAgain, true)}
        testId="my-booking-ended"
      >
        {booking.state === 'visited' && <p data-testid="my-booking-ended-date">{when}</p>}
      </ResultState>
    </PageCard>
  );
}

function MyBookingScreen({ shortId, booking }: { shortId: string; booking: MyBooking }) {
  const [view, setView] = useState<'home' | 'delay'>('home');
  const [message, setMessage] = useState<ServerMessage | null>(null);
  const afterMessage = useRef<(() => void) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const queryClient = useQueryClient();

  // A change of view moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view]);

  const show = (next: ServerMessage, then?: () => void) => {
    afterMessage.current = then ?? null;
    setMessage(next);
  };
  const closeMessage = () => {
    setMessage(null);
    const then = afterMessage.current;
    afterMessage.current = null;
    then?.();
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: myBookingKeys.booking(shortId) });

  return (
    <PageCard restaurant={{ name: booking.restaurant_name, logo: booking.restaurant_logo, logoAlt: fr.myBooking.logoAlt(booking.restaurant_name) }}>
      {view === 'home' ? (
        <BookingHome
          booking={booking}
          shortId={shortId}
          headingRef={headingRef}
          onWarnDelay={() => setView('delay')}
          onMessage={show}
          // The link now shows the cancelled state, with the way to book again.
          onCancelled={(text) => show({ error: false, message: text }, () => void reload())}
          onConfirmed={(text) => show({ error: false, message: text }, () => void reload())}
        />
      ) : (
        <DelayForm
          booking={booking}
          headingRef={headingRef}
          onBack={() => setView('home')}
          onMessage={show}
          onSent={(text) =>
            show({ error: false, message: text }, () => {
              setView('home');
              void reload();
            })
          }
        />
      )}
      <MessageDialog message={message} onClose={closeMessage} />
    </PageCard>
  );
}

export { MyBookingRoute as Component };
