import { useEffect, useRef, useState } from 'react';
import { copy } from '../i18n/diner-language';
import { useLanguageKeptState } from '../i18n/language-kept-state';
import { bookingDate } from './booking-date';
import type { EndedBooking, MyBooking } from './api';
import { BookingHome } from './booking-home';
import { DelayForm } from './delay-form';
import { MessageDialog, type ServerMessage } from '../ui/message-dialog';
import { PageCard, restaurantLink, ResultState } from '../ui/page-card';
import { paths } from '../lib/paths';
import { useReminderAnswer } from './reminder-answer';
import { refundNote } from './protection-panel';

export interface MyBookingPageProps {
  shortId: string;
  /** Null: the link matches no booking. */
  booking: MyBooking | EndedBooking | null;
  phoneDisplay: string;
  /** Reads the booking again (after a cancellation, a confirmation, a delay). */
  onReload: () => void;
}

/** The diner's booking, to cancel it or warn of a delay (rendered by the server too). */
export function MyBookingPage({ shortId, booking, phoneDisplay, onReload }: MyBookingPageProps) {
  const t = copy.myBooking;
  if (!booking) {
    // An unknown link names no restaurant: there is nowhere meaningful to send the diner.
    return (
      <PageCard>
        <ResultState tone="error" title={t.errorTitle} text={t.errorText} testId="my-booking-error" />
      </PageCard>
    );
  }
  if (booking.state !== 'open') return <EndedBookingState booking={booking} />;
  return <MyBookingScreen shortId={shortId} booking={booking} phoneDisplay={phoneDisplay} onReload={onReload} />;
}

/** A cancelled or finished booking: what became of it, and the way to book again. */
function EndedBookingState({ booking }: { booking: EndedBooking }) {
  const t = copy.myBooking.ended;
  // Come by a reminder's link: say why there is nothing left to answer.
  const answer = useReminderAnswer();
  const attendance = copy.myBooking.attendance;
  const when = t.when(bookingDate(booking), booking.hour, copy.common.persons(booking.tableware_count));
  const title = booking.state === 'cancelled' ? t.cancelledTitle : booking.state === 'visited' ? t.visitedTitle : t.pastTitle;
  const text = booking.state === 'visited' ? t.visitedText(booking.restaurant_name) : when;
  const refund = refundNote(booking.refund);
  return (
    <PageCard restaurant={{ name: booking.restaurant_name, logo: booking.restaurant_logo, logoAlt: copy.myBooking.logoAlt(booking.restaurant_name) }}>
      <ResultState
        tone="neutral"
        title={title}
        text={text}
        links={restaurantLink(booking.restaurant_slug ? paths.booking(booking.restaurant_slug) : null, t.bookAgain, true)}
        testId="my-booking-ended"
      >
        {booking.state === 'visited' && <p data-testid="my-booking-ended-date">{when}</p>}
        {refund && <p data-testid="my-booking-refund">{refund}</p>}
        {answer === 'je-confirme' && <p data-testid="attendance-closed">{booking.state === 'cancelled' ? attendance.cancelled : attendance.past}</p>}
      </ResultState>
    </PageCard>
  );
}

function MyBookingScreen({ shortId, booking, phoneDisplay, onReload }: { shortId: string; booking: MyBooking; phoneDisplay: string; onReload: () => void }) {
  // A language switch draws the page anew: the diner stays on the delay form they opened.
  const [view, setView] = useLanguageKeptState<'home' | 'delay'>('my-booking.view', 'home');
  const [message, setMessage] = useState<ServerMessage | null>(null);
  const afterMessage = useRef<(() => void) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

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

  return (
    <PageCard restaurant={{ name: booking.restaurant_name, logo: booking.restaurant_logo, logoAlt: copy.myBooking.logoAlt(booking.restaurant_name) }}>
      {view === 'home' ? (
        <BookingHome
          booking={booking}
          phoneDisplay={phoneDisplay}
          shortId={shortId}
          headingRef={headingRef}
          onWarnDelay={() => setView('delay')}
          onMessage={show}
          // The link now shows the cancelled state, with the way to book again.
          onCancelled={(text) => show({ error: false, message: text }, () => onReload())}
          onConfirmed={(text) => show({ error: false, message: text }, () => onReload())}
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
              onReload();
            })
          }
        />
      )}
      <MessageDialog message={message} onClose={closeMessage} />
    </PageCard>
  );
}
