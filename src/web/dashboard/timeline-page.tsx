import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addDays, formatLongFrenchDate } from '../../domain/dates';
import { cellHour, clockLabel, gridSlots, groupByRoom, nowColumn, sideLane, timelineWindow, type TableRow } from '../../domain/timeline';
import { paths } from '../lib/paths';
import { floorPlanApi } from '../lib/staff/floor-plan-api';
import { restaurantNowMinutes, restaurantToday } from '../lib/staff/restaurant-clock';
import { AlertDialog } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { DayBookingDialog } from './booking-dialog';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useDashboard } from './dashboard-context';
import { DayLoadState, LiveLine, useDayTitle } from './day-load-state';
import type { BookingItem, ServiceKind } from './dashboard-api';
import { frDashboard } from './i18n';
import { useServiceFocus } from './service-focus';
import { ServiceTabs } from './service-tabs';
import { moveStatus, type StatusAction } from './status';
import { TimelineCellDialog } from './timeline-cell-dialog';
import { TimelineGrid } from './timeline-grid';
import { frTimeline as t } from './timeline-i18n';
import { TimelineSideLane, type LaneTarget } from './timeline-side-lane';
import { useBookAction } from './use-book-action';
import { useStableCallback } from '../lib/use-stable-callback';
import { useTimelineActions } from './use-timeline-actions';
import bars from './timeline-grid.module.css';
import lane from './timeline-lane.module.css';
import styles from './timeline.module.css';

const SHOWN = ['pending', 'confirmed', 'seated', 'completed', 'no_show'];
const LEGEND = ['pending', 'confirmed', 'seated', 'completed', 'no_show'] as const;

