import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { TableRow } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { frDashboard } from './i18n';
import { frTimeline } from './timeline-i18n';
import bars from './timeline-grid.module.css';
import lane from './timeline-lane.module.css';
import styles from './timeline.module.css';

const t = frTimeline.side;
const DRAG_THRESHOLD_PX = 6;

/** A place on the grid under a pointer: the table of the row and the time of the column. */
export type LaneTarget = { table: TableRow; hour: string };

interface Props {
  items: BookingItem[];
  /** Names of tables out of service, by guid: a booking that still holds one says so. */
  retiredTables: ReadonlyMap<string, string>;
  placing: BookingItem | null;
  busy: boolean;
  onOpen: (booking: BookingItem) => void;
  onPick: (booking: BookingItem) => void;
  locate: (clientX: number, clientY: number) => LaneTarget | null;
  onHover: (booking: BookingItem, target: LaneTarget | null) => void;
  onDrop: (booking: BookingItem, target: LaneTarget | null) => void;
}

/**
 * Waiting-list requests and bookings without a table: the host's decisions still to make. Each is
 * dragged (any pointer) onto a table's row at a time, or picked with "Placer" and then given a cell
 * by a tap or the keyboard; a tap on the card opens the booking.
 */
export function TimelineSideLane({ items, retiredTables, placing, busy, onOpen, onPick, locate, onHover, onDrop }: Props) {
  return (
    <aside
      className={`${styles.side} ${lane.side} ${items.length === 0 ? styles.sideEmpty : ''}`}
      aria-labelledby="timeline-side-heading"
      data-testid="timeline-side"
    >
      <h2 id="timeline-side-heading" className={styles.sideHeading}>
        {t.heading} <span className={styles.sideCount}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <>
          <p className={lane.hint}>{t.dragHint}</p>
          <ul className={lane.list}>
            {items.map((b) => (
              <LaneItem
                key={b.guid}
                booking={b}
                kind={b.status === 'waiting' ? t.waiting : laneKind(b, retiredTables)}
                picked={placing?.guid === b.guid}
                busy={busy}
                onOpen={onOpen}
                onPick={onPick}
                locate={locate}
                onHover={onHover}
                onDrop={onDrop}
              />
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

function laneKind(b: BookingItem, retired: ReadonlyMap<string, string>): string {
  const gone = b.tables.find((x) => retired.has(x.guid));
  return gone ? t.outOfService(gone.name) : t.unassigned;
}

type Drag = { startX: number; startY: number; x: number; y: number; moved: boolean };

function LaneItem({
  booking: b,
  kind,
  picked,
  busy,
  onOpen,
  onPick,
  locate,
  onHover,
  onDrop,
}: Omit<Props, 'items' | 'retiredTables' | 'placing'> & { booking: BookingItem; kind: string; picked: boolean }) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const suppressClick = useRef(false);

  function start(event: PointerEvent<HTMLButtonElement>) {
    if (busy || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY, moved: false });
  }

  function follow(event: PointerEvent<HTMLButtonElement>) {
    if (!drag) return;
    const moved = drag.moved || Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) > DRAG_THRESHOLD_PX;
    setDrag({ ...drag, x: event.clientX, y: event.clientY, moved });
    if (moved) onHover(b, locate(event.clientX, event.clientY));
  }

  function end(event: PointerEvent<HTMLButtonElement>) {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) return;
    suppressClick.current = true;
    onDrop(b, locate(event.clientX, event.clientY));
  }

  const covers = frTimeline.covers(b.covers);
  return (
    <li className={`${lane.item} ${picked ? lane.picked : ''}`} data-testid="timeline-side-item" data-guid={b.guid}>
      <button
        type="button"
        className={`${styles.sideItem} ${lane.card} ${bars[`bar_${b.status}`] ?? ''}`}
        onPointerDown={start}
        onPointerMove={follow}
        onPointerUp={end}
        onPointerCancel={() => {
          setDrag(null);
          onHover(b, null);
        }}
        onClick={() => {
          if (suppressClick.current) suppressClick.current = false;
          else onOpen(b);
        }}
      >
        <span className={styles.sideHour}>{b.hour}</span>
        <span className={bars.barName}>{b.name}</span>
        <span className={lane.meta}>
          {covers} · {kind}
        </span>
        <span className="visually-hidden">{frDashboard.booking.status[b.status]}</span>
      </button>
      <button
        type="button"
        className={lane.place}
        aria-label={frTimeline.side.placeLabel(b.name, b.covers)}
        aria-pressed={picked}
        disabled={busy}
        onClick={() => onPick(b)}
      >
        {t.place}
      </button>
      {drag?.moved && (
        <div
          className={`${lane.ghost} ${bars[`bar_${b.status}`] ?? ''}`}
          style={{ '--x': `${drag.x}px`, '--y': `${drag.y}px` } as CSSProperties}
          aria-hidden="true"
        >
          <span className={bars.barName}>{b.name}</span>
          <span className={bars.barMeta}>{covers}</span>
        </div>
      )}
    </li>
  );
}
