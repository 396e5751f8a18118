import type { KeyboardEvent } from 'react';
import { cellKeyMove, cellOccupant, type GridCell, type TableRow, type TimelineBooking } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { frTimeline as t } from './timeline-i18n';
import styles from './timeline-grid.module.css';

export type HeldStay = BookingItem & Pick<TimelineBooking, 'tableGuids'>;

interface Props {
  table: TableRow;
  row: number;
  rowCount: number;
  slots: string[];
  /** Bookings that hold their tables (pending, confirmed, seated), as the layout rules read them. */
  holding: readonly HeldStay[];
  /** The grid's one tab stop. */
  active: GridCell;
  /** The party from the side lane being placed, if any. */
  placing: BookingItem | null;
  helpId: string;
  onActivate: (cell: GridCell) => void;
  onCell: (table: TableRow, hour: string, holder: HeldStay | undefined) => void;
  onEscape: () => void;
}

/** The DOM id of a cell, so the grid can move focus to it (one tab stop, the arrows move it). */
export const cellId = (gridId: string, cell: GridCell) => `${gridId}-c${cell.row}-${cell.column}`;

/**
 * The empty grid of one table: one button per 15 minutes, under the bars. A roving tab index makes
 * the whole grid a single stop for the keyboard: arrows, Home, End, PageUp and PageDown move the
 * focus from cell to cell, Enter or Space acts on the focused one. Each cell says its table, its
 * time and whether it is free.
 */
export function TimelineCells({
  table,
  row,
  rowCount,
  slots,
  holding,
  active,
  placing,
  helpId,
  onActivate,
  onCell,
  onEscape,
  gridId,
}: Props & { gridId: string }) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, column: number) {
    if (event.key === 'Escape' && placing) {
      event.preventDefault();
      onEscape();
      return;
    }
    const next = cellKeyMove(event.key, { row, column }, rowCount, slots.length);
    if (!next) return;
    event.preventDefault();
    onActivate(next);
    document.getElementById(cellId(gridId, next))?.focus();
  }

  return (
    <>
      {slots.map((hour, column) => {
        const holder = cellOccupant(table.guid, hour, holding);
        const isActive = active.row === row && active.column === column;
        return (
          <button
            key={hour}
            id={cellId(gridId, { row, column })}
            type="button"
            tabIndex={isActive ? 0 : -1}
            className={`${styles.cell} ${hour.endsWith(':00') ? styles.cellHour : ''} ${holder ? styles.cellHeld : ''}`}
            aria-label={placing ? t.cellPlace(table.name, hour, holder?.name ?? null, placing.name) : t.cell(table.name, hour, holder?.name ?? null)}
            aria-describedby={isActive ? helpId : undefined}
            data-testid="timeline-cell"
            data-hour={hour}
            onFocus={() => {
              if (!isActive) onActivate({ row, column });
            }}
            onKeyDown={(e) => onKeyDown(e, column)}
            onClick={() => onCell(table, hour, holder)}
          />
        );
      })}
    </>
  );
}
