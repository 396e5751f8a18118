import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { dmyToIso, formatLongFrenchDate, isValidIsoDate, todayIn } from '../../domain/dates';
import { fr } from '../i18n/fr';
import { robotsContent, setDocumentHead } from '../lib/head';
import { IFRAME_BODY_CLASS, isIframeMode, reportHeightToParent } from '../lib/iframe';
import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { Button, LinkButton } from '../ui/button';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { bookingApi, bookingKeys } from './api';
import { openWeekdays } from './calendar-rules';
import type { RestaurantConfig } from './types';
import { Wizard, type BookedInfo } from './wizard';
import { clearWizardStorage } from './wizard-store';
import styles from './wizard.module.css';
import summaryStyles from './components/summary-page.module.css';
import { paths } from '../app/paths';

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
  const config = useQuery({
    queryKey: bookingKeys.config(slug),
    queryFn: ({ signal }) => bookingApi.restaurantConfig(slug, signal),
    staleTime: 60_000,
  });
  const [wizardKey, setWizardKey] = useState(0);
  const [booked, setBooked] = useState<BookedInfo | null>(null);
  // The route's date applies to the first wizard only; after a reset the wizard starts on page 1.
  const [useRouteDate, setUseRouteDate] = useState(true);
  const data = config.data;

  useEffect(() => {
    if (config.isError) console.error('Configuration du restaurant indisponible', config.error);
  }, [config.isError, config.error]);

  useEffect(() => {
    if (!data) return;
    setDocumentHead({
      title: fr.wizard.documentTitle(data.app_config_name || fr.landing.title, data.name),
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
        <header className={styles.header}>
          {data?.logo_img && <img src={data.logo_img} alt={fr.wizard.logoAlt(data.name)} className={styles.logo} />}
          {data && <h1 className={styles.restaurantName}>{data.name}</h1>}
        </header>
        {config.isPending ? (
          <main className={styles.main}>
            <Spinner label={fr.wizard.loadingConfig} />
          </main>
        ) : !active ? (
          <Unavailable config={data ?? null} />
        ) : (
          <Wizard
            key={wizardKey}
            slug={slug}
            config={data}
            today={restaurantToday(data)}
            query={query}
            routeDate={useRouteDate ? routeDate : null}
            onReset={restart}
            onBooked={(info) => {
              setBooked(info);
              restart();
            }}
          />
        )}
      </div>
      <SuccessDialog info={booked} onClose={() => setBooked(null)} />
    </div>
  );
}

function Unavailable({ config }: { config: RestaurantConfig | null }) {
  const t = fr.wizard.unavailable;
  const phone = config?.phoneNumber?.trim();
  const website = config?.website?.trim();
  return (
    <main className={styles.unavailable} data-testid="booking-unavailable">
      {!config && <h1 className="visually-hidden">{t.title}</h1>}
      <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M9.5 14.5l5 5M14.5 14.5l-5 5" />
      </svg>
      <h2>{t.title}</h2>
      <p>{t.text}</p>
      {(phone || website) && (
        <div className={styles.unavailableActions}>
          {phone && (
            <LinkButton href={`tel:${phone.replace(/[^\d+]/g, '')}`} block>
              {t.call}
            </LinkButton>
          )}
          {website && (
            <LinkButton href={website} variant="secondary" block target="_blank" rel="noopener noreferrer">
              {t.website}
            </LinkButton>
          )}
        </div>
      )}
    </main>
  );
}

function SuccessDialog({ info, onClose }: { info: BookedInfo | null; onClose: () => void }) {
  const t = fr.wizard.summary;
  return (
    <Modal
      open={info !== null}
      title={info?.isWaiting ? t.successWaitingTitle : t.successTitle}
      onClose={onClose}
      hideCloseButton
      testId="success-dialog"
      footer={<Button onClick={onClose}>{t.successClose}</Button>}
    >
      {info && (
        <div className={summaryStyles.success}>
          <span className={summaryStyles.successIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m5 12 5 5 9-10" />
            </svg>
          </span>
          <p data-testid="success-details">
            {(info.isWaiting ? t.successWaitingDetails : t.successDetails)(
              fr.common.persons(info.covers),
              formatLongFrenchDate(info.date),
              info.hour,
            )}
          </p>
          {info.booking.reference && (
            <p className={summaryStyles.reference}>
              {info.isWaiting ? t.successWaitingReference : t.successReference}
              <span className={summaryStyles.referenceValue} data-testid="success-reference">
                {info.booking.reference}
              </span>
            </p>
          )}
          {/* A waiting-list request is not a booking: no confirmation is promised. */}
          <p data-testid="success-next">{info.isWaiting ? t.successWaiting : t.successConfirmation(info.covers)}</p>
        </div>
      )}
    </Modal>
  );
}

export { BookingRoute as Component };
