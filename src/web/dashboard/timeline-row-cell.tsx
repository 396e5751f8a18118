import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { cellKeyMove, cellOccupant, type GridCell, type TableRow, type TimelineBooking } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { frTimeline as t } from './timeline-i18n';
import styles from './timeline-grid.module.css';

export type HeldStay = BookingItem & Pick<TimelineBooking, 'tableGuids'>;

interface Props {
  gridId: string;
  table: TableRow;
  row: number;
  rowCount: number;
  slots: string[];
  /** The keyboard's column, shared by every row: each row's cell stands there. */
  column: number;
  /** Whether this row holds the grid's one tab stop. */
  active: boolean;
  /** Bookings that hold their tables (pending, confirmed, seated), as the layout rules read them. */
  holding: readonly HeldStay[];
  /** The party from the side lane being placed, if any. */
  placing: BookingItem | null;
  helpId: string;
  /** The keys moved the tab stop: the grid draws it there and gives it the focus. */
  onMove: (cell: GridCell) => void;
  /** This row took the focus (a click, a screen reader): the tab stop follows, in the same column. */
  onFocusRow: (row: number) => void;
  onCell: (row: number, table: TableRow, hour: string, holder: HeldStay | undefined) => void;
  onEscape: () => void;
}

/** The DOM id of a row's cell, so the grid can move the focus to it. */
export const rowCellId = (gridId: string, row: number) => `${gridId}-r${row}`;

/**
 * The one button of a table's row, standing on the keyboard's column over the painted quarter
 * hours: a button per quarter (1 800 on a big evening) made every dialog's opening restyle them
 * all. A roving tab index makes the whole grid a single stop: arrows, Home, End, PageUp and
 * PageDown move it, Enter or Space acts on it. Its name says the table, the time and whether it is
 * free. Memoised: moving between rows renders the two rows concerned only.
 */
export const TimelineRowCell = memo(function TimelineRowCell({
  gridId,
  table,
  row,
  rowCount,
  slots,
  column,
  active,
  holding,
  placing,
  helpId,
  onMove,
  onFocusRow,
  onCell,
  onEscape,
}: Props) {
  const hour = slots[column] ?? slots[0] ?? '';
  const holder = cellOccupant(table.guid, hour, holding);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && placing) {
      event.preventDefault();
      onEscape();
      return;
    }
    const next = cellKeyMove(event.key, { row, column }, rowCount, slots.length);
    if (!next) return;
    event.preventDefault();
    onMove(next);
  }

  return (
    <button
      id={rowCellId(gridId, row)}
      type="button"
      tabIndex={active ? 0 : -1}
      className={styles.cell}
      style={{ '--cell-col': column } as CSSProperties}
      aria-label={placing ? t.cellPlace(table.name, hour, holder?.name ?? null, placing.name) : t.cell(table.name, hour, holder?.name ?? null)}
      aria-describedby={active ? helpId : undefined}
      data-testid="timeline-cell"
      data-hour={hour}
      onFocus={() => {
        if (!active) onFocusRow(row);
      }}
      onKeyDown={onKeyDown}
      onClick={() => onCell(row, table, hour, holder)}
    />
  );
});
