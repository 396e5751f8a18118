import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';

import { formatPhoneForDisplay } from '../../../domain/phone-display';
import type { HourSlot, ServiceKind } from '../../../domain/types';
import { copy } from '../../i18n/diner-language';
import { longDate } from '../../i18n/diner-dates';
import { Button, LinkButton } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { bookingApi, bookingKeys } from '../api';
import { dayIsFull, dayUnavailability, hourSelection, serviceIsFull, serviceOfHour, visibleSlots, type DayUnavailability } from '../hour-rules';
import wizardStyles from '../wizard.module.css';
import styles from './hour-page.module.css';

export interface HourPageProps {
  slug: string;
  date: string;
  /** The restaurant's today. */
  today: string;
  covers: number;
  hour: string;
  isWaiting: boolean;
  waitingEnabled: boolean;
  phoneNumber: string | null;
  /** A slot picked, or the previous choice confirmed (null: no valid choice). */
  onChange: (choice: { hour: string; isWaiting: boolean } | null) => void;
  /** The waiting-list modal's 'Valider': choose and go to the next page at once. */
  onWaitingValidate: (hour: string) => void;
  /** The whole day cannot be booked (past, closed, beyond the window): back to the date page. */
  onDayUnavailable: (reason: DayUnavailability) => void;
}

export function HourPage(props: HourPageProps) {
  const { slug, date, today, covers, hour, isWaiting, waitingEnabled, phoneNumber, onChange, onWaitingValidate, onDayUnavailable } = props;
  const t = copy.wizard.hour;
  const hours = useQuery({
    queryKey: bookingKeys.hours(slug, date, covers),
    queryFn: ({ signal }) => bookingApi.hours(slug, date, covers, signal),
  });
  const [waitingModal, setWaitingModal] = useState<ServiceKind | null>(null);
  const data = hours.data;

  // Once the hours are known, keep the previous choice only if it is still in the list.
  useEffect(() => {
    if (!data) return;
    const unavailable = dayUnavailability(data, date, today);
    if (unavailable) {
      onDayUnavailable(unavailable);
      return;
    }
    onChange(hourSelection(data, { hour, isWaiting }, waitingEnabled));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const waitingService = isWaiting && data ? serviceOfHour(data, hour) : null;
  // "Restaurant complet" only when the whole day is; otherwise the banner names the full service.
  const bannerTitle = (kind: ServiceKind) =>
    data && dayIsFull(data) ? t.waitingBannerTitle : kind === 'noon' ? t.waitingBannerTitleNoon : t.waitingBannerTitleEvening;

  const renderService = (kind: ServiceKind, title: string, allSlots: HourSlot[]) => {
    // Past slots are not offered: a service whose time has gone by is not shown at all.
    const slots = visibleSlots(allSlots);
    if (slots.length === 0) return null;
    const full = serviceIsFull(allSlots);
    const showBanner = full && waitingEnabled;
    // The waiting list marks every slot of its service as available.
    const asWaiting = waitingService === kind;
    const headingId = `service-${kind}`;
    return (
      <section className={styles.service} aria-labelledby={headingId} data-testid={`service-${kind}`}>
        <h3 id={headingId} className={styles.serviceTitle}>
          {title}
          {full && !asWaiting && <span className={styles.badge}>{t.serviceFull}</span>}
          {asWaiting && <span className={styles.badge}>{t.waitingChosen}</span>}
        </h3>
        <ul className={styles.slots}>
          {slots.map((slot) => {
            const available = slot.available || asWaiting;
            const selected = slot.label === hour && (available || asWaiting);
            return (
              <li key={slot.label}>
                <button
                  type="button"
                  className={styles.slot}
                  disabled={!available}
                  aria-pressed={selected}
                  aria-label={available ? slot.label : `${slot.label}, ${slot.reason === 'closed' ? t.slotClosed : t.slotUnavailable}`}
                  onClick={() => {
                    if (!available) return;
                    onChange({ hour: slot.label, isWaiting: asWaiting });
                  }}
                >
                  {slot.label}
                </button>
              </li>
            );
          })}
        </ul>
        {showBanner && (
          <div className={styles.banner} data-testid={`waiting-banner-${kind}`}>
            <p className={styles.bannerTitle}>{bannerTitle(kind)}</p>
            <p>{t.waitingBannerText}</p>
            <Button className={styles.bannerButton} variant="secondary" onClick={() => setWaitingModal(kind)} aria-haspopup="dialog">
              {t.waitingBannerButton}
            </Button>
          </div>
        )}
      </section>
    );
  };

  return (
    <section aria-labelledby="hour-heading">
      <h2 id="hour-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>
      <p className={styles.dateHeader} data-testid="hour-date">
        {longDate(date, { capitalize: true })}
      </p>
      {hours.isPending ? (
        <Spinner label={t.loading} />
      ) : hours.isError ? (
        <div className={styles.error} role="alert">
          <p>{t.error}</p>
          <Button variant="secondary" onClick={() => void hours.refetch()}>
            {copy.common.retry}
          </Button>
        </div>
      ) : data && dayUnavailability(data, date, today) ? (
        <Spinner label={t.loading} />
      ) : data && visibleSlots(data.noon).length === 0 && visibleSlots(data.evening).length === 0 ? (
        <div className={styles.none} data-testid="no-hours">
          <p>{t.noneAvailable}</p>
          {phoneNumber && (
            <LinkButton href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`} variant="secondary">
              {t.callNumber(formatPhoneForDisplay(phoneNumber))}
            </LinkButton>
          )}
        </div>
      ) : data ? (
        <>
          {visibleSlots(data.noon).length < data.noon.length && <p className={styles.pastNote}>{t.pastHidden}</p>}
          {renderService('noon', t.lunch, data.noon)}
          {renderService('evening', t.dinner, data.evening)}
        </>
      ) : null}
      {data && waitingModal && (
        <WaitingListDialog
          kind={waitingModal}
          slots={visibleSlots(waitingModal === 'noon' ? data.noon : data.evening)}
          initial={waitingService === waitingModal ? hour : ''}
          onCancel={() => setWaitingModal(null)}
          onValidate={(label) => {
            setWaitingModal(null);
            onWaitingValidate(label);
          }}
        />
      )}
    </section>
  );
}

function WaitingListDialog({
  kind,
  slots,
  initial,
  onCancel,
  onValidate,
}: {
  kind: ServiceKind;
  slots: HourSlot[];
  initial: string;
  onCancel: () => void;
  onValidate: (hour: string) => void;
}) {
  const t = copy.wizard.hour;
  const [chosen, setChosen] = useState(initial);
  const legendId = useId();
  return (
    <Modal
      open
      title={kind === 'noon' ? t.waitingTitleNoon : t.waitingTitleEvening}
      onClose={onCancel}
      testId="waiting-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t.waitingBack}
          </Button>
          <Button onClick={() => chosen && onValidate(chosen)} disabled={!chosen}>
            {t.waitingValidate}
          </Button>
        </>
      }
    >
      <p className={styles.waitingText}>{t.waitingText}</p>
      <p id={legendId} className={styles.waitingLegend}>
        {t.waitingPreferredTime}
      </p>
      <ul className={`${styles.slots} ${styles.waitingGrid}`} aria-labelledby={legendId}>
        {slots.map((slot) => (
          <li key={slot.label}>
            <button type="button" className={styles.slot} aria-pressed={chosen === slot.label} onClick={() => setChosen(slot.label)}>
              {slot.label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
