import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type RefObject } from 'react';
import { useStableCallback } from '../lib/use-stable-callback';
import {
  cellOccupant,
  columnOf,
  gridSlots,
  stackBars,
  TIMELINE_STEP,
  type GridCell,
  type RoomGroup,
  type TableRow,
  type TimelineWindow,
} from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { TimelineBar, type BarGeometry } from './timeline-bar';
import { rowCellId, TimelineRowCell, type HeldStay } from './timeline-row-cell';
import { columnUnder, useQuarterHover } from './timeline-track-pointer';
import { frTimeline as t } from './timeline-i18n';
import styles from './timeline-grid.module.css';
import lane from './timeline-lane.module.css';

const HOLDING = ['pending', 'confirmed', 'seated'];

interface Props {
  groups: RoomGroup<TableRow>[];
  bookings: BookingItem[];
  window: TimelineWindow;
  /** The now line's column offset, or null when now is not within this service. */
  now: { column: number; label: string } | null;
  label: string;
  focusGuid: string | null;
  /** Whether a change is in flight, read when a bar is handled (not a prop that renders every bar). */
  isBusy: () => boolean;
  helpId: string;
  onMove: (booking: BookingItem, hour: string, table: TableRow) => Promise<boolean>;
  onStretch: (booking: BookingItem, turnMinutes: number) => Promise<boolean>;
  onOpen: (booking: BookingItem) => void;
  onLocked: (booking: BookingItem) => void;
  onCell: (table: TableRow, hour: string) => void;
  /** The party from the side lane being placed (keyboard or tap): a cell then places it. */
  placing: BookingItem | null;
  onPlace: (booking: BookingItem, table: TableRow, hour: string) => void;
  onCancelPlacing: () => void;
  /** Where a party dragged from the side lane would land, drawn as a shadow. */
  dropTarget: { tableGuid: string; hour: string; turnMinutes: number } | null;
  canvasRef: RefObject<HTMLDivElement | null>;
  cellsHelpId: string;
}

/**
 * Tables down (grouped by room, the table column sticky), time across in 15-minute columns, each
 * booking a bar on each of its tables; overlapping bars of a table take lanes. The quarter hours
 * are painted: a tap on an empty one (or Enter on the keyboard's cell, one button per row) adds a
 * booking there, or places the party picked in the side lane.
 */
