import { memo, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { barPosition, dropPlace, endOf, keyboardMove, snapSteps, stretchedTurn, type BarPlace, type TimelineWindow } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { frDashboard } from './i18n';
import { canEdit } from './status';
import { frPayment } from './payment-i18n';
import { GuestRiskMark, guestRiskLabel } from './guest-risk-badge';
import { badgesOf, GuestBadges } from './guest-badges';
import { frTimeline as t } from './timeline-i18n';
import styles from './timeline-grid.module.css';

export interface BarGeometry {
  window: TimelineWindow;
  rowCount: number;
  /** Width of one 15-minute column in pixels, measured on screen. */
  stepPx: () => number;
  /** The row under a pointer's vertical position (its index), or null. */
  rowAt: (clientY: number) => number | null;
  /** Vertical distance in pixels from row `from` to row `to` (to follow the pointer while dragging). */
  rowOffset: (from: number, to: number) => number;
}

interface Props {
  booking: BookingItem;
  row: number;
  lane: number;
  tableName: string;
  geometry: BarGeometry;
  focused: boolean;
  /** Read when the bar is handled: a change in flight elsewhere does not render every bar. */
  isBusy: () => boolean;
  onMove: (booking: BookingItem, hour: string, row: number) => Promise<boolean>;
  onStretch: (booking: BookingItem, turnMinutes: number) => Promise<boolean>;
  onOpen: (booking: BookingItem) => void;
  /** A move or stretch tried on a booking that can no longer change (finished, absent): say why. */
  onLocked: (booking: BookingItem) => void;
  helpId: string;
}

/** 'locked': a finished booking being dragged, which stays where it is. */
type Drag = { kind: 'move' | 'stretch' | 'locked'; startX: number; startY: number; steps: number; row: number; moved: boolean };

const DRAG_THRESHOLD_PX = 6;

/**
 * One booking on the timeline: a button as long as the party keeps its table. Dragged with any
 * pointer (mouse, finger, pen) to another time or table, stretched by its right edge, moved and
 * stretched with the keyboard; a tap or Enter opens the booking.
 */
/** Memoised: a day read again keeps unchanged bookings' objects, so only the bars that moved render. */
export const TimelineBar = memo(function TimelineBar({
  booking: b,
  row,
  lane,
  tableName,
  geometry,
  focused,
  isBusy,
  onMove,
  onStretch,
  onOpen,
  onLocked,
  helpId,
}: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<{ hour: string; row: number; turnMinutes: number } | null>(null);
  const suppressClick = useRef(false);
  const editable = canEdit(b);

  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);

  const place: BarPlace = { hour: b.hour, turnMinutes: b.turnMinutes, row };

  // What the bar shows: where it is being dragged to, where it was dropped (until the server
  // answers), or where it is.
  let shown = pending ?? { hour: b.hour, row, turnMinutes: b.turnMinutes };
  if (drag?.moved && drag.kind === 'move')
    shown = { ...dropPlace(place, drag.steps, drag.row, geometry.window, geometry.rowCount), turnMinutes: b.turnMinutes };
  if (drag?.moved && drag.kind === 'stretch') shown = { hour: b.hour, row, turnMinutes: stretchedTurn(place, drag.steps, geometry.window) };
  const { column, span } = barPosition(shown.hour, shown.turnMinutes, geometry.window);
  const lift = shown.row !== row ? geometry.rowOffset(row, shown.row) : 0;

  async function commit(work: Promise<boolean>, preview: { hour: string; row: number; turnMinutes: number }) {
    setPending(preview);
    try {
      await work;
    } finally {
      setPending(null);
    }
  }

  function start(kind: Drag['kind'], event: PointerEvent<HTMLElement>) {
    if (isBusy() || event.button !== 0) return;
    if (!editable) kind = 'locked';
    event.stopPropagation();
    ref.current?.setPointerCapture(event.pointerId);
    setDrag({ kind, startX: event.clientX, startY: event.clientY, steps: 0, row, moved: false });
  }

  function follow(event: PointerEvent<HTMLElement>) {
    if (!drag) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    const moved = drag.moved || Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
    // Said as soon as the drag starts, while the host still holds the bar.
    if (drag.kind === 'locked' && moved && !drag.moved) onLocked(b);
    const targetRow = drag.kind === 'move' ? (geometry.rowAt(event.clientY) ?? drag.row) : row;
    setDrag({ ...drag, moved, steps: snapSteps(dx, geometry.stepPx()), row: targetRow });
  }

  function end() {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) return;
    suppressClick.current = true;
    if (drag.kind === 'move') {
      const to = dropPlace(place, drag.steps, drag.row, geometry.window, geometry.rowCount);
      if (to.hour !== b.hour || to.row !== row) void commit(onMove(b, to.hour, to.row), { ...to, turnMinutes: b.turnMinutes });
    } else if (drag.kind === 'stretch') {
      const turnMinutes = stretchedTurn(place, drag.steps, geometry.window);
      if (turnMinutes !== b.turnMinutes) void commit(onStretch(b, turnMinutes), { hour: b.hour, row, turnMinutes });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = keyboardMove(event.key, event.shiftKey, place, geometry.window, geometry.rowCount);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if (move.kind === 'open') return onOpen(b);
    if (!editable) return onLocked(b);
    if (isBusy() || pending) return;
    if (move.kind === 'move') void commit(onMove(b, move.hour, move.row), { hour: move.hour, row: move.row, turnMinutes: b.turnMinutes });
    else void commit(onStretch(b, move.turnMinutes), { hour: b.hour, row, turnMinutes: move.turnMinutes });
  }

  const style = { '--col': column, '--span': span, '--lane': lane, transform: lift ? `translateY(${lift}px)` : undefined } as CSSProperties;
  const status = frDashboard.booking.status[b.status] ?? b.status;
  // The payment's state rides on the bar's second line and its label: the bar has no room for a badge.
  const payment = b.payment ? (frPayment.badge[b.payment.state] ?? b.payment.state) : null;
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.bar} ${styles[`bar_${b.status}`] ?? ''} ${(drag?.moved && drag.kind !== 'locked') || pending ? styles.barMoving : ''}`}
      style={style}
      data-testid="timeline-bar"
      data-guid={b.guid}
      data-status={b.status}
      data-hour={shown.hour}
      data-turn={shown.turnMinutes}
      aria-label={`${t.bar(b.hour, endOf(b.hour, b.turnMinutes), b.name, b.covers, status, tableName)}${payment ? `, ${frPayment.badgePrefix}${payment}` : ''}${guestRiskLabel(b)}${badgesOf(
        b,
      )
        .map((x) => `, ${x.text}`)
        .join('')}`}
      data-payment={b.payment?.state}
      aria-describedby={editable ? helpId : undefined}
      aria-busy={pending ? true : undefined}
      onPointerDown={(e) => start('move', e)}
      onPointerMove={follow}
      onPointerUp={end}
      onPointerCancel={() => setDrag(null)}
      onClick={() => {
        if (suppressClick.current) suppressClick.current = false;
        else onOpen(b);
      }}
      onKeyDown={onKeyDown}
    >
      {/* The badges share the name's line: a bar holds two lines, the second is the times. */}
      <span className={styles.barTop}>
        <span className={styles.barName}>{b.name}</span>
        <GuestBadges booking={b} compact className={styles.barBadges} />
      </span>
      <span className={styles.barMeta}>
        <GuestRiskMark booking={b} />
        {t.covers(b.covers)} · {shown.hour}–{endOf(shown.hour, shown.turnMinutes)}
        {payment && ` · ${payment}`}
      </span>
      {editable && (
        <span
          className={styles.handle}
          aria-hidden="true"
          data-testid="timeline-stretch"
          title={t.stretch(b.name)}
          onPointerDown={(e) => start('stretch', e)}
        />
      )}
    </button>
  );
});
