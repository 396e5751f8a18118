import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { addDays, formatLongFrenchDate } from '../../domain/dates';
import { paths } from '../lib/paths';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { DatePicker } from '../ui/date-picker/date-picker';
import { AlertDialog } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { BookingCard } from './booking-card';
import { DayBookingDialog } from './booking-dialog';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useDashboard } from './dashboard-context';
import { DayLoadState, LiveLine, useDayTitle } from './day-load-state';
import type { BookingItem } from './dashboard-api';
import { frDashboard } from './i18n';
import { NewBookingDialog, type NewBookingKind } from './new-booking-dialog';
import { useServiceBookKeys } from './service-book-keys';
import { useServiceFocus } from './service-focus';
import { ServiceTabs, ServiceTotals } from './service-tabs';
import { isClosed, moveStatus, type StatusAction } from './status';
import { useToast } from '../ui/toasts';
import { frTimeline } from './timeline-i18n';
import { useBookAction } from './use-book-action';
import { useStableCallback } from '../lib/use-stable-callback';
import { WaitingList } from './waiting-list';
import styles from './service-book.module.css';

const t = frDashboard.day;

/** The dashboard's home: one day of the service book, live. */
export function ServiceBookPage() {
  const { api } = useDashboard();
  const toast = useToast();
  const { date, service, params, go } = useServiceFocus();
  const highlight = params.get('reservation');
  const [openGuid, setOpenGuid] = useState<string | null>(null);
  const [creating, setCreating] = useState<NewBookingKind | null>(null);
  const [showClosed, setShowClosed] = useState(true);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const action = useBookAction();
  const panelId = useId();

  const day = useQuery({
    queryKey: ['service-book', date],
    queryFn: ({ signal }) => api.day(date, signal),
    placeholderData: (previous) => previous,
    // Asked even with no network: the answer then is the day kept on the tablet.
    networkMode: 'always',
  });

  const goDate = (d: string) => go({ date: d === restaurantToday() ? null : d, service: null, reservation: null });

  useDayTitle(t.title, date);

  useServiceBookKeys({ onDay: (step) => goDate(addDays(date, step)), onNew: setCreating });

  const view = day.data;
  const setStatus = useStableCallback((b: BookingItem, a: StatusAction) =>
    moveStatus(
      b,
      a,
      () =>
        void action.run(async () => {
          await api.setStatus(b.guid, a.to);
          if (a.to === 'cancelled_by_restaurant') toast(frDashboard.done.cancelled(b.name));
        }, b.guid),
      setConfirm,
    ),
  );
  const openBooking = useStableCallback((b: BookingItem) => setOpenGuid(b.guid));

  const list = (view?.bookings ?? []).filter((b) => b.service === service && (showClosed || !isClosed(b)));
  const serviceDay = view?.services.find((s) => s.kind === service);

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.dayNav} role="group" aria-label={t.pick}>
          <Button variant="secondary" className={styles.dayArrow} onClick={() => goDate(addDays(date, -1))} aria-label={t.previous}>
            <span aria-hidden="true">‹</span>
          </Button>
          <div className={styles.dayTitle}>
            <h1 className={styles.dayHeading}>
              {formatLongFrenchDate(date, { capitalize: true })}
              {date === restaurantToday() && <span className={styles.todayBadge}>{t.isToday}</span>}
            </h1>
            <label className="visually-hidden" htmlFor="day-picker">
              {t.pick}
            </label>
            <DatePicker id="day-picker" value={date} today={restaurantToday()} onChange={(d) => d && goDate(d)} />
          </div>
          <Button variant="secondary" className={styles.dayArrow} onClick={() => goDate(addDays(date, 1))} aria-label={t.next}>
            <span aria-hidden="true">›</span>
          </Button>
          {date !== restaurantToday() && (
            <Button variant="ghost" className={styles.todayButton} onClick={() => goDate(restaurantToday())}>
              {t.today}
            </Button>
          )}
        </div>
        <div className={styles.newButtons}>
          <Button onClick={() => setCreating('phone')} aria-keyshortcuts="T">
            + {t.newPhone}
          </Button>
          <Button variant="secondary" onClick={() => setCreating('walk_in')} aria-keyshortcuts="P">
            + {t.newWalkIn}
          </Button>
        </div>
      </div>
      <LiveLine className={styles.liveLine}>
        <span className={styles.shortcuts}>{t.shortcuts}</span>
      </LiveLine>

      <DayLoadState day={day} text={t} />

      {view && (
        <div className={styles.columns}>
          <section className={styles.bookPanel}>
            <ServiceTabs day={view} service={service} onChange={(kind) => go({ service: kind })} panelId={panelId} />
            <div id={panelId} role="tabpanel" aria-labelledby={`tab-${service}`} className={styles.panel}>
              <ServiceTotals day={view} service={service} />
              <div className={styles.serviceLinks}>
                <Link className={styles.sheetLink} to={paths.serviceSheet(date, service)}>
                  {frDashboard.sheet.open}
                </Link>
                <Link className={styles.sheetLink} to={paths.timeline(date, service)}>
                  {frTimeline.open}
                </Link>
              </div>
              <label className={styles.toggle}>
                <input type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} /> {t.showCancelled}
              </label>
              {list.length === 0 ? (
                <p className={styles.muted}>{serviceDay?.open ? t.empty : t.closedService}</p>
              ) : (
                <ol className={styles.bookings} aria-label={service === 'noon' ? t.noon : t.evening}>
                  {list.map((b) => (
                    <BookingCard
                      key={b.guid}
                      booking={b}
                      onQuickAction={setStatus}
                      onOpen={openBooking}
                      highlighted={b.guid === highlight}
                      busy={action.rowBusy(b.guid)}
                    />
                  ))}
                </ol>
              )}
            </div>
          </section>
          <WaitingList
            day={view}
            busy={action.busy}
            onPromote={(entry, changes) => action.run(() => api.promote(entry.guid, changes).then(() => toast(frDashboard.done.promoted(entry.name))))}
            onRemove={(entry) =>
              setConfirm({
                title: frDashboard.waiting.heading,
                message: frDashboard.waiting.removeConfirm(entry.name),
                confirm: frDashboard.waiting.remove,
                cancel: frDashboard.booking.cancelNo,
                onConfirm: () =>
                  void action.run(() => api.setStatus(entry.guid, 'cancelled_by_restaurant').then(() => toast(frDashboard.done.removed(entry.name)))),
              })
            }
          />
        </div>
      )}

      <DayBookingDialog day={view} guid={openGuid} action={action} onClose={() => setOpenGuid(null)} onStatus={setStatus} />
      {view && (
        <NewBookingDialog
          kind={creating}
          day={view}
          busy={action.busy}
          onClose={() => setCreating(null)}
          onSubmit={(values) =>
            action.run(async () => {
              const created = await api.create(values);
              toast(values.source === 'walk_in' ? frDashboard.done.walkIn : frDashboard.done.created(values.name ?? ''));
              // Show the new booking where it lives: its day and its service, marked.
              go({ date: created.date === restaurantToday() ? null : created.date, service: created.service, reservation: created.guid });
            })
          }
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={action.alert} onClose={action.clearAlert} />
    </main>
  );
}

export { ServiceBookPage as Component };
