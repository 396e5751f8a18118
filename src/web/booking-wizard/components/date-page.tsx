import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { copy } from '../../i18n/diner-language';
import { longDate, monthName } from '../../i18n/diner-dates';
import { parseIsoDate } from '../../../domain/dates';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { bookingApi, bookingKeys } from '../api';
import { calendarBounds, openWeekdays, type CalendarRules } from '../calendar-rules';
import type { RestaurantConfig } from '../types';
import wizardStyles from '../wizard.module.css';
import { Calendar } from './calendar';
import calendarStyles from './calendar.module.css';
import styles from './date-page.module.css';

export interface DatePageProps {
  slug: string;
  config: RestaurantConfig;
  today: string;
  value: string;
  onSelect: (date: string) => void;
  /** An event's 'Réserver': pick its date and go straight to the hours. */
  onPickEvent: (date: string) => void;
  /** Why the diner was brought back here (a route date that cannot be booked), if so. */
  notice?: string | null;
}

export function DatePage({ slug, config, today, value, onSelect, onPickEvent, notice }: DatePageProps) {
  const t = copy.wizard.date;
  const closed = useQuery({
    queryKey: bookingKeys.closedDates(slug),
    queryFn: ({ signal }) => bookingApi.closedDates(slug, signal),
  });
  const [eventsOpen, setEventsOpen] = useState(false);

  const rules: CalendarRules = useMemo(() => {
    const bounds = calendarBounds(today, config.booking_min_date, config.booking_max_date);
    return { today, ...bounds, openWeekdays: openWeekdays(config), closedDates: closed.data ?? [] };
  }, [today, config, closed.data]);

  return (
    <section aria-labelledby="date-heading">
      <h2 id="date-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>
      {notice && (
        <p className={styles.notice} role="status" data-testid="date-notice">
          {notice}
        </p>
      )}
      {closed.isError && (
        <div className={calendarStyles.error} role="alert">
          <p>{t.closedDatesError}</p>
          <Button variant="secondary" onClick={() => void closed.refetch()}>
            {copy.common.retry}
          </Button>
        </div>
      )}
      <Calendar rules={rules} loaded={closed.isSuccess} value={value} onSelect={onSelect} />
      <p className={styles.chosen} aria-live="polite">
        {value ? t.chosen(longDate(value, { capitalize: false })) : ''}
      </p>
      <div className={styles.eventsRow}>
        <Button variant="secondary" onClick={() => setEventsOpen(true)} aria-haspopup="dialog">
          {t.eventsButton}
        </Button>
      </div>
      <EventsDialog
        slug={slug}
        open={eventsOpen}
        onClose={() => setEventsOpen(false)}
        onPick={(date) => {
          setEventsOpen(false);
          onPickEvent(date);
        }}
      />
    </section>
  );
}

function EventsDialog({ slug, open, onClose, onPick }: { slug: string; open: boolean; onClose: () => void; onPick: (date: string) => void }) {
  const t = copy.wizard.date;
  const events = useQuery({
    queryKey: bookingKeys.events(slug),
    queryFn: ({ signal }) => bookingApi.events(slug, signal),
    enabled: open,
  });
  // A failed fetch is only logged (spec section 8): the popup then shows the empty text.
  if (events.isError) console.warn('Évènements indisponibles', events.error);
  const list = events.data ?? [];

  return (
    <Modal open={open} title={t.eventsTitle} onClose={onClose} testId="events-dialog">
      {events.isPending && !events.isError ? (
        <Spinner label={t.eventsLoading} />
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t.eventsEmpty}</p>
          <Button variant="secondary" onClick={onClose}>
            {t.eventsBackToCalendar}
          </Button>
        </div>
      ) : (
        <ul className={styles.events}>
          {list.map((event) => {
            // The date travels as data and is written here, in the diner's language (the answer's
            // pre-formatted French fields are the spec's, for other clients).
            const parts = parseIsoDate(event.date);
            const full = longDate(event.date, { capitalize: true });
            return (
              <li key={event.guid ?? `${event.date}-${event.name}`} className={styles.event}>
                <span className={styles.eventDate} aria-hidden="true">
                  <span className={styles.eventDay}>{parts?.day ?? ''}</span>
                  <span className={styles.eventMonth}>{parts ? monthName(parts.month) : ''}</span>
                </span>
                <div className={styles.eventBody}>
                  <h3 className={styles.eventName}>{event.name}</h3>
                  <p className={styles.eventFull}>{full}</p>
                </div>
                <Button className={styles.eventBook} onClick={() => onPick(event.date)} aria-label={t.eventsBookLabel(event.name, full)}>
                  {t.eventsBook}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
