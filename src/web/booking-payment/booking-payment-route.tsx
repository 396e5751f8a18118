import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { PaymentReturn } from '../../domain/schemas/responses/diner-payment';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { ApiError } from '../lib/api';
import { hasChosenLanguage, useAdoptLanguage } from '../lib/language-switch';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { LoadingPageCard, PageCard, ResultState } from '../ui/page-card';
import { bookingPaymentApi } from './api';
import { PaymentOutcome, type BookingShown } from './payment-outcome';

type Loaded = { result: PaymentReturn; booking: BookingShown | null };

const failureText = (error: unknown) =>
  error instanceof ApiError && error.isRefusal && error.serverMessage ? error.serverMessage : copy.bookingPayment.unreachable;

/**
 * Route resa/{shortId}/paiement: where the provider's card or payment page sends the diner back,
 * done or not. The return is applied here (the provider's notice may come later), then the page
 * says what became of the booking, in the booking's language unless the diner chose another.
 */
export function BookingPaymentRoute() {
  const { shortId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const adopt = useAdoptLanguage();
  useDiningPageHead(loaded?.booking?.restaurantName, { index: false });

  useEffect(() => {
    const controller = new AbortController();
    const booking = readBooking(shortId, controller.signal);
    bookingPaymentApi
      .paymentReturn(shortId)
      .then(async (result) => {
        const shown = await booking;
        if (controller.signal.aborted) return;
        setLoaded({ result, booking: shown });
        // The booking's language by default: the page is drawn again in it (and reads the return again).
        if (shown && !hasChosenLanguage() && shown.language !== dinerLanguage()) adopt(shown.language);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureText(error));
      });
    return () => controller.abort();
    // Once per page (and per language: a switch draws the page anew).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shortId]);

  if (failure) {
    return (
      <PageCard>
        <ResultState tone="error" title={copy.bookingPayment.errorTitle} text={failure} testId="booking-payment-error" />
      </PageCard>
    );
  }
  if (!loaded) return <LoadingPageCard label={copy.bookingPayment.loading} />;
  const { booking } = loaded;
  const restaurant = booking ? { name: booking.restaurantName, logo: booking.logo || null, logoAlt: booking.restaurantName } : undefined;
  return (
    <PageCard restaurant={restaurant}>
      <PaymentOutcome shortId={shortId} result={loaded.result} booking={booking} />
    </PageCard>
  );
}

/** The booking's restaurant, day and time zone; the page does without them when they cannot be read. */
async function readBooking(shortId: string, signal: AbortSignal): Promise<BookingShown | null> {
  try {
    const booking = await bookingPaymentApi.booking(shortId, signal);
    const timeZone = await bookingPaymentApi
      .restaurant(booking.restaurant_slug, signal)
      .then((config) => config.time_zone || 'Europe/Paris')
      .catch(() => 'Europe/Paris');
    return {
      restaurantName: booking.restaurant_name,
      slug: booking.restaurant_slug,
      logo: booking.restaurant_logo,
      date: booking.date.date,
      hour: booking.hour,
      covers: booking.tableware_count,
      language: booking.language,
      timeZone,
    };
  } catch {
    return null;
  }
}

export { BookingPaymentRoute as Component };
