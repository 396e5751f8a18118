import { useEffect, useRef, useState } from 'react';
import type { DinerLanguage } from '../../domain/languages';
import type { PaymentReturn } from '../../domain/schemas/responses/diner-payment';
import { copy } from '../i18n/diner-language';
import { longDate, restaurantWallClock } from '../i18n/diner-dates';
import { money } from '../i18n/diner-money';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';
import { openProviderPage } from '../lib/provider-page';
import { Button } from '../ui/button';
import { ResultState, type ResultLink } from '../ui/page-card';
import { bookingPaymentApi } from './api';
import styles from './booking-payment.module.css';

/** What the page shows of the booking: its restaurant, its day, its language. */
export interface BookingShown {
  restaurantName: string;
  slug: string;
  logo: string;
  date: string;
  hour: string;
  covers: number;
  language: DinerLanguage;
  timeZone: string;
}

interface Shown {
  tone: 'success' | 'error' | 'neutral';
  title: string;
  text: string;
  more?: string;
  links: ResultLink[];
  /** "Reprendre le paiement" or "Réessayer": the provider's page again. */
  action?: string;
}

function shownOf(shortId: string, result: PaymentReturn, booking: BookingShown | null): Shown {
  const t = copy.bookingPayment;
  const guarantee = result.kind === 'guarantee';
  const amount = money(result.amountCents);
  const bookAgain = booking ? [{ to: paths.booking(booking.slug), label: t.bookAgain }] : [];
  switch (result.outcome) {
    case 'confirmed': {
      // The brand as a name ("Visa"), as the booking's own page writes it.
      const card = result.card ? `${result.card.brand.charAt(0).toUpperCase()}${result.card.brand.slice(1)} •••• ${result.card.last4}` : null;
      return {
        tone: 'success',
        title: t.confirmedTitle,
        text: guarantee ? (card ? t.confirmedCard(card) : t.confirmedCardless) : t.confirmedDeposit(amount),
        links: [{ to: paths.myBooking(shortId), label: t.seeBooking, primary: true }],
      };
    }
    case 'open': {
      const until = result.holdUntil ? restaurantWallClock(result.holdUntil, booking?.timeZone ?? 'Europe/Paris').time : null;
      return {
        tone: 'neutral',
        title: t.openTitle,
        text: guarantee ? t.openGuarantee : t.openDeposit,
        more: until ? t.heldUntil(until) : undefined,
        links: [],
        action: t.resume,
      };
    }
    case 'released':
      return {
        tone: 'error',
        title: t.releasedTitle,
        text: guarantee ? t.releasedGuarantee : t.releasedDeposit,
        more: result.canRetry ? t.releasedRetry : t.releasedGone,
        links: result.canRetry ? [] : bookAgain,
        action: result.canRetry ? t.retry : undefined,
      };
    case 'refunded':
      return { tone: 'error', title: t.refundedTitle, text: t.refundedText(amount), links: bookAgain };
  }
}

/** The return's outcome, with the way on: the booking, the provider's page again, or another table. */
export function PaymentOutcome({ shortId, result, booking }: { shortId: string; result: PaymentReturn; booking: BookingShown | null }) {
  const t = copy.bookingPayment;
  const shown = shownOf(shortId, result, booking);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const reopen = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await bookingPaymentApi.startPayment(shortId);
      openProviderPage(answer.checkoutUrl);
    } catch (e) {
      setError(e instanceof ApiError && e.isRefusal && e.serverMessage ? e.serverMessage : t.unreachable);
      setBusy(false);
    }
  };

  return (
    <div data-testid="booking-payment" data-outcome={result.outcome}>
      <ResultState tone={shown.tone} title={shown.title} text={shown.text} links={shown.links}>
        {shown.more && <p className={styles.more}>{shown.more}</p>}
        {booking && (
          <p className={styles.when} data-testid="booking-payment-when">
            {t.when(longDate(booking.date, { capitalize: true }), booking.hour, copy.common.persons(booking.covers))}
          </p>
        )}
        {error && (
          <p ref={errorRef} role="alert" tabIndex={-1} className={styles.error}>
            {error}
          </p>
        )}
        {shown.action && (
          <Button onClick={() => void reopen()} disabled={busy} aria-busy={busy}>
            {busy ? t.redirecting : shown.action}
          </Button>
        )}
      </ResultState>
    </div>
  );
}
