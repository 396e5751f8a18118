import { useEffect, useState } from 'react';
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

type Outcome = { tone: 'success' | 'error' | 'neutral'; title: string; text: string; shortId?: string | null };

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
    // Once per page (and per language: a switch draws the page anew).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  async function answer(accept: boolean) {
    setBusy(true);
    try {
      if (accept) {
        const done = await waitingOfferApi.accept(token);
        setOutcome({ tone: 'success', title: t.acceptedTitle, text: done.message, shortId: done.object.shortId });
      } else {
        const done = await waitingOfferApi.decline(token);
        setOutcome({ tone: 'neutral', title: t.declinedTitle, text: done.message });
      }
    } catch (error) {
      setOutcome({ tone: 'error', title: error instanceof ApiError && error.status === 409 ? t.goneTitle : t.errorTitle, text: refusalText(error) });
    } finally {
      setBusy(false);
    }
  }

  const restaurant = offer ? { name: offer.restaurant_name, logo: offer.restaurant_logo || null, logoAlt: offer.restaurant_name } : undefined;
  if (!offer && !outcome) return <LoadingPageCard label={t.loading} />;
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
        <div className={styles.actions}>
          <Button onClick={() => void answer(true)} disabled={busy} aria-busy={busy}>
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
