import { useCallback, useMemo, useRef, type CSSProperties } from 'react';
import { gridSlots, stackBars, type RoomGroup, type TableRow, type TimelineWindow } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { TimelineBar, type BarGeometry } from './timeline-bar';
import { frTimeline as t } from './timeline-i18n';
import styles from './timeline-grid.module.css';

interface Props {
  groups: RoomGroup<TableRow>[];
  bookings: BookingItem[];
  window: TimelineWindow;
  /** The now line's column offset, or null when now is not within this service. */
  now: { column: number; label: string } | null;
  label: string;
  focusGuid: string | null;
  busy: boolean;
  helpId: string;
  onMove: (booking: BookingItem, hour: string, table: TableRow) => Promise<boolean>;
  onStretch: (booking: BookingItem, turnMinutes: number) => Promise<boolean>;
  onOpen: (booking: BookingItem) => void;
  onCell: (table: TableRow, hour: string) => void;
}

/**
 * Tables down (grouped by room, the table column sticky), time across in 15-minute columns, each
 * booking a bar on each of its tables; overlapping bars of a table take lanes. Empty cells are
 * buttons: a tap adds a booking there.
 */
export function TimelineGrid({ groups, bookings, window, now, label, focusGuid, busy, helpId, onMove, onStretch, onOpen, onCell }: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  const slots = useMemo(() => gridSlots(window), [window]);
  const rows = useMemo(() => groups.flatMap((g) => g.tables), [groups]);

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

  let index = 0;
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={-1}>
      <div ref={canvas} className={styles.canvas} style={{ '--cols': slots.length } as CSSProperties} data-testid="timeline-grid">
        <div className={styles.headRow} aria-hidden="true">
          <div className={styles.corner}>{t.tablesColumn}</div>
          <div className={styles.times}>
            {slots.map((s) => (
              <span key={s} className={s.endsWith(':00') ? styles.hourMark : styles.quarterMark}>
                {s.endsWith(':00') || s.endsWith(':30') ? s : ''}
              </span>
            ))}
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
                >
                  <div className={styles.rowLabel}>
                    <span className={styles.tableName}>{table.name}</span>
                    <span className={styles.tableSeats}>
                      {table.minCovers}–{table.maxCovers}
                    </span>
                  </div>
                  <div className={styles.track} data-timeline-track>
                    {slots.map((s) => (
                      <button
                        key={s}
                        type="button"
                        tabIndex={-1}
                        className={`${styles.cell} ${s.endsWith(':00') ? styles.cellHour : ''}`}
                        aria-label={t.cell(table.name, s)}
                        data-testid="timeline-cell"
                        data-hour={s}
                        onClick={() => onCell(table, s)}
                      />
                    ))}
                    {own.map((b) => (
                      <TimelineBar
                        key={b.guid}
                        booking={b}
                        row={row}
                        lane={lanes.get(b.guid) ?? 0}
                        tableName={table.name}
                        geometry={geometry}
                        focused={focusGuid === b.guid}
                        busy={busy}
                        helpId={helpId}
                        onMove={(x, hour, to) => onMove(x, hour, rows[to] ?? table)}
                        onStretch={onStretch}
                        onOpen={onOpen}
                      />
                    ))}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
        {now && (
          <div className={styles.nowLine} style={{ '--now': now.column } as CSSProperties} data-testid="timeline-now">
            <span className={styles.nowLabel}>{now.label}</span>
          </div>
        )}
      </div>
    </div>
  );
}
