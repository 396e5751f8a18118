// Dashboard page "Plan de salle": the chosen date and service with every table coloured by state
// and naming its booking. Drag a booking onto another table to move it; tap a free table to seat a
// walk-in. The server decides both with the booking engine.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useStableCallback } from '../../lib/use-stable-callback';
import { Link, useSearchParams } from 'react-router';
import { formatLongFrenchDate, isValidIsoDate, isValidTime } from '../../../domain/dates';
import type { PlanTable } from '../../../domain/floor-plan/types';
import { useStaffShell } from '../../lib/staff/staff-shell';
import { useToast } from '../../ui/toasts';
import { errorText } from '../../lib/api';
import { setDocumentHead } from '../../lib/head';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { floorPlanApi, type LiveRoomBooking } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import { LiveControls } from './live-controls';
import { LiveRoomPlan, STATE_LOOK } from './live-room-plan';
import { TableBookingsDialog, WalkInDialog, type TableChoice } from './table-dialogs';
import { useBookingDrag } from './use-booking-drag';
import styles from './live.module.css';
import { paths } from '../../lib/paths';

const t = frFloorPlan.live;
const REFRESH_MS = 30_000;

export function LiveRoomRoute() {
  const { restaurantId, claims } = useStaffShell();
  const toast = useToast();
  const queryClient = useQueryClient();
  const api = useMemo(() => floorPlanApi(restaurantId), [restaurantId]);
  const [params, setParams] = useSearchParams();
  const date = isValidIsoDate(params.get('date') ?? '') ? params.get('date')! : undefined;
  const service = params.get('service') === 'noon' || params.get('service') === 'evening' ? (params.get('service') as 'noon' | 'evening') : undefined;
  const time = isValidTime(params.get('time') ?? '') ? params.get('time')! : undefined;
  const [openTable, setOpenTable] = useState<PlanTable | null>(null);
  const [walkInTable, setWalkInTable] = useState<PlanTable | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const canEdit = claims.roles.some((r) => r === 'owner' || r === 'manager');

  // Under the service book's key: its live feed refreshes this view whenever a booking changes.
  const queryKey = ['service-book', 'live-room', restaurantId, date ?? '', service ?? '', time ?? ''];
  const view = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.live({ date, service, time }, signal),
    placeholderData: (previous) => previous,
    refetchInterval: REFRESH_MS,
  });

  useEffect(() => {
    setDocumentHead({ title: frFloorPlan.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  const data = view.data;
  const bookingsByGuid = useMemo(() => new Map((data?.bookings ?? []).map((b) => [b.guid, b])), [data]);
  const choices: TableChoice[] = useMemo(
    () =>
      (data?.rooms ?? []).flatMap((room) =>
        room.items.filter((i): i is PlanTable => i.kind === 'table' && i.active).map((x) => ({ guid: x.id, name: x.name, room: room.name })),
      ),
    [data],
  );
  const tableName = (guid: string) => choices.find((c) => c.guid === guid)?.name ?? '';

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  const [dialogError, setDialogError] = useState<string | null>(null);

  /** Runs a change; a refusal is shown where the host is looking (the open dialog, else the page). */
  async function act(run: () => Promise<string>, inDialog = false) {
    setBusy(true);
    setDialogError(null);
    try {
      // Success is a toast (seen wherever the host has scrolled); a refusal stays on the page.
      toast(await run());
      setMessage(null);
      setOpenTable(null);
      setWalkInTable(null);
    } catch (error) {
      const text = errorText(error, frFloorPlan.common.error);
      if (inDialog) setDialogError(text);
      else setMessage({ text, error: true });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['service-book'] });
    }
  }

  const move = (bookingGuid: string, tableGuid: string) => void act(() => api.move(bookingGuid, tableGuid));
  const drag = useBookingDrag(move);
  const downOn = useRef<{ table: PlanTable; booking: LiveRoomBooking | null } | null>(null);

  // The plans are memoised and these keep their identity: a dialog opening or an action in flight
  // does not draw 60 tables again.
  const open = useStableCallback((table: PlanTable) => {
    if (!data || !table.active) return;
    const state = data.tables.find((s) => s.guid === table.id);
    if (state && state.bookingGuids.length > 0 && state.bookingGuid) setOpenTable(table);
    else if (data.date === data.today) setWalkInTable(table);
    else if (state && state.bookingGuids.length > 0) setOpenTable(table);
    else setMessage({ text: t.walkIn.onlyToday, error: true });
  });

  const onTablePointerDown = useStableCallback((event: PointerEvent<SVGGElement>, table: PlanTable, booking: LiveRoomBooking | null) => {
    downOn.current = { table, booking };
    if (booking) drag.begin(event, { guid: booking.guid, label: booking.name, fromTable: table.id });
    else if (event.button === 0) event.currentTarget.setPointerCapture(event.pointerId);
  });

  const onTablePointerUp = useStableCallback((event: PointerEvent<SVGGElement>, table: PlanTable, cancelled: boolean) => {
    const pressed = downOn.current;
    downOn.current = null;
    if (pressed?.booking) {
      if (drag.end(event, cancelled)) open(table);
    } else if (!cancelled && pressed?.table.id === table.id) {
      open(table);
    }
  });
  const onTablePointerMove = useStableCallback((event: PointerEvent<SVGGElement>) => drag.move(event));

  // Rooms fit the screen's width on a phone; on a wide screen they keep their natural size.
  const roomsBox = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const loaded = data !== undefined;
  useEffect(() => {
    const box = roomsBox.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setAvailable(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [loaded]);
  const scaleFor = (width: number) => (available > 0 ? Math.max(0.4, Math.min(1, (available - 20) / width)) : 1);
  const openBookings =
    openTable && data ? (data.tables.find((s) => s.guid === openTable.id)?.bookingGuids ?? []).map((g) => bookingsByGuid.get(g)!).filter(Boolean) : [];
  const unplaced = (data?.unplaced ?? []).map((g) => bookingsByGuid.get(g)!).filter(Boolean);

  return (
    <main className={styles.page} aria-labelledby="live-heading">
      <div className={styles.header}>
        <h1 id="live-heading" className={styles.title}>
          {t.heading}
        </h1>
        {canEdit && data && data.rooms.length > 0 && (
          <Link to={paths.floorPlanEdit(data.rooms[0]!.guid)} className={styles.editLink}>
            {t.editPlan}
          </Link>
        )}
      </div>
      {data && <LiveControls view={data} onChange={go} />}
      <ul className={styles.legend} aria-label={t.legendLabel}>
        {(Object.keys(STATE_LOOK) as Array<keyof typeof STATE_LOOK>).map((state) => (
          <li key={state}>
            <span className={styles.swatch} style={{ background: STATE_LOOK[state].fill, borderColor: STATE_LOOK[state].stroke }} aria-hidden="true">
              {STATE_LOOK[state].glyph}
            </span>
            {t.states[state]}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t.dragHint}</p>
      <div role="status" aria-live="polite" className={message?.error ? styles.messageError : styles.message}>
        {message?.text ?? ''}
      </div>

      {view.isPending && <Spinner label={frFloorPlan.common.loading} />}
      {view.isError && !data && (
        <div role="alert" className={styles.messageError}>
          {errorText(view.error, frFloorPlan.common.error)} <Button onClick={() => void view.refetch()}>{frFloorPlan.common.retry}</Button>
        </div>
      )}
      {data && data.rooms.length === 0 && (
        <div className={styles.empty}>
          <p>{t.noPlan}</p>
          {canEdit && <Link to={paths.floorPlanCreate}>{t.createPlan}</Link>}
        </div>
      )}
      {data && data.services.length === 0 && <p className={styles.empty}>{t.closedDay}</p>}

      <div className={styles.rooms} ref={roomsBox}>
        {data?.rooms.map((room) => (
          <section key={room.guid} className={styles.room} aria-labelledby={`room-${room.guid}`}>
            <h2 id={`room-${room.guid}`} className={styles.roomTitle}>
              {room.name}
            </h2>
            <div className={styles.planScroll}>
              <LiveRoomPlan
                room={room}
                view={data}
                bookingsByGuid={bookingsByGuid}
                dropTarget={drag.drag?.over ?? null}
                scale={scaleFor(room.width)}
                onTablePointerDown={onTablePointerDown}
                onTablePointerMove={onTablePointerMove}
                onTablePointerUp={onTablePointerUp}
                onOpen={open}
              />
            </div>
          </section>
        ))}
      </div>

      {data && data.rooms.length > 0 && (
        <section className={styles.unplaced} aria-labelledby="unplaced-heading">
          <h2 id="unplaced-heading" className={styles.roomTitle}>
            {t.unplaced}
          </h2>
          {unplaced.length === 0 ? (
            <p className={styles.hint}>{t.noUnplaced}</p>
          ) : (
            <ul className={styles.chips}>
              {unplaced.map((b) => (
                <li key={b.guid}>
                  <button
                    type="button"
                    className={styles.chip}
                    onPointerDown={(e) => drag.begin(e, { guid: b.guid, label: b.name, fromTable: null })}
                    onPointerMove={drag.move}
                    onPointerUp={(e) => drag.end(e)}
                    onPointerCancel={(e) => drag.end(e, true)}
                    onClick={() => {
                      const table = b.tableGuids[0] ? choices.find((c) => c.guid === b.tableGuids[0]) : undefined;
                      setMessage({ text: `${t.bookingShort(b.name, b.covers, b.hour)}${table ? ` — ${table.name}` : ''}`, error: false });
                    }}
                  >
                    {t.bookingShort(b.name, b.covers, b.hour)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {drag.drag && (
        <div className={styles.ghost} style={{ left: drag.drag.x, top: drag.drag.y }} aria-hidden="true">
          {t.moving(drag.drag.label)}
          {drag.drag.over && drag.drag.over !== drag.drag.fromTable ? ` → ${tableName(drag.drag.over)}` : ''}
        </div>
      )}

      <TableBookingsDialog
        table={openTable}
        bookings={openBookings}
        tables={choices}
        isToday={data?.date === data?.today}
        busy={busy}
        onClose={() => {
          setOpenTable(null);
          setDialogError(null);
        }}
        error={dialogError}
        onSeat={(b) => void act(() => api.seat(b.guid), true)}
        onMove={(b, target) => void act(() => api.move(b.guid, target), true)}
      />
      <WalkInDialog
        table={walkInTable}
        busy={busy}
        onClose={() => {
          setWalkInTable(null);
          setDialogError(null);
        }}
        error={dialogError}
        onSubmit={(input) =>
          walkInTable && void act(() => api.walkIn({ tableGuid: walkInTable.id, covers: input.covers, name: input.name || undefined, date: data?.date }), true)
        }
      />
      <p className="visually-hidden">{data ? `${formatLongFrenchDate(data.date)} — ${data.live ? t.liveNow(data.time) : t.planned(data.time)}` : ''}</p>
    </main>
  );
}

export { LiveRoomRoute as Component };
