import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fr } from '../i18n/fr';
import { Spinner } from '../ui/spinner';
import { myBookingApi, myBookingKeys, type MyBooking } from './api';
import { BookingHome } from './booking-home';
import { DelayForm } from './delay-form';
import { MessageDialog, type ServerMessage } from './message-dialog';
import { PageCard, pageStyles, ResultState } from './page-card';
import { useDiningPageHead } from './use-dining-page-head';
import { paths } from '../app/paths';

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
    return (
      <PageCard>
        <main className={pageStyles.state}>
          <Spinner label={t.loading} />
        </main>
      </PageCard>
    );
  }
  if (booking.isError || !booking.data?.guid) {
    return (
      <PageCard>
        <ResultState tone="error" title={t.errorTitle} text={t.errorText} linkTo={paths.home} linkLabel={t.home} testId="my-booking-error" />
      </PageCard>
    );
  }
  return <MyBookingScreen shortId={shortId} booking={booking.data} />;
}

function MyBookingScreen({ shortId, booking }: { shortId: string; booking: MyBooking }) {
  const [view, setView] = useState<'home' | 'delay'>('home');
  const [message, setMessage] = useState<ServerMessage | null>(null);
  const afterMessage = useRef<(() => void) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
          onCancelled={(text) => show({ error: false, message: text }, () => navigate(paths.booking(booking.restaurant_slug)))}
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