export const TimelineGrid = memo(function TimelineGrid(props: Props) {
  const {
    groups,
    bookings,
    window,
    now,
    label,
    focusGuid,
    isBusy,
    helpId,
    onMove,
    onStretch,
    onOpen,
    onLocked,
    onCell,
    placing,
    onPlace,
    onCancelPlacing,
    dropTarget,
  } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const slots = useMemo(() => gridSlots(window), [window]);
  const rows = useMemo(() => groups.flatMap((g) => g.tables), [groups]);
  const holding: HeldStay[] = useMemo(
    () => bookings.filter((b) => HOLDING.includes(b.status)).map((b) => ({ ...b, tableGuids: b.tables.map((x) => x.guid) })),
    [bookings],
  );
  // One function for every bar (a memoised bar keeps it); a row out of range (never sent by the bar's
  // own clamped moves) stays on the bar's table.
  const moveTo = useStableCallback((x: BookingItem, hour: string, to: number) => {
    const table = rows[to] ?? rows.find((r) => x.tables.some((held) => held.guid === r.guid));
    return table ? onMove(x, hour, table) : Promise.resolve(false);
  });
  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  // Rows or columns may go (a table taken out of service, another day): the tab stop stays on the grid.
  const stop = { row: Math.min(active.row, rows.length - 1), column: Math.min(active.column, slots.length - 1) };
  const { hover, onPointerMove, onPointerLeave } = useQuarterHover(canvas, slots.length);

  // The cell is one element per row moved from column to column: the focus is given once it stands
  // in its new place, and the scroller brought to it (a focused element that moves is not).
  const focusPending = useRef(false);
  const moveCell = useCallback((cell: GridCell) => {
    focusPending.current = true;
    setActive(cell);
  }, []);
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const el = document.getElementById(rowCellId(gridId, stop.row));
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [gridId, stop.row, active]);
  const focusRow = useCallback((row: number) => setActive((a) => (a.row === row ? a : { row, column: a.column })), []);

  // Picking a party in the side lane takes the keyboard to the grid: its wished time, on the first
  // table of its size.
  const placingGuid = placing?.guid;
  useEffect(() => {
    if (!placing) return;
    const fits = rows.findIndex((r) => placing.covers >= r.minCovers && placing.covers <= r.maxCovers);
    moveCell({ row: Math.max(0, fits), column: columnOf(placing.hour, window) });
    // Only when a new party is picked, not on every live update of the day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placingGuid]);

  const setCanvas = (el: HTMLDivElement | null) => {
    canvas.current = el;
    props.canvasRef.current = el;
  };

  const actOnCell = useStableCallback((row: number, table: TableRow, hour: string, holder: HeldStay | undefined) => {
    if (placing) return onPlace(placing, table, hour);
    if (!holder) return onCell(table, hour);
    // A held cell picks its party: the bar takes the focus (arrows then move it, Enter opens it).
    canvas.current?.querySelector<HTMLElement>(`[data-timeline-row="${row}"] [data-guid="${CSS.escape(holder.guid)}"]`)?.focus();
  });

  /** A tap on a row's free track (a bar or the row's cell answer their own): the quarter under it. */
  function onTrackClick(event: MouseEvent<HTMLDivElement>, row: number, table: TableRow) {
    if (event.target !== event.currentTarget) return;
    const column = columnUnder(event.currentTarget, event.clientX, slots.length);
    const hour = slots[column]!;
    const holder = cellOccupant(table.guid, hour, holding);
    // The keyboard carries on from there, and a dialog opened there gives the focus back to it.
    if (!holder || placing) moveCell({ row, column });
    actOnCell(row, table, hour, holder);
  }

  const rowElements = useCallback(() => [...(canvas.current?.querySelectorAll<HTMLElement>('[data-timeline-row]') ?? [])], []);
  const geometry: BarGeometry = useMemo(
    () => ({
      window,
      rowCount: rows.length,
      stepPx: () => {
        const track = canvas.current?.querySelector<HTMLElement>('[data-timeline-track]');
        return track ? track.getBoundingClientRect().width / slots.length : 40;
      },
      rowAt: (clientY) => {
        const found = rowElements().find((el) => {
          const r = el.getBoundingClientRect();
          return clientY >= r.top && clientY < r.bottom;
        });
        return found ? Number(found.dataset.timelineRow) : null;
      },
      rowOffset: (from, to) => {
        const els = rowElements();
        const a = els[from]?.getBoundingClientRect();
        const b = els[to]?.getBoundingClientRect();
        return a && b ? b.top - a.top : 0;
      },
    }),
    [window, rows.length, slots.length, rowElements],
  );

  // The first o'clock column, where the painted hour lines start (every four columns, both ways).
  const hourFrom = slots.findIndex((s) => s.endsWith(':00'));
  let index = 0;
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={-1}>
      <div
        ref={setCanvas}
        className={styles.canvas}
        style={{ '--cols': slots.length, '--hour-from': Math.max(0, hourFrom) } as CSSProperties}
        data-testid="timeline-grid"
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
      >
        <div className={styles.headRow} aria-hidden="true">
          <div className={styles.corner}>{t.tablesColumn}</div>
          <div className={now ? `${styles.times} ${styles.timesWithNow}` : styles.times}>
            {slots.map((s) => (
              <span key={s} className={s.endsWith(':00') ? styles.hourMark : styles.quarterMark}>
                {s.endsWith(':00') || s.endsWith(':30') ? s : ''}
              </span>
            ))}
            {now && (
              <span className={styles.nowLabel} style={{ '--now': now.column } as CSSProperties} data-testid="timeline-now">
                {now.label}
              </span>
            )}
          </div>
        </div>
        {groups.map((group) => (
          <div key={group.room?.guid ?? 'other'} role="group" aria-label={group.room?.name ?? t.otherTables}>
            <div className={styles.roomRow}>
              <h2 className={styles.roomName}>{group.room?.name ?? t.otherTables}</h2>
            </div>
            {group.tables.map((table) => {
              const row = index++;
              const own = bookings.filter((b) => b.tables.some((x) => x.guid === table.guid));
              const { lanes, count } = stackBars(own);
              return (
                <div
                  key={table.guid}
                  className={styles.row}
                  style={{ '--lanes': count } as CSSProperties}
                  data-timeline-row={row}
                  data-testid="timeline-row"
                  data-table={table.name}
                  data-table-guid={table.guid}
                >
                  <div className={styles.rowLabel}>
                    <span className={styles.tableName}>{table.name}</span>
                    <span className={styles.tableSeats}>
                      {table.minCovers}–{table.maxCovers}
                    </span>
                  </div>
                  <div className={styles.track} data-timeline-track data-testid="timeline-track" onClick={(e) => onTrackClick(e, row, table)}>
                    <TimelineRowCell
                      gridId={gridId}
                      table={table}
                      row={row}
                      rowCount={rows.length}
                      slots={slots}
                      column={stop.column}
                      active={stop.row === row}
                      holding={holding}
                      placing={placing}
                      helpId={props.cellsHelpId}
                      onMove={moveCell}
                      onFocusRow={focusRow}
                      onCell={actOnCell}
                      onEscape={onCancelPlacing}
                    />
                    {dropTarget?.tableGuid === table.guid && (
                      <div
                        className={lane.dropTarget}
                        style={{ '--col': columnOf(dropTarget.hour, window), '--span': dropTarget.turnMinutes / TIMELINE_STEP } as CSSProperties}
                        aria-hidden="true"
                        data-testid="timeline-drop-target"
                      />
                    )}
                    {own.map((b) => (
                      <TimelineBar
                        key={b.guid}
                        booking={b}
                        row={row}
                        lane={lanes.get(b.guid) ?? 0}
                        tableName={table.name}
                        geometry={geometry}
                        focused={focusGuid === b.guid}
                        isBusy={isBusy}
                        helpId={helpId}
                        onMove={moveTo}
                        onStretch={onStretch}
                        onOpen={onOpen}
                        onLocked={onLocked}
                      />
                    ))}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
        {now && <div className={styles.nowLine} style={{ '--now': now.column } as CSSProperties} aria-hidden="true" />}
        <div ref={hover} className={styles.hover} aria-hidden="true" />
      </div>
    </div>
  );
});
