// The booking page as the server renders it: the restaurant's header and the wizard's welcome
// page. It is hydrated as is; the rest of the wizard (its router, query cache, forms and phone
// rules) is downloaded only when the diner presses "Commencer", or at once when the wizard must
// open elsewhere than on its welcome page (a date in the address, a draft kept from a visit, a frame).

import { useEffect, useState, type ComponentType } from 'react';
import type { DinerRoute } from '../../../domain/diner-pages';
import type { BookingApp } from '../../booking-wizard/booking-app';
import { BookingHeader } from '../../booking-wizard/components/booking-header';
import { Stepper } from '../../booking-wizard/components/stepper';
import { Unavailable } from '../../booking-wizard/components/unavailable';
import { WelcomePage } from '../../booking-wizard/components/welcome-page';
import type { RestaurantConfig } from '../../booking-wizard/types';
import styles from '../../booking-wizard/wizard.module.css';
import { copy } from '../../i18n/diner-language';
import { isIframeMode } from '../../lib/iframe';
import { storage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import type { BookingPageData } from './diner-app';

type BookingRoute = Extract<DinerRoute, { kind: 'booking' }>;
type Loaded = { App: ComponentType<Parameters<typeof BookingApp>[0]>; startPressed: boolean };

function BookingFirstPage({ route, config }: { route: BookingRoute; config: RestaurantConfig | null }) {
  const t = copy.wizard;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const active = Boolean(config?.external_form_active);

  const load = (startPressed: boolean) => {
    setLoading(true);
    import('../../booking-wizard/booking-app').then(
      (module) => setLoaded({ App: module.BookingApp, startPressed }),
      (error: unknown) => {
        // A new release replaced the chunk, or the network dropped: a full load gets the wizard.
        console.error('Assistant de réservation indisponible', error);
        window.location.reload();
      },
    );
  };

  useEffect(() => {
    if (!active) return;
    const storedPage = storage.get(STORAGE_KEYS.bookingPage);
    if (route.date || isIframeMode(window.location.search, route.iframe) || (storedPage !== null && storedPage !== '1')) load(false);
    // Decided once, from what the browser alone knows (storage, frame), after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaded && config) return <loaded.App slug={route.slug} config={config} startPressed={loaded.startPressed} />;

  return (
    <div className={styles.shell}>
      <div className={styles.card} data-wizard-card>
        <BookingHeader config={config} />
        {!config || !active ? (
          <Unavailable config={config} />
        ) : (
          <>
            <Stepper page={1} experienceEnabled={config.show_experience_stepper} />
            <main className={styles.main} tabIndex={-1} aria-label={t.mainLabel} data-page={1}>
              <WelcomePage restaurantName={config.name} informationHtml={config.external_form_information} />
            </main>
            <footer className={styles.footer}>
              <nav aria-label={t.nav.footerLabel} className={styles.navRow}>
                <Button onClick={() => load(true)} disabled={loading} data-testid="wizard-next">
                  {t.nav.start}
                </Button>
              </nav>
            </footer>
          </>
        )}
      </div>
    </div>
  );
}

export function BookingDiner({ data }: { data: BookingPageData }) {
  return <BookingFirstPage route={data.route} config={data.config} />;
}
