import { useEffect, useState } from 'react';
import { openProviderPage } from '../lib/provider-page';
import { Spinner } from '../ui/spinner';
import { useParams } from 'react-router';
import type { WaitingOfferView } from '../../domain/schemas/responses/waiting-offers';
import { paths } from '../lib/paths';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { longDate } from '../i18n/diner-dates';
import { hasChosenLanguage, useAdoptLanguage } from '../lib/language-switch';
import { ApiError, serverWords } from '../lib/api';
import { LoadingPageCard, PageCard, ResultState } from '../ui/page-card';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { Button } from '../ui/button';
import { waitingOfferApi } from './api';
import styles from './waiting-offer.module.css';
import { ProtectionTerms, protectionNext } from '../ui/protection-terms';

type Outcome = { tone: 'success' | 'error' | 'neutral'; title: string; text: string; shortId?: string | null };

/** The server refused the tick: the words changed (or were never sent), and must be read again. */
function isProtectionRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const reason = (error.body as { object?: { reason?: unknown } } | null)?.object?.reason;
  return reason === 'protection_changed' || reason === 'protection_consent_required';
}

const refusalText = (error: unknown) =>
  error instanceof ApiError && error.isRefusal && error.serverMessage
    ? serverWords({ message: error.serverMessage, said: error.said })
    : copy.waitingOffer.unreachable;

/**
 * Route offre/{token}: a table offered to a waiting-list entry. Opening the link only reads it
 * (mail scanners open links first); the diner's "J'accepte" POSTs, and the server's lock decides
 * who gets the table. Rendered in the browser like the confirmation page, in the language the
 * diner signed up in unless they chose another with the switch.
 */
