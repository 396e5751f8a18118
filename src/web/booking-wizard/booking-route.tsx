import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { dmyToIso, isValidIsoDate, todayIn } from '../../domain/dates';
import { copy } from '../i18n/diner-language';
import { robotsContent, setDocumentHead } from '../lib/head';
import { IFRAME_BODY_CLASS, isIframeMode, reportHeightToParent } from '../lib/iframe';
import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { Spinner } from '../ui/spinner';
import { bookingApi, bookingKeys } from './api';
import { openWeekdays } from './calendar-rules';
import type { RestaurantConfig } from './types';
import { BookingStartContext } from './booking-start';
import { BookingHeader } from './components/booking-header';
import { Unavailable } from './components/unavailable';
import { Wizard } from './wizard';
import { clearWizardStorage } from './wizard-store';
import styles from './wizard.module.css';
import { SuccessDialog, type BookedInfo } from './components/success-dialog';
import { PaymentRedirect } from './components/payment-redirect';
import { paths } from '../lib/paths';

function restaurantToday(config: RestaurantConfig): string {
  if (config.today && isValidIsoDate(config.today)) return config.today;
  try {
    return todayIn(config.time_zone || 'Europe/Paris', new Date());
  } catch {
    return todayIn('Europe/Paris', new Date());
  }
}

/** Routes reserver/{slug}, reserver/{slug}/iframe and reserver/{slug}/{date}. */
export function BookingRoute() {
  const { slug = '', date: dateParam } = useParams();
  const location = useLocation();
  const routeIframe = /\/iframe\/?$/.test(location.pathname) && dateParam === undefined;
  const routeDate = dateParam ? dmyToIso(dateParam) : null;
  const iframe = isIframeMode(location.search, routeIframe);

  useEffect(() => {
    if (!iframe) return;
    document.body.classList.add(IFRAME_BODY_CLASS);
    const stop = reportHeightToParent();
    return () => {
      stop();
      document.body.classList.remove(IFRAME_BODY_CLASS);
    };
  }, [iframe]);

  if (dateParam !== undefined && !routeDate) {
    return <Navigate to={`${paths.booking(slug)}${location.search}`} replace />;
  }
  return <BookingScreen key={slug} slug={slug} routeDate={routeDate} query={location.search} />;
}

function BookingScreen({ slug, routeDate, query }: { slug: string; routeDate: string | null; query: string }) {
  const queryClient = useQueryClient();
  const startPressed = useContext(BookingStartContext);
  const config = useQuery({
    queryKey: bookingKeys.config(slug),
    queryFn: ({ signal }) => bookingApi.restaurantConfig(slug, signal),
    staleTime: 60_000,
  });
  const [wizardKey, setWizardKey] = useState(0);
  const [booked, setBooked] = useState<BookedInfo | null>(null);
  // A booking held for its guarantee or deposit: the way to the provider's page replaces the wizard.
  const [checkout, setCheckout] = useState<string | null>(null);
  // The route's date applies to the first wizard only; after a reset the wizard starts on page 1.
  const [useRouteDate, setUseRouteDate] = useState(true);
  const data = config.data;

  useEffect(() => {
    if (config.isError) console.error('Configuration du restaurant indisponible', config.error);
  }, [config.isError, config.error]);

  useEffect(() => {
    if (!data) return;
    setDocumentHead({
      title: copy.wizard.documentTitle(data.app_config_name || copy.landing.title, data.name),
      robots: robotsContent(Boolean(data.seo_no_follow)),
      keywords: data.seo_meta_keys || null,
    });
    storage.setJson(STORAGE_KEYS.open, openWeekdays(data));
  }, [data]);

  const restart = () => {
    clearWizardStorage();
    setUseRouteDate(false);
    setWizardKey((k) => k + 1);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.config(slug) });
  };

  const active = data && data.external_form_active;

  return (
    <div className={styles.shell}>
      <div className={styles.card} data-wizard-card>
        <BookingHeader config={data ?? null} />
        {config.isPending ? (
          <main className={styles.main}>
            <Spinner label={copy.wizard.loadingConfig} />
          </main>
        ) : !active ? (
          <Unavailable config={data ?? null} />
        ) : checkout ? (
          <PaymentRedirect shortId={checkout} />
        ) : (
          <Wizard
            key={wizardKey}
            slug={slug}
            config={data}
            today={restaurantToday(data)}
            query={query}
            routeDate={useRouteDate ? routeDate : null}
            autoStart={startPressed && wizardKey === 0}
            onReset={restart}
            onBooked={(info) => {
              setBooked(info);
              restart();
            }}
            onPaymentNeeded={(shortId) => {
              setCheckout(shortId);
              restart();
            }}
          />
        )}
      </div>
      <SuccessDialog info={booked} onClose={() => setBooked(null)} />
    </div>
  );
}

export { BookingRoute as Component };