/** Minutes since midnight on the restaurant's clock, moved every 30 seconds (the now line). */
function useNowMinutes(): number {
  const read = () => restaurantNowMinutes();
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(read()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The timeline of a service: what the host lives in during service. Live like the book. */
export function TimelinePage() {
  const { api, restaurantId } = useDashboard();
  const { date, service, go } = useServiceFocus();
  const [openGuid, setOpenGuid] = useState<string | null>(null);
  const [cell, setCell] = useState<{ table: TableRow; hour: string } | null>(null);
  const [focusGuid, setFocusGuid] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [picked, setPicked] = useState<BookingItem | null>(null);
  const [dropTarget, setDropTarget] = useState<{ tableGuid: string; hour: string; turnMinutes: number } | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const cellsHelpId = useId();
  const actions = useTimelineActions();
  const book = useBookAction();
  const helpId = useId();
  const panelId = useId();
  const nowMinutes = useNowMinutes();

  // Read again on every visit: a table taken out of service in the settings or the plan a moment
  // ago moves rows into the side lane, and no live event says so.
  const day = useQuery({
    queryKey: ['service-book', date],
    queryFn: ({ signal }) => api.day(date, signal),
    placeholderData: (previous) => previous,
    refetchOnMount: 'always',
    // Asked even with no network: the answer then is the day kept on the tablet.
    networkMode: 'always',
  });
  const rooms = useQuery({
    queryKey: ['floor-plans-overview', restaurantId],
    queryFn: ({ signal }) => floorPlanApi(restaurantId).overview(signal),
    staleTime: 60_000,
  });

  const goDate = (d: string) => go({ date: d === restaurantToday() ? null : d });

  const serviceName = service === 'noon' ? frDashboard.day.noon : frDashboard.day.evening;
  useDayTitle(t.title, date);

  const view = day.data;
  const bookings = useMemo(() => (view?.bookings ?? []).filter((b) => b.service === service && SHOWN.includes(b.status)), [view, service]);
  const serviceDay = view?.services.find((s) => s.kind === service);
  const hours = useMemo(() => timelineWindow(serviceDay?.slots ?? [], bookings), [serviceDay, bookings]);
  const roomsKnown = rooms.isSuccess || rooms.isError;
  const groups = useMemo(() => {
    const tables = (view?.tables ?? []).filter((x) => x.active);
    const overview = rooms.data;
    const roomOf = new Map((overview?.tables ?? []).map((x) => [x.guid, x.planGuid]));
    return groupByRoom(tables, overview?.plans ?? [], roomOf);
  }, [view, rooms.data]);
  const rows = useMemo(() => groups.flatMap((g) => g.tables), [groups]);
  const side = useMemo(
    () =>
      sideLane(
        bookings,
        (view?.waiting ?? []).filter((b) => b.service === service),
        new Set(rows.map((r) => r.guid)),
      ),
    [bookings, view, service, rows],
  );
  const retiredTables = useMemo(() => new Map((view?.tables ?? []).filter((x) => !x.active).map((x) => [x.guid, x.name])), [view]);
  // The party being placed, while it still waits for a table (another device may have placed it).
  const placing = picked ? (side.find((x) => x.guid === picked.guid) ?? null) : null;
  const isToday = date === restaurantToday();
  const nowCol = isToday && hours ? nowColumn(nowMinutes, hours) : null;

  const setStatus = (b: BookingItem, a: StatusAction) => moveStatus(b, a, () => void book.run(() => api.setStatus(b.guid, a.to)), setConfirm);

  /** The table and time under a pointer dragged from the side lane, if it is over a row. */
  const locate = (clientX: number, clientY: number): LaneTarget | null => {
    if (!hours) return null;
    const rowEl = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>('[data-timeline-row]');
    const table = rowEl && canvasRef.current?.contains(rowEl) ? rows.find((r) => r.guid === rowEl.dataset.tableGuid) : undefined;
    const track = rowEl?.querySelector<HTMLElement>('[data-timeline-track]');
    if (!table || !track) return null;
    const box = track.getBoundingClientRect();
    return { table, hour: cellHour(clientX - box.left, box.width / gridSlots(hours).length, hours) };
  };

  const backToLane = (guid: string) =>
    document.querySelector<HTMLElement>(`[data-testid="timeline-side-item"][data-guid="${CSS.escape(guid)}"] button[aria-pressed]`)?.focus();

  const place = async (b: BookingItem, table: TableRow, hour: string) => {
    setDropTarget(null);
    if (await actions.place(b, hour, table, bookings)) {
      setPicked(null);
      setFocusGuid(b.guid);
    }
  };

  // The grid is memoised and these keep their identity, so opening a booking, a dialog or a change
  // in flight does not render its 60 rows and their cells again.
  const nowMark = useMemo(() => (nowCol === null ? null : { column: nowCol, label: t.now(clockLabel(nowMinutes)) }), [nowCol, nowMinutes]);
  const isBusy = useStableCallback(() => actions.busy);
  const moveBar = useStableCallback((b: BookingItem, hour: string, table: TableRow) => {
    setFocusGuid(b.guid);
    return actions.move(b, hour, table, bookings);
  });
  const stretchBar = useStableCallback((b: BookingItem, turn: number) => {
    setFocusGuid(b.guid);
    return actions.stretch(b, turn, bookings);
  });
  const openBooking = useStableCallback((b: BookingItem) => setOpenGuid(b.guid));
  const lockedBar = useStableCallback((b: BookingItem) => actions.locked(b));
  const pickCell = useStableCallback((table: TableRow, hour: string) => setCell({ table, hour }));
  const placeAt = useStableCallback((b: BookingItem, table: TableRow, hour: string) => void place(b, table, hour));
  const cancelPlacing = useStableCallback(() => {
    if (placing) backToLane(placing.guid);
    setPicked(null);
  });

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link className={styles.backLink} to={paths.serviceBookAt({ date: isToday ? undefined : date, service })}>
          ‹ {t.back}
        </Link>
        <div className={styles.dayNav}>
          <Button variant="secondary" className={styles.dayArrow} onClick={() => goDate(addDays(date, -1))} aria-label={t.previous}>
            <span aria-hidden="true">‹</span>
          </Button>
          <h1 className={styles.heading}>
            {t.title} <span className={styles.headingDate}>{formatLongFrenchDate(date, { capitalize: true })}</span>
          </h1>
          <Button variant="secondary" className={styles.dayArrow} onClick={() => goDate(addDays(date, 1))} aria-label={t.next}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
        <LiveLine className={styles.liveLine} />
      </div>

      <DayLoadState day={day} text={t} />

      {/* The rows wait for the rooms: drawn first without them and regrouped when they arrive, every
          row and bar would be drawn again (a jump on screen, a lost keyboard focus). */}
      {view && !roomsKnown && <Spinner label={t.loading} />}
      {view && roomsKnown && (
        <>
          <ServiceTabs day={view} service={service} onChange={(kind: ServiceKind) => go({ service: kind })} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-labelledby={`tab-${service}`} className={styles.panel}>
            {/* The how-to stays one line until asked for: on a phone the grid is on the first screen. */}
            <details className={styles.helpBox}>
              <summary className={styles.helpSummary}>{t.helpSummary}</summary>
              <p id={helpId} className={styles.help}>
                {t.help}
              </p>
              <p id={cellsHelpId} className={styles.help}>
                {t.cellsHelp}
              </p>
            </details>
            <ul className={styles.legend} aria-label={t.legend}>
              {LEGEND.map((s) => (
                <li key={s} className={`${styles.legendItem} ${bars[`bar_${s}`] ?? ''}`}>
                  {frDashboard.booking.status[s]}
                </li>
              ))}
            </ul>
            {placing && (
              <div className={lane.banner} data-testid="timeline-placing">
                <p role="status">{t.placing(placing.name, placing.covers)}</p>
                <p className={lane.bannerKeys}>{t.placingKeys}</p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setPicked(null);
                    backToLane(placing.guid);
                  }}
                >
                  {t.cancelPlacing}
                </Button>
              </div>
            )}
            <div className={styles.layout}>
              <TimelineSideLane
                items={side}
                retiredTables={retiredTables}
                placing={placing}
                busy={actions.busy}
                onOpen={openBooking}
                onPick={(b) => setPicked(placing?.guid === b.guid ? null : b)}
                locate={locate}
                onHover={(b, at) => setDropTarget(at ? { tableGuid: at.table.guid, hour: at.hour, turnMinutes: b.turnMinutes } : null)}
                onDrop={(b, at) => {
                  setDropTarget(null);
                  if (at) void place(b, at.table, at.hour);
                }}
              />
              {!hours ? (
                <p className={styles.muted}>{t.closed}</p>
              ) : groups.length === 0 ? (
                <p className={styles.muted}>{t.noTables}</p>
              ) : (
                <TimelineGrid
                  groups={groups}
                  bookings={bookings}
                  window={hours}
                  now={nowMark}
                  label={t.gridLabel(serviceName)}
                  focusGuid={focusGuid}
                  isBusy={isBusy}
                  helpId={helpId}
                  onMove={moveBar}
                  onStretch={stretchBar}
                  onOpen={openBooking}
                  onLocked={lockedBar}
                  onCell={pickCell}
                  placing={placing}
                  onPlace={placeAt}
                  onCancelPlacing={cancelPlacing}
                  dropTarget={dropTarget}
                  canvasRef={canvasRef}
                  cellsHelpId={cellsHelpId}
                />
              )}
            </div>
          </div>
        </>
      )}

      <DayBookingDialog day={view} guid={openGuid} action={book} onClose={() => setOpenGuid(null)} onStatus={setStatus} />
      <TimelineCellDialog
        key={cell ? `${cell.table.guid}-${cell.hour}` : 'none'}
        cell={cell}
        date={date}
        isToday={isToday}
        busy={actions.busy}
        onClose={() => setCell(null)}
        onSubmit={actions.create}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={book.alert} onClose={book.clearAlert} />
    </main>
  );
}

export { TimelinePage as Component };