export function WaitingOfferRoute() {
  const { token = '' } = useParams();
  const [offer, setOffer] = useState<WaitingOfferView | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The tick names the version of the words it was given for: new words must be ticked again.
  const [ticked, setTicked] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [reads, setReads] = useState(0);
  // The table is held: the diner is on the way to the provider's page (or told why not).
  const [paying, setPaying] = useState<{ shortId: string; error: string | null } | null>(null);
  const adopt = useAdoptLanguage();
  const t = copy.waitingOffer;
  useDiningPageHead(offer?.restaurant_name, { index: false });

  useEffect(() => {
    const controller = new AbortController();
    waitingOfferApi
      .view(token, controller.signal)
      .then((view) => {
        setOffer(view);
        // The offer's language by default: the page is drawn again in it (and reads the offer again).
        if (!hasChosenLanguage() && view.language !== dinerLanguage()) adopt(view.language);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ tone: 'error', title: t.errorTitle, text: refusalText(error) });
      });
    return () => controller.abort();
    // Once per page (and per language: a switch draws the page anew), and again when the words changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, reads]);

  // Back from the provider's page, the browser may show this page as it was left: the booking's
  // payment page says where things stand instead.
  useEffect(() => {
    if (!paying) return;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.replace(paths.bookingPayment(paying.shortId));
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [paying]);

  async function toPayment(shortId: string) {
    setPaying({ shortId, error: null });
    try {
      openProviderPage((await waitingOfferApi.startPayment(shortId)).checkoutUrl);
    } catch (error) {
      const words = error instanceof ApiError && error.isRefusal && error.serverMessage ? error.serverMessage : copy.wizard.protection.redirectUnreachable;
      setPaying({ shortId, error: words });
    }
  }

  async function answer(accept: boolean) {
    setBusy(true);
    try {
      if (accept) {
        const words = offer?.protection;
        const done = await waitingOfferApi.accept(token, words && ticked === words.version ? words.version : undefined, dinerLanguage());
        if (done.object.payment) {
          await toPayment(done.object.shortId);
          return;
        }
        setOutcome({ tone: 'success', title: t.acceptedTitle, text: done.message, shortId: done.object.shortId });
      } else {
        const done = await waitingOfferApi.decline(token);
        setOutcome({ tone: 'neutral', title: t.declinedTitle, text: done.message });
      }
    } catch (error) {
      if (isProtectionRefusal(error)) {
        // Read the words again, unticked, and say why.
        setTicked(null);
        setChanged(true);
        setReads((n) => n + 1);
        return;
      }
      setOutcome({ tone: 'error', title: error instanceof ApiError && error.status === 409 ? t.goneTitle : t.errorTitle, text: refusalText(error) });
    } finally {
      setBusy(false);
    }
  }

  const restaurant = offer ? { name: offer.restaurant_name, logo: offer.restaurant_logo || null, logoAlt: offer.restaurant_name } : undefined;
  if (!offer && !outcome) return <LoadingPageCard label={t.loading} />;
  if (paying) {
    const p = copy.wizard.protection;
    return (
      <PageCard restaurant={restaurant}>
        <main className={styles.main} data-testid="payment-redirect">
          {paying.error ? (
            <>
              <h1 className={styles.title}>{p.redirectErrorTitle}</h1>
              <p role="alert">{paying.error}</p>
              <Button onClick={() => void toPayment(paying.shortId)}>{p.retry}</Button>
            </>
          ) : (
            <Spinner label={p.redirecting} />
          )}
        </main>
      </PageCard>
    );
  }
  const shown: Outcome | null = outcome ?? (offer && offer.state !== 'open' ? closedOutcome(offer) : null);
  if (shown) {
    return (
      <PageCard restaurant={restaurant}>
        <ResultState
          tone={shown.tone}
          title={shown.title}
          text={shown.text}
          links={shown.shortId ? [{ to: paths.myBooking(shown.shortId), label: t.seeBooking, primary: true }] : []}
          testId="waiting-offer-result"
        />
      </PageCard>
    );
  }
  const o = offer!;
  const protection = o.protection;
  const consented = !protection || ticked === protection.version;
  return (
    <PageCard restaurant={restaurant}>
      <main className={styles.main} data-testid="waiting-offer">
        <h1 className={styles.title}>{t.openTitle}</h1>
        <p>{t.openIntro(o.name)}</p>
        <dl className={styles.details}>
          <div>
            <dt>{t.date}</dt>
            <dd>{longDate(o.date, { capitalize: true })}</dd>
          </div>
          <div>
            <dt>{t.hour}</dt>
            <dd>{o.hour}</dd>
          </div>
          <div>
            <dt>{t.covers}</dt>
            <dd>{t.persons(o.covers)}</dd>
          </div>
        </dl>
        <p className={styles.rule}>{t.rule(o.expires_at_local)}</p>
        {protection && (
          <ProtectionTerms
            protection={protection}
            timeZone={o.restaurant_time_zone}
            accepted={ticked === protection.version}
            changed={changed}
            onAccept={(tick) => {
              setTicked(tick ? protection.version : null);
              if (tick) setChanged(false);
            }}
            heading="h2"
          >
            <p className={styles.rule}>{protectionNext(protection)}</p>
          </ProtectionTerms>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void answer(true)} disabled={busy || !consented} aria-busy={busy}>
            {busy ? t.accepting : t.accept}
          </Button>
          <Button variant="secondary" onClick={() => void answer(false)} disabled={busy}>
            {t.decline}
          </Button>
        </div>
      </main>
    </PageCard>
  );
}

/** An offer opened after it closed: accepted (the way to the booking), or why it cannot be any more. */
function closedOutcome(offer: WaitingOfferView): Outcome {
  const t = copy.waitingOffer;
  if (offer.state === 'accepted') return { tone: 'success', title: t.acceptedTitle, text: offer.message ?? '', shortId: offer.my_booking };
  if (offer.state === 'declined') return { tone: 'neutral', title: t.declinedTitle, text: offer.message ?? '' };
  return { tone: 'error', title: t.goneTitle, text: offer.message ?? '' };
}

export { WaitingOfferRoute as Component };
